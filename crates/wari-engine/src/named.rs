//! Small enums known by a name in files and on the command line. Each
//! spells its names once, in its `name()`; parsing, serde and every message
//! that lists the allowed names come from that one spelling and the enum's
//! list of values, so a name cannot be spelt one way in a save and another
//! in a flag or an error.

use std::fmt;

/// An enum whose every value has one name.
pub trait Named: Copy + 'static {
    /// Every value, in the order messages list them.
    fn values() -> &'static [Self];

    /// The value's one name.
    fn name_of(self) -> &'static str;

    /// The value named `name`, or an error listing every name.
    fn from_name(name: &str) -> Result<Self, UnknownName> {
        find_among(Self::values(), name)
    }

    /// Every name, for a message: `a, b or c`.
    fn list() -> String {
        list_of(Self::values())
    }

    /// Every name quoted, as a file writes them: `"a", "b" or "c"`.
    fn quoted_list() -> String {
        quoted(Self::values().iter().map(|v| v.name_of()))
    }
}

/// The one of `values` named `name`, or an error listing their names: for
/// a place that takes only some of an enum's values.
pub fn find_among<T: Named>(values: &[T], name: &str) -> Result<T, UnknownName> {
    values
        .iter()
        .copied()
        .find(|value| value.name_of() == name)
        .ok_or_else(|| UnknownName {
            name: name.to_owned(),
            expected: values.iter().map(|v| v.name_of()).collect(),
        })
}

/// The names of `values`, for a message: `a, b or c`.
pub fn list_of<T: Named>(values: &[T]) -> String {
    or_list(values.iter().map(|v| v.name_of().to_owned()).collect())
}

/// `items` joined as a sentence lists them: `a, b or c`.
fn or_list(mut items: Vec<String>) -> String {
    match items.pop() {
        Some(last) if !items.is_empty() => format!("{} or {last}", items.join(", ")),
        last => last.unwrap_or_default(),
    }
}

/// `names` quoted and joined as a sentence lists them: `"a", "b" or "c"`.
fn quoted<'a>(names: impl Iterator<Item = &'a str>) -> String {
    or_list(names.map(|n| format!("{n:?}")).collect())
}

/// A name that is none of an enum's. The names are quoted, as a TOML
/// file or JSON needs them written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// The name given.
    pub name: String,
    /// The names there are.
    pub expected: Vec<&'static str>,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let expected = quoted(self.expected.iter().copied());
        write!(f, "expected {expected}, not {:?}", self.name)
    }
}

impl std::error::Error for UnknownName {}

/// Implements [`Named`] and `FromStr` for an enum with an `ALL` array
/// and a `name()`, so each form uses that one spelling; with the `serde`
/// feature, serde's traits too, by the same name.
#[macro_export]
macro_rules! by_name {
    ($type:ty) => {
        impl $crate::Named for $type {
            fn values() -> &'static [Self] {
                &<$type>::ALL
            }

            fn name_of(self) -> &'static str {
                self.name()
            }
        }

        impl std::str::FromStr for $type {
            type Err = $crate::UnknownName;

            fn from_str(name: &str) -> Result<Self, Self::Err> {
                <$type as $crate::Named>::from_name(name)
            }
        }

        $crate::__serde_by_name!($type);
    };
}

/// Serde's traits for a [`Named`] enum, by its name: chosen here, by this
/// crate's features, since a macro's own `cfg` would be read by the crate
/// that calls it.
#[cfg(feature = "serde")]
#[doc(hidden)]
#[macro_export]
macro_rules! __serde_by_name {
    ($type:ty) => {
        impl $crate::__private::serde::Serialize for $type {
            fn serialize<S: $crate::__private::serde::Serializer>(
                &self,
                serializer: S,
            ) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.name())
            }
        }

        impl<'de> $crate::__private::serde::Deserialize<'de> for $type {
            fn deserialize<D: $crate::__private::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> Result<Self, D::Error> {
                use $crate::__private::serde::de::Error;
                let name =
                    <String as $crate::__private::serde::Deserialize>::deserialize(deserializer)?;
                <$type as $crate::Named>::from_name(&name).map_err(D::Error::custom)
            }
        }
    };
}

/// Without the `serde` feature, [`by_name!`] adds nothing for serde.
#[cfg(not(feature = "serde"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __serde_by_name {
    ($type:ty) => {};
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GrandSlam, Player};

    fn names<T: Named>() -> Vec<&'static str> {
        T::values().iter().map(|v| v.name_of()).collect()
    }

    #[cfg(feature = "serde")]
    fn reads_back<T: Named + std::fmt::Debug + PartialEq + serde::Serialize>() {
        for &value in T::values() {
            assert_eq!(T::from_name(value.name_of()), Ok(value));
            let json = serde_json::to_string(&value).expect("a name is a string");
            assert_eq!(json, format!("\"{}\"", value.name_of()));
        }
    }

    #[test]
    fn the_names_are_those_rules_files_saves_and_records_already_hold() {
        assert_eq!(
            names::<GrandSlam>(),
            [
                "capture",
                "no-capture",
                "forbidden-unless-only-move",
                "forbidden"
            ]
        );
        assert_eq!(names::<Player>(), ["south", "north"]);
    }

    #[test]
    #[cfg(feature = "serde")]
    fn every_name_reads_back_as_its_value_by_name_and_by_serde() {
        reads_back::<GrandSlam>();
        reads_back::<Player>();
        let slam: GrandSlam = serde_json::from_str("\"no-capture\"").expect("a name");
        assert_eq!(slam, GrandSlam::NoCapture);
        let error = serde_json::from_str::<GrandSlam>("\"none\"").expect_err("no such rule");
        assert!(error.to_string().contains("not \"none\""), "{error}");
    }

    #[test]
    fn an_unknown_name_is_refused_listing_the_allowed_ones() {
        assert_eq!(
            Player::from_name("South").map_err(|e| e.to_string()),
            Err("expected \"south\" or \"north\", not \"South\"".to_owned())
        );
        assert_eq!(Player::list(), "south or north");
        assert_eq!(
            find_among(&GrandSlam::ALL[..1], "x").map_err(|e| e.to_string()),
            Err("expected \"capture\", not \"x\"".to_owned())
        );
    }
}
