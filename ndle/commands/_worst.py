"""`ndle optimal --objective worst` and `--adversary absurdle`: their refusals and their print (the searches run in
`ndle.solve`)."""

from __future__ import annotations

from ndle.errors import NdleError
from ndle.commands._common import emit_json
from ndle.commands._optimal_common import (check_sweep, guesses_text, histogram_text, save_trees, show_one, show_sweep,
                                           sweep_hint)


def _show(args, result, lines) -> int:
    """Print `result` as JSON with --json, else the lines (a callable, so nothing is formatted for JSON)."""
    if args.json:
        emit_json(result.to_dict())
    else:
        print("\n".join(lines()))
    return 0


def _mode(game) -> str:
    """Return the rule on guesses the search kept: consistent play, hard mode or normal mode."""
    return "consistent play" if game.consistent else "hard mode" if game.hard else "normal mode"


def refuse_worst(args, game, search: str) -> None:
    """Refuse what `--objective worst` does not take: --opener auto, --width; on several boards hard mode; over
    every opener the sweep's own refusals."""
    if (args.opener or "").lower() == "auto":
        raise NdleError("--objective worst takes --opener WORD or --opener all, not auto")
    if args.width:
        raise NdleError("--objective worst is exhaustive; --width does not apply")
    if search == "multi_worst" and game.hard:
        raise NdleError("the n-board worst case is searched in normal mode only")
    if search == "worst_sweep":
        check_sweep(args)


def refuse_adversary(args, game) -> None:
    """Refuse hard mode and --width against the host."""
    if game.hard or args.width:
        raise NdleError("--adversary searches every line of guesses in normal mode: --hard and --width do not apply")


def show_worst(args, game, solution) -> int:
    """Print the worst case after one opener, writing its tree."""
    r, words = solution.result, game.words
    b = r.best
    save_trees(args, words, b)
    return _show(args, r, lambda: [
        f"{b.opener}: every answer within {guesses_text(r.worst)}, and no strategy after it does so within "
        f"{r.worst - 1} (proven; {_mode(game)}, {words.name})",
        f"least total among those strategies {b.total:,} over {b.n_answers:,} answers, mean {b.mean:.4f}; "
        f"histogram {histogram_text(b.histogram)}; {r.seconds:.1f} s"])


def show_worst_classes(args, game, solution) -> int:
    """Print the least worst case over every opener of a symmetric code space, class by class."""
    c, words = solution.result, game.words
    r, d = c.result, c.worst
    b = r.best
    return _show(args, r, lambda: [
        f"worst case: every answer within {guesses_text(d)} (after {b.opener}); no first guess does so within "
        f"{d - 1} (proven over all {c.n_openers:,} first guesses by their {len(c.classes)} symmetry classes; "
        f"{_mode(game)}, {words.name}, {game.feedback} feedback)",
        "per class: " + ", ".join(f"{g} {'>' + str(c.max_guesses) if v is None else v}" for g, v in c.classes),
        f"least total within {guesses_text(d)} after {b.opener}: {b.total:,} over {b.n_answers:,} answers, mean "
        f"{b.mean:.4f}; histogram {histogram_text(b.histogram)}"])


def show_worst_sweep(args, game, solution) -> int:
    """Print the least worst case over every opener, then solve and print the least totals within it."""
    from ndle.solver.front import solve

    r = solution.result
    if not r.complete:
        print(f"INCOMPLETE: {r.decided:,} of {r.n_openers:,} first guesses decided; rerun with --resume")
        return 0
    if not args.json:
        print(f"worst case: every answer within {guesses_text(r.worst)} (first found: {r.best_opener}); no first "
              f"guess of all {r.n_openers:,} does so within {r.worst - 1} (proven; {_mode(game)}, "
              f"{game.words.name}; {r.cpu_seconds:.0f} processor s)")
        print(f"least totals among the strategies within {guesses_text(r.worst)}:")
    journal = f"{args.journal}.total" if args.journal else None
    args.on_interrupt = sweep_hint(args, journal)
    within = game.changed(max_guesses=r.worst)
    totals = solve(within, opener="all", top=args.top, journal=journal, resume=args.resume,
                   progress=False if args.quiet else None, **solution_options(args))
    if totals.search != "sweep":  # consistent play: every answer in rounds, the one-board search's 'all'
        return show_one(args, within, totals)
    return show_sweep(args, within, totals)


def solution_options(args) -> dict:
    """Return the parallel options a sweep takes (the workers already checked)."""
    from ndle.commands._common import backend_kwargs, workers

    return {"jobs": workers(args.jobs, "optimal"), **backend_kwargs(args)}


def show_forced(args, game, solution) -> int:
    """Print the shortest forced win against the host, with the line."""
    r, boards = solution.result, game.boards
    return _show(args, r, lambda: [
        f"against the absurdle host on {boards} board{'s' if boards > 1 else ''} ({game.words.name}): a win is forced "
        f"in {guesses_text(r.length)}, and no line of {r.length - 1} forces one (proven; {r.seconds:.1f} s)",
        *(f"  {g}  {'  '.join(shown)}" for g, shown in zip(r.guesses, r.replies))])


def show_multi_worst(args, game, solution) -> int:
    """Print the n-board worst case."""
    r, boards = solution.result, game.boards
    return _show(args, r, lambda: [
        f"{boards} boards ({game.words.name}): every board solved by turn {r.worst} whatever the (distinct) answers, "
        f"and not by turn {r.worst - 1} (proven; first guess {r.opener}; {r.seconds:.1f} s)"])
