#!/usr/bin/env python3
"""Play the endings of logged games again against Aalina: endgame play
measured apart from the openings.

Not part of CI. Needs Aalina in the folder `$AALINA` names, set up as its
README says (docs/STRENGTH.md), and a log written by its
`match_aalina.py --log`:

    cargo build --release
    python3 tools/endgames.py --binary target/release/wari --seeds 16 \\
        /tmp/games.jsonl > /tmp/endings.jsonl

For each logged game, from its first position with at most --seeds seeds on
the board, `wari engine` plays the side it played in the game and Aalina the
other, --movetime ms a move each, until the game ends. One line a game
(its number, the ply it was taken up at, the logged result, wari's points
now, the stores, how it ended and every move), then on stderr the points
wari made and those the log gives for the same games.
Two builds given the same logs are compared on the same endings.
"""
import argparse
import json
import os
import subprocess
import sys
import time

AALINA = os.environ.get("AALINA", "")
if not os.path.isfile(os.path.join(AALINA, "match_aalina.py")):
    sys.exit("endgames.py: set AALINA to the folder that holds Aalina's match_aalina.py")
sys.path.insert(0, AALINA)
from match_aalina import Aalina, Wari, letter  # noqa: E402

POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def plies(binary, moves):
    """`wari replay --json` after `moves`: one dictionary a ply."""
    out = subprocess.run(
        [binary, "--variant", "warri-society", "replay", "--json", *map(str, moves)],
        capture_output=True, text=True, check=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def points(stores, side):
    mine, theirs = (stores[0], stores[1]) if side == "south" else (stores[1], stores[0])
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def play_on(game, start, args, wari, aalina):
    """Plays `game` on from ply `start`; its last ply."""
    moves = game["moves"][:start]
    rows = plies(args.binary, moves)
    notation = "".join(letter(m, rows[i]["to_move"]) for i, m in enumerate(moves))
    aalina.new_game("north" if game["wari"] == "south" else "south")
    go = f"go movetime {args.movetime}"
    while True:
        now = plies(args.binary, moves)[-1]
        if now["end"] is not None:
            return moves, now
        side = now["to_move"]
        if side == game["wari"]:
            move, _ = wari.best(moves, go)
        else:
            text, _ = aalina.best(notation, go)
            move = ord(text.lower()) - ord("a") + 1
        moves.append(move)
        notation += letter(move, side)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--binary", default="target/release/wari")
    p.add_argument("--movetime", type=int, default=300, help="ms a move, both engines")
    p.add_argument("--seeds", type=int, default=16, help="take a game up at this many seeds")
    p.add_argument("logs", nargs="+")
    args = p.parse_args()
    games = [json.loads(line) for log in args.logs for line in open(log)]
    wari = Wari(args.binary, "hard", 256)
    aalina = Aalina()
    # The first search starts reading the endgame table; let it finish.
    wari.best([1, 1], "go depth 1")
    time.sleep(5)
    total = logged = 0.0
    for n, game in enumerate(games):
        rows = plies(args.binary, game["moves"])
        start = next((i for i, r in enumerate(rows)
                      if sum(r["pits"]) <= args.seeds and r["end"] is None), None)
        if start is None:
            continue
        moves, last = play_on(game, start, args, wari, aalina)
        won = points(last["stores"], game["wari"])
        total += won
        logged += POINTS[game["result"]]
        print(json.dumps({"n": n, "start": start, "was": game["result"], "pts": won,
                          "stores": last["stores"], "end": last["end"],
                          "plies": len(moves) - start, "moves": moves}), flush=True)
    print(f"wari made {total} points of these endings; the log gives {logged}",
          file=sys.stderr)
    wari.close()
    aalina.close()


if __name__ == "__main__":
    main()
