"""`ndle optimal --objective worst`: the least guaranteed number of guesses (one opener, or every opener)."""

from __future__ import annotations

from ndle.solver.worst.forced import forced_win
from ndle.errors import NdleError
from ndle.solver.worst.search import worst_case
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
    if which == "all":
        return _run_all(args, words, run_all, mode)
    r = worst_case(words, args.opener, hard=args.hard, max_guesses=args.max_guesses)
    b = r.best
    save_trees(args, words, b)
    return _show(args, r, lambda: [
        f"{b.opener}: every answer within {guesses_text(r.worst)}, and no strategy after it does so within "
        f"{r.worst - 1} (proven; {mode} mode, {words.name})",
        f"least total among those strategies {b.total:,} over {b.n_answers:,} answers, mean {b.mean:.4f}; "
        f"histogram {histogram_text(b.histogram)}; {r.seconds:.1f} s"])


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
    r = forced_win(words, boards, limit=args.max_guesses)
    return _show(args, r, lambda: [
        f"against the absurdle host on {boards} board{'s' if boards > 1 else ''} ({words.name}): a win is forced "
        f"in {guesses_text(r.length)}, and no line of {r.length - 1} forces one (proven; {r.seconds:.1f} s)",
        *(f"  {g}  {'  '.join(shown)}" for g, shown in zip(r.guesses, r.replies))])


def _run_boards(args, words, boards: int) -> int:
    """`--boards N --objective worst`: the least guaranteed turn of the last board (every first guess)."""
    if args.hard:
        raise NdleError("the n-board worst case is searched in normal mode only")
    r = multi_worst(words, boards, limit=args.max_guesses)
    return _show(args, r, lambda: [
        f"{boards} boards ({words.name}): every board solved by turn {r.worst} whatever the (distinct) answers, "
        f"and not by turn {r.worst - 1} (proven; first guess {r.opener}; {r.seconds:.1f} s)"])
