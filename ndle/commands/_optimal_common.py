"""What `ndle optimal`'s one-board commands share: their wording, writing tree files, refusing sweep options."""

from __future__ import annotations

from ndle.errors import NdleError
from ndle.commands._common import finish_hint


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
    args.on_interrupt = (f"decided openers are kept in {args.journal}; {finish_hint(args)}" if args.journal else
                         "nothing was saved: give --journal FILE to keep decided openers across interruptions")
