//! Names held by one connection at a time. A visitor logs in under a name
//! they choose; a second login under a name a live connection holds never
//! simply takes it (a classmate could be locked out of their own game by a
//! prank), nor is simply refused (the first connection may be a laptop
//! whose Wi-Fi dropped): the holder's screen is asked whether the
//! newcomer is them, and a holder that has gone quiet counts as gone.
//!
//! The program compares names by its own rule (the `key` given to
//! [`Names::new`]: "Ama" is "ama") and words every answer itself; this
//! module only keeps who holds what, and wakes each visitor whose
//! [`Mail`] changed.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::Notify;

use crate::keepalive;

/// A visitor in the program: one connection's number.
pub type Visitor = u64;

/// How long the holder of a name has to answer whether a new login under
/// it is them: long enough to notice the question in the middle of a game.
pub const ASK_TIME: Duration = Duration::from_secs(30);

/// A connection from which nothing (no key, no window change) has come
/// for this long, and whose screen does not answer the question either,
/// counts as gone: its name goes to the new login. Watching a screen needs
/// no keys, so a present visitor can still say no; a connection that has
/// really dropped is closed sooner by the keepalives.
pub const SILENT_TIME: Duration = Duration::from_secs(2 * 60);

/// Who holds which name, and the questions between them.
#[derive(Debug)]
pub struct Names {
    /// How names compare: two names with one key are one name.
    key: fn(&str) -> String,
    /// Who answers to each name now, by its key.
    held: HashMap<String, Visitor>,
    /// Every visitor, named or still choosing a name.
    visitors: HashMap<Visitor, Presence>,
}

/// One visitor.
#[derive(Debug)]
struct Presence {
    /// The name it answers to, once it has one.
    name: Option<String>,
    /// When anything last came from its client.
    last_heard: Instant,
    /// Woken whenever `question`, `answer` or `replaced` changes.
    mail: Arc<Notify>,
    /// Someone logging in under this visitor's name, waiting for its answer.
    question: Option<Question>,
    /// While this visitor asks for a held name: whom it asks.
    asking: Option<Visitor>,
    /// What came of this visitor's asking, until it reads it.
    answer: Option<Result<String, Refusal>>,
    /// A name (by key) whose holder said no to this visitor: it is not
    /// asked again by it, so one connection cannot put the question on
    /// another's screen over and over.
    told_no: Option<String>,
    /// Why its name went to another visitor, which closes it.
    replaced: Option<Handover>,
}

/// A question on a name holder's screen: is the new login under your name
/// you?
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The name asked for, as the holder has it.
    pub name: String,
    /// When it was asked.
    asked: Instant,
    /// Until when an answer counts.
    pub until: Instant,
    /// The visitor asking.
    from: Visitor,
}

/// Why a name went from one visitor to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handover {
    /// Its holder said yes.
    Agreed,
    /// Its holder had sent nothing for [`SILENT_TIME`] and did not answer.
    Silent,
    /// The program sent its holder away ([`Names::send_away`]).
    Removed,
}

/// What asking for a name gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The name is the visitor's now, spelt so.
    Granted(String),
    /// A connected visitor holds it and has been asked, until `until`,
    /// whether the new login is them; the answer comes by mail.
    Asking {
        /// The name as its holder has it.
        name: String,
        /// When the question runs out.
        until: Instant,
    },
}

/// Why a visitor did not get a held name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Another login is already asking the holder.
    Busy {
        /// The name.
        name: String,
    },
    /// The holder said no, or did not answer in time while still connected.
    Kept {
        /// The name.
        name: String,
    },
}

/// A name that went from its holder to the visitor who asked for it: the
/// program moves what the holder had under it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Handed {
    /// Who had it, and is told to close.
    pub holder: Visitor,
    /// Who has it now.
    pub asker: Visitor,
    /// The name, as the holder spelt it.
    pub name: String,
}

/// What a visitor's mail holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mail {
    /// A question to show on this visitor's screen, while it stands.
    pub question: Option<Question>,
    /// The answer to this visitor's asking, once (taken on reading): the
    /// name granted, or why not.
    pub answer: Option<Result<String, Refusal>>,
    /// Set when this visitor's name went to another, which closes it.
    pub replaced: Option<Handover>,
}

