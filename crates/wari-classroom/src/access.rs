//! Who may enter the classroom: a join code, a list of keys, or anyone;
//! and who is the teacher: the holder of the teacher code or key.

use std::fmt;

use russh::MethodSet;
use russh::keys::PublicKey;
use wari_ssh::Gate;
use wari_ssh::access::{Access, JoinCode};

use crate::setup::{Name, TEACHER};

/// The teacher's code is typed once a lesson, by someone who reads it
/// carefully: longer than the join code, so it is even further out of
/// reach.
const TEACHER_CODE_LENGTH: usize = 12;

/// What a login proved: a student, or the teacher.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassRole {
    /// Logged in with the join code, a listed key, or nothing (`--open`).
    Student,
    /// Logged in with the teacher code or the teacher's key.
    Teacher,
}

/// As the log names a login.
impl fmt::Display for ClassRole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ClassRole::Student => "a student",
            ClassRole::Teacher => "the teacher",
        })
    }
}

/// The name a login enters the room under: the teacher's is [`TEACHER`]
/// whatever user name they logged in with, a student's is their user name
/// unless it passes for the teacher's.
pub fn name_for(user: &str, role: ClassRole) -> &str {
    match role {
        ClassRole::Teacher => TEACHER,
        ClassRole::Student if passes_for_teacher(user) => "student",
        ClassRole::Student => user,
    }
}

/// Whether `user` would be shown as a name starting with "teacher". With
/// `--open` such a login is asked for a code, so the teacher can type the
/// teacher code.
pub fn passes_for_teacher(user: &str) -> bool {
    Name::cleaned(user).is_some_and(|name| name.passes_for_teacher())
}

/// How the teacher proves it is them: a code printed at start, and keys
/// from `--teacher-key`.
#[derive(Clone, Debug)]
pub struct Teacher {
    /// The teacher code.
    pub code: JoinCode,
    /// The teacher's public keys, possibly none.
    pub keys: Vec<PublicKey>,
}

impl Teacher {
    /// A random teacher code and these keys.
    pub fn new(keys: Vec<PublicKey>) -> Teacher {
        Teacher {
            code: JoinCode::random_of(TEACHER_CODE_LENGTH),
            keys,
        }
    }

    /// Whether `typed` is the teacher code.
    pub fn code_ok(&self, typed: &str) -> bool {
        self.code.matches(typed)
    }

    /// Whether `key` is one of the teacher's.
    pub fn key_ok(&self, key: &PublicKey) -> bool {
        self.keys.iter().any(|k| k.key_data() == key.key_data())
    }
}

/// Who may come into the classroom, and as whom: the students' access and
/// the teacher's proofs together, as the SSH server asks.
#[derive(Clone, Debug)]
pub struct Gatekeeper {
    /// How students prove they belong.
    pub access: Access,
    /// How the teacher proves it is them.
    pub teacher: Teacher,
}

impl Gate for Gatekeeper {
    type Role = ClassRole;

    fn methods(&self) -> MethodSet {
        self.access.methods(!self.teacher.keys.is_empty())
    }

    fn none(&self, user: &str) -> Option<ClassRole> {
        // With --open, the teacher logs in as `teacher` to be asked for the
        // teacher code instead.
        (self.access.none_ok() && !passes_for_teacher(user)).then_some(ClassRole::Student)
    }

    fn code(&self, typed: &str) -> Option<ClassRole> {
        if self.teacher.code_ok(typed) {
            Some(ClassRole::Teacher)
        } else {
            self.access.password_ok(typed).then_some(ClassRole::Student)
        }
    }

    fn key(&self, key: &PublicKey) -> Option<ClassRole> {
        if self.teacher.key_ok(key) {
            Some(ClassRole::Teacher)
        } else {
            self.access.key_ok(key).then_some(ClassRole::Student)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_ssh::access::JoinCode;

    #[test]
    fn debug_never_shows_the_code() {
        let code = JoinCode::new("secret-code").expect("long enough");
        assert!(!format!("{code:?}").contains("secret"));
        assert!(!format!("{:?}", Access::JoinCode(code)).contains("secret"));
        let teacher = Teacher::new(Vec::new());
        assert!(!format!("{teacher:?}").contains(teacher.code.as_str()));
    }

    #[test]
    fn nobody_passes_for_the_teacher_by_their_user_name() {
        assert_eq!(name_for("ama", ClassRole::Student), "ama");
        assert_eq!(name_for("teacher", ClassRole::Student), "student");
        assert_eq!(name_for("Teacher-2", ClassRole::Student), "student");
        assert_eq!(name_for(" te acher", ClassRole::Student), "student");
        assert_eq!(name_for("ama", ClassRole::Teacher), TEACHER);
    }
}
