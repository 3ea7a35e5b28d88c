#!/usr/bin/env bash
# End-to-end: the real `wari` binary in a real terminal (tmux, 80x24).
# Plays moves by keys, reads the screen, saves, loads, resizes, plays
# against the computer (its search runs on its own thread), quits, and
# checks after each way out (q, SIGTERM, SIGHUP, SIGQUIT, and Ctrl-Z before
# fg) that the shell got its
# terminal back: prompt, line settings, normal screen, mouse off.
#
# Usage: tests/e2e/tmux_play.sh [PATH-TO-WARI]   (default: target/debug/wari)
set -euo pipefail
cd "$(dirname "$0")/../.."

wari="$(realpath "${1:-target/debug/wari}")"
session="wari-e2e-$$"
work="$(mktemp -d)"
# The killed shell may still be writing its history into $work while it is
# removed: a cleanup that fails must not fail checks that all passed.
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work" 2>/dev/null || true' EXIT

source tests/e2e/one_terminal.sh

# Waits up to 10 s for the screen to match the extended regex $1, read as
# one line with runs of blanks as one space, so that it may match text the
# view wrapped.
expect_re() {
  for _ in $(seq 100); do
    screen | tr -s ' \n' '  ' | grep -qE -- "$1" && return 0
    sleep 0.1
  done
  fail "expected the screen to match: $1"
}

# Sends the keys at once, as fast as tmux types them, where the library
# types them a little apart.
keys() { tmux send-keys -t "$session" "$@"; }

# Waits for the board to be still on a person's turn: the cursor's thick
# border shows only then (with the last seed's ▼ on it when the cursor is
# on the pit the last seed fell in).
expect_still() { expect_re "┏(━|▼)"; }

# Waits up to 10 s for the game to exit: keys typed before it has exited
# would be read by the game.
wait_exit() {
  local shell_pid
  shell_pid="$(tmux display -p -t "$session" '#{pane_pid}')"
  for _ in $(seq 100); do
    pgrep -P "$shell_pid" >/dev/null || break
    sleep 0.1
  done
  pgrep -P "$shell_pid" >/dev/null && fail "the game did not exit"
  return 0
}

# The shell is back: it runs a command again, on the normal screen, with
# no mouse reporting and the line settings it had before the game.
check_restored() {
  local marker="restored-$RANDOM"
  wait_exit
  keys "stty -g > $work/after; echo $marker" Enter
  expect "$marker"
  [ "$(tmux display -p -t "$session" '#{alternate_on}')" = 0 ] || fail "still on the alternate screen"
  [ "$(tmux display -p -t "$session" '#{mouse_any_flag}')" = 0 ] || fail "mouse reporting left on"
  # A terminal left in the game's modes stays so; a second look, a moment
  # later, tells that from a first read taken while the shell was still
  # setting up its own line editor.
  if ! cmp -s "$work/before" "$work/after"; then
    cp "$work/after" "$work/first-look"
    sleep 0.5
    keys "stty -g > $work/after; echo $marker-again" Enter
    expect "$marker-again"
    cmp -s "$work/before" "$work/after" ||
      fail "terminal settings not restored: $(cat "$work/before") became $(cat "$work/after") (first look: $(cat "$work/first-look"))"
  fi
  keys "clear" Enter
}

tmux new-session -d -s "$session" -x 80 -y 24 -c "$work" \
  "env -i PATH=$PATH HOME=$work TERM=xterm-256color PS1='e2e\$ ' bash --norc --noprofile"
expect 'e2e$'
keys "stty -g > $work/before" Enter

# A game: moves by digit, by arrows and Enter, an illegal pit, undo, redo.
keys "$wari --south Ama --north Kofi --speed off" Enter
expect "Ama's turn (bottom row)"
expect "A [1]"
keys 3
expect "Ama sowed 4 seeds from C. The last seed fell in Kofi's a: nothing captured."
expect "Kofi's turn (top row)"
keys Enter
expect "Kofi sowed 5 seeds from a. The last seed fell in Kofi's own f."
keys 3
expect "C is empty: play A, B, D, E or F."
keys Right Enter
expect "Ama sowed 4 seeds from B."
keys u
expect "Kofi sowed 5 seeds from a."
keys r
expect "Ama sowed 4 seeds from B."
keys h
expect "Hint:"

# The terminal is resized: too small says so; back to 80x24 redraws.
tmux resize-window -t "$session" -x 50 -y 12
expect "The board needs a terminal of at least 60x18"
keys 1
tmux resize-window -t "$session" -x 80 -y 24
expect "Ama sowed 4 seeds from B."
expect "Kofi's turn (top row)"

