//! A 64-bit key for a position, for the transposition table and the quick
//! first test of repetition.

use std::hash::{Hash, Hasher};

use crate::engine::{Board, Player, Position};

/// The key of a position: its board (pits and player to move), its stores
/// and its rules. The stores matter because the majority end and the final
/// margin depend on them; the rules because one table serves every game.
pub(super) fn key(position: &Position) -> u64 {
    key_of_board(position, *position.board())
}

/// The key `board` would have with `position`'s stores and rules.
pub(super) fn key_of_board(position: &Position, board: Board) -> u64 {
    let mut hasher = KeyHasher(0x9e37_79b9_7f4a_7c15);
    board.hash(&mut hasher);
    position.rules().hash(&mut hasher);
    let stores = position.stores();
    hasher.write_u64(u64::from(stores[Player::South]) << 16 | u64::from(stores[Player::North]));
    hasher.finish()
}

/// A small multiply-rotate hasher (as rustc's FxHash) with a strong final
/// mix, so the table index drawn from the low bits is well spread. The std
/// SipHash would cost more than the rest of a node.
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let word = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
            self.write_u64(word);
        }
        for &byte in chunks.remainder() {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn finish(&self) -> u64 {
        // The murmur3 finaliser.
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{ByPlayer, Move, Rules};

    #[test]
    fn the_key_tells_apart_what_the_score_depends_on() {
        let rules = Rules::default();
        let start = Position::start(rules, Player::South);
        let north_first = Position::start(rules, Player::North);
        let (moved, _) = start.play(Move::new(3).unwrap()).unwrap();
        let pits = [4; 12];
        let stored = Position::from_parts(rules, &pits, ByPlayer::new(1, 0), Player::South);
        let other_rules = Position::start(Rules::warri_society(), Player::South);
        let keys = [
            key(&start),
            key(&north_first),
            key(&moved),
            key(&stored.unwrap()),
            key(&other_rules),
        ];
        for (i, a) in keys.iter().enumerate() {
            for b in &keys[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(key(&start), key(&Position::start(rules, Player::South)));
    }
}
