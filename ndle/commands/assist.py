"""`ndle assist --game quordle [--mode sequence]`: a live assistant for a real game in progress (line by line)."""

from __future__ import annotations

import argparse

import numpy as np

from ndle.playing import Session
from ndle.patterns.codes import NOT_WON_HINT
from ndle.commands._common import (add_game_options, add_strategy_options, colour_wanted, game_from, positive_int,
                                   run_session, seed_value, strategy_from)


def register(sub) -> None:
    p = sub.add_parser("assist", help="a live assistant for a real game you are playing: a guess, your feedback, ...",
                       description="Suggests each guess (a line `guess: WORD`) and reads one line per turn: the "
                                   "feedback of that word, one string per board in board order (a solved board's "
                                   "entry may be -), or WORD FB1 FB2 ... if you played another word; undo, show "
                                   "(show all: every candidate), hint (again for more: answers left, a nudge, the "
                                   "best guess), share (the emoji grid players post), quit. "
                                   "In sequence mode it asks only for the visible board, and for a revealed "
                                   "board's earlier feedback. In Xordle and Fibble, " + NOT_WON_HINT + ". Works "
                                   "from a pipe (one line per turn).")
    p.add_argument("--seed", type=seed_value, default=0, metavar="S",
                   help="seed of a randomised strategy's Generator (default 0: the same suggestions every session)")
    p.add_argument("--top", type=positive_int, default=1, metavar="K",
                   help="show the strategy's K best guesses with its scores before each suggestion (default 1)")
    p.add_argument("--hints", action="store_true",
                   help="hints only: no suggestion unless asked for (hint, hint again...); each line is WORD FB...")
    add_strategy_options(p)
    add_game_options(p)
    p.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # accepted as before; a session is text
    p.set_defaults(func=run)


def run(args) -> int:
    game = game_from(args)
    strategy, opener = strategy_from(args, game)
    return run_session(Session(game, strategy, opener, np.random.default_rng(args.seed), top=args.top,
                               colour=colour_wanted(), hints=args.hints))
