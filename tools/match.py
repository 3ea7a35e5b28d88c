#!/usr/bin/env python3
"""Play `wari engine` against OpenSpiel's C++ MCTS bot under the Warri Society
rules (RULES.md 7: OpenSpiel's `oware` is exactly `warri-society`).

Not part of CI. Needs OpenSpiel, from PyPI:

    python3 -m venv ~/venv-openspiel
    ~/venv-openspiel/bin/pip install open-spiel
    cargo build --release
    ~/venv-openspiel/bin/python tools/match.py --games 100 --movetime 100

The MCTS bot is `pyspiel.MCTSBot` with a `pyspiel.RandomRolloutEvaluator`
(one rollout a leaf), UCT constant 2, 10,000 simulations a move, solving
terminal subtrees. Colours alternate (the engine is South in even games),
and the first two plies of each game are random for variety; the same
--seed gives the same openings. One line a game, then the score from the
engine's side. The engine gets `moves ...` and `go movetime MS` (or
`go depth D`) each turn, so it keeps no state but its transposition table.
"""
import argparse
import random
import subprocess
import sys
import time

import pyspiel


class Engine:
    """A `wari engine` process under warri-society rules."""

    def __init__(self, binary, level):
        self.proc = subprocess.Popen(
            [binary, "--variant", "warri-society", "engine"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send(f"level {level}")
        self.send("isready")
        self.expect("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read(self):
        line = self.proc.stdout.readline()
        if not line:
            sys.exit("the engine closed its output")
        line = line.strip()
        if line.startswith("error"):
            sys.exit(f"the engine refused: {line}")
        return line

    def expect(self, wanted):
        line = self.read()
        if line != wanted:
            sys.exit(f"expected {wanted!r}, got {line!r}")

    def best(self, moves, go):
        """The engine's move (1-based) after `moves`, and its last info line."""
        self.send("moves " + " ".join(map(str, moves)))
        self.send(go)
        info = None
        while True:
            line = self.read()
            if line.startswith("info"):
                info = line
            elif line.startswith("bestmove"):
                return int(line.split()[1]), info

    def close(self):
        self.send("quit")
        self.proc.wait()


def play(game, engine, bot, engine_player, rng, go, stats):
    """One game; returns OpenSpiel's final state."""
    state = game.new_initial_state()
    moves = []
    while not state.is_terminal():
        if len(moves) < 2:
            action = rng.choice(state.legal_actions())
        elif state.current_player() == engine_player:
            move, info = engine.best(moves, go)
            action = move - 1
            if action not in state.legal_actions():
                sys.exit(f"illegal engine move {move} after {moves}")
            if info:
                words = info.split()
                stats["depth"].append(int(words[words.index("depth") + 1]))
                stats["nps"].append(int(words[words.index("nps") + 1]))
        else:
            action = bot.step(state)
        state.apply_action(action)
        moves.append(action + 1)
    return state, moves


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--movetime", type=int, default=100, help="engine ms a move")
    parser.add_argument("--depth", type=int, help="fixed engine depth instead of time")
    parser.add_argument("--level", default="hard", choices=["easy", "medium", "hard"])
    parser.add_argument("--simulations", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--binary", default="target/release/wari")
    args = parser.parse_args()

    game = pyspiel.load_game("oware")
    rng = random.Random(args.seed)
    engine = Engine(args.binary, args.level)
    go = f"go depth {args.depth}" if args.depth else f"go movetime {args.movetime}"
    wins = draws = losses = 0
    stats = {"depth": [], "nps": []}
    started = time.time()
    for i in range(args.games):
        engine_player = i % 2
        evaluator = pyspiel.RandomRolloutEvaluator(1, args.seed * 1000 + i)
        bot = pyspiel.MCTSBot(game, evaluator, 2.0, args.simulations, 1000, True,
                              args.seed * 1000 + i, False)
        state, moves = play(game, engine, bot, engine_player, rng, go, stats)
        ret = state.returns()[engine_player]
        wins += ret > 0
        draws += ret == 0
        losses += ret < 0
        side = "south" if engine_player == 0 else "north"
        result = "win" if ret > 0 else "draw" if ret == 0 else "loss"
        print(f"game {i + 1:3}: engine {side:5} {result:4} after {len(moves):3} plies; "
              f"running +{wins} ={draws} -{losses}  ({time.time() - started:.0f}s)",
              flush=True)
    engine.close()
    depth = sum(stats["depth"]) / max(1, len(stats["depth"]))
    nps = sum(stats["nps"]) / max(1, len(stats["nps"]))
    print(f"engine ({args.level}, {go}) vs MCTS ({args.simulations} simulations): "
          f"+{wins} ={draws} -{losses} in {wins + draws + losses} games; "
          f"mean depth {depth:.1f}, mean nps {nps:,.0f}")


if __name__ == "__main__":
    main()
