#!/usr/bin/env bash
# End-to-end: a whole lesson over OpenSSH, as a teacher runs one. The
# server runs in a terminal of its own with its output piped through
# `tee`; the teacher is on a projector (200x60) and a laptop (80x24);
# eight students at 80x24 play a Swiss tournament of three rounds. In the
# first round one student's connection drops and they log in again to
# their kept seat; in the second the teacher sends a student out; in the
# third the student who rests solves a puzzle. Ctrl-C stops the server
# and `tee` together. The records folder must then hold one record and
# one row of results.csv per game, the standings, the progress and the
# summary, agreeing with what the screens said. Along the way: the
# projector marks the class for the tournament and the laptop sees the
# marks; a pair that agreed to stop asks for another game at their
# tournament table and is told why not; a player whose connection dies is
# left by their partner's e, which the stores decide; and the server is
# killed with SIGKILL mid-round and started again on the same records
# folder, where the students sit back down and the round goes on.
#
# Usage: tests/e2e/ssh_lesson.sh [PATH-TO-WARI]   (default: target/debug/wari)
set -euo pipefail
cd "$(dirname "$0")/../.."

wari="$(realpath "${1:-target/debug/wari}")"
work="$(mktemp -d)"
code="lesson-code-$RANDOM"
records="$work/records"
students=(abena akua ama esi kofi kojo kwame yaw)
sessions=()
server="lesson-server-$$"
cleanup() {
  for s in "${sessions[@]}"; do tmux kill-session -t "$s" 2>/dev/null || true; done
  tmux kill-session -t "$server" 2>/dev/null || true
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

fail() {
  echo "FAIL: $*" >&2
  for s in "${sessions[@]}"; do
    echo "--- $s ---" >&2
    tmux capture-pane -p -t "$s" >&2 || true
  done
  echo "--- server log ---" >&2
  tail -n 60 "$work/server.log" >&2 || true
  exit 1
}

# The server in its own terminal, its output (the greeting and the log)
# through tee, as a teacher keeps a lesson's log; started again after a
# crash on the same records folder, with the log appended to.
start_server() {
  tmux kill-session -t "$server" 2>/dev/null || true
  : >"$work/greeting.log"
  tmux new-session -d -s "$server" -x 200 -y 50 \
    "'$wari' serve --listen 127.0.0.1:0 --host-key '$work/host_key' --records '$records' $* 2>&1 | tee -a '$work/server.log' '$work/greeting.log'; echo \"pipeline exited \${PIPESTATUS[0]}\"; sleep 60"
  for _ in $(seq 100); do
    grep -q "listening on" "$work/greeting.log" 2>/dev/null && break
    sleep 0.1
  done
  port="$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$work/greeting.log")"
  [ -n "$port" ] || fail "the server did not say where it listens"
  teacher_code="$(sed -n 's/^teacher code: \([a-z0-9]*\).*/\1/p' "$work/greeting.log")"
  [ -n "$teacher_code" ] || fail "the teacher code was not printed"
  ssh_opts=(-F /dev/null -p "$port" -o StrictHostKeyChecking=no
    -o "UserKnownHostsFile=$work/known_hosts" -o LogLevel=ERROR
    -o PubkeyAuthentication=no -o NumberOfPasswordPrompts=1
    -o PreferredAuthentications=keyboard-interactive)
}
start_server --join-code "$code"

# A terminal called $1, $2 columns by $3 rows, logged in as $4 with $5.
terminal() {
  local s="lesson-$1-$$"
  tmux kill-session -t "$s" 2>/dev/null || true
  sessions+=("$s")
  tmux new-session -d -s "$s" -x "$2" -y "$3" \
    "sshpass -P 'Join code' -p '$5' ssh ${ssh_opts[*]} -t $4@127.0.0.1; echo \"ssh exited \$?\"; sleep 60"
}

screen() { tmux capture-pane -p -t "lesson-$1-$$" | sed 's/\xc2\xa0/ /g'; }

# Waits up to 20 s for $1's screen to show $2 (a fixed string).
expect() {
  for _ in $(seq 200); do
    screen "$1" | grep -qF -- "$2" && return 0
    sleep 0.1
  done
  fail "expected $1's screen to show: $2"
}

