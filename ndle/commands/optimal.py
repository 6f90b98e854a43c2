"""`ndle optimal`: exact least-total-guesses strategies for one board (Selby), and `--check FILE` for tree files."""

from __future__ import annotations

from ndle.errors import NdleError
from ndle.solver.search import DEFAULT_MAX_GUESSES, optimal
from ndle.solver.trees import check_tree, read_tree, write_tree
from ndle.commands._common import add_word_options, emit_json, guess_limit, positive_int, words_from


def register(sub) -> None:
    p = sub.add_parser("optimal", help="exact least-total-guesses strategy for one board (Selby), or check a tree file",
                       description="Solve f(H) = |H| + min_t sum_s f(P(H,t,s)) exactly after an opener, "
                                   "write the strategy tree, or check a tree file.")
    p.add_argument("--opener", default="salet", metavar="WORD",
                   help="first guess, or 'auto' to solve the --top first guesses by a quick score (default salet)")
    p.add_argument("--top", type=positive_int, default=5, metavar="K",
                   help="openers solved with --opener auto (default 5)")
    p.add_argument("--hard", action="store_true", help="hard mode (Selby's rule)")
    p.add_argument("--max-guesses", type=guess_limit, default=DEFAULT_MAX_GUESSES, metavar="M",
                   help=f"every answer within M guesses (default {DEFAULT_MAX_GUESSES})")
    p.add_argument("--width", type=int, default=0, metavar="W",
                   help="heuristic: try only the best W guesses per position (fast upper bound, not proven)")
    p.add_argument("--tree", metavar="FILE", help="write the strategy in Selby's text format (FILE.json: ndle JSON)")
    p.add_argument("--tree-json", metavar="FILE", help="also write the strategy as ndle JSON")
    p.add_argument("--check", metavar="FILE", help="check a tree file (text or JSON) against the word list instead")
    add_word_options(p)
    p.set_defaults(func=run)


def _guesses(m: int) -> str:
    return f"{m} guess" if m == 1 else f"{m} guesses"


def _hist(h: dict[int, int]) -> str:
    return " ".join(f"{k}:{v}" for k, v in sorted(h.items()))


def run(args) -> int:
    if args.feedback != "exact":
        raise NdleError(f"ndle optimal solves Wordle's exact feedback only, not --feedback {args.feedback}")
    words = words_from(args)
    if args.check:
        report = check_tree(read_tree(args.check), words, hard=args.hard, max_guesses=args.max_guesses)
        if args.json:
            emit_json({"file": args.check, "words": words.name, "hard": args.hard, "valid": True, **report.to_dict()})
        else:
            mode = ", hard mode" if args.hard else ""
            print(f"{args.check}: valid for {words.name} ({report.n_answers:,} answers{mode}, at most "
                  f"{_guesses(args.max_guesses)}): total {report.total:,}, mean {report.mean:.4f}, "
                  f"histogram {_hist(report.histogram)}")
        return 0
    result = optimal(words, args.opener.lower() if args.opener.lower() == "auto" else args.opener, hard=args.hard,
                     max_guesses=args.max_guesses, width=args.width, top=args.top)
    meta = {"words": words.name, "opener": result.opener, "hard": result.hard, "max_guesses": result.max_guesses,
            "total": result.total, "proven": result.proven}
    if args.tree:
        write_tree(result.tree, args.tree, **meta)
    if args.tree_json:
        write_tree(result.tree, args.tree_json, fmt="json", **meta)
    if args.json:
        emit_json(result.to_dict())
        return 0
    mode = "hard" if result.hard else "normal"
    what = "proven optimal" if result.proven else f"upper bound (width {result.width})"
    for w, total, proven in result.ranking:
        flag = "" if proven else " (upper bound)"
        print(f"  {w}  {total:>7,}  mean {total / result.n_answers:.4f}{flag}")
    print(f"{result.opener}: total {result.total:,} over {result.n_answers:,} answers, mean {result.mean:.4f}, "
          f"{what} ({mode} mode, at most {_guesses(result.max_guesses)})")
    print(f"histogram {_hist(result.histogram)}; {result.seconds:.1f} s")
    return 0