# Quit: a game in progress asks first, and s there saves, then leaves.
keys q
expect "Leave this game?"
keys s
check_restored
grep -qx '1\. C a 2\. B \*' "$work/wari-game.wari" || fail "the record lacks the moves"

# Load continues exactly where the game was saved.
keys "$wari --load wari-game.wari --speed off" Enter
expect "Ama sowed 4 seeds from B."
expect "Kofi's turn (top row)"
keys q y
check_restored

# A move typed while the last one's seeds still fall (300 ms a seed) is
# played, not swallowed by the key that ends the animation.
keys "$wari --south Ama --north Kofi --speed slow" Enter
expect "Ama's turn (bottom row)"
keys 3 1
expect "Kofi sowed 5 seeds from a."
expect "Ama's turn (bottom row)"
keys q y
check_restored

# Against the computer, with the sowing shown: it thinks while the turn
# line says so, answers, and the narration tells its move; a hint gets the
# search's deeper look; undo takes back its reply with the person's move.
rm -f wari-game.wari
keys "$wari --south Ama --north computer:hard --north-name Kofi" Enter
expect "Ama's turn (bottom row)"
keys 3
expect "Kofi (computer) is thinking"
expect_re "Kofi sowed [0-9]+ seeds? from [a-f]\."
expect "Ama's turn (bottom row)"
expect_still
keys h
expect "Hint:"
expect_re "[Ll]ooking ahead, [A-F] is (a good move|best)\.|Hint: [A-F] is better\."
keys Enter
expect_re "Ama sowed [0-9]+ seeds? from [A-F]\."
expect_re "Kofi sowed [0-9]+ seeds? from [a-f]\."
expect "Ama's turn (bottom row)"
expect_still
keys s
expect "Saved to wari-game.wari"
grep -qE '^1\. C [a-f](\+[0-9]+)? 2\. [A-F](\+[0-9]+)? [a-f](\+[0-9]+)? \*$' "$work/wari-game.wari" \
  || fail "the record lacks the four moves: $(tail -1 "$work/wari-game.wari")"
grep -qx '\[NorthPlays "computer:hard"\]' "$work/wari-game.wari" || fail "the record forgot who plays North"
# Each u takes back Kofi's reply with Ama's move: two reach the start.
keys u u
expect "A new game: Ama plays first."
keys q
check_restored

# Ctrl-Z gives the shell its terminal back and stops the game; fg brings
# the board back, drawn whole, and the keys play again one at a time.
keys "$wari --south Ama --north Kofi --speed off" Enter
expect "Ama's turn (bottom row)"
keys 3
expect "Kofi's turn (top row)"
keys C-z
expect "Stopped"
[ "$(tmux display -p -t "$session" '#{alternate_on}')" = 0 ] || fail "Ctrl-Z left the alternate screen on"
[ "$(tmux display -p -t "$session" '#{mouse_any_flag}')" = 0 ] || fail "Ctrl-Z left mouse reporting on"
keys "stty -g > $work/stopped; echo stopped-checked" Enter
expect "stopped-checked"
cmp -s "$work/before" "$work/stopped" || fail "Ctrl-Z did not restore the terminal settings"
keys "fg" Enter
expect "Ama sowed 4 seeds from C."
expect "Kofi's turn (top row)"
[ "$(tmux display -p -t "$session" '#{alternate_on}')" = 1 ] || fail "fg did not take the screen back"
keys 1
expect "Kofi sowed 5 seeds from a."
keys q y
check_restored

