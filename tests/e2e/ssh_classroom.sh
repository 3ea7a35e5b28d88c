#!/usr/bin/env bash
# End-to-end: `wari serve` on loopback with the real OpenSSH client, each
# student in their own tmux terminal at 80x24. The join code is typed by
# sshpass at ssh's `Join code:` prompt (or at its password prompt, for
# clients that only have that). One student opens a table, a second joins,
# they play, a third watches and sees the moves; the teacher code makes the
# teacher; a wrong code, a too-short code, a client without a terminal and
# a command are refused; the teacher's Ctrl-C lets everyone out cleanly;
# the log names no code.
#
# Usage: tests/e2e/ssh_classroom.sh [PATH-TO-WARI]   (default: target/debug/wari)
set -euo pipefail
cd "$(dirname "$0")/../.."

wari="$(realpath "${1:-target/debug/wari}")"
work="$(mktemp -d)"
code="e2e-code-$RANDOM"
sessions=()
server_pid=""
cleanup() {
  for s in "${sessions[@]}"; do tmux kill-session -t "$s" 2>/dev/null || true; done
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
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
  cat "$work/server.log" >&2 || true
  exit 1
}

# The server, on a free loopback port; its first line names the address.
"$wari" serve --listen 127.0.0.1:0 --join-code "$code" --host-key "$work/host_key" --records "$work/records" \
  >"$work/server.out" 2>"$work/server.log" &
server_pid=$!
for _ in $(seq 100); do
  grep -q "listening on" "$work/server.out" 2>/dev/null && break
  sleep 0.1
done
port="$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$work/server.out")"
[ -n "$port" ] || fail "the server did not say where it listens"
grep -q "join code: $code" "$work/server.out" || fail "the join code was not printed"
teacher_code="$(sed -n 's/^teacher code: \([a-z0-9]*\).*/\1/p' "$work/server.out")"
[ -n "$teacher_code" ] || fail "the teacher code was not printed"
grep -q "host key SHA256:" "$work/server.out" || fail "the host key fingerprint was not printed"

# OpenSSH asks for the code at a keyboard-interactive `Join code:` prompt,
# which sshpass is told to look for (it looks for "assword" by default).
# (ssh keeps the first value of an option given twice, so each list names
# its method once.)
common_opts=(-F /dev/null -p "$port" -o StrictHostKeyChecking=no
  -o "UserKnownHostsFile=$work/known_hosts" -o LogLevel=ERROR
  -o PubkeyAuthentication=no -o NumberOfPasswordPrompts=1)
ssh_opts=("${common_opts[@]}" -o PreferredAuthentications=keyboard-interactive)
# A client that only offers passwords sees ssh's own password prompt.
password_opts=("${common_opts[@]}" -o PreferredAuthentications=password)

# A student called $1 in their own terminal, logging in with code $2;
# with $3, a terminal in that locale, whose LANG ssh sends as Debian's
# ssh_config does (which -F /dev/null leaves out).
student() {
  local name="$1" password="$2" s="e2e-$1-$$"
  local locale="${3:-}" send=""
  [ -n "$locale" ] && send="-o SendEnv=LANG"
  sessions+=("$s")
  tmux new-session -d -s "$s" -x 80 -y 24 \
    "LC_ALL= LANG='$locale' sshpass -P 'Join code' -p '$password' ssh ${ssh_opts[*]} $send -t $name@127.0.0.1; echo \"ssh exited \$?\"; sleep 30"
}

screen() { tmux capture-pane -p -t "e2e-$1-$$" | sed 's/\xc2\xa0/ /g'; }

# Waits up to 10 s for student $1's screen to show $2 (a fixed string).
expect() {
  for _ in $(seq 100); do
    screen "$1" | grep -qF -- "$2" && return 0
    sleep 0.1
  done
  fail "expected $1's screen to show: $2"
}

keys() { local who="$1"; shift; tmux send-keys -t "e2e-$who-$$" "$@"; }

# Ama opens a table.
student ama "$code"
expect ama "Wari classroom · you are ama"
keys ama n
expect ama "New table"
keys ama Enter
expect ama "waiting for a second player"

# Kofi joins it.
student kofi "$code"
expect kofi "ama vs …"
keys kofi Enter
expect kofi "You play North (kofi)"
expect ama "ama's turn"

# Zoe watches.
student zoe "$code"
expect zoe "ama vs kofi"
keys zoe w
expect zoe "Watching table 1"

# They play; everyone sees each move.
keys ama 3
for who in ama kofi zoe; do expect "$who" "ama sowed 4 seeds from C"; done
expect kofi "kofi's turn"
keys ama 1
expect ama "It is kofi's turn."
keys kofi Right Left Enter
for who in ama kofi zoe; do expect "$who" "kofi sowed 5 seeds from a"; done
for who in ama kofi zoe; do expect "$who" "ama's turn"; done

# Zoe goes back to the lobby and sees the table playing.
keys zoe q
expect zoe "playing"

# Kofi leaves the classroom; ama sees it and ends the game. In a game
# being played, Ctrl-C first asks, as q does; the second one leaves.
keys kofi C-c
expect kofi "Leave? The game is abandoned at"
keys kofi C-c
expect kofi "see you next time"
expect kofi "ssh exited 0"
expect ama "kofi left the table"
keys ama e
expect ama "ama ended the game while kofi was away"
expect zoe "finished"

