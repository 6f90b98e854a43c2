"""Replay recorded n-board games with an ndle strategy and count the games it plays move for move.

Each line of FILE is one game: the n answers, then the turns the boards were
solved, then the guesses in order, separated by commas, semicolons or spaces
(the layout of the per-game files Fetterman published with his paper, e.g.
results-strategy-min/quordle_10000.csv in github.com/fettermania/wordle-solver).
The strategy plays the same answers from the recorded opener; the script prints
how many games it plays identically, the first turn where the others part, and
both mean turn counts.

    python experiments/replay.py quordle_10000.csv --boards 4 --strategy min --words nyt \\
        --feedback fetterman --option tiebreak=fetterman
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter

import numpy as np
from tqdm import tqdm

from ndle import Game, NdleError, make_strategy, play_game
from ndle.commands._common import parse_options


def parse_line(line: str, boards: int) -> tuple[list[str], list[int], list[str]]:
    """Return (answers, solved turns, guesses) of one recorded game."""
    tokens = [t for t in re.split(r"[;,\s]+", line.strip()) if t]
    answers, rest = tokens[:boards], tokens[boards:]
    turns = [int(t) for t in rest if t.isdigit()]
    guesses = [t for t in rest if not t.isdigit()]
    if len(answers) != boards or len(turns) != boards or not guesses:
        raise NdleError(f"cannot read a {boards}-board game from {line.strip()!r}")
    return answers, turns, guesses


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("file")
    p.add_argument("--boards", type=int, required=True)
    p.add_argument("--strategy", default="sum")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--words", default="wordle")
    p.add_argument("--feedback", default="exact")
    p.add_argument("--limit", type=int, help="replay only the first N games")
    args = p.parse_args(argv)
    try:
        game = Game.create(words=args.words, boards=args.boards, feedback=args.feedback)
        strategy = make_strategy(args.strategy, game, **parse_options(args.option))
        with open(args.file, encoding="utf-8") as f:
            lines = [line for line in f if line.strip()][: args.limit]
        identical, parted, ours, theirs = 0, Counter(), [], []
        for line in tqdm(lines, disable=not sys.stderr.isatty(), unit="game"):
            answers, turns, guesses = parse_line(line, args.boards)
            opener = game.words.guess_id(guesses[0])
            record, _ = play_game(game, strategy, game.answer_ids(answers), opener=opener)
            ours.append(record.turns)
            theirs.append(max(turns))
            if list(record.guesses) == guesses:
                identical += 1
            else:
                parted[next(t for t, (a, b) in enumerate(zip(record.guesses, guesses + [""]), 1) if a != b)] += 1
    except (NdleError, OSError) as e:
        print(f"replay: {e}", file=sys.stderr)
        return 2
    n = len(lines)
    print(f"{args.file}: {n:,} games, {args.boards} board(s), {args.strategy} {' '.join(args.option)} "
          f"({args.words} list, {args.feedback} feedback)")
    print(f"identical guesses in {identical:,} games ({identical / n:.2%}); "
          f"the others part at turn {dict(sorted(parted.items()))}")
    print(f"mean turns: recorded {np.mean(theirs):.4f}, ndle {np.mean(ours):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
