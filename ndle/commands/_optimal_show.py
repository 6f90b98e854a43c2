"""What `ndle optimal` prints for each search `ndle.solve` chooses (`SHOW`, by its names), and `--check FILE`."""

from __future__ import annotations

from ndle.commands._common import emit_json
from ndle.commands._optimal_common import guesses_text, histogram_text, show_one, show_sweep
from ndle.commands._optimal_lex import show_lex
from ndle.commands._optimal_nboard import show_nboard
from ndle.commands._worst import (show_forced, show_multi_worst, show_worst, show_worst_classes,
                                  show_worst_sweep)


def run_check(args, game) -> int:
    """`--check FILE`: check a tree file against the game and print its total, mean and histogram."""
    from ndle.solver.one.search import check

    report = check(args.check, game)
    words = game.words
    if args.json:
        emit_json({"file": args.check, "words": words.name, "hard": game.hard, "valid": True, **report.to_dict()})
    else:
        mode = ", hard mode" if game.hard else ""
        print(f"{args.check}: valid for {words.name} ({report.n_answers:,} answers{mode}, at most "
              f"{guesses_text(game.max_guesses)}): total {report.total:,}, mean {report.mean:.4f}, "
              f"histogram {histogram_text(report.histogram)}")
    return 0


def show_prior(args, game, solution) -> int:
    """Print one board's least expected guesses under the prior."""
    r = solution.result
    if args.json:
        emit_json(r.to_dict())
        return 0
    where = ("over every first guess" if r.whole_list else "after it") + ("; consistent play" if r.consistent else "")
    c = r.counts
    how = f"; openers cut by the bound {c['root']:,}, by the search {c['search']:,}, solved {c['exact']:,}" if c \
        else ""
    print(f"{r.opener}: least expected guesses {r.expected:.6f} under the prior {r.prior} ({where}; proven; "
          f"{r.words}, {r.n_answers:,} answers, at most {guesses_text(r.max_guesses)}{how}; "
          f"{r.seconds:.1f} processor s)")
    return 0


def show_lying(args, game, solution) -> int:
    """Print the least expected guesses of a board whose rows lie, and a first guess."""
    r = solution.result
    if args.json:
        emit_json(r)
        return 0
    first = r["first_guess"] or "none (no play wins every answer in time)"
    print(f"{r['game']}: least expected guesses {r['expected_guesses']:.4f} (exact, the lies uniform), "
          f"first guess {first}")
    return 0


def show_xordle(args, game, solution) -> int:
    """Print Xordle's least expected further guesses from the position, and a best guess."""
    r = solution.result
    if args.json:
        emit_json(r)
        return 0
    where = f"after {r['turn']} guesses" if r["turn"] else "from the empty board"
    print(f"xordle on {r['words']} ({r['answers']} answers, {r['pairs_left']:,} pairs left {where}): "
          f"least expected further guesses to find both words {r['expected_guesses']:.4f}"
          + (f"; a best guess: {r['guess']}" if r["guess"] else ""))
    return 0


SHOW = {"one": show_one, "sweep": show_sweep, "prior": show_prior, "nboard": show_nboard, "worst": show_worst,
        "worst_classes": show_worst_classes, "worst_sweep": show_worst_sweep, "multi_worst": show_multi_worst,
        "forced": show_forced, "lying": show_lying, "xordle": show_xordle, "lex": show_lex}
