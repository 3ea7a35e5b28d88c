# Sourced by the end-to-end scripts that drive one `wari` in one tmux
# session, named by $session: what they read of the screen and how they
# type. Not a script of its own.

# Stops the script with $*, and the screen as it stands.
fail() {
  echo "FAIL: $*" >&2
  echo "--- screen ---" >&2
  tmux capture-pane -p -t "$session" >&2 || true
  exit 1
}

# The screen as text, French no-break spaces read as spaces so that a
# script names the words as it would type them.
screen() { tmux capture-pane -p -t "$session" | sed 's/\xc2\xa0/ /g'; }

# Waits up to 10 s for the screen to show $1 (a fixed string).
expect() {
  for _ in $(seq 100); do
    screen | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  fail "expected the screen to show: $1"
}

# Sends each key in turn, a little apart, as a child types.
keys() {
  for key in "$@"; do
    tmux send-keys -t "$session" "$key"
    sleep 0.1
  done
}
