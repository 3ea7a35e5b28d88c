//! Who may enter the classroom: a join code, a list of keys, or anyone;
//! and who is the teacher: the holder of the teacher code or key.

use std::fmt;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use rand::RngExt;
use russh::keys::PublicKey;
use russh::{MethodKind, MethodSet};
use wari_ssh::Gate;

use crate::setup::{Name, TEACHER};

/// Letters and digits that cannot be mistaken for one another when read
/// off a projector: no 0/o, 1/l/i.
const CODE_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
/// The shortest join code: eight characters even from digits alone are
/// 10^8 codes, which at the most wrong codes the server checks an hour
/// (240, see `login_limit`) take 23 years to half search. A random code
/// is this long from 31 characters: 8.5 x 10^11 codes.
pub const MIN_CODE_LENGTH: usize = 8;
/// The teacher's code is typed once a lesson, by someone who reads it
/// carefully: longer, so it is even further out of reach.
const TEACHER_CODE_LENGTH: usize = 12;

/// A code the teacher chose that is too short to resist guessing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the join code has {0} characters; it needs at least {MIN_CODE_LENGTH}, \
     so that guessing it takes longer than a school year"
)]
pub struct CodeTooShort(usize);

/// A code typed at the `Join code:` prompt: the students' join code or the
/// teacher's code. Its `Debug` hides it, so a log line can never leak it.
#[derive(Clone, PartialEq, Eq)]
pub struct JoinCode(String);

impl JoinCode {
    /// A fresh random join code.
    pub fn random() -> JoinCode {
        JoinCode::random_of(MIN_CODE_LENGTH)
    }

    /// A fresh random teacher code.
    pub fn random_teacher() -> JoinCode {
        JoinCode::random_of(TEACHER_CODE_LENGTH)
    }

    fn random_of(length: usize) -> JoinCode {
        let mut rng = rand::rng();
        let code = (0..length)
            .map(|_| char::from(CODE_ALPHABET[rng.random_range(..CODE_ALPHABET.len())]))
            .collect();
        JoinCode(code)
    }

    /// A code chosen by the teacher (`--join-code`, or tests): ignoring
    /// case and surrounding spaces, at least [`MIN_CODE_LENGTH`]
    /// characters.
    pub fn new(code: &str) -> Result<JoinCode, CodeTooShort> {
        let code = code.trim().to_lowercase();
        match code.chars().count() {
            n if n < MIN_CODE_LENGTH => Err(CodeTooShort(n)),
            _ => Ok(JoinCode(code)),
        }
    }

    /// The code, to print for the teacher.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `typed` is this code, ignoring case and surrounding spaces,
    /// comparing every byte so the time taken does not tell how much of a
    /// guess was right.
    pub fn matches(&self, typed: &str) -> bool {
        let typed = typed.trim().to_lowercase();
        let (a, b) = (self.0.as_bytes(), typed.as_bytes());
        let mut difference = u8::from(a.len() != b.len());
        for (x, y) in a.iter().zip(b.iter()) {
            difference |= x ^ y;
        }
        difference == 0
    }
}

impl fmt::Debug for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("JoinCode(..)")
    }
}

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
            code: JoinCode::random_teacher(),
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

/// How students prove they belong in the room.
#[derive(Clone, Debug)]
pub enum Access {
    /// Any user name, with this code as the password.
    JoinCode(JoinCode),
    /// Any user name, with one of these public keys (`--authorized-keys`).
    Keys(Vec<PublicKey>),
    /// No check at all (`--open`).
    Open,
}

impl Access {
    /// The SSH login methods this access asks for, with `teacher`: a code
    /// at a `Join code:` prompt (keyboard-interactive, or a password for
    /// clients that only have that) always, since the teacher code is
    /// typed there; keys when students or the teacher have them.
    pub fn methods(&self, teacher: &Teacher) -> MethodSet {
        let mut kinds = Vec::new();
        if matches!(self, Access::Open) {
            kinds.push(MethodKind::None);
        }
        if matches!(self, Access::Keys(_)) || !teacher.keys.is_empty() {
            kinds.push(MethodKind::PublicKey);
        }
        kinds.extend([MethodKind::KeyboardInteractive, MethodKind::Password]);
        MethodSet::from(kinds.as_slice())
    }

