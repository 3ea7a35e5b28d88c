//! Writing a save file so that a crash or a full disk never leaves a
//! half-written file where a good one was: write a temporary file beside
//! it, flush it to disk, then rename it over the old one.

use std::io::Write;
use std::path::Path;

/// Writes `text` to `path` in one step, as far as readers can tell.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    let temporary = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    let written = std::fs::File::create(&temporary).and_then(|mut file| {
        file.write_all(text.as_bytes())?;
        file.sync_all()
    });
    match written.and_then(|()| std::fs::rename(&temporary, path)) {
        Ok(()) => Ok(()),
        Err(error) => {
            let _ = std::fs::remove_file(&temporary);
            Err(error)
        }
    }
}
