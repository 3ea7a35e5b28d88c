//! Who may enter the classroom: a join code, a list of keys, or anyone.

use std::fmt;
use std::net::SocketAddr;

use rand::RngExt;
use russh::keys::PublicKey;
use russh::{MethodKind, MethodSet};

/// Letters and digits that cannot be mistaken for one another when read
/// off a projector: no 0/o, 1/l/i.
const CODE_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
/// Six characters from 31: about 887 million codes, and failed attempts
/// are rate-limited, so guessing is hopeless within a lesson.
const CODE_LENGTH: usize = 6;

/// The short code students type as their password. Its `Debug` hides it, so
/// a log line can never leak it.
#[derive(Clone, PartialEq, Eq)]
pub struct JoinCode(String);

impl JoinCode {
    /// A fresh random code.
    pub fn random() -> JoinCode {
        let mut rng = rand::rng();
        let code = (0..CODE_LENGTH)
            .map(|_| char::from(CODE_ALPHABET[rng.random_range(..CODE_ALPHABET.len())]))
            .collect();
        JoinCode(code)
    }

    /// A code chosen by the caller (tests, or a teacher reusing one).
    pub fn new(code: impl Into<String>) -> JoinCode {
        JoinCode(code.into().trim().to_lowercase())
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
    /// The SSH login methods this access asks for.
    pub fn methods(&self) -> MethodSet {
        let kinds: &[MethodKind] = match self {
            Access::JoinCode(_) => &[MethodKind::Password],
            Access::Keys(_) => &[MethodKind::PublicKey],
            Access::Open => &[MethodKind::None, MethodKind::Password],
        };
        MethodSet::from(kinds)
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

/// Reads an OpenSSH `authorized_keys` file: one key a line, `#` comments.
pub fn read_authorized_keys(path: &std::path::Path) -> anyhow::Result<Vec<PublicKey>> {
    use anyhow::Context;
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("--authorized-keys {}", path.display()))?;
    let mut keys = Vec::new();
    for (number, entry) in russh::keys::ssh_key::AuthorizedKeys::new(&text).enumerate() {
        let entry =
            entry.map_err(|e| anyhow::anyhow!("{}: key {}: {e}", path.display(), number + 1))?;
        keys.push(entry.public_key().clone());
    }
    anyhow::ensure!(!keys.is_empty(), "{}: no keys in it", path.display());
    Ok(keys)
}

/// Refuses `--open` on an address other machines can reach, unless the
/// teacher confirmed it: anyone on the network could then walk in.
pub fn check_open(listen: SocketAddr, open: bool, confirmed: bool) -> anyhow::Result<()> {
    if open && !listen.ip().is_loopback() && !confirmed {
        anyhow::bail!(
            "--open on {listen} lets anyone who can reach this machine in without a code; \
             add --yes-anyone-on-the-network to confirm, or drop --open to use a join code"
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_code_uses_only_unambiguous_characters() {
        let code = JoinCode::random();
        assert_eq!(code.as_str().len(), CODE_LENGTH);
        assert!(code.as_str().bytes().all(|b| CODE_ALPHABET.contains(&b)));
        assert!(!code.as_str().contains(['0', 'o', '1', 'l', 'i']));
    }

    #[test]
    fn the_code_matches_ignoring_case_and_spaces_but_nothing_else() {
        let code = JoinCode::new("k7pq3m");
        assert!(code.matches("k7pq3m"));
        assert!(code.matches(" K7PQ3M\n"));
        assert!(!code.matches("k7pq3"));
        assert!(!code.matches("k7pq3mm"));
        assert!(!code.matches("k7pq3n"));
        assert!(!code.matches(""));
    }

    #[test]
    fn debug_never_shows_the_code() {
        let code = JoinCode::new("secret");
        assert!(!format!("{code:?}").contains("secret"));
        assert!(!format!("{:?}", Access::JoinCode(code)).contains("secret"));
    }

    #[test]
    fn open_is_refused_on_a_network_address_unless_confirmed() {
        let lan: SocketAddr = "192.0.2.10:2222".parse().unwrap();
        let loopback: SocketAddr = "127.0.0.1:2222".parse().unwrap();
        let v6_loopback: SocketAddr = "[::1]:2222".parse().unwrap();
        assert!(check_open(lan, true, false).is_err());
        assert!(check_open(lan, true, true).is_ok());
        assert!(check_open(lan, false, false).is_ok());
        assert!(check_open(loopback, true, false).is_ok());
        assert!(check_open(v6_loopback, true, false).is_ok());
    }

    #[test]
    fn each_access_admits_only_its_own_credentials() {
        let code = Access::JoinCode(JoinCode::new("abc234"));
        assert!(code.password_ok("abc234"));
        assert!(!code.none_ok());
        let open = Access::Open;
        assert!(open.password_ok("anything") && open.none_ok());
        let keys = Access::Keys(Vec::new());
        assert!(!keys.password_ok("abc234") && !keys.none_ok());
    }
}
