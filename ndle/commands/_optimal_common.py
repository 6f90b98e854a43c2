"""What `ndle optimal`'s one-board commands share: their wording, writing tree files, refusing sweep options, printing
a sweep's top list."""

from __future__ import annotations

from ndle.errors import NdleError
from ndle.commands._common import emit_json, finish_hint
from ndle.io.files import write_atomic


def guesses_text(m: int) -> str:
    """Return "1 guess" or "m guesses"."""
    return f"{m} guess" if m == 1 else f"{m} guesses"


def histogram_text(h: dict[int, int]) -> str:
    """Return a histogram as "turn:count" pairs in turn order."""
    return " ".join(f"{k}:{v}" for k, v in sorted(h.items()))


def save_trees(args, words, result) -> None:
    """Write an `OptimalResult`'s tree to `--tree` and `--tree-json`, where given."""
    from ndle.solver.one.trees import write_tree

    meta = {"words": words.name, "opener": result.opener, "hard": result.hard, "max_guesses": result.max_guesses,
            "total": result.total, "proven": result.proven}
    if args.tree:
        write_tree(result.tree, args.tree, **meta)
    if args.tree_json:
        write_tree(result.tree, args.tree_json, fmt="json", **meta)


def check_sweep(args) -> None:
    """Refuse the options `--opener all` cannot take, and say what an interruption keeps."""
    for opt in ("tree", "tree_json"):
        if getattr(args, opt):
            raise NdleError(f"--{opt.replace('_', '-')} needs a single --opener, not all")
    if args.width:
        raise NdleError("--opener all is exhaustive; --width does not apply")
    if args.resume and not args.journal:
        raise NdleError("--resume needs --journal FILE")
    args.on_interrupt = sweep_hint(args, args.journal)


def sweep_hint(args, journal: str | None, what: str = "openers") -> str:
    """Return what an interrupted sweep keeps (in `journal`, if any), and how to finish it."""
    return (f"decided {what} are kept in {journal}; {finish_hint(args)}" if journal else
            f"nothing was saved: give --journal FILE to keep decided {what} across interruptions")


def show_sweep(args, game, solution) -> int:
    """`--opener all`: write --csv and print the complete top-K list."""
    r = solution.result
    if args.csv:
        write_atomic(args.csv, "rank,opener,total,mean\n" + "".join(
            f"{'=' if tied else ''}{rank},{w},{t},{t / r.n_answers:.4f}\n" for rank, tied, w, t in r.rows()))
    if args.json:
        emit_json(r.to_dict())
        return 0
    print(f"{'rank':>5}  {'opener':<6}  {'mean':>6}  {'total':>6}")
    for rank, tied, w, t in r.rows():
        print(f"{('=' if tied else '') + str(rank):>5}  {w:<6}  {t / r.n_answers:.4f}  {t:>6,}")
    mode = "hard" if r.hard else "normal"
    c = r.counts
    how = f"root bound {c['root']:,}, search {c['search']:,}, solved exactly {c['exact']:,}"
    if r.complete:
        print(f"complete: all {r.n_openers:,} allowed first guesses decided ({how}); {mode} mode, "
              f"at most {guesses_text(r.max_guesses)}, {game.words.name}; {r.wall:.0f} s")
    else:
        print(f"INCOMPLETE: {r.decided:,} of {r.n_openers:,} first guesses decided ({how}); rerun with --resume")
    return 0


def show_one(args, game, solution) -> int:
    """One opener, `auto` or one per symmetry class: write the trees, print the ranking and the best."""
    result = solution.result
    save_trees(args, game.words, result)
    if args.json:
        emit_json(result.to_dict())
        return 0
    from ndle.solver.front import opener_of

    classes = (opener_of(game, args.opener, "one") or "").lower() == "all"  # 'all' here: one opener per symmetry class
    mode = ("consistent play" if getattr(result, "consistent", False) else
            "hard mode" if result.hard else "normal mode")
    what = "proven optimal" if result.proven else f"upper bound (width {result.width})"
    for w, total, proven in result.ranking:
        flag = "" if proven else " (at least: cut off)" if classes else " (upper bound)"
        print(f"  {w}  {total:>7,}  mean {total / result.n_answers:.4f}{flag}")
    print(f"{result.opener}: total {result.total:,} over {result.n_answers:,} answers, mean {result.mean:.4f}, "
          f"{what} ({mode}, at most {guesses_text(result.max_guesses)})")
    print(f"histogram {histogram_text(result.histogram)}; {result.seconds:.1f} s")
    return 0
