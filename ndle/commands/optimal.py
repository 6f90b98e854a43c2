"""`ndle optimal`: exact least-total-guesses strategies for one board (Selby), exact n-board values
(`--boards N --objective last|total`, a position), the worst case, keys compared in order (`--objective
worst,deepest`), and `--check FILE` for tree files. The command
parses, builds the game, refuses in one line the options the chosen search does not take, calls `ndle.solve` and
prints (`_optimal_show`, `_optimal_nboard`, `_worst`)."""

from __future__ import annotations

import sys
from typing import Any

from ndle.errors import NdleError
from ndle.game import Game, as_game
from ndle.io.files import check_outputs, claim_output
from ndle.rules import PRESETS
from ndle.commands._optimal_lex import lexicographic, refuse_lex
from ndle.commands._optimal_nboard import add_nboard_options, position_of, refuse_nboard, wants_nboard
from ndle.commands._optimal_refuse import refuse_lying, refuse_prior, refuse_xordle
from ndle.commands._optimal_show import SHOW, run_check
from ndle.commands._worst import refuse_adversary, refuse_worst
from ndle.commands._optimal_common import check_sweep, sweep_hint
from ndle.commands._common import (add_backend_options, add_game_options, add_json_option, backend_kwargs,
                                   classic_only, job_count, positive_int, rules_from, workers)


WORDLE_LIMIT = PRESETS["wordle"][1]  # the solver's default (its kernels load only when a command runs)


def register(sub) -> None:
    p = sub.add_parser("optimal", help="exact strategies: one board (Selby), n boards, the worst case; or check a tree",
                       description="Solve f(H) = |H| + min_t sum_s f(P(H,t,s)) exactly after an opener, "
                                   "write the strategy tree, or check a tree file.")
    p.add_argument("--opener", default=None, metavar="WORD",
                   help="first guess; 'auto' solves the --top first guesses by a quick score; 'all' proves the "
                        "complete top-K list over every allowed first guess (Selby's tables; on a whole code space "
                        "under mastermind, bulls-cows or jotto feedback, the best of one opener per symmetry "
                        "class, 'classes') (default salet; "
                        "with several boards or a position: every guess ranked, as 'all')")
    p.add_argument("--top", type=positive_int, default=5, metavar="K",
                   help="openers solved with --opener auto, or listed (ties included) with --opener all (default 5)")
    p.add_argument("--adversary", choices=("absurdle",),
                   help="instead: the least number of guesses that forces a win against this host (it keeps the "
                        "most answers alive), proven, with the winning line; --max-guesses bounds the search")
    p.add_argument("--width", type=int, default=0, metavar="W",
                   help="heuristic: try only the best W guesses per position (fast upper bound, not proven)")
    p.add_argument("--tree", metavar="FILE", help="write the strategy in Selby's text format (FILE.json: ndle JSON)")
    p.add_argument("--tree-json", metavar="FILE", help="also write the strategy as ndle JSON")
    p.add_argument("--check", metavar="FILE", help="check a tree file (text or JSON) against the word list instead")
    g = p.add_argument_group("--opener all (complete top lists)")
    g.add_argument("--jobs", type=job_count, default=1, metavar="J",
                   help="worker processes (default 1; -1: every core; capped at the machine's cores)")
    add_backend_options(g)
    g.add_argument("--journal", metavar="FILE", help="record each decided opener in FILE (JSON lines), for --resume")
    g.add_argument("--resume", action="store_true", help="continue the --journal of an interrupted run")
    g.add_argument("--csv", metavar="FILE", help="also write the list as CSV (rank, opener, total, mean)")
    p.add_argument("--overwrite", action="store_true", help="replace --tree, --tree-json or --csv files already there")
    p.add_argument("--quiet", action="store_true", help="no progress bar (it shows only on a terminal anyway)")
    add_nboard_options(p)
    p.add_argument("--any-size", action="store_true",
                   help="with --prior: search a list of more than 300 answers all the same (it may take hours)")
    add_game_options(p, refuse=classic_only("the exact searches are of classic games"), notes={
        "prior": "the least expected guesses with the answers drawn from this prior (exact; at most 300 answers "
                 "unless --any-size; every first guess, or after --opener WORD; with --boards N each board's "
                 "answer drawn independently)",
        "max_guesses": f"every answer within M guesses (default: --game's, else {WORDLE_LIMIT})",
        "boards": "number of boards (default: --game's, else 1; from the answers or feedback when given)"})
    add_json_option(p)
    p.set_defaults(func=run, takes_xordle=True)  # --game xordle: the exact Xordle search (ndle.solver.xordle.exact)


def outputs(args) -> list[str]:
    """Return the files the command may write, but its journals (--overwrite replaces them)."""
    return [p for p in (args.tree, args.tree_json, args.csv) if p]


FILE_OPTIONS = {"--tree": "tree", "--tree-json": "tree_json", "--csv": "csv", "--journal": "journal"}


