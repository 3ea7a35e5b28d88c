//! The server's host key: made once, then kept, so students see the same
//! fingerprint every time and their SSH client can remember it.

use std::path::{Path, PathBuf};

use russh::keys::ssh_key::LineEnding;
use russh::keys::{Algorithm, HashAlg, PrivateKey};

use wari_files::{Access, WriteError, write_safely};

/// Why the host key could not be had.
#[derive(Debug, thiserror::Error)]
pub enum HostKeyError {
    /// No home directory to keep the key in; `--host-key` names a file.
    #[error("no data directory for the host key; name a file with --host-key")]
    NoDataDir,
    /// Reading or writing the key file failed.
    #[error("host key {path}: {source}")]
    Io {
        /// The key file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A new key could not be kept; the error names the file.
    #[error("host key: {0}")]
    Write(WriteError),
    /// The file is not an OpenSSH private key.
    #[error("host key {path}: not an OpenSSH private key ({why})")]
    Parse {
        /// The key file.
        path: PathBuf,
        /// What the parser said.
        why: String,
    },
}

/// Loads the key at `path`, or makes an Ed25519 key and keeps it there
/// (readable by its owner only) if there is none yet.
pub fn load_or_create(path: &Path) -> Result<PrivateKey, HostKeyError> {
    let io = |source| HostKeyError::Io {
        path: path.to_owned(),
        source,
    };
    match std::fs::read_to_string(path) {
        Ok(text) => PrivateKey::from_openssh(text).map_err(|e| HostKeyError::Parse {
            path: path.to_owned(),
            why: e.to_string(),
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let key = generate();
            save(&key, path)?;
            Ok(key)
        }
        Err(e) => Err(io(e)),
    }
}

/// A fresh Ed25519 key, for first start and for tests that keep none.
pub fn generate() -> PrivateKey {
    PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519)
        .expect("Ed25519 key generation takes no parameters that can fail")
}

/// The fingerprint students compare with what their client shows, in
/// OpenSSH's form (`SHA256:...`).
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

/// Writes the key readable by its owner only, through a temporary file
/// so that a crash never leaves half a key behind.
fn save(key: &PrivateKey, path: &Path) -> Result<(), HostKeyError> {
    let text = key
        .to_openssh(LineEnding::LF)
        .map_err(|e| HostKeyError::Io {
            path: path.to_owned(),
            source: std::io::Error::other(e.to_string()),
        })?;
    write_safely(path, text.as_bytes(), Access::OwnerOnly).map_err(HostKeyError::Write)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_made_once_then_kept() {
        let dir = std::env::temp_dir().join(format!("wari-host-key-{}", std::process::id()));
        let path = dir.join("nested").join("key");
        let first = load_or_create(&path).expect("first start makes a key");
        let again = load_or_create(&path).expect("second start reads it");
        assert_eq!(fingerprint(&first), fingerprint(&again));
        assert!(fingerprint(&first).starts_with("SHA256:"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).map(|m| m.permissions().mode());
            assert_eq!(mode.ok().map(|m| m & 0o777), Some(0o600));
        }
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_damaged_key_file_is_an_error_naming_the_file() {
        let path = std::env::temp_dir().join(format!("wari-bad-key-{}", std::process::id()));
        std::fs::write(&path, "not a key").ok();
        let error = load_or_create(&path).map(|_| ()).unwrap_err().to_string();
        assert!(error.contains(&path.display().to_string()), "{error}");
        std::fs::remove_file(&path).ok();
    }
}
