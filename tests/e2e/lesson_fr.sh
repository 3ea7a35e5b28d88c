#!/usr/bin/env bash
# End-to-end: the first lesson played through in French from the home
# screen, the real `wari` in a real terminal (tmux, 80x24). No `--lang`:
# the language comes from LANG, as on a French child's computer; a wrong
# try first, then both exercises, and the lesson list counts it.
#
# Usage: tests/e2e/lesson_fr.sh [PATH-TO-WARI]   (default: target/debug/wari)
set -euo pipefail
cd "$(dirname "$0")/../.."

wari="$(realpath "${1:-target/debug/wari}")"
work="$(mktemp -d)"
session="lesson-fr-$$"
cleanup() {
  tmux kill-session -t "$session" 2>/dev/null || true
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

source tests/e2e/one_terminal.sh

tmux new-session -d -s "$session" -x 80 -y 24 \
  "cd '$work' && HOME='$work' XDG_DATA_HOME='$work/data' XDG_CONFIG_HOME='$work/config' LC_ALL= LC_MESSAGES= LANG=fr_FR.UTF-8 '$wari' --speed off; echo \"wari exited \$?\"; sleep 60"
expect "Awalé · le jeu où l'on sème"
expect "langue            ‹ Français (celle du système) ›"

# "Apprendre à jouer", past the language line and "Jouer".
keys Down Down Down Down Down Down Down Down Enter
expect "Choisis une leçon :"
expect "1. Semer : où vont les graines"
keys Enter
expect "Page 1 sur 4"
expect "Ama : ta rangée est celle du bas."
keys Enter Enter Enter
expect "Page 4 sur 4"
keys Enter
expect "Semer : où vont les graines (exercice 1 sur 2)"
expect "Fais tomber ta dernière graine dans la case a de Kofi."
# B first: what it did and where to look, in French, not the answer.
keys b
expect "Ama a semé 4 graines de la case B. La dernière graine est tombée chez"
expect "Compte 4 cases"
keys Enter c
expect "Bravo !"
expect "Ama a semé 4 graines de la case C."
keys Enter
expect "Fais tomber ta dernière graine dans la case c de Kofi."
keys e
expect "Bravo !"
keys Enter
expect "✓  1. Semer : où vont les graines"
expect "Leçons terminées : 1 sur 9."
# Nothing English on the way: the lesson list's keys are French too.
expect "Entrée ouvrir · q quitter"
screen | grep -qE "Pick a lesson|lessons finished|Well done" && fail "English on a French screen"

keys q
expect "Apprendre à jouer"
keys q
expect "wari exited 0"

# Under --ascii the accents go and the words stay: nothing drawn is
# outside ASCII.
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "cd '$work' && HOME='$work' XDG_DATA_HOME='$work/data' XDG_CONFIG_HOME='$work/config' '$wari' --lang fr --ascii; sleep 60"
expect "Awale - le jeu ou l'on seme"
expect "langue            < Francais (celle du systeme) >"
screen | LC_ALL=C grep -q '[^ -~]' && fail "a character outside ASCII under --ascii"
echo "the first lesson in French: all checks passed"