def refuse_unwritten(args, opener: str | None) -> None:
    """Refuse a file option the chosen search never writes (it was ignored: exit 0, and no file), from `opener`."""
    writes: tuple[str, ...]
    if args.adversary or args.check:
        writes = ()
        search = "--adversary" if args.adversary else "--check"
    elif args.objective == "worst" and (args.boards or 1) > 1:
        writes, search = (), "the n-board worst case"
    elif lexicographic(args.objective):
        writes, search = ("--tree", "--tree-json", "--journal"), f"--objective {args.objective}"  # --journal: all
    elif wants_nboard(args):
        return  # the n-board search writes --journal and names the one-board options itself
    elif (opener or "").lower() == "all":
        return  # --csv and --journal; the trees are refused by check_sweep
    else:
        writes, search = ("--tree", "--tree-json"), "a single --opener (--csv and --journal go with --opener all)"
    if unused := [name for name, key in FILE_OPTIONS.items() if getattr(args, key) and name not in writes]:
        raise NdleError(f"{' and '.join(unused)} {'is' if len(unused) == 1 else 'are'} not written by {search}")


def journals(args) -> list[str]:
    """Return the journals the command starts or resumes: one per sweep, never replaced."""
    if not args.journal:
        return []
    worst_all = args.objective == "worst" and (args.opener or "").lower() == "all"
    return [args.journal, *([f"{args.journal}.total"] if worst_all else [])]  # the total sweep's, after the worst


def check_files(args, game: Game) -> None:
    """Refuse options that do not go together and files that would be replaced (before any work)."""
    refuse_unwritten(args, args.opener or ("all" if game.observation.weighted else None))  # a prior: every opener
    if not (args.check or args.adversary):
        check_outputs(outputs(args), args.overwrite)  # before any work: nothing finished is replaced
        if args.resume:  # claimed now all the same: a link, a FIFO or a device is refused before any work
            for journal in journals(args):
                claim_output(journal)
        else:
            check_outputs(journals(args), hint="pass --resume to continue it, or choose another journal")


def game_of(args) -> Game:
    """Return the game the options give (every setting checked, those that do not apply refused, before any work);
    its boards (else from the answers or feedback, if given) and its limit (6 unless --game or --max-guesses)."""
    game = as_game(rules_from(args))
    seen = game.observation  # rows that lie and Xordle's merged rows keep their game's own limit
    if not (args.game or args.max_guesses is not None or seen.rows_lie or seen.merged
            or wants_nboard(args) and args.objective != "worst" and not (args.adversary or args.check)):
        game = game.changed(max_guesses=WORDLE_LIMIT)  # the one-board and worst-case searches' own default
    return game


def refuse(args, game: Game, search: str) -> None:
    """Refuse, in one line before any work, an option the chosen search does not take (the game's own parts are
    refused by `ndle.solve`)."""
    seen = game.observation  # a variant's own search takes its own options
    if seen.rows_lie:
        return refuse_lying(args)
    if seen.merged:
        return refuse_xordle(args)
    if seen.weighted:
        refuse_prior(args, wants_nboard(args), game.hard)
    check_files(args, game)
    if search == "forced":
        refuse_adversary(args, game)
    elif search in ("worst", "worst_classes", "worst_sweep", "multi_worst"):
        refuse_worst(args, game, search)
    elif search == "nboard":
        refuse_nboard(args, game)
    elif search == "sweep":
        check_sweep(args)
    elif search == "lex":
        refuse_lex(args, game)
    elif search == "one" and args.journal:  # one opener per symmetry class
        args.on_interrupt = sweep_hint(args, args.journal, "classes")


def run(args) -> int:
    from ndle.io.progress import working
    from ndle.solver.front import ACCEPTS, choose, objective_of
    from ndle.solver.front import solve

    if args.opener is not None and not args.opener.strip():
        raise NdleError("--opener needs a word, 'auto' or 'all', got ''")
    if args.objective in ("expected", "forced"):  # the library's names: --objective last, --adversary absurdle
        raise NdleError(f"unknown --objective {args.objective!r}; choose last, total, worst or keys among total, "
                        "worst, deepest, beyond:K separated by commas (a forced win: --adversary absurdle)")
    game = game_of(args)
    seen = game.observation  # a tree checked is of honest rows, equally likely answers
    if args.check and not (seen.rows_lie or seen.merged or seen.weighted):
        check_files(args, game)
        return run_check(args, game)
    objective = "forced" if args.adversary else args.objective if game.boards == 1 or args.objective != "last" \
        else None
    answers, after, rows = position_of(args)
    position = answers is not None or rows is not None or bool(after)
    search = choose(game, objective_of(game, objective), args.opener, position)
    refuse(args, game, search)
    accepts = ACCEPTS[search]
    options: dict[str, Any] = {"answers": answers, "after": after} if "position" in accepts else {}
    options |= {"rows": rows} if "rows" in accepts else {}
    if "jobs" in accepts and search != "worst_sweep":  # its least totals, a sweep of their own, take them
        options |= {"jobs": workers(args.jobs, "optimal"), **backend_kwargs(args)}
    if "journal" in accepts:
        options |= {"journal": args.journal, "resume": args.resume}
    if "capacity" in accepts:
        options |= {"capacity": args.memo, "on_full": note}
    if "width" in accepts:
        options |= {"width": args.width}
    opener = args.opener if "opener" in accepts else None
    top = 0 if search == "worst_sweep" else args.top  # the least totals within it: a sweep of their own, below
    with working("exact search", progress=False if args.quiet or search != "one" else None):
        solution = solve(game, objective, opener=opener, top=top, progress=False if args.quiet else None,
                         any_size=args.any_size, **options)
    return SHOW[search](args, game, solution)


def note(message: str) -> None:
    """Say the n-board search's memo is full, on stderr in one line."""
    print(f"ndle optimal: {message}", file=sys.stderr, flush=True)
