#!/usr/bin/env bash
# End-to-end: a child's first hour, the real `wari` in a real terminal
# (tmux) with a data directory of its own, in the child's language from
# LANG (no --lang): English at 80x24, French at 60x18 (the smallest
# terminal the board plays in), Dutch at 80x24. From the home screen:
# the first lesson (one wrong try first, which says what went wrong and
# points the way), three puzzles in the variant the lesson taught (the
# first tried wrong, which shows Kofi's answer played), a game against the
# computer at easy with a hint and a take-back, stopped by agreement, and
# its review; then a Hurry game where a paste plays nothing and a
# terminal made too small stops everything, saved, and the save damaged:
# the home screen says which line. The progress and the puzzle record
# are kept.
#
# Usage: tests/e2e/child_path.sh [PATH-TO-WARI] [en|fr|nl]
#        (default: target/debug/wari, en)
set -euo pipefail
cd "$(dirname "$0")/../.."

wari="$(realpath "${1:-target/debug/wari}")"
lang="${2:-en}"
set_file="$(realpath crates/wari-app/src/puzzles/sets/kids-and-caboodles.toml)"
work="$(mktemp -d)"
session="child-$lang-$$"
cleanup() {
  tmux kill-session -t "$session" 2>/dev/null || true
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

source tests/e2e/one_terminal.sh

# What the child reads, in their language: each a message of the catalog.
case "$lang" in
  en)
    locale=en_GB.UTF-8 width=80 height=24 yes=y
    home="Wari · the sowing game" pick="Pick a lesson:"
    lesson="1. Sowing: where the seeds go" page="Page 1 of 4" last_page="Page 4 of 4"
    task="Make your last seed land in Kofi's a." task2="Make your last seed land in Kofi's c."
    missed="Ama sowed 4 seeds from B." well_done="Well done!"
    finished="1 of 9 lessons finished." learn="Learn to play"
    puzzles="Wari puzzles: kids-and-caboodles" number='Puzzle \([0-9]*\) of'
    first_puzzle="Puzzle 1 of" not_best="Not the best move" solved="Solved!"
    to_move="Ama (South) to move." streak="streak 2, best 2" quit="Quit"
    against="you first, then the computer" easy="‹ easy ›" turn="Ama's turn"
    computer="Computer" sowed="Computer sowed" hint="Hint:" took_back="Took back"
    agrees="Computer agrees to end the game here." says_no="Computer says no"
    review="Review: Ama (South) and Computer (North)" fine="% of the moves were fine."
    over="Game over ·" hurry="‹ Hurry Wari ›" pasted="Pasted text plays nothing here"
    too_small="The board needs a terminal of at least" saved="Saved to"
    resume="Continue the last saved game"
    damaged="its line 3 is damaged."
    ;;
  fr)
    locale=fr_FR.UTF-8 width=60 height=18 yes=o
    home="Awalé · le jeu où l'on sème" pick="Choisis une leçon :"
    lesson="1. Semer : où vont les graines" page="Page 1 sur 4" last_page="Page 4 sur 4"
    task="Fais tomber ta dernière graine dans la case a de Kofi."
    task2="Fais tomber ta dernière graine dans la case c de Kofi."
    missed="Ama a semé 4 graines de la case B." well_done="Bravo !"
    finished="Leçons terminées : 1 sur 9." learn="Apprendre à jouer"
    puzzles="Problèmes d'awalé : kids-and-caboodles" number='Problème \([0-9]*\) sur'
    first_puzzle="Problème 1 sur" not_best="Ce n'est pas le meilleur coup" solved="Résolu !"
    to_move="À Ama (Sud) de jouer." streak="série 2, record 2" quit="Quitter"
    against="toi d'abord, puis l'ordinateur" easy="‹ facile ›" turn="À Ama de jouer"
    computer="Robot" sowed="Robot a semé" hint="Conseil :" took_back="Annulé :"
    agrees="Robot accepte d'arrêter la partie ici." says_no="Robot dit non"
    review="Analyse : Ama (Sud) et Robot (Nord)" fine="% de bons coups."
    over="Partie terminée ·" hurry="‹ Awalé éclair ›" pasted="Un texte collé ne joue rien ici"
    too_small="Le plateau a besoin d'un terminal" saved="Enregistré dans"
    resume="Reprendre la dernière partie sauvegardée"
    damaged="sa ligne 3 est abîmée."
    ;;
  nl)
    locale=nl_NL.UTF-8 width=80 height=24 yes=j
    home="Wari · het zaaispel" pick="Kies een les:"
    lesson="1. Zaaien: waar de zaadjes heen gaan" page="Bladzijde 1 van 4"
    last_page="Bladzijde 4 van 4"
    task="Laat je laatste zaadje in putje a van Kofi vallen."
    task2="Laat je laatste zaadje in putje c van Kofi vallen."
    missed="Ama zaaide 4 zaadjes uit putje B." well_done="Goed gedaan!"
    finished="1 van de 9 lessen af." learn="Leren spelen"
    puzzles="Wari-puzzels: kids-and-caboodles" number='Puzzel \([0-9]*\) van'
    first_puzzle="Puzzel 1 van" not_best="Niet de beste zet" solved="Opgelost!"
    to_move="Ama (Zuid) is aan de beurt." streak="reeks 2, beste 2" quit="Stoppen"
    against="eerst jij, dan de computer" easy="‹ makkelijk ›" turn="Ama is aan de beurt"
    computer="Computer" sowed="Computer zaaide" hint="Tip:" took_back="Teruggenomen:"
    agrees="Computer wil het potje hier wel stoppen." says_no="Computer zegt nee"
    review="Nabespreking: Ama (Zuid) en Computer (Noord)" fine="% goede zetten."
    over="Het potje is uit ·" hurry="‹ Snelle wari ›" pasted="Geplakte tekst speelt hier niets"
    too_small="Het bord heeft een terminal van minstens" saved="Opgeslagen in"
    resume="Verder met het laatst bewaarde potje"
    damaged="regel 3 ervan is beschadigd."
    ;;
  *) echo "usage: $0 [PATH-TO-WARI] [en|fr|nl]" >&2; exit 2 ;;
