//! The class's status as every session watches it: one value on one
//! channel, so a session waits on one thing for all of it, and reads it
//! whole (a pause and a message sent together arrive together).

use crate::learned::SetWork;

/// What every session of the class follows, wherever it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Status {
    /// Whether the teacher paused the class: every idle clock stops.
    pub paused: bool,
    /// The teacher's last message to everyone.
    pub message: Option<String>,
    /// How many messages the teacher sent: a session shows a message
    /// when this moves, the same words sent again included.
    pub messages: usize,
    /// The work set last: it opens for a student who is free.
    pub work: Option<SetWork>,
    /// Moves on with every tournament round paired (and a lesson
    /// resumed): a round paired is every lobby's news at once.
    pub rounds: usize,
    /// Whether the classroom is closing: every session says goodbye.
    pub closing: bool,
}

impl Status {
    /// Whether `self`, seen after `before`, brings a new message.
    pub fn new_message(&self, before: &Status) -> Option<&str> {
        (self.messages != before.messages)
            .then_some(self.message.as_deref())
            .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(messages: usize, text: &str) -> Status {
        Status {
            message: Some(text.into()),
            messages,
            ..Status::default()
        }
    }

    #[test]
    fn the_same_words_sent_again_are_a_new_message_and_a_pause_is_not() {
        let first = said(1, "Tidy up");
        assert_eq!(said(2, "Tidy up").new_message(&first), Some("Tidy up"));
        let paused = Status {
            paused: true,
            ..first.clone()
        };
        assert_eq!(paused.new_message(&first), None);
    }
}