# No flag that chooses the game: the home screen. Enter on a name's line
# plays; q from that game comes back to the home screen, and q there ends.
keys "$wari --speed off" Enter
expect "players       ‹ two people ›"
expect "Continue the last saved game"
keys Right
expect "you first, then the computer"
# Down past the computer's level, mode, variant and seeds to the name.
keys Down Down Down Down Down
expect "Type a name"
keys E s i Enter
expect "Esi's turn"
# Nothing played yet: q ends the game without asking.
keys q
expect "Wari · the sowing game"
keys q
check_restored
# The choices are remembered, the name too; SIGTERM ends the home screen
# as it ends a game.
keys "$wari --speed off; echo status=\$?" Enter
expect "your name     [ Esi ]"
shell_pid="$(tmux display -p -t "$session" '#{pane_pid}')"
kill -TERM "$(pgrep -P "$shell_pid" -x wari)"
expect "status=143"
check_restored
# A damaged file of choices is named, set aside, and the usual ones used.
echo 'players = [' > "$work/.config/wari/home.toml"
keys "$wari" Enter
expect "was damaged: set aside as"
expect "players       ‹ two people ›"
[ -f "$work/.config/wari/home.toml.bad" ] || fail "the damaged file was not set aside"
# The first lesson played through from the home screen: up past Quit and
# Puzzles to Learn to play, its four pages, a wrong move explained, then
# both exercises; the lesson is ticked and kept, and q comes home.
keys Up Up Up
expect "Lessons for someone who has never played"
keys Enter
expect "Pick a lesson:"
keys Enter Enter Enter Enter Enter
expect "Make your last seed land in Kofi's a."
keys B
expect "The last seed fell in Ama's own F."
keys Enter C
expect "Well done!"
keys Enter
expect "Make your last seed land in Kofi's c."
keys E
expect "Well done!"
keys Enter
expect "1 of 9 lessons finished."
grep -q sowing "$work/.local/share/wari/lessons.json" || fail "the finished lesson was not kept"
keys q
expect "players       ‹ two people ›"
# The saved game reviewed from the home screen: one line up from the
# lessons, then q comes home.
keys Up
expect "Each move of the saved game judged by the computer"
keys Enter
expect "Review: "
keys q
expect "players       ‹ two people ›"
keys q
check_restored

# The review screen stops on Ctrl-Z like the board, comes back on fg, and
# Ctrl-C leaves it with the terminal restored and a zero status.
keys "clear; $wari review wari-game.wari" Enter
expect "Review: "
keys C-z
expect "Stopped"
[ "$(tmux display -p -t "$session" '#{alternate_on}')" = 0 ] || fail "Ctrl-Z left the review's alternate screen on"
keys "clear; fg" Enter
expect "Review: "
[ "$(tmux display -p -t "$session" '#{alternate_on}')" = 1 ] || fail "fg did not bring the review back"
keys C-c
wait_exit
keys "echo status=\$?" Enter
expect "status=0"
check_restored

# --ascii draws every screen in ASCII: the home screen, the lessons, the
# puzzles and the review as well as the board.
ascii_only() {
  local shown
  shown="$(screen)"
  if printf '%s' "$shown" | LC_ALL=C grep -q '[^ -~]'; then
    fail "$1 drew characters that are not ASCII under --ascii"
  fi
}
keys "clear; $wari --ascii" Enter
expect "players       < two people >"
ascii_only "the home screen"
keys q
check_restored
keys "clear; $wari learn --ascii" Enter
expect "Pick a lesson:"
ascii_only "the lesson list"
keys Enter
expect "Sowing"
ascii_only "a lesson"
keys q q
check_restored
keys "clear; $wari puzzles --ascii" Enter
expect "Puzzle 1 of"
ascii_only "a puzzle"
keys q
check_restored
keys "clear; $wari review --ascii wari-game.wari" Enter
expect "Review: "
ascii_only "the review"
keys q
check_restored

# A terminal too small for the home screen says how big it must be, rather
# than wrapping its lines; made bigger, the screen is whole; q leaves.
keys "clear; $wari" Enter
expect "players       ‹ two people ›"
tmux resize-window -t "$session" -x 30 -y 8
expect_re "needs a terminal of at least [0-9]+x[0-9]+; this one is 30x8"
keys Down Right
tmux resize-window -t "$session" -x 80 -y 24
expect "players       ‹ two people ›"
keys q
check_restored

# At the smallest size the puzzles take, the last row keeps the keys that
# fit and says ? keys; ? lists them all, and the next key puts them away.
tmux resize-window -t "$session" -x 60 -y 18
keys "clear; $wari puzzles" Enter
expect "? keys"
keys "?"
expect "↑↓ other puzzles"
expect "any key goes back"
keys x
expect "? keys"
keys q
check_restored
tmux resize-window -t "$session" -x 80 -y 24

# SIGTERM, SIGHUP and SIGQUIT restore the terminal and exit with 128 + the
# signal.
for signal in TERM HUP QUIT; do
  keys "$wari --south South --speed off; echo status=\$?" Enter
  expect "South's turn"
  shell_pid="$(tmux display -p -t "$session" '#{pane_pid}')"
  game_pid="$(pgrep -P "$shell_pid" -x wari)"
  kill "-$signal" "$game_pid"
  expect "status=$((128 + $(kill -l "$signal")))"
  check_restored
done

echo "tmux_play: all checks passed"
