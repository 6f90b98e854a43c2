"""`ndle optimal`: exact least-total-guesses strategies for one board (Selby), exact n-board values
(`--boards N --objective last|total`, a position), and `--check FILE` for tree files."""

from __future__ import annotations

from ndle.errors import NdleError
from ndle.io.files import check_outputs, claim_output, write_atomic
from ndle.rules import PRESETS, XORDLE_MODE
from ndle.rules import Rules
from ndle.commands._optimal_nboard import add_nboard_options, run_nboard, wants_nboard
from ndle.commands._optimal_common import guesses_text, histogram_text, check_sweep, save_trees
from ndle.commands._common import (add_backend_options, add_game_options, add_json_option, backend_kwargs,
                                   classic_only, emit_json, job_count, positive_int, rules_from, workers)


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


def refuse_unwritten(args) -> None:
    """Refuse a file option the chosen search never writes (it was ignored: exit 0, and no file)."""
    if args.adversary or args.check:
        writes: tuple[str, ...] = ()
        search = "--adversary" if args.adversary else "--check"
    elif args.objective == "worst" and (args.boards or 1) > 1:
        writes, search = (), "the n-board worst case"
    elif wants_nboard(args):
        return  # the n-board search writes --journal and names the one-board options itself
    elif (args.opener or "").lower() == "all":
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


def game_settings(args) -> Rules:
    """Return the game the options give (every setting checked, those that do not apply refused, before any work),
    and set the hard mode, boards and limit the searches read (`limit_given`: whether --max-guesses was)."""
    rules = rules_from(args)
    args.limit_given, args.hard, args.feedback = args.max_guesses is not None, rules.hard, rules.feedback
    args.boards = rules.boards if args.game else args.boards  # else from the answers or feedback, if given
    args.max_guesses = rules.max_guesses if args.game or args.limit_given else WORDLE_LIMIT
    return rules


def checked_words(args, rules: Rules):
    """Return the game's word list, refusing options that do not go together and files that would be replaced
    (before any work)."""
    if args.opener is not None and not args.opener.strip():
        raise NdleError("--opener needs a word, 'auto' or 'all', got ''")
    refuse_unwritten(args)
    words = rules.word_list()
    if not (args.check or args.adversary):
        check_outputs(outputs(args), args.overwrite)  # before any work: nothing finished is replaced
        if args.resume:  # claimed now all the same: a link, a FIFO or a device is refused before any work
            for journal in journals(args):
                claim_output(journal)
        else:
            check_outputs(journals(args), hint="pass --resume to continue it, or choose another journal")
    return words


def run(args) -> int:
    from ndle.solver.one.symmetry import opener_classes

    rules = game_settings(args)
    if rules.lies:
        return run_lying(args, rules)
    if rules.mode == XORDLE_MODE:  # the pairs' own exact search, small lists only
        from ndle.commands._optimal_xordle import run_xordle
        return run_xordle(args, rules)
    if rules.prior != "uniform":  # the weighted searches (uniform: Selby's least total, the same expectation)
        from ndle.commands._optimal_prior import refuse_nboard_options, refuse_options, run_prior
        if not wants_nboard(args):
            refuse_options(args)
            args.opener = args.opener or "all"
            return run_prior(args, rules, checked_words(args, rules))
        refuse_nboard_options(args)
        words = checked_words(args, rules)
        return run_nboard(args, words, rules.prior)
    words = checked_words(args, rules)
    if args.adversary:
        from ndle.commands._worst import run_adversary
        return run_adversary(args, words)
    if args.objective == "worst" and not args.check:
        from ndle.commands._worst import run_worst
        args.opener = args.opener if args.opener is not None else "all" if words.codes else "salet"
        return run_worst(args, words, run_all)
    if wants_nboard(args) and not args.check:
        return run_nboard(args, words)
    if args.opener is None:
        args.opener = "all" if words.codes else "salet"  # a code space: every opener (by symmetry class)
    if args.check:
        return run_check(args, words)
    which = args.opener.lower()
    if which == "all" and opener_classes(words, args.feedback) is not None:
        which = "classes"  # a symmetric rule on a whole code space: one opener per class decides (solver.symmetry)
    if which == "all":
        return run_all(args, words)
    return run_openers(args, words, which)


