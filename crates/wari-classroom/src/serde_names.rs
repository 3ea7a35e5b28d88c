//! The computer's levels in the journal by their names, as the command
//! line and the records spell them.

use serde::{Deserialize, Deserializer, Serializer};

use crate::search::Level;

/// A level, by its name.
pub(crate) mod level {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        level: &Level,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(level.name())
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Level, D::Error> {
        let name = String::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// A level a seat may have, by its name; `null` for a person.
pub(crate) mod levels {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(
        levels: &[Option<Level>; 2],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let names = levels.map(|level| level.map(Level::name));
        serde::Serialize::serialize(&names, serializer)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<[Option<Level>; 2], D::Error> {
        let names = <[Option<String>; 2]>::deserialize(deserializer)?;
        let level = |name: &Option<String>| {
            name.as_deref()
                .map(str::parse)
                .transpose()
                .map_err(serde::de::Error::custom)
        };
        Ok([level(&names[0])?, level(&names[1])?])
    }
}
