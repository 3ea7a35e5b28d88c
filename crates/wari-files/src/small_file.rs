//! Reading a file someone named (a rules file, a save): only a regular file
//! of a stated size is read, so a path such as `/dev/zero` or a FIFO is
//! refused at once instead of hanging or filling the memory.

use std::io::Read;
use std::path::Path;

/// The text of `path` if it is a regular file of at most `max_bytes`, or
/// why it cannot be read, in words that follow the file's name.
pub fn read_small_file(path: &Path, max_bytes: u64) -> Result<String, String> {
    // Ask before opening: opening a FIFO waits for a writer.
    let metadata = std::fs::metadata(path).map_err(|e| format!("cannot read it: {e}"))?;
    if !metadata.is_file() {
        return Err("it is not a regular file".to_owned());
    }
    let too_big = || format!("it is larger than {} KB", max_bytes / 1024);
    if metadata.len() > max_bytes {
        return Err(too_big());
    }
    let mut source = String::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(max_bytes + 1).read_to_string(&mut source))
        .map_err(|e| format!("cannot read it: {e}"))?;
    // The file may have grown since it was asked about.
    if source.len() as u64 > max_bytes {
        return Err(too_big());
    }
    Ok(source)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_at_the_bound_is_read_and_one_byte_more_is_refused() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("f");
        std::fs::write(&path, vec![b'x'; 2048]).expect("written");
        assert_eq!(read_small_file(&path, 2048).map(|s| s.len()), Ok(2048));
        std::fs::write(&path, vec![b'x'; 2049]).expect("written");
        assert_eq!(
            read_small_file(&path, 2048),
            Err("it is larger than 2 KB".to_owned())
        );
    }

    #[test]
    fn a_directory_is_not_a_regular_file() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        assert_eq!(
            read_small_file(dir.path(), 1024),
            Err("it is not a regular file".to_owned())
        );
    }
}