def run_check(args, words) -> int:
    """`--check FILE`: check a tree file and print its total, mean and histogram."""
    from ndle.solver.one.trees import check_tree, read_tree

    report = check_tree(read_tree(args.check), words, hard=args.hard, max_guesses=args.max_guesses,
                        feedback=args.feedback)
    if args.json:
        emit_json({"file": args.check, "words": words.name, "hard": args.hard, "valid": True, **report.to_dict()})
    else:
        mode = ", hard mode" if args.hard else ""
        print(f"{args.check}: valid for {words.name} ({report.n_answers:,} answers{mode}, at most "
              f"{guesses_text(args.max_guesses)}): total {report.total:,}, mean {report.mean:.4f}, "
              f"histogram {histogram_text(report.histogram)}")
    return 0


def run_openers(args, words, which: str) -> int:
    """One opener, `auto` or `classes`: solve, write the trees, print the ranking and the best."""
    from ndle.io.progress import working
    from ndle.solver.one.search import optimal

    with working("exact search", progress=False if args.quiet else None):  # one opener has no bar of its own
        result = optimal(words, which if which in ("auto", "classes") else args.opener, hard=args.hard,
                         max_guesses=args.max_guesses, width=args.width, top=args.top,
                         progress=False if args.quiet else None, feedback=args.feedback)
    save_trees(args, words, result)
    if args.json:
        emit_json(result.to_dict())
        return 0
    mode = "hard" if result.hard else "normal"
    what = "proven optimal" if result.proven else f"upper bound (width {result.width})"
    for w, total, proven in result.ranking:
        flag = "" if proven else " (at least: cut off)" if which == "classes" else " (upper bound)"
        print(f"  {w}  {total:>7,}  mean {total / result.n_answers:.4f}{flag}")
    print(f"{result.opener}: total {result.total:,} over {result.n_answers:,} answers, mean {result.mean:.4f}, "
          f"{what} ({mode} mode, at most {guesses_text(result.max_guesses)})")
    print(f"histogram {histogram_text(result.histogram)}; {result.seconds:.1f} s")
    return 0


def run_all(args, words) -> int:
    """`--opener all`: prove and print the complete top-K list."""
    from ndle.solver.one.openers import sweep

    if args.top < 1:
        raise NdleError(f"--top must be at least 1, got {args.top}")
    check_sweep(args)
    jobs = workers(args.jobs, "optimal")
    r = sweep(words, args.top, hard=args.hard, max_guesses=args.max_guesses, jobs=jobs, journal=args.journal,
              resume=args.resume, progress=False if args.quiet else None, feedback=args.feedback,
              **backend_kwargs(args))
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
              f"at most {guesses_text(r.max_guesses)}, {words.name}; {r.wall:.0f} s")
    else:
        print(f"INCOMPLETE: {r.decided:,} of {r.n_openers:,} first guesses decided ({how}); rerun with --resume")
    return 0


def run_lying(args, rules: Rules) -> int:
    """Print the exact least expected guesses of one board whose rows lie, on a tiny list (`ndle.solver.one.lying`),
    refusing the options of the honest searches and big lists in one line before any work."""
    from ndle.game import Game
    from ndle.solver.one.lying import LyingSolver, check_size

    given = [flag for flag, on in (("--tree", args.tree), ("--tree-json", args.tree_json), ("--check", args.check),
                                   ("--adversary", args.adversary), ("--opener", args.opener),
                                   ("--width", args.width), ("--objective worst", args.objective == "worst")) if on]
    if given:
        raise NdleError(f"{given[0]} is for honest rows: the search of rows that lie gives the value and first guess")
    words = rules.word_list()
    check_size(words)  # before the pattern matrix
    game = Game(words, rules)
    value, guess = LyingSolver(game).solve()
    first = game.words.guesses[guess] if guess >= 0 else "none (no play wins every answer in time)"
    if args.json:
        emit_json({"game": game.describe(), "lies": game.lies, "expected_guesses": value,
                   "first_guess": game.words.guesses[guess] if guess >= 0 else None})
        return 0
    print(f"{game.describe()}: least expected guesses {value:.4f} (exact, the lies uniform), first guess {first}")
    return 0