keys() { local who="$1"; shift; tmux send-keys -t "lesson-$who-$$" "$@"; }

# Waits up to 20 s for $1's ssh client to have ended.
gone() {
  for _ in $(seq 200); do
    pgrep -f "^ssh .* -t $1@127.0.0.1" >/dev/null || return 0
    sleep 0.1
  done
  fail "$1's ssh did not end"
}

# The teacher: the projector at the front, the laptop in hand.
terminal projector 200 60 teacher "$teacher_code"
expect projector "Wari classroom · teacher"
terminal laptop 80 24 teacher "$teacher_code"
expect laptop "teacher on 2 screens"

for name in "${students[@]}"; do terminal "$name" 80 24 "$name" "$code"; done
for name in "${students[@]}"; do expect "$name" "Wari classroom · you are $name"; done
expect laptop "8 students"

# The projector marks every student for the tournament with Space; the
# laptop's Students tab shows the same marks, and its form counts them.
keys projector Tab
expect projector "mark for a tournament"
for _ in "${students[@]}"; do keys projector Space Down; done
# Back to the tables, as a projector shows them.
keys projector Tab Tab Tab
keys laptop Tab
for name in "${students[@]}"; do expect laptop "✓ $name"; done
keys laptop Tab Tab
expect laptop "t new tournament"
keys laptop t
expect laptop "Tournament of 8: f Swiss, ←→ 3 rounds"
keys laptop Enter
expect laptop "The tournament of 8 has begun"

# Where student $1 plays round $2: "table side opponent", or "rest".
seat_of() {
  local line
  for _ in $(seq 200); do
    line="$(screen "$1" | grep -o "Round $2: you [a-z]* [A-Za-z0-9 ]*" | head -n 1 || true)"
    case "$line" in
      *"you rest"*) echo rest; return 0 ;;
      *"you play table"*)
        echo "$line" | sed -n 's/.*you play table \([0-9]*\) as \([A-Za-z]*\).*/\1 \2/p'
        return 0 ;;
    esac
    sleep 0.1
  done
  fail "$1 was not told where to play round $2"
}

# Every player of round $1 sits at the table their lobby names; South
# sows C, North answers with its a. Who rests is left in $resting.
play_round() {
  local round="$1" name seat table side
  resting=""
  souths=(); norths=()
  for name in "${present[@]}"; do
    seat="$(seat_of "$name" "$round")"
    if [ "$seat" = rest ]; then resting="$name"; continue; fi
    read -r table side <<<"$seat"
    keys "$name" "$table" Enter
    if [ "$side" = South ]; then souths+=("$name:$table"); else norths+=("$name:$table"); fi
  done
  # Seated: the board's header, and South to move.
  for entry in "${souths[@]}"; do expect "${entry%%:*}" "▶ ${entry%%:*}'s turn (bottom row)"; done
  for entry in "${norths[@]}"; do expect "${entry%%:*}" "'s turn (top row)"; done
  for entry in "${souths[@]}"; do keys "${entry%%:*}" 3; done
  for entry in "${norths[@]}"; do
    expect "${entry%%:*}" "sowed 4 seeds from C"
    keys "${entry%%:*}" 1
  done
  for entry in "${souths[@]}"; do expect "${entry%%:*}" "sowed 5 seeds from a"; done
}

# The table $1 plays at this round, and the player across it.
table_of() {
  local e
  for e in "${souths[@]}" "${norths[@]}"; do
    if [ "${e%%:*}" = "$1" ]; then echo "${e##*:}"; fi
  done
}
partner_of() {
  local table e
  table="$(table_of "$1")"
  for e in "${souths[@]}" "${norths[@]}"; do
    if [ "${e##*:}" = "$table" ] && [ "${e%%:*}" != "$1" ]; then echo "${e%%:*}"; fi
  done
}

# The laptop ends the round (its games are decided by their stores) and,
# unless it was the last, pairs the next.
end_round() {
  keys laptop e
  expect laptop "End the round?"
  keys laptop y
  expect laptop "The round is over: r pairs the next."
}

present=("${students[@]}")
games=0
agreed=0