/// What settling a question that ran out did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expiry {
    /// Nothing stood to settle.
    Nothing,
    /// The holder may be a connection the keepalives have not yet closed:
    /// the question stands until this time.
    Extended(Instant),
    /// The holder was silent: the name went to the asker.
    Handed(Handed),
    /// The holder keeps the name; the asker is told by mail.
    Kept,
}

impl Names {
    /// No visitors yet; names compare by `key`.
    pub fn new(key: fn(&str) -> String) -> Names {
        Names {
            key,
            held: HashMap::new(),
            visitors: HashMap::new(),
        }
    }

    /// Lets `visitor` in, with no name yet.
    pub fn arrive(&mut self, visitor: Visitor, now: Instant) {
        let presence = Presence {
            name: None,
            last_heard: now,
            mail: Arc::default(),
            question: None,
            asking: None,
            answer: None,
            told_no: None,
            replaced: None,
        };
        self.visitors.insert(visitor, presence);
    }

    /// How many visitors are in, named or not.
    pub fn visitors(&self) -> usize {
        self.visitors.len()
    }

    /// Every visitor with a name, and the name.
    pub fn named(&self) -> impl Iterator<Item = (Visitor, &str)> {
        self.visitors
            .iter()
            .filter_map(|(&v, p)| Some((v, p.name.as_deref()?)))
    }

    /// Gives `visitor` `name` to show without holding it, as several
    /// screens of one person share a name no other may claim; false when
    /// the visitor is not in.
    pub fn call(&mut self, visitor: Visitor, name: &str) -> bool {
        let presence = self.visitors.get_mut(&visitor);
        presence.map(|p| p.name = Some(name.to_owned())).is_some()
    }

    /// Asks for `wanted` as `visitor`'s name. A free name is granted; a
    /// name held by another visitor is never simply taken: its holder's
    /// screen is asked whether the newcomer is them.
    pub fn claim(
        &mut self,
        visitor: Visitor,
        wanted: String,
        now: Instant,
    ) -> Result<Claim, Refusal> {
        let key = (self.key)(&wanted);
        self.withdraw(visitor);
        let told_no = self.visitors.get(&visitor).and_then(|p| p.told_no.as_ref()) == Some(&key);
        let holder = self.held.get(&key).copied().filter(|&h| h != visitor);
        let Some((holder, held)) = holder.and_then(|h| Some((h, self.visitors.get_mut(&h)?)))
        else {
            return Ok(Claim::Granted(self.grant(visitor, wanted)));
        };
        let name = held.name.clone().unwrap_or(wanted);
        if held.question.is_some() {
            return Err(Refusal::Busy { name });
        }
        if told_no {
            return Err(Refusal::Kept { name });
        }
        let until = now + ASK_TIME;
        held.question = Some(Question {
            name: name.clone(),
            asked: now,
            until,
            from: visitor,
        });
        held.mail.notify_one();
        if let Some(asker) = self.visitors.get_mut(&visitor) {
            asker.asking = Some(holder);
        }
        tracing::info!(name = %name, holder, asker = visitor, "asking the name's holder");
        Ok(Claim::Asking { name, until })
    }

    /// The holder's answer to the question on its screen: yes hands the
    /// name to the visitor asking, no keeps it. Nothing when no question
    /// stands (it ran out, or the asker left).
    pub fn answer(&mut self, holder: Visitor, yes: bool) -> Option<Handed> {
        let question = self.visitors.get_mut(&holder)?.question.take()?;
        if yes {
            return self.hand_over(holder, question.from, Handover::Agreed);
        }
        let key = (self.key)(&question.name);
        if let Some(asker) = self.visitors.get_mut(&question.from) {
            asker.told_no = Some(key);
        }
        self.refuse(question.from, question.name);
        None
    }

