//! clap's parser for the library's named enums ([`Named`]): a flag takes
//! the names the enum spells, and its help, completions and errors list
//! them, with no second spelling in the command line's code.

use std::ffi::OsStr;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use wari::engine::{Named, find_among};

/// Parses one of `values` by name.
#[derive(Clone)]
pub struct NamedArg<T: 'static> {
    values: &'static [T],
}

impl<T: Named> NamedArg<T> {
    /// A flag taking any of the enum's values.
    pub fn all() -> NamedArg<T> {
        NamedArg::among(T::values())
    }

    /// A flag taking only `values`.
    pub fn among(values: &'static [T]) -> NamedArg<T> {
        NamedArg { values }
    }

    /// clap's own parser of the names, for its messages and suggestions.
    fn names(&self) -> PossibleValuesParser {
        PossibleValuesParser::new(self.values.iter().map(|v| v.name_of()))
    }
}

impl<T: Named + Send + Sync> TypedValueParser for NamedArg<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        let name = self.names().parse_ref(cmd, arg, value)?;
        find_among(self.values, &name)
            .map_err(|e| cmd.clone().error(clap::error::ErrorKind::InvalidValue, e))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            self.values.iter().map(|v| PossibleValue::new(v.name_of())),
        ))
    }
}
