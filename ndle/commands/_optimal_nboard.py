"""`ndle optimal --boards N --objective last|total`: exact n-board values (parsing and printing only)."""

from __future__ import annotations

import sys

from ndle.errors import NdleError
from ndle.commands._common import finish_hint, positive_int, split_words, workers
from ndle.checks import counted

NBOARD_OBJECTIVES = ("last", "total")


def add_nboard_options(p) -> None:
    """Add the n-board options: --objective, a position (--answers/--after or feedback), --memo (--boards is a game
    option)."""
    g = p.add_argument_group("n boards (exact expected score, boards independent)")
    g.add_argument("--seen", nargs="+", default=[], metavar="GUESS=FB1,FB2,...",
                   help="a position as observed feedback, as ndle suggest takes it: each guess and its feedback on "
                        "every board ('-' for a board already solved)")
    g.add_argument("--objective", choices=("last", "total", "worst"), default="last",
                   help="last: the turn the last board is solved (default; one board: expected guesses); total: "
                        "the sum of the boards' solve turns; worst: the worst case")
    g.add_argument("--answers", metavar="A,B,...", help="the boards' answers (with --after: the position they give)")
    g.add_argument("--after", metavar="W1,W2,...", help="guesses already played (with --answers)")
    g.add_argument("--memo", type=positive_int, default=None, metavar="P",
                   help="most positions memoised (default 2,097,152); beyond it the search says so and goes on")


def wants_nboard(args) -> bool:
    """Return whether the options ask for the n-board search rather than the one-board tree search."""
    return bool((args.boards or 1) > 1 or args.objective == "total"
                or args.answers is not None or args.after is not None or args.seen)  # --seen: nargs="+"


def _note(message: str) -> None:
    print(f"ndle optimal: {message}", file=sys.stderr, flush=True)


def run_nboard(args, words, prior: str = "uniform") -> int:
    """Rank a position's guesses (or value --opener) by exact expected score (the answers drawn from `prior`) and
    print them."""
    from ndle.commands.suggest import parse_given
    from ndle.solver.nboard.search import DEFAULT_CAPACITY
    from ndle.solver.nboard.optimal import nboard_optimal

    if args.hard or args.width or args.tree or args.tree_json or args.csv:
        raise NdleError("--hard, --width, --tree, --tree-json and --csv are one-board options (not with --boards, "
                        "--objective total or a position)")
    if args.limit_given:
        raise NdleError("the n-board search has no guess limit (expected turns only): drop --max-guesses")
    if args.resume and not args.journal:
        raise NdleError("--resume needs --journal FILE")
    answers = split_words(args.answers, "--answers") if args.answers is not None else None
    after = split_words(args.after, "--after") if args.after is not None else []
    feedback = parse_given(args.seen) if args.seen else None
    opener = (args.opener or "").lower()
    if opener in ("", "all"):
        only = None
    elif opener == "auto":
        raise NdleError("--opener auto is the one-board search's; with several boards give a word or 'all'")
    else:
        only = [opener]
    if prior != "uniform":  # a position: its candidates decide, else the list's answers
        from ndle.commands._optimal_prior import check_size
        from ndle.solver.nboard.optimal import start_from
        boards = (start_from(words, args.boards, answers=answers, after=after, feedback=feedback, rule=args.feedback)
                  .boards if answers is not None or feedback is not None else ())
        check_size(words, args.any_size, max(map(len, boards)) if boards else None)
    jobs = workers(args.jobs, "optimal")
    args.on_interrupt = (f"decided guesses are kept in {args.journal}; {finish_hint(args)}" if args.journal else
                         "nothing was saved: give --journal FILE to keep decided guesses across interruptions")
    r = nboard_optimal(words, args.boards, args.objective, answers=answers, after=after, feedback=feedback,
                       only=only, top=args.top, jobs=jobs, journal=args.journal, resume=args.resume,
                       capacity=args.memo or DEFAULT_CAPACITY, progress=False if args.quiet else None,
                       backend=args.backend, scheduler=args.scheduler, on_full=_note, rule=args.feedback,
                       prior=prior)
    if args.json:
        from ndle.commands._common import emit_json

        d = r.to_dict()
        if only is not None and r.ranking and not (answers or feedback):
            d.update(opener=r.best, mean=d["value"])  # the whole game: today's fields, the opener in the mean
        emit_json(d)
        return 0
    what = "turn the last board is solved" if r.objective == "last" else "sum of the boards' solve turns"
    under = "" if prior == "uniform" else f" under the prior {prior}"
    print(f"{counted(r.boards, 'board')}, {words.name}, {r.n_tuples:,} answer tuples; expected {what}{under}:")
    for w, v in r.ranking:
        print(f"  {w}  {v:.4f}")
    status = ("proven optimal" if only is None else "exact") if r.proven else "INCOMPLETE (rerun with --resume)"
    print(f"best {r.best} {r.value:.4f}, {status}; {r.nodes:,} positions searched; {r.seconds:.1f} s")
    return 0