# Round 1, and yaw's Wi-Fi drops mid-game: the seat is kept, and yaw logs
# in again and sits back down.
play_round 1
games=$((games + ${#souths[@]}))
expect projector "█"
yaw_table="$(table_of yaw)"
pkill -9 -f "^ssh .* -t yaw@127.0.0.1" || fail "no ssh of yaw's to drop"
gone yaw
terminal yaw 80 24 yaw "$code"
expect yaw "Round 1: you play table $yaw_table"
keys yaw "$yaw_table" Enter
expect yaw "WARI · kids-and-caboodles"
# A pair at another table agree to stop; South then asks for another
# game, which a tournament table does not play: its game counts.
pair_south=""
for entry in "${souths[@]}"; do
  if [ "${entry##*:}" != "$yaw_table" ]; then pair_south="${entry%%:*}"; break; fi
done
pair_north="$(partner_of "$pair_south")"
keys "$pair_south" e
expect "$pair_south" "Stop now?"
keys "$pair_south" y
expect "$pair_north" "offers to stop"
keys "$pair_north" y
expect "$pair_south" "Game over"
keys "$pair_south" n
expect "$pair_south" "This game counts for round 1 of the tournament"
agreed=$((agreed + 1))
keys "$pair_south" q
keys "$pair_north" q
expect "$pair_south" "Wari classroom · you are $pair_south"
end_round
keys laptop r
expect laptop "Round 2 is paired"

# Round 2, and the teacher sends abena (first on the Students tab) out:
# abena's partner is told, and the game is abandoned.
play_round 2
games=$((games + ${#souths[@]}))
partner="$(partner_of abena)"
[ -n "$partner" ] || fail "abena has no partner in round 2"
partner_of_abena="$partner"
keys laptop Tab Tab
expect laptop "x remove"
keys laptop x
expect laptop "Send abena out of the classroom?"
keys laptop y
gone abena
expect "$partner" "abena was sent out of the classroom"
present=(akua ama esi kofi kojo kwame yaw)

# The server is killed mid-round (SIGKILL: a crash, a flat battery) and
# started again on the same records folder: it resumes the lesson, with
# the same join and teacher codes.
server_pid="$(pgrep -f "^$wari serve --listen 127.0.0.1:0 --host-key $work/host_key" | head -n 1)"
[ -n "$server_pid" ] || fail "no server process to kill"
kill -9 "$server_pid"
for name in "${present[@]}"; do gone "$name"; done
start_server
grep -q "resuming the lesson of .*, join code unchanged" "$work/greeting.log" \
  || fail "the server did not resume the lesson: $(cat "$work/greeting.log")"
grep -q "join code: $code" "$work/greeting.log" || fail "the join code changed"
terminal laptop 80 24 teacher "$teacher_code"
expect laptop "Wari classroom · teacher"
for name in "${present[@]}"; do terminal "$name" 80 24 "$name" "$code"; done
# Every player of round 2 is told their table again and sits back down,
# the game where it was: South's C and North's a on the board.
for name in "${present[@]}"; do
  # abena's partner won by her forfeit: their game is over.
  [ "$name" = "$partner_of_abena" ] && continue
  seat="$(seat_of "$name" 2)"
  [ "$seat" = rest ] && continue
  read -r table _ <<<"$seat"
  keys "$name" "$table" Enter
  expect "$name" "sowed 5 seeds from a"
done
keys laptop Tab Tab Tab
expect laptop "t new tournament"
end_round
keys laptop r
expect laptop "Round 3 is paired"

# Round 3: seven left, so one rests, and does a puzzle meanwhile.
play_round 3
games=$((games + ${#souths[@]}))
[ -n "$resting" ] || fail "nobody rests among seven"
# A North's connection dies; their partner ends the game with e, and the
# stores decide it (0 each: a draw), on the partner's board as elsewhere.
dropped="${norths[0]%%:*}"
stayed="$(partner_of "$dropped")"
pkill -9 -f "^ssh .* -t $dropped@127.0.0.1" || fail "no ssh of $dropped's to drop"
gone "$dropped"
expect "$stayed" "$dropped left the table"
keys "$stayed" e
expect "$stayed" "Left unfinished at 0-0: a draw by the stores."
terminal "$dropped" 80 24 "$dropped" "$code"
expect "$dropped" "Wari classroom · you are $dropped"
# The first shipped puzzle's answer, as the puzzle set gives it.
answer="$(sed -n 's/^answer = "\(.\)"$/\1/p' crates/wari-app/src/puzzles/sets/kids-and-caboodles.toml | head -n 1)"
keys "$resting" p
expect "$resting" "Puzzle 1 of"
keys "$resting" "$answer"
expect "$resting" "Solved!"
keys "$resting" q
keys laptop e
expect laptop "End the round?"
keys laptop y
expect laptop "The tournament is over: its standings are final."
expect laptop "round 3 of 3 · finished"
expect "$resting" "Final standings"
screen laptop >"$work/laptop.final"
# Eight here: seven students and the teacher, on however many screens.
expect "$resting" "you are $resting · 8 here"

# The teacher stops the classroom with Ctrl-C in the server's terminal,
# stopping tee with it: the summary is kept in the records folder.
tmux send-keys -t "$server" C-c
for _ in $(seq 200); do
  tmux capture-pane -p -t "$server" | grep -q "pipeline exited" && break
  sleep 0.1
done
tmux capture-pane -p -t "$server" | grep -q "pipeline exited 0" \
  || fail "the server did not stop cleanly: $(tmux capture-pane -p -t "$server" | tail -5)"
for name in "${present[@]}"; do expect "$name" "the teacher has closed the classroom"; gone "$name"; done

# One record and one row per game: the two round games ended by the
# round's end or the send-out, all of them.
[ -f "$records/summary.txt" ] || fail "no summary.txt in the records folder"
# One game was agreed; every other was stopped by its round's end, the
# send-out or a partner's e.
grep -q "Lesson summary: $agreed game ended, $((games - agreed)) games unfinished" "$records/summary.txt" \
  || fail "the summary does not count $games games: $(cat "$records/summary.txt")"
rows="$(($(wc -l <"$records/results.csv") - 1))"
[ "$rows" = "$games" ] || fail "results.csv has $rows rows for $games games"
# Each row says the round it counted for, and the summary says each the
# same way: by the stores, or abena's forfeit.
counted="$(tail -n +2 "$records/results.csv" | grep -c ',round [123]: [01.5-]*$' || true)"
[ "$counted" = "$games" ] || fail "$counted of $games rows say the round they counted for: $(cat "$records/results.csv")"
grep -q "abena was sent out: $partner_of_abena takes the point" "$records/summary.txt" \
  || fail "the summary does not say abena's game was a forfeit: $(cat "$records/summary.txt")"
grep -q "left unfinished at 0-0: a draw by the stores" "$records/summary.txt" \
  || fail "the summary does not say what decided the game $stayed ended: $(cat "$records/summary.txt")"
recorded="$(find "$records" -name '*.wari' | wc -l)"
[ "$recorded" = "$games" ] || fail "$recorded records for $games games"

# The standings: everyone, abena withdrawn; a point a game and a bye.
standings="$records/standings.csv"
[ "$(($(wc -l <"$standings") - 1))" = 8 ] || fail "standings.csv lists not 8: $(cat "$standings")"
grep -q ",abena,.*,yes$" "$standings" || fail "abena is not withdrawn: $(cat "$standings")"
# Every game gives a point in all (abena's forfeit too), and the bye one.
points="$(tail -n +2 "$standings" | awk -F, '{ total += $3 } END { print total }')"
[ "$points" = "$((games + 1))" ] || fail "the standings give $points points for $games games and a bye"

# The standings the console showed are the file's: place, name, points,
# Buchholz and games.
tail -n +2 "$standings" | while IFS=, read -r rank player points buchholz games _; do
  grep -qE "^$rank +$player( \(left\))? +$points +$buchholz +$games\b" "$work/laptop.final" \
    || fail "the console did not show $rank $player $points $buchholz $games: $(cat "$work/laptop.final")"
done

# The progress: the student who rested solved one puzzle.
grep -q "^$resting,0,1," "$records/progress.csv" \
  || fail "progress.csv does not have $resting's puzzle: $(cat "$records/progress.csv")"

echo "ssh_lesson: all checks passed ($games games)"
