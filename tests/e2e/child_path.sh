#!/usr/bin/env bash
# End-to-end: a child's first hour, the real `wari` in a real terminal
# (tmux, 80x24), with a data directory of its own. From the home screen:
# the first lesson (one wrong try first, which says what went wrong and
# points the way), three puzzles in the variant the lesson taught (the
# first tried wrong, which shows Kofi's answer played), a game against the
# computer at easy, stopped by agreement, and its review. The progress and
# the puzzle record are kept.
#
# Usage: tests/e2e/child_path.sh [PATH-TO-WARI]   (default: target/debug/wari)
set -euo pipefail
cd "$(dirname "$0")/../.."

wari="$(realpath "${1:-target/debug/wari}")"
set_file="$(realpath crates/wari-app/src/puzzles/sets/kids-and-caboodles.toml)"
work="$(mktemp -d)"
session="child-$$"
cleanup() {
  tmux kill-session -t "$session" 2>/dev/null || true
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

source tests/e2e/one_terminal.sh

# The answer to the puzzle on screen, from the set the variant ships: the
# puzzle's number on screen is its place in the file.
answer() {
  local number
  number="$(screen | sed -n 's/.*Puzzle \([0-9]*\) of .*/\1/p' | head -n 1)"
  [ -n "$number" ] || fail "no puzzle number on the screen"
  awk -v n="$number" '/^\[\[puzzle\]\]/ { at++ } at == n && /^answer = / { gsub(/"/, "", $3); print $3; exit }' "$set_file"
}

tmux new-session -d -s "$session" -x 80 -y 24 \
  "cd '$work' && HOME='$work' XDG_DATA_HOME='$work/data' XDG_CONFIG_HOME='$work/config' '$wari' --speed off; echo \"wari exited \$?\"; sleep 60"
expect "Wari · the sowing game"
expect "variant       ‹ kids-and-caboodles ›"

# The first lesson, from the home screen's "Learn to play" line, past the
# language and Play.
keys Down Down Down Down Down Down Down Down Enter
expect "Pick a lesson:"
expect "1. Sowing: where the seeds go"
keys Enter
expect "Page 1 of 4"
keys Enter Enter Enter
expect "Page 4 of 4"
keys Enter
expect "Make your last seed land in Kofi's a."
# B first: the child reads what it did and where to look, not the answer.
keys b
expect "Ama sowed 4 seeds from B. The last seed fell in Ama's own F."
expect "Count 4 steps back from Kofi's"
screen | grep -qE "play [A-F]|answer is" && fail "a wrong try gave the answer away"
keys Enter c
expect "Well done!"
keys Enter
expect "Make your last seed land in Kofi's c."
keys e
expect "Well done!"
keys Enter
expect "✓  1. Sowing: where the seeds go"
expect "1 of 9 lessons finished."

# Three puzzles, in the variant the lesson taught.
keys q
expect "Learn to play"
keys Down Enter
expect "Wari puzzles: kids-and-caboodles"
expect "Puzzle 1 of"
expect "(easy, a double capture, rated 850)"
# A first: wrong; Kofi's answer is played and told.
keys a
expect "Ama sowed 1 seed from A. The last seed fell in Ama's own B. Then Kofi"
expect "sowed 8 seeds from d. The last seed made 3 in Ama's F: Kofi takes 3."
expect "Not the best move"
keys Enter "$(answer)"
expect "Solved!"
for _ in 1 2; do
  keys Enter
  expect "Ama (South) to move."
  keys "$(answer)"
  expect "Solved!"
done
expect "streak 2, best 2"

# A game against the computer at easy, stopped by agreement, and its
# review. The home screen keeps its cursor on Puzzles: up to players.
keys q
expect "Quit"
keys Up Up Up Up Up Up Up Up Up Right
expect "players       ‹ you first, then the computer ›"
keys Down Left
expect "computer      ‹ easy ›"
keys Down Down Down Down A m a Down Down Enter
expect "Ama's turn (bottom row)"
keys 3
expect "Computer sowed"
expect "Ama's turn (bottom row)"
# Ama offers to stop; the computer agrees unless stopping leaves it
# behind, when she plays on a move and asks again.
for _ in $(seq 30); do
  keys e y
  sleep 0.5
  screen | grep -qF "Computer agrees to end the game here." && break
  screen | grep -qF "Computer says no" || fail "no answer to the offer to stop"
  for pit in 1 2 3 4 5 6; do
    keys "$pit"
    sleep 0.3
    screen | grep -qE "is empty|must|cannot" || break
  done
  expect "Ama's turn (bottom row)"
done
expect "Computer agrees to end the game here."
keys v
expect "Review: Ama (South) and Computer (North), Sorry Wari"
expect "% fine"
keys q
expect "Game over."
keys q
expect "your name     [ Ama ]"
keys q
expect "wari exited 0"

# What the child did is kept for next time.
grep -q '"sowing"' "$work/data/wari/lessons.json" || fail "the lesson was not kept: $(cat "$work/data/wari/lessons.json")"
solved="$(grep -c '/ s' "$work/data/wari/puzzles.json" || true)"
[ "$solved" = 3 ] || fail "$solved puzzles kept as solved: $(cat "$work/data/wari/puzzles.json")"

echo "child_path: all checks passed"
