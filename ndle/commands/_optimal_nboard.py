"""`ndle optimal --boards N --objective last|total` or a position: the n-board options, their refusals, the print."""

from __future__ import annotations

from ndle.errors import NdleError
from ndle.commands._common import emit_json, positive_int, split_words
from ndle.commands._optimal_common import sweep_hint
from ndle.checks import counted

NBOARD_OBJECTIVES = ("last", "total")


def add_nboard_options(p) -> None:
    """Add the n-board options: --objective, a position (--answers/--after or feedback), --memo (--boards is a game
    option)."""
    g = p.add_argument_group("n boards (exact expected score, boards independent)")
    g.add_argument("--seen", nargs="+", default=[], metavar="GUESS=FB1,FB2,...",
                   help="a position as observed feedback, as ndle suggest takes it: each guess and its feedback on "
                        "every board ('-' for a board already solved)")
    g.add_argument("--objective", default="last", metavar="OBJ",
                   help="last: the turn the last board is solved (default; one board: expected guesses); total: "
                        "the sum of the boards' solve turns; worst: the worst case; or, one board, keys compared "
                        "in order, separated by commas: total, worst, deepest (answers needing the worst case's "
                        "guesses; after worst), beyond:K (answers needing more than K guesses), e.g. "
                        "worst,deepest or total,beyond:4")
    g.add_argument("--answers", metavar="A,B,...", help="the boards' answers (with --after: the position they give)")
    g.add_argument("--after", metavar="W1,W2,...", help="guesses already played (with --answers)")
    g.add_argument("--memo", type=positive_int, default=None, metavar="P",
                   help="most positions memoised (default 2,097,152); beyond it the search says so and goes on")


def wants_nboard(args) -> bool:
    """Return whether the options ask for the n-board search rather than the one-board tree search."""
    return bool((args.boards or 1) > 1 or args.objective == "total"
                or args.answers is not None or args.after is not None or args.seen)  # --seen: nargs="+"


def position_of(args) -> tuple[list[str] | None, list[str], list | None]:
    """Return the position the options give: the answers, the guesses after them, the rows seen (`--seen`)."""
    answers = split_words(args.answers, "--answers") if args.answers is not None else None
    after = split_words(args.after, "--after") if args.after is not None else []
    if not args.seen:
        return answers, after, None
    from ndle.commands.suggest import parse_given  # only then: `ndle optimal` imports no other command

    return answers, after, parse_given(args.seen)


def refuse_nboard(args, game) -> None:
    """Refuse the one-board options with the n-board search, and say what an interruption keeps."""
    if game.hard or args.width or args.tree or args.tree_json or args.csv:
        raise NdleError("--hard, --width, --tree, --tree-json and --csv are one-board options (not with --boards, "
                        "--objective total or a position)")
    if args.max_guesses is not None:
        raise NdleError("the n-board search has no guess limit (expected turns only): drop --max-guesses")
    if args.resume and not args.journal:
        raise NdleError("--resume needs --journal FILE")
    if (args.opener or "").lower() == "auto":
        raise NdleError("--opener auto is the one-board search's; with several boards give a word or 'all'")
    args.on_interrupt = sweep_hint(args, args.journal, "guesses")


def show_nboard(args, game, solution) -> int:
    """Print an n-board ranking (the opener's value of the whole game as its mean in JSON)."""
    r = solution.result
    if args.json:
        d = r.to_dict()
        whole = args.answers is None and not args.seen
        if (args.opener or "all").lower() != "all" and r.ranking and whole:
            d.update(opener=r.best, mean=d["value"])  # the whole game: today's fields, the opener in the mean
        emit_json(d)
        return 0
    what = "turn the last board is solved" if r.objective == "last" else "sum of the boards' solve turns"
    under = ("" if r.prior == "uniform" else f" under the prior {r.prior}") + (" in consistent play" if r.consistent
                                                                                else "")
    print(f"{counted(r.boards, 'board')}, {game.words.name}, {r.n_tuples:,} answer tuples; expected {what}{under}:")
    for w, v in r.ranking:
        print(f"  {w}  {v:.4f}")
    status = ("proven optimal" if (args.opener or "all").lower() == "all" else "exact") if r.proven else \
        "INCOMPLETE (rerun with --resume)"
    print(f"best {r.best} {r.value:.4f}, {status}; {r.nodes:,} positions searched; "
          f"{r.seconds:.1f} s")
    return 0
