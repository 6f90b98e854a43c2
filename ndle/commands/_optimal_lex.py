"""`ndle optimal --objective A,B,...`: a lexicographic objective on one board, its refusals and its print."""

from __future__ import annotations

from ndle.commands._common import emit_json
from ndle.commands._optimal_common import guesses_text, histogram_text, save_trees, sweep_hint
from ndle.errors import NdleError


def lexicographic(objective: str | None) -> bool:
    """Return whether `--objective` names keys compared lexicographically rather than one of the plain objectives."""
    return objective is not None and objective not in ("last", "total", "worst", "expected")


def refuse_lex(args, game) -> None:
    """Refuse what a lexicographic objective does not take: --opener auto, --width, --csv; a journal or workers but
    with every opener (--opener all, the default on a code space). With a journal, say what an interruption keeps."""
    from ndle.solver.front import opener_of

    if (args.opener or "").lower() == "auto":
        raise NdleError(f"--objective {args.objective} takes --opener WORD or --opener all, not auto")
    if args.width:
        raise NdleError(f"--objective {args.objective} is exhaustive; --width does not apply")
    every = (opener_of(game, args.opener, "lex") or "").lower() == "all"
    if not every and (args.jobs != 1 or args.resume or args.journal):
        raise NdleError(f"--objective {args.objective} with one opener runs in one process without a journal: "
                        "--jobs, --journal and --resume go with --opener all")
    if args.journal:
        args.on_interrupt = sweep_hint(args, args.journal, "openers")


def show_lex(args, game, solution) -> int:
    """Print each key's proven value and the best strategy's figures, writing its tree."""
    r = solution.result
    save_trees(args, game.words, r)
    if args.json:
        emit_json(r.to_dict())
        return 0
    values = ", ".join(f"{k} {v:,}" for k, v in r.values.items())
    print(f"{r.opener}: {values} (proven, key by key; {'hard' if r.hard else 'normal'} mode, "
          f"at most {guesses_text(r.max_guesses)}, {r.openers:,} first guess{'' if r.openers == 1 else 'es'} "
          f"searched)")
    print(f"total {r.total:,} over {r.n_answers:,} answers, mean {r.mean:.4f}; histogram "
          f"{histogram_text(r.histogram)}; {r.seconds:.1f} s")
    return 0
