"""`ndle optimal --prior FILE|frequency`: the least expected number of guesses on one board when the answers are
drawn from a prior (`ndle.solver.one.weighted`), exact, on lists small enough for its search."""

from __future__ import annotations

import time

import numpy as np

from ndle.errors import NdleError
from ndle.commands._common import emit_json
from ndle.commands._optimal_common import guesses_text

MAX_PRIOR_ANSWERS = 300  # above it the weighted search may take hours: refused unless --any-size


def refuse_options(args) -> None:
    """Raise NdleError (one line) for an option the weighted search does not honour, before any work."""
    given = [flag for flag, on in (
        ("--objective worst", args.objective == "worst"),
        ("--adversary", args.adversary), ("--check", args.check), ("--tree", args.tree),
        ("--tree-json", args.tree_json), ("--width", args.width), ("--hard", args.hard),
        ("--journal", args.journal), ("--csv", args.csv), ("--position", getattr(args, "position", None)))
        if on]
    if given:
        raise NdleError(f"{given[0]} does not apply with --prior: the weighted search gives one board's least expected "
                        "guesses (normal mode) and its first guess")


def refuse_nboard_options(args) -> None:
    """Raise NdleError (one line) for an option the n-board search under a prior does not honour, before any work."""
    given = [flag for flag, on in (
        ("--objective worst", args.objective == "worst"), ("--adversary", args.adversary), ("--check", args.check),
        ("--journal", args.journal)) if on]
    if given:
        raise NdleError(f"{given[0]} does not apply with --prior and several boards: the search under a prior gives "
                        "the least expected score (--objective last or total)")


def check_size(words, any_size: bool, candidates: int | None = None) -> None:
    """Raise NdleError (one line) for a list over `MAX_PRIOR_ANSWERS` answers (or a position with more
    `candidates` on a board) unless the user asked for any size."""
    n = len(words.answers) if candidates is None else candidates
    if n > MAX_PRIOR_ANSWERS and not any_size:
        got = f"{n:,}" if candidates is None else f"{n:,} candidates on a board"
        raise NdleError(f"the exact search under a prior takes at most {MAX_PRIOR_ANSWERS} answers unless asked "
                        f"(--any-size: it may take hours), got {got}")


def run_prior(args, rules) -> int:
    """Print the least expected guesses under the game's prior, over every first guess or after `--opener`."""
    from ndle.game import Game
    from ndle.patterns.feedback.base import rule_named
    from ndle.solver.one.weighted import WeightedSolver

    refuse_options(args)
    words = rules.word_list()
    check_size(words, args.any_size)
    opener = None if (args.opener or "all").lower() in ("all", "auto") else words.guess_id(args.opener)
    game = Game(words, rules)
    start = time.process_time()
    solver = WeightedSolver(game.matrix, game.weights, words.answer_guess, words.length,
                            solved=rule_named(args.feedback).solved(words.length))
    every = np.arange(len(words.answers))
    if opener is None:
        total, first = solver.solve(every, args.max_guesses)
    else:
        total, first = solver.after(opener, every, args.max_guesses), opener
    if not np.isfinite(total):
        raise NdleError(f"no strategy finds every answer within {guesses_text(args.max_guesses)}")
    seconds = time.process_time() - start
    word = words.guesses[first]
    if args.json:
        emit_json({"words": words.name, "prior": rules.prior, "objective": "expected", "opener": word,
                   "expected_guesses": total, "max_guesses": args.max_guesses, "proven": True,
                   "whole_list": opener is None, "cpu_seconds": round(seconds, 3)})
        return 0
    where = "over every first guess" if opener is None else "after it"
    print(f"{word}: least expected guesses {total:.4f} under the prior {rules.prior} ({where}; proven; "
          f"{words.name}, {len(words.answers):,} answers, at most {guesses_text(args.max_guesses)}; "
          f"{seconds:.1f} processor s)")
    return 0
