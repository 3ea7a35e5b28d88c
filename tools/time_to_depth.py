#!/usr/bin/env python3
"""How soon `wari engine` reaches a depth, for builds and thread counts side
by side: what a second thread is worth.

Not part of CI. A search to a fixed depth runs on one thread (so that it
answers the same every time), so this gives each position a timed search
(`go movetime`) and reads, from the `info` line of the depth asked for, the
main thread's time to reach it (its nodes over its nodes a second). The
positions are those after plies 6, 14 and 22 of each game of logs written
by Aalina's `match_aalina.py --log` (docs/STRENGTH.md), each from a fresh
game (`new`), under warri-society:

    cargo build --release
    python3 tools/time_to_depth.py --depth 22 --movetime 2500 \\
        target/release/wari:1 target/release/wari:2 /tmp/games.jsonl

Each configuration is BINARY:THREADS. Prints, for each, the positions where
it reached the depth and the geometric mean of its time there over the
first configuration's, on the positions both reached.
"""
import argparse
import json
import math
import subprocess

PLIES = (6, 14, 22)


def times(binary, threads, depth, movetime, games):
    """The time to `depth` at each position, None where it was not reached."""
    engine = subprocess.Popen(
        [binary, "--variant", "warri-society", "engine", "--threads", threads, "--hash", "256"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    found = []
    for game in games:
        for ply in PLIES:
            if ply >= len(game["moves"]):
                continue
            moves = " ".join(map(str, game["moves"][:ply]))
            engine.stdin.write(f"new\nmoves {moves}\ngo movetime {movetime}\n")
            seconds = None
            while True:
                words = engine.stdout.readline().split()
                if not words or words[0] == "bestmove":
                    break
                if words[0] == "info" and int(words[words.index("depth") + 1]) == depth:
                    nodes = int(words[words.index("nodes") + 1])
                    seconds = nodes / max(1, int(words[words.index("nps") + 1]))
            found.append(seconds)
    engine.stdin.write("quit\n")
    engine.wait()
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=22)
    parser.add_argument("--movetime", type=int, default=2500, help="ms a position")
    parser.add_argument("configs", nargs="+", help="BINARY:THREADS ..., then the logs")
    args = parser.parse_args()
    configs = [c for c in args.configs if not c.endswith(".jsonl")]
    logs = [c for c in args.configs if c.endswith(".jsonl")]
    games = [json.loads(line) for path in logs for line in open(path)]
    runs = [times(*c.rsplit(":", 1), args.depth, args.movetime, games) for c in configs]
    for config, run in zip(configs, runs):
        pairs = [(a, b) for a, b in zip(runs[0], run) if a and b]
        ratio = math.exp(sum(math.log(b / a) for a, b in pairs) / max(1, len(pairs)))
        reached = sum(1 for t in run if t)
        print(f"{config}: depth {args.depth} at {reached} of {len(run)} positions, "
              f"{ratio:.3f} times the first's time")


if __name__ == "__main__":
    main()
