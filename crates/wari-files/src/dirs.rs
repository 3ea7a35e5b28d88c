//! Where the program keeps the user's files: the data, config and cache
//! directories the system gives a program named `wari`, and the name of
//! every file kept in them.

use std::path::PathBuf;

/// The user's three directories for this program, as the system names
/// them (on Linux `~/.local/share/wari`, `~/.config/wari` and
/// `~/.cache/wari`, or where the XDG variables say), and the files kept in
/// each. The names are those every earlier version used: a file written
/// before is found again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserDirs {
    /// What the user made and would miss: progress, records, the host key.
    pub data: PathBuf,
    /// What the user chose: the home screen's choices.
    pub config: PathBuf,
    /// What can be made again: the endgame tables.
    pub cache: PathBuf,
}

impl UserDirs {
    /// The directories of this user on this system, or `None` when it has
    /// no home directory to keep them in.
    pub fn find() -> Option<UserDirs> {
        let dirs = directories::ProjectDirs::from("", "", "wari")?;
        Some(UserDirs {
            data: dirs.data_dir().to_owned(),
            config: dirs.config_dir().to_owned(),
            cache: dirs.cache_dir().to_owned(),
        })
    }

    /// The lessons finished: `lessons.json` in the data directory.
    pub fn lessons(&self) -> PathBuf {
        self.data.join("lessons.json")
    }

    /// The puzzles solved: `puzzles.json` beside the lessons.
    pub fn puzzle_record(&self) -> PathBuf {
        self.data.join("puzzles.json")
    }

    /// The classroom server's host key, kept so that students see the same
    /// fingerprint every time.
    pub fn host_key(&self) -> PathBuf {
        self.data.join("host_ed25519_key")
    }

    /// The folder that holds a folder of records for every lesson taught.
    pub fn records(&self) -> PathBuf {
        self.data.join("records")
    }

    /// A class's journal of its lessons: `classes/NAME.sqlite` in the data
    /// directory.
    pub fn class(&self, name: &str) -> PathBuf {
        self.data.join("classes").join(format!("{name}.sqlite"))
    }

    /// The home screen's choices: `home.toml` in the config directory.
    pub fn home_choices(&self) -> PathBuf {
        self.config.join("home.toml")
    }

    /// The endgame tables: `tablebase` in the cache directory, since a
    /// table can always be built again.
    pub fn tables(&self) -> PathBuf {
        self.cache.join("tablebase")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_keeps_the_name_earlier_versions_gave_it() {
        let dirs = UserDirs {
            data: "/d".into(),
            config: "/c".into(),
            cache: "/k".into(),
        };
        let paths = [
            dirs.lessons(),
            dirs.puzzle_record(),
            dirs.host_key(),
            dirs.records(),
            dirs.home_choices(),
            dirs.tables(),
        ];
        let expected = [
            "/d/lessons.json",
            "/d/puzzles.json",
            "/d/host_ed25519_key",
            "/d/records",
            "/c/home.toml",
            "/k/tablebase",
        ];
        assert_eq!(paths.map(PathBuf::from), expected.map(PathBuf::from));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_directories_are_the_systems_for_a_program_named_wari() {
        let Some(dirs) = UserDirs::find() else {
            return;
        };
        for dir in [&dirs.data, &dirs.config, &dirs.cache] {
            assert_eq!(dir.file_name().and_then(|n| n.to_str()), Some("wari"));
        }
    }
}
