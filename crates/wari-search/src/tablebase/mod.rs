//! Endgame tables: for every position with at most a few seeds on the
//! board, the seeds of the board the player to move wins with perfect
//! play. Built once by working back from the end, then read instead of
//! searched.
//!
//! # What a value means
//!
//! The stores play no part: a table answers how the seeds still on the
//! board will be shared, captured or swept to their owner at the end
//! (RULES.md 2.3, 3.3). A position is taken as a fresh start, with no
//! boards seen before it.
//!
//! The repetition rule (RULES.md 3.2) needs the boards since the last
//! capture, which a table cannot know. So each position holds a range,
//! [`Value`]: `least`, what the mover makes sure of whatever board a
//! repetition ends on, and `most`, what the opponent holds them to the
//! same way. A player makes sure of a share by forcing a capture or an
//! end worth it, by keeping play among boards whose repetition (each row
//! to its owner) would give it, or by forcing their way to such boards;
//! a strategy of that kind never meets a board it could lose by twice, so
//! from a fresh start the real game's value lies in the range, and it is
//! exact for every position where the two meet (a *settled* position).
//! Where they differ, which board repeats decides; the table's one number
//! for such a position ([`Value::seeds`]) is the share the repetition
//! rule would give if this board were the one repeated, kept within the
//! range.
//!
//! # The majority end
//!
//! Under `majority_ends` (RULES.md 3.1) the game stops when a store passes
//! half the seeds. That never changes who wins: a store that passes half
//! holds more than the other can ever reach, and one that does not pass
//! it did not win. So a table is built without the majority end and
//! serves the variants with it as well: the mover wins if their store and
//! the table's value make more than half of all the seeds.
//!
//! # How the table is laid out
//!
//! Positions are numbered densely ([`Layout`]): by the seeds on the board,
//! then the board in the combinatorial number system, with the mover's row
//! first, so only South-to-move positions are stored. One byte a position
//! holds the range, numbered among the 253 ranges of at most 21 seeds.
//!
//! Building and probing read no file and no clock; [`file`](mod@file) stores a
//! table on disk and [`cache`] keeps them in the user's cache.

mod build;
pub mod cache;
pub mod file;
mod in_place;
mod index;
mod memory;
mod table;
mod value;

pub use index::Layout;
pub use memory::MemoryBudget;
pub use table::{Probe, Shape, Table, TableError};
pub use value::Value;
