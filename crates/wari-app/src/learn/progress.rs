//! Which lessons the learner has finished, and its text in the progress
//! file. Reading and writing the file is the edge's; this only turns the
//! text into progress and back, so that a damaged file is told apart from
//! an empty one.

use std::collections::BTreeSet;

/// The lessons finished, by key.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// Keys of the lessons finished. A key no lesson has (from another
    /// version of the program) is kept, so nothing is lost by going back.
    finished: BTreeSet<String>,
}

impl Progress {
    /// Reads the progress file's text; an error means it is damaged.
    pub fn parse(text: &str) -> Result<Progress, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The text to write to the progress file.
    pub fn to_text(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Whether the lesson with this key is finished.
    pub fn is_finished(&self, key: &str) -> bool {
        self.finished.contains(key)
    }

    /// The keys of the lessons finished, in order.
    pub fn finished(&self) -> impl Iterator<Item = &str> {
        self.finished.iter().map(String::as_str)
    }

    /// Marks the lesson finished; whether it was new.
    pub fn finish(&mut self, key: &str) -> bool {
        self.finished.insert(key.to_owned())
    }
}