# The teacher code makes the teacher, whatever the user name: the teacher
# sees the console, with the table and the game that ended there.
student mensah "$teacher_code"
expect mensah "Wari classroom · teacher ·"
expect mensah "1 ended"

# A French terminal reads the classroom in French, the same game's result
# included; Tab reads the next language.
student esi "$code" fr_FR.UTF-8
expect esi "Classe d'awalé · tu es esi"
expect esi "Français (Tab)"
expect esi "ama contre kofi"
keys esi Tab
expect esi "Wari-klas · je bent esi"
keys esi C-c
expect esi "ssh exited 0"

# A student who mistypes the code five times is asked again each time at
# the same prompt, and the right code then lets them in: OpenSSH would
# otherwise fall back to a password prompt after three and close after six.
s="e2e-typist-$$"
sessions+=("$s")
# ssh shows what the server says above its prompt at its usual log level.
typist_opts=(-F /dev/null -p "$port" -o StrictHostKeyChecking=no
  -o "UserKnownHostsFile=$work/known_hosts" -o PubkeyAuthentication=no
  -o PreferredAuthentications=keyboard-interactive)
tmux new-session -d -s "$s" -x 80 -y 24 "ssh ${typist_opts[*]} -t yaw@127.0.0.1; sleep 30"
for try in 1 2 3 4 5; do
  expect typist "Join code:"
  keys typist "wrong$try" Enter
  expect typist "That code is not right: try again."
done
keys typist "$code" Enter
expect typist "Wari classroom · you are yaw"
keys typist C-c

# A wrong code is refused, at the prompt and as a password.
# At the prompt, it is asked for again (sshpass, seeing the prompt a
# second time, gives up with its status 5: a wrong password).
status=0
out="$(timeout 20 sshpass -P 'Join code' -p "wrong$code" ssh "${ssh_opts[@]}" -T mallory@127.0.0.1 2>&1)" || status=$?
[ "$status" = 5 ] || fail "a wrong code was not asked for again (status $status): $out"
if out="$(timeout 20 sshpass -p "wrong$code" ssh "${password_opts[@]}" -T mallory@127.0.0.1 2>&1)"; then
  fail "a wrong code got in as a password: $out"
fi
echo "$out" | grep -q "Permission denied" || fail "a wrong password was not refused: $out"

# No terminal (logging in by password): one line, then closed. A command:
# refused.
out="$(timeout 20 sshpass -p "$code" ssh "${password_opts[@]}" -T lee@127.0.0.1 </dev/null 2>&1 || true)"
echo "$out" | grep -q "the classroom needs a terminal" || fail "no-terminal client got: $out"
out="$(timeout 20 sshpass -P 'Join code' -p "$code" ssh "${ssh_opts[@]}" lee@127.0.0.1 cat /etc/passwd 2>&1 || true)"
echo "$out" | grep -q "root:" && fail "a command ran: $out"
echo "$out" | grep -q "no commands" || fail "a command was not refused with a reason: $out"

# The teacher stops the server: the students still in get their terminals
# back with a word, and ssh ends cleanly.
kill -INT "$server_pid"
for who in ama zoe; do
  expect "$who" "the teacher has closed the classroom"
  expect "$who" "ssh exited 0"
done
# The teacher is told the classroom is closed, not thanked for playing.
expect mensah "wari: the classroom is closed."
expect mensah "ssh exited 0"
screen mensah | grep -q "Thank you" && fail "the teacher was thanked for playing"

wait "$server_pid" || fail "the server exited with $? on Ctrl-C"

# The log has the connects, the table and the game, never the code.
grep -q "connected.*name=ama" "$work/server.log" || fail "no connect line for ama"
grep -q "disconnected.*name=kofi" "$work/server.log" || fail "no disconnect line for kofi"
grep -q "table opened table=1 by=ama" "$work/server.log" || fail "no table line"
grep -q "game started table=1 south=ama north=kofi" "$work/server.log" || fail "no game-start line"
grep -q "game over" "$work/server.log" || fail "no game-over line"
grep -q "stopping" "$work/server.log" || fail "no stopping line"
grep -qF "$code" "$work/server.log" && fail "the join code is in the log"
grep -qF "$teacher_code" "$work/server.log" && fail "the teacher code is in the log"
grep -q "the teacher logged in" "$work/server.log" || fail "no line for the teacher's login"
# The lesson's summary is printed for the teacher as the classroom stops.
# The one game was ended while kofi was away: left unfinished, so it has
# no winner, and the summary says so.
grep -q "Lesson summary: 0 games ended, 1 game unfinished." "$work/server.out" || fail "no lesson summary: $(cat "$work/server.out")"
grep -q "table 1: ama v kofi: left unfinished at .*: nobody wins" "$work/server.out" || fail "the summary does not say the game had no winner: $(cat "$work/server.out")"

# A join code too short to outlast guessing is refused before starting.
if out="$("$wari" serve --listen 127.0.0.1:0 --join-code abc234 --host-key "$work/host_key" 2>&1)"; then
  fail "a six-character join code was accepted: $out"
fi
echo "$out" | grep -q "at least 8" || fail "a short join code was refused without a reason: $out"

echo "ssh_classroom: all checks passed"
