//! A table on disk: a header naming what it holds and the format's
//! version, the cells, then a checksum of everything before it. A file
//! that fails any check is reported for what it is, never read as a
//! table.
//!
//! The layout, all numbers little-endian:
//!
//! | bytes | what |
//! | --- | --- |
//! | 16 | `wari tablebase\n` and a zero byte |
//! | 4 | the format's version, [`VERSION`] |
//! | 1 | pits a side |
//! | 1 | the grand-slam rule, as its place in `GrandSlam::ALL` |
//! | 1 | the most seeds on the board |
//! | 1 | zero |
//! | 8 | positions, one byte each below |
//! | positions | the cells: the range `least..=most` as `most (most + 1) / 2 + least` |
//! | 8 | FNV-1a (64 bits) of every byte before it |

use std::path::{Path, PathBuf};

use crate::engine::GrandSlam;
use crate::user_files::{Access, WriteError, write_safely};

use super::{Shape, Table};

/// The file's first bytes.
const MAGIC: &[u8; 16] = b"wari tablebase\n\0";

/// The format's version: a file of another version is stale and rebuilt.
pub const VERSION: u32 = 3;

/// Bytes before the cells.
const HEADER: usize = 32;

/// Why a file could not be read as a table.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// There is no file.
    #[error("there is no table at {0}")]
    Missing(PathBuf),
    /// It could not be read.
    #[error("cannot read {path}: {error}")]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What the system said.
        error: std::io::Error,
    },
    /// It is not a whole table of this format.
    #[error("{path} is damaged: {why}")]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        why: &'static str,
    },
    /// It was written by another version of the format.
    #[error("{path} is in format {found}, not {VERSION}")]
    Stale {
        /// The file.
        path: PathBuf,
        /// Its version.
        found: u32,
    },
}

/// The file in `dir` for tables of this board size and grand-slam rule,
/// whatever their most seeds: a larger table replaces a smaller one.
pub fn path_in(dir: &Path, pits_per_side: u8, grand_slam: GrandSlam) -> PathBuf {
    dir.join(format!("{grand_slam}-{pits_per_side}.wtb"))
}

/// The whole file for `table`.
pub fn encode(table: &Table) -> Vec<u8> {
    let shape = table.shape();
    let cells = table.cells();
    let mut bytes = Vec::with_capacity(HEADER + cells.len() + 8);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.push(shape.pits_per_side());
    bytes.push(rule_code(shape.grand_slam()));
    bytes.push(shape.max_seeds());
    bytes.push(0);
    bytes.extend_from_slice(&(cells.len() as u64).to_le_bytes());
    bytes.extend_from_slice(cells);
    let sum = fnv1a(&bytes);
    bytes.extend_from_slice(&sum.to_le_bytes());
    bytes
}

/// Writes `table` to `path` in one step, making its folder if need be.
pub fn save(path: &Path, table: &Table) -> Result<(), WriteError> {
    write_safely(path, &encode(table), Access::AsBefore)
}

/// Reads the table at `path`, checking every part of it.
pub fn load(path: &Path) -> Result<Table, FileError> {
    let bytes = std::fs::read(path).map_err(|error| match error.kind() {
        std::io::ErrorKind::NotFound => FileError::Missing(path.to_owned()),
        _ => FileError::Unreadable {
            path: path.to_owned(),
            error,
        },
    })?;
    decode(&bytes).map_err(|problem| match problem {
        Problem::Damaged(why) => FileError::Damaged {
            path: path.to_owned(),
            why,
        },
        Problem::Stale(found) => FileError::Stale {
            path: path.to_owned(),
            found,
        },
    })
}

/// What is wrong with a file's bytes.
#[derive(Debug, PartialEq, Eq)]
enum Problem {
    Damaged(&'static str),
    Stale(u32),
}

/// The table `bytes` hold. The version is read before the checksum, so a
/// file of another format is called stale rather than damaged.
fn decode(bytes: &[u8]) -> Result<Table, Problem> {
    if bytes.len() < HEADER + 8 || &bytes[..16] != MAGIC {
        return Err(Problem::Damaged("it does not start as a table does"));
    }
    let version = u32::from_le_bytes(bytes[16..20].try_into().expect("four bytes"));
    if version != VERSION {
        return Err(Problem::Stale(version));
    }
    let (body, sum) = bytes.split_at(bytes.len() - 8);
    if fnv1a(body) != u64::from_le_bytes(sum.try_into().expect("eight bytes")) {
        return Err(Problem::Damaged("its checksum does not match"));
    }
    let grand_slam = *GrandSlam::ALL
        .get(usize::from(bytes[21]))
        .ok_or(Problem::Damaged("it names no grand-slam rule"))?;
    let rules = crate::engine::Rules::new(bytes[20], 1, grand_slam, false)
        .map_err(|_| Problem::Damaged("it names no board size"))?;
    let shape = Shape::new(rules, usize::from(bytes[22]))
        .map_err(|_| Problem::Damaged("it names no table that can be built"))?;
    let cells = body[HEADER..].to_vec();
    let positions = u64::from_le_bytes(bytes[24..32].try_into().expect("eight bytes"));
    if positions != cells.len() as u64 {
        return Err(Problem::Damaged("its length is not what it says"));
    }
    Table::from_cells(shape, cells).ok_or(Problem::Damaged("its length does not fit its shape"))
}

fn rule_code(grand_slam: GrandSlam) -> u8 {
    GrandSlam::ALL
        .iter()
        .position(|&g| g == grand_slam)
        .expect("every rule is in ALL") as u8
}

/// FNV-1a over 64 bits: enough to catch a damaged or cut file, which is
/// all the checksum is for.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use std::num::NonZeroUsize;

    fn small_table() -> Table {
        let shape = Shape::new(Rules::default(), 3).expect("a small table");
        Table::build(shape, NonZeroUsize::MIN, |_, _| {})
    }

    #[test]
    fn a_table_reads_back_as_it_was_written() {
        let table = small_table();
        assert_eq!(decode(&encode(&table)), Ok(table));
    }

    #[test]
    fn any_changed_byte_or_a_cut_is_caught() {
        let bytes = encode(&small_table());
        for at in [0, 20, 21, 22, 30, HEADER, HEADER + 40, bytes.len() - 1] {
            let mut damaged = bytes.clone();
            damaged[at] ^= 0x10;
            assert!(
                matches!(decode(&damaged), Err(Problem::Damaged(_))),
                "byte {at}"
            );
        }
        assert!(decode(&bytes[..bytes.len() - 1]).is_err());
        assert!(decode(&bytes[..10]).is_err());
    }

    #[test]
    fn another_version_is_stale() {
        let mut bytes = encode(&small_table());
        bytes[16] = 9;
        assert_eq!(decode(&bytes), Err(Problem::Stale(9)));
    }

    #[test]
    fn the_fnv_checksum_matches_its_published_values() {
        // From the FNV authors' test vectors.
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
