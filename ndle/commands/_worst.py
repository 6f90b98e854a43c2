"""`ndle optimal --objective worst`: the least guaranteed number of guesses (one opener, or every opener)."""

from __future__ import annotations

from ndle.solver.worst.forced import forced_win
from ndle.errors import NdleError
from ndle.solver.one.symmetry import opener_classes
from ndle.solver.worst.search import DepthSolver, worst_case
from ndle.solver.worst.multi import multi_worst
from ndle.solver.worst.openers import worst_sweep
from ndle.commands._common import emit_json
from ndle.commands._optimal_common import guesses_text, histogram_text, check_sweep, save_trees


def _show(args, result, lines) -> int:
    """Print `result` as JSON with --json, else the lines (a callable, so nothing is formatted for JSON)."""
    if args.json:
        emit_json(result.to_dict())
    else:
        print("\n".join(lines()))
    return 0


def run_worst(args, words, run_all) -> int:
    """Solve `--objective worst` for `--opener WORD` or `all` (then `run_all` lists the least totals within it)."""
    which = args.opener.lower()
    if which == "auto":
        raise NdleError("--objective worst takes --opener WORD or --opener all, not auto")
    if args.width:
        raise NdleError("--objective worst is exhaustive; --width does not apply")
    mode = "hard" if args.hard else "normal"
    boards = getattr(args, "boards", None) or 1
    if boards > 1:
        return _run_boards(args, words, boards)
    if which == "all" and (classes := opener_classes(words, args.feedback)) is not None:
        return _run_classes(args, words, classes, mode)
    if which == "all":
        return _run_all(args, words, run_all, mode)
    r = worst_case(words, args.opener, hard=args.hard, max_guesses=args.max_guesses, feedback=args.feedback)
    b = r.best
    save_trees(args, words, b)
    return _show(args, r, lambda: [
        f"{b.opener}: every answer within {guesses_text(r.worst)}, and no strategy after it does so within "
        f"{r.worst - 1} (proven; {mode} mode, {words.name})",
        f"least total among those strategies {b.total:,} over {b.n_answers:,} answers, mean {b.mean:.4f}; "
        f"histogram {histogram_text(b.histogram)}; {r.seconds:.1f} s"])


def _run_classes(args, words, classes: list[int], mode: str) -> int:
    """The least worst case over every opener of a symmetric code space: one opener per class decides."""
    depth = DepthSolver(words, hard=args.hard, feedback=args.feedback)
    found = [(d, g) for g in classes if (d := depth.least_depth(g, args.max_guesses)) is not None]
    if not found:
        raise NdleError(f"no first guess finds every answer within {guesses_text(args.max_guesses)} ({mode} mode)")
    d, g = min(found)
    r = worst_case(words, words.guesses[g], hard=args.hard, max_guesses=d, depth=depth, feedback=args.feedback)
    b = r.best
    return _show(args, r, lambda: [
        f"worst case: every answer within {guesses_text(d)} (after {b.opener}); no first guess does so within "
        f"{d - 1} (proven over all {len(words.guesses):,} first guesses by their {len(classes)} symmetry classes; "
        f"{mode} mode, {words.name}, {args.feedback} feedback)",
        "per class: " + ", ".join(f"{words.guesses[c]} {'>' + str(args.max_guesses) if v is None else v}"
                                  for c, v in ((c, depth.least_depth(c, args.max_guesses)) for c in classes)),
        f"least total within {guesses_text(d)} after {b.opener}: {b.total:,} over {b.n_answers:,} answers, mean "
        f"{b.mean:.4f}; histogram {histogram_text(b.histogram)}"])


def _run_all(args, words, run_all, mode: str) -> int:
    check_sweep(args)
    r = worst_sweep(words, hard=args.hard, max_guesses=args.max_guesses, journal=args.journal, resume=args.resume,
                    progress=False if args.quiet else None)
    if not r.complete:
        print(f"INCOMPLETE: {r.decided:,} of {r.n_openers:,} first guesses decided; rerun with --resume")
        return 0
    if r.worst is None:
        raise NdleError(f"no first guess finds every answer within {guesses_text(args.max_guesses)} ({mode} mode)")
    if not args.json:
        print(f"worst case: every answer within {guesses_text(r.worst)} (first found: {r.best_opener}); no first guess "
              f"of all {r.n_openers:,} does so within {r.worst - 1} (proven; {mode} mode, {words.name}; "
              f"{r.cpu_seconds:.0f} processor s)")
        print(f"least totals among the strategies within {guesses_text(r.worst)}:")
    elif not args.top:
        emit_json(r.to_dict())
        return 0
    args.max_guesses = r.worst
    args.journal = f"{args.journal}.total" if args.journal else None
    return run_all(args, words)


def run_adversary(args, words) -> int:
    """Solve `--adversary absurdle`: the shortest forced win on `--boards` boards, with the line."""
    boards = getattr(args, "boards", None) or 1
    if args.hard or args.width:
        raise NdleError("--adversary searches every line of guesses in normal mode: --hard and --width do not apply")
    r = forced_win(words, boards, limit=args.max_guesses, feedback=args.feedback)
    return _show(args, r, lambda: [
        f"against the absurdle host on {boards} board{'s' if boards > 1 else ''} ({words.name}): a win is forced "
        f"in {guesses_text(r.length)}, and no line of {r.length - 1} forces one (proven; {r.seconds:.1f} s)",
        *(f"  {g}  {'  '.join(shown)}" for g, shown in zip(r.guesses, r.replies))])


def _run_boards(args, words, boards: int) -> int:
    """`--boards N --objective worst`: the least guaranteed turn of the last board (every first guess)."""
    if args.hard:
        raise NdleError("the n-board worst case is searched in normal mode only")
    r = multi_worst(words, boards, limit=args.max_guesses, feedback=args.feedback)
    return _show(args, r, lambda: [
        f"{boards} boards ({words.name}): every board solved by turn {r.worst} whatever the (distinct) answers, "
        f"and not by turn {r.worst - 1} (proven; first guess {r.opener}; {r.seconds:.1f} s)"])
