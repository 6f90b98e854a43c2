"""`ndle optimal --prior FILE|frequency`: the least expected number of guesses on one board when the answers are
drawn from a prior, exact: after one opener (`ndle.solver.one.wkernel`) or over every one, each decided in turn
and journaled with --journal (`ndle.solver.one.prior_sweep`)."""

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
        ("--csv", args.csv), ("--position", getattr(args, "position", None)))
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


def run_prior(args, rules, words) -> int:
    """Print the least expected guesses under the game's prior, over every first guess or after `--opener`."""
    from ndle.game import Game
    from ndle.patterns.feedback.base import rule_named
    from ndle.solver.one.prior_sweep import prior_sweep
    from ndle.solver.one.wsearch import WeightedSearch

    check_size(words, args.any_size)
    opener = None if args.opener.lower() in ("all", "auto") else words.guess_id(args.opener)
    game = Game(words, rules)
    solved = rule_named(args.feedback).solved(words.length)
    start = time.process_time()
    if opener is None:
        r = prior_sweep(words, game.matrix, game.weights, solved, prior=rules.prior, max_guesses=args.max_guesses,
                        journal=args.journal, resume=args.resume, progress=False if args.quiet else None)
        expected, first, counts, seconds = r.expected, r.opener, r.counts, sum(r.seconds.values())
    else:
        search = WeightedSearch(game.matrix, game.weights, words.answer_guess, solved)
        value = search.after(opener, np.arange(len(words.answers)), args.max_guesses)
        expected, first, counts = search.real(value) / search.real(int(search.q.sum())), words.guesses[opener], {}
        seconds = time.process_time() - start
    if not np.isfinite(expected):
        raise NdleError(f"no strategy finds every answer within {guesses_text(args.max_guesses)}")
    if args.json:
        emit_json({"words": words.name, "prior": rules.prior, "objective": "expected", "opener": first,
                   "expected_guesses": expected, "max_guesses": args.max_guesses, "proven": True,
                   "whole_list": opener is None, "cpu_seconds": round(seconds, 3)} | ({"openers": counts} if counts
                                                                                      else {}))
        return 0
    where = "over every first guess" if opener is None else "after it"
    how = f"; openers cut by the bound {counts['root']:,}, by the search {counts['search']:,}, solved " \
          f"{counts['exact']:,}" if counts else ""
    print(f"{first}: least expected guesses {expected:.6f} under the prior {rules.prior} ({where}; proven; "
          f"{words.name}, {len(words.answers):,} answers, at most {guesses_text(args.max_guesses)}{how}; "
          f"{seconds:.1f} processor s)")
    return 0