    /// Whether a password login with `password` gets in.
    pub fn password_ok(&self, password: &str) -> bool {
        match self {
            Access::JoinCode(code) => code.matches(password),
            Access::Keys(_) => false,
            Access::Open => true,
        }
    }

    /// Whether a login proven to hold `key` gets in.
    pub fn key_ok(&self, key: &PublicKey) -> bool {
        match self {
            Access::Keys(keys) => keys.iter().any(|k| k.key_data() == key.key_data()),
            Access::Open => true,
            Access::JoinCode(_) => false,
        }
    }

    /// Whether a login with no credentials at all gets in.
    pub fn none_ok(&self) -> bool {
        matches!(self, Access::Open)
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
        self.access.methods(&self.teacher)
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

/// Why an OpenSSH `authorized_keys` file lets nobody in; each names the
/// file, so the teacher knows which option to fix.
#[derive(Debug, thiserror::Error)]
pub enum KeysFileError {
    /// The file could not be read.
    #[error("{option} {}", .path.display())]
    Unreadable {
        /// The command-line option that named the file.
        option: &'static str,
        /// The file.
        path: PathBuf,
        /// Why it could not be read.
        #[source]
        source: std::io::Error,
    },
    /// An entry is not a public key.
    #[error("{}: key {number}", .path.display())]
    BadKey {
        /// The file.
        path: PathBuf,
        /// Which key, counting from 1, comments and blank lines aside.
        number: usize,
        /// What is wrong with it.
        #[source]
        source: russh::keys::ssh_key::Error,
    },
    /// The file holds no keys: nobody could log in with it.
    #[error("{}: no keys in it", .path.display())]
    Empty {
        /// The file.
        path: PathBuf,
    },
}

/// Reads an OpenSSH `authorized_keys` file: one key a line, `#` comments;
/// `option` names the command-line option it came from, for messages.
pub fn read_authorized_keys(
    path: &Path,
    option: &'static str,
) -> Result<Vec<PublicKey>, KeysFileError> {
    let text = std::fs::read_to_string(path).map_err(|source| KeysFileError::Unreadable {
        option,
        path: path.to_owned(),
        source,
    })?;
    let mut keys = Vec::new();
    for (number, entry) in russh::keys::ssh_key::AuthorizedKeys::new(&text).enumerate() {
        let entry = entry.map_err(|source| KeysFileError::BadKey {
            path: path.to_owned(),
            number: number + 1,
            source,
        })?;
        keys.push(entry.public_key().clone());
    }
    if keys.is_empty() {
        return Err(KeysFileError::Empty {
            path: path.to_owned(),
        });
    }
    Ok(keys)
}

/// `--open` on an address other machines can reach, without the teacher's
/// confirmation: anyone on the network could walk in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "--open on {listen} lets anyone who can reach this machine in without a code; \
     add --yes-anyone-on-the-network to confirm, or drop --open to use a join code"
)]
pub struct OpenOnNetwork {
    /// Where the server would listen.
    pub listen: SocketAddr,
}