    /// Settles `asker`'s question once it has run out, at `now`: the name
    /// goes to the asker if its holder has been silent for
    /// [`SILENT_TIME`], else the holder keeps it, and the answer comes by
    /// mail. But a holder silent since before the question may be a
    /// connection whose peer vanished, which the keepalives have not yet
    /// closed (a visitor back from a Wi-Fi drop within seconds): the
    /// question then stands until they would have.
    pub fn expire(&mut self, asker: Visitor, now: Instant) -> Expiry {
        let Some(holder) = self.visitors.get(&asker).and_then(|a| a.asking) else {
            return Expiry::Nothing;
        };
        let Some(held) = self.visitors.get_mut(&holder) else {
            return Expiry::Nothing;
        };
        let closed_if_gone = held.last_heard + keepalive::CLOSED_IF_GONE;
        let Some(question) = held
            .question
            .as_mut()
            .filter(|q| q.from == asker && q.until <= now)
        else {
            return Expiry::Nothing;
        };
        if held.last_heard < question.asked && now < closed_if_gone {
            question.until = closed_if_gone;
            // A holder who is there after all still sees the question.
            held.mail.notify_one();
            return Expiry::Extended(closed_if_gone);
        }
        let silent = now.saturating_duration_since(held.last_heard) >= SILENT_TIME;
        let name = question.name.clone();
        held.question = None;
        held.mail.notify_one();
        if silent {
            return self
                .hand_over(holder, asker, Handover::Silent)
                .map_or(Expiry::Nothing, Expiry::Handed);
        }
        self.refuse(asker, name);
        Expiry::Kept
    }

    /// Stops `asker` asking for a name: its question leaves the holder's
    /// screen.
    pub fn withdraw(&mut self, asker: Visitor) {
        let Some(holder) = self.visitors.get_mut(&asker).and_then(|a| a.asking.take()) else {
            return;
        };
        if let Some(held) = self.visitors.get_mut(&holder)
            && held.question.take_if(|q| q.from == asker).is_some()
        {
            held.mail.notify_one();
        }
    }

    /// Sends the holder of `name` away: it is told to close, keeping its
    /// name until it has. `None` when nobody holds that name.
    pub fn send_away(&mut self, name: &str) -> Option<Visitor> {
        let visitor = *self.held.get(&(self.key)(name))?;
        let presence = self.visitors.get_mut(&visitor)?;
        presence.replaced = Some(Handover::Removed);
        presence.mail.notify_one();
        Some(visitor)
    }

    /// What wakes `visitor` when its mail changes.
    pub fn mailbox(&self, visitor: Visitor) -> Arc<Notify> {
        self.visitors
            .get(&visitor)
            .map(|p| p.mail.clone())
            .unwrap_or_default()
    }

    /// `visitor`'s mail: the question on its screen, the answer to its
    /// asking (taken), and whether its name went to another.
    pub fn mail(&mut self, visitor: Visitor) -> Mail {
        let Some(presence) = self.visitors.get_mut(&visitor) else {
            return Mail::default();
        };
        Mail {
            question: presence.question.clone(),
            answer: presence.answer.take(),
            replaced: presence.replaced,
        }
    }

    /// Notes that something came from `visitor`'s client at `now`: a
    /// connection that sends keeps its name.
    pub fn heard(&mut self, visitor: Visitor, now: Instant) {
        if let Some(presence) = self.visitors.get_mut(&visitor) {
            presence.last_heard = presence.last_heard.max(now);
        }
    }

    /// `visitor` leaves (its connection closed, or it quit): the name it
    /// held is free again, and a login waiting on its answer gets it.
    pub fn leave(&mut self, visitor: Visitor) {
        self.withdraw(visitor);
        let Some(presence) = self.visitors.remove(&visitor) else {
            return;
        };
        let Some(name) = presence.name else { return };
        let key = (self.key)(&name);
        if self.held.get(&key) != Some(&visitor) {
            return;
        }
        self.held.remove(&key);
        if let Some(question) = presence.question {
            tracing::info!(name = %name, holder = visitor, asker = question.from, "the name's holder left");
            self.give(question.from, name);
        }
    }

