//! Who may come in: everyone who types a shared code, the holders of
//! listed keys, or anyone at all; and the files and checks that set it up.

use std::fmt;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use rand::RngExt;
use russh::keys::PublicKey;
use russh::{MethodKind, MethodSet};

/// Letters and digits that cannot be mistaken for one another when read
/// off a projector: no 0/o, 1/l/i.
const CODE_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
/// The shortest join code: eight characters even from digits alone are
/// 10^8 codes, which at the most wrong codes the server checks an hour
/// (240, see `login_limit`) take 23 years to half search. A random code
/// is this long from 31 characters: 8.5 x 10^11 codes.
pub const MIN_CODE_LENGTH: usize = 8;
/// A code chosen that is too short to resist guessing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the join code has {0} characters; it needs at least {MIN_CODE_LENGTH}, \
     so that guessing it takes longer than a school year"
)]
pub struct CodeTooShort(usize);

/// A code typed at the `Join code:` prompt, shared by everyone it lets in. Its `Debug` hides it, so a log line can never leak it.
#[derive(Clone, PartialEq, Eq)]
pub struct JoinCode(String);

impl JoinCode {
    /// A fresh random join code.
    pub fn random() -> JoinCode {
        JoinCode::random_of(MIN_CODE_LENGTH)
    }

    /// A fresh random code of `length` characters, for a code that is
    /// typed more rarely than the join code and can be longer.
    pub fn random_of(length: usize) -> JoinCode {
        let mut rng = rand::rng();
        let code = (0..length)
            .map(|_| char::from(CODE_ALPHABET[rng.random_range(..CODE_ALPHABET.len())]))
            .collect();
        JoinCode(code)
    }

    /// A code chosen by whoever runs the server: ignoring
    /// case and surrounding spaces, at least [`MIN_CODE_LENGTH`]
    /// characters.
    pub fn new(code: &str) -> Result<JoinCode, CodeTooShort> {
        let code = code.trim().to_lowercase();
        match code.chars().count() {
            n if n < MIN_CODE_LENGTH => Err(CodeTooShort(n)),
            _ => Ok(JoinCode(code)),
        }
    }

    /// The code, to print for whoever hands it out.
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

/// How visitors prove they may come in.
#[derive(Clone, Debug)]
pub enum Access {
    /// Any user name, with this code as the password.
    JoinCode(JoinCode),
    /// Any user name, with one of these public keys.
    Keys(Vec<PublicKey>),
    /// No check at all.
    Open,
}

impl Access {
    /// The SSH login methods this access asks for: a code at a `Join
    /// code:` prompt (keyboard-interactive, or a password for clients that
    /// only have that) always, since codes of other roles are typed there
    /// too; keys when this access takes them or `other_keys` says some
    /// other role logs in with one.
    pub fn methods(&self, other_keys: bool) -> MethodSet {
        let mut kinds = Vec::new();
        if matches!(self, Access::Open) {
            kinds.push(MethodKind::None);
        }
        if matches!(self, Access::Keys(_)) || other_keys {
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

/// Why an OpenSSH `authorized_keys` file lets nobody in; each names the
/// file, so whoever runs the server knows which option to fix.
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

/// `--open` on an address other machines can reach, without the
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

/// Refuses an open server ([`Access::Open`]) on an address other machines
/// can reach, unless whoever runs it confirmed it.
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
        assert_eq!(JoinCode::random_of(12).as_str().len(), 12);
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
        let key = crate::host_key::generate().public_key().to_openssh();
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
        let code = Access::JoinCode(JoinCode::random());
        for access in [code, Access::Keys(Vec::new()), Access::Open] {
            let methods = access.methods(false);
            assert!(methods.contains(&MethodKind::KeyboardInteractive));
            assert!(methods.contains(&MethodKind::Password));
        }
        let methods = Access::JoinCode(JoinCode::random()).methods(true);
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