/// Refuses `--open` on an address other machines can reach, unless the
/// teacher confirmed it.
pub fn check_open(listen: SocketAddr, open: bool, confirmed: bool) -> Result<(), OpenOnNetwork> {
    if open && !listen.ip().is_loopback() && !confirmed {
        return Err(OpenOnNetwork { listen });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_code_uses_only_unambiguous_characters() {
        let code = JoinCode::random();
        assert_eq!(code.as_str().len(), MIN_CODE_LENGTH);
        assert!(code.as_str().bytes().all(|b| CODE_ALPHABET.contains(&b)));
        assert!(!code.as_str().contains(['0', 'o', '1', 'l', 'i']));
        assert!(
            JoinCode::new(code.as_str()).is_ok(),
            "a printed code is reusable"
        );
        assert_eq!(
            JoinCode::random_teacher().as_str().len(),
            TEACHER_CODE_LENGTH
        );
    }

    #[test]
    fn the_code_matches_ignoring_case_and_spaces_but_nothing_else() {
        let code = JoinCode::new("k7pq3mxa").expect("long enough");
        assert!(code.matches("k7pq3mxa"));
        assert!(code.matches(" K7PQ3MXA\n"));
        assert!(!code.matches("k7pq3mx"));
        assert!(!code.matches("k7pq3mxaa"));
        assert!(!code.matches("k7pq3mxb"));
        assert!(!code.matches(""));
    }

    #[test]
    fn a_chosen_code_shorter_than_the_minimum_is_refused() {
        assert_eq!(JoinCode::new(" abc234 ").unwrap_err(), CodeTooShort(6));
        assert_eq!(JoinCode::new("").unwrap_err(), CodeTooShort(0));
        // Characters, not bytes: seven letters of another script are seven.
        assert!(JoinCode::new("ŋkɔdɛŋk").is_err());
        assert!(JoinCode::new("abc234xy").is_ok());
    }

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

    #[test]
    fn open_is_refused_on_a_network_address_unless_confirmed() {
        let lan: SocketAddr = "192.0.2.10:2222".parse().unwrap();
        let loopback: SocketAddr = "127.0.0.1:2222".parse().unwrap();
        let v6_loopback: SocketAddr = "[::1]:2222".parse().unwrap();
        assert_eq!(
            check_open(lan, true, false),
            Err(OpenOnNetwork { listen: lan })
        );
        assert!(check_open(lan, true, true).is_ok());
        assert!(check_open(lan, false, false).is_ok());
        assert!(check_open(loopback, true, false).is_ok());
        assert!(check_open(v6_loopback, true, false).is_ok());
    }

    #[test]
    fn a_keys_file_that_lets_nobody_in_is_refused_naming_it() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("keys");
        let missing = read_authorized_keys(&path, "--teacher-key").unwrap_err();
        assert!(matches!(missing, KeysFileError::Unreadable { .. }));
        assert_eq!(
            missing.to_string(),
            format!("--teacher-key {}", path.display())
        );
        std::fs::write(&path, "# only a comment\n\n").expect("write");
        let empty = read_authorized_keys(&path, "--teacher-key").unwrap_err();
        assert!(matches!(empty, KeysFileError::Empty { .. }), "{empty}");
        let key = wari_ssh::host_key::generate().public_key().to_openssh();
        let key = key.expect("a key in OpenSSH form");
        std::fs::write(&path, format!("{key}\nssh-ed25519 not-base64\n")).expect("write");
        let bad = read_authorized_keys(&path, "--teacher-key").unwrap_err();
        assert!(
            matches!(bad, KeysFileError::BadKey { number: 2, .. }),
            "{bad}"
        );
        std::fs::write(&path, format!("# the teacher\n{key}\n")).expect("write");
        let keys = read_authorized_keys(&path, "--teacher-key").expect("one key");
        assert_eq!(keys.len(), 1);
    }

    #[test]
    fn the_code_is_asked_at_a_prompt_and_by_password_whatever_the_access() {
        let teacher = Teacher::new(Vec::new());
        let code = Access::JoinCode(JoinCode::random());
        for access in [code, Access::Keys(Vec::new()), Access::Open] {
            let methods = access.methods(&teacher);
            assert!(methods.contains(&MethodKind::KeyboardInteractive));
            assert!(methods.contains(&MethodKind::Password));
        }
        let with_key = Teacher::new(vec![wari_ssh::host_key::generate().public_key().clone()]);
        let methods = Access::JoinCode(JoinCode::random()).methods(&with_key);
        assert!(methods.contains(&MethodKind::PublicKey));
        assert!(!methods.contains(&MethodKind::None));
    }

    #[test]
    fn each_access_admits_only_its_own_credentials() {
        let code = Access::JoinCode(JoinCode::new("abc234xy").expect("long enough"));
        assert!(code.password_ok("abc234xy"));
        assert!(!code.none_ok());
        let open = Access::Open;
        assert!(open.password_ok("anything") && open.none_ok());
        let keys = Access::Keys(Vec::new());
        assert!(!keys.password_ok("abc234") && !keys.none_ok());
    }
}