    /// Gives `holder`'s name to `asker` for `why`: the holder is told to
    /// close. The asker gets the name as the holder spelt it.
    fn hand_over(&mut self, holder: Visitor, asker: Visitor, why: Handover) -> Option<Handed> {
        let held = self.visitors.get_mut(&holder)?;
        held.replaced = Some(why);
        held.mail.notify_one();
        let name = held.name.take()?;
        self.held.remove(&(self.key)(&name));
        tracing::info!(name = %name, from_session = holder, session = asker, reason = ?why, "name handed over");
        self.give(asker, name.clone());
        Some(Handed {
            holder,
            asker,
            name,
        })
    }

    /// Grants `name` to `asker` and tells it by mail.
    fn give(&mut self, asker: Visitor, name: String) {
        let name = self.grant(asker, name);
        if let Some(asker) = self.visitors.get_mut(&asker) {
            asker.answer = Some(Ok(name));
            asker.mail.notify_one();
        }
    }

    /// Gives `name` to `visitor`, which no other visitor holds; a name it
    /// held before is free again.
    fn grant(&mut self, visitor: Visitor, name: String) -> String {
        let key = (self.key)(&name);
        if let Some(presence) = self.visitors.get_mut(&visitor) {
            presence.asking = None;
            let before = presence.name.replace(name.clone());
            if let Some(before) = before.map(|b| (self.key)(&b)).filter(|b| *b != key) {
                self.held.remove(&before);
            }
        }
        self.held.insert(key, visitor);
        name
    }

    /// Tells `asker` the name's holder keeps it.
    fn refuse(&mut self, asker: Visitor, name: String) {
        tracing::info!(name = %name, asker, "the name's holder keeps it");
        if let Some(asker) = self.visitors.get_mut(&asker) {
            asker.asking = None;
            asker.answer = Some(Err(Refusal::Kept { name }));
            asker.mail.notify_one();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lowercase(name: &str) -> String {
        name.to_lowercase()
    }

    /// Ama holding her name, and a second login (2) in, unnamed.
    fn held(now: Instant) -> Names {
        let mut names = Names::new(lowercase);
        names.arrive(1, now);
        names.arrive(2, now);
        assert_eq!(
            names.claim(1, "Ama".into(), now),
            Ok(Claim::Granted("Ama".into()))
        );
        names
    }

    #[test]
    fn a_second_login_under_a_held_name_asks_and_a_yes_hands_it_over_as_spelt() {
        let now = Instant::now();
        let mut names = held(now);
        let asking = names.claim(2, "AMA".into(), now);
        let until = now + ASK_TIME;
        assert_eq!(
            asking,
            Ok(Claim::Asking {
                name: "Ama".into(),
                until
            })
        );
        assert_eq!(names.mail(1).question.map(|q| q.until), Some(until));
        let handed = names.answer(1, true);
        assert_eq!(
            handed,
            Some(Handed {
                holder: 1,
                asker: 2,
                name: "Ama".into()
            })
        );
        assert_eq!(names.mail(1).replaced, Some(Handover::Agreed));
        assert_eq!(names.mail(2).answer, Some(Ok("Ama".into())));
    }

    #[test]
    fn a_holder_heard_from_keeps_the_name_when_the_question_runs_out() {
        let now = Instant::now();
        let mut names = held(now);
        names.claim(2, "ama".into(), now).expect("asking");
        // Ama's keys came in during the question: she is there.
        names.heard(1, now + Duration::from_secs(10));
        assert_eq!(names.expire(2, now + ASK_TIME), Expiry::Kept);
        let kept = Refusal::Kept { name: "Ama".into() };
        assert_eq!(names.mail(2).answer, Some(Err(kept)));
        assert_eq!(names.mail(1), Mail::default());
    }

    #[test]
    fn a_name_is_free_again_once_its_holder_leaves() {
        let now = Instant::now();
        let mut names = held(now);
        names.leave(1);
        assert_eq!(
            names.claim(2, "ama".into(), now),
            Ok(Claim::Granted("ama".into()))
        );
        assert_eq!(names.named().collect::<Vec<_>>(), [(2, "ama")]);
    }
}