esac

# The answer to the puzzle on screen, from the set the variant ships: the
# puzzle's number on screen is its place in the file.
answer() {
  local n
  n="$(screen | sed -n "s/.*$number .*/\1/p" | head -n 1)"
  [ -n "$n" ] || fail "no puzzle number on the screen"
  awk -v n="$n" '/^\[\[puzzle\]\]/ { at++ } at == n && /^answer = / { gsub(/"/, "", $3); print $3; exit }' "$set_file"
}

tmux new-session -d -s "$session" -x "$width" -y "$height" \
  "cd '$work' && HOME='$work' XDG_DATA_HOME='$work/data' XDG_CONFIG_HOME='$work/config' LC_ALL= LC_MESSAGES= LANG=$locale '$wari' --speed off; echo \"wari exited \$?\"; sleep 60"
expect "$home"
expect "kids-and-caboodles ›"

# The first lesson, from the home screen's "Learn to play" line, past the
# language and Play.
keys Down Down Down Down Down Down Down Down Enter
expect "$pick"
expect "$lesson"
keys Enter
expect "$page"
keys Enter Enter Enter
expect "$last_page"
keys Enter
expect "$task"
# B first: the child reads what it did and where to look, not the answer.
keys b
expect "$missed"
keys Enter c
expect "$well_done"
keys Enter
expect "$task2"
keys e
expect "$well_done"
keys Enter
expect "✓  $lesson"
expect "$finished"

# Three puzzles, in the variant the lesson taught.
keys q
expect "$learn"
keys Down Enter
expect "$puzzles"
expect "$first_puzzle"
# A first: wrong; Kofi's answer is played and told.
keys a
expect "$not_best"
keys Enter "$(answer)"
expect "$solved"
for _ in 1 2; do
  keys Enter
  expect "$to_move"
  keys "$(answer)"
  expect "$solved"
done
# The record, over the next puzzle (on a short screen a reason said under
# the board takes its row).
keys Enter
expect "$streak"

# A game against the computer at easy, with a hint and a take-back,
# stopped by agreement, and its review. The home screen keeps its cursor
# on Puzzles: up to players.
keys q
expect "$quit"
keys Up Up Up Up Up Up Up Up Up Right
expect "$against"
keys Down Left
expect "$easy"
keys Down Down Down Down A m a Down Down Enter
expect "$turn"
keys 3
expect "$sowed"
expect "$turn"
keys h
expect "$hint"
keys u
expect "$took_back"
keys 3
expect "$sowed"
expect "$turn"
# Ama offers to stop; the computer agrees unless stopping leaves it
# behind, when she plays on a move and asks again.
for _ in $(seq 30); do
  keys e "$yes"
  sleep 0.5
  screen | grep -qF "$agrees" && break
  screen | grep -qF "$says_no" || fail "no answer to the offer to stop"
  # The first pit that plays: the board changes (an empty one is refused
  # and changes nothing).
  for pit in 1 2 3 4 5 6; do
    board="$(screen | head -n 14)"
    keys "$pit"
    sleep 0.5
    [ "$(screen | head -n 14)" != "$board" ] && break
  done
  expect "$turn"
done
expect "$agrees"
keys v
expect "$review"
expect "$fine"
keys q
expect "$over"
keys q
expect "[ Ama ]"

# A Hurry game against the computer: a paste plays nothing, and a
# terminal too small stops the countdown until the board is back; saved,
# then the save damaged. Back from a game the cursor is on Play: up to
# the mode, and back down.
keys Up Up Up Up Up Right Right
expect "$hurry"
keys Down Down Down Down Down Enter
expect "$turn"
tmux send-keys -t "$session" -l "coucou maman 42 !"
expect "$pasted"
screen | grep -qF "$sowed" && fail "the paste played a move"
tmux resize-window -t "$session" -x 40 -y 12
expect "$too_small"
sleep 2
tmux resize-window -t "$session" -x "$width" -y "$height"
expect "$turn"
keys s
expect "$saved"
keys q "$yes"
expect "$resume"
printf '[Variant "kids-and-caboodles"]\n\n1. C z\n' >"$work/wari-game.wari"
# Continue is the line under Play.
keys Down Enter
expect "$damaged"
keys q
expect "wari exited 0"

# What the child did is kept for next time.
grep -q '"sowing"' "$work/data/wari/lessons.json" || fail "the lesson was not kept: $(cat "$work/data/wari/lessons.json")"
solved="$(grep -c '/ s' "$work/data/wari/puzzles.json" || true)"
[ "$solved" = 3 ] || fail "$solved puzzles kept as solved: $(cat "$work/data/wari/puzzles.json")"

echo "child_path $lang: all checks passed"
