"""What `ndle optimal` refuses, in one line before any work, for the searches of rows that lie, of Xordle and under
a prior: the options of the other searches."""

from __future__ import annotations

from ndle.errors import NdleError


def refuse_lying(args) -> None:
    """Refuse the options of the honest searches with rows that lie."""
    given = [flag for flag, on in (("--tree", args.tree), ("--tree-json", args.tree_json), ("--check", args.check),
                                   ("--adversary", args.adversary), ("--opener", args.opener),
                                   ("--width", args.width), ("--objective worst", args.objective == "worst")) if on]
    if given:
        raise NdleError(f"{given[0]} is for honest rows: the search of rows that lie gives the value and first guess")


def refuse_xordle(args) -> None:
    """Refuse the options of the other searches with Xordle."""
    other = [flag for flag, on in (("--adversary", args.adversary), ("--check", args.check), ("--tree", args.tree),
                                   ("--tree-json", args.tree_json), ("--csv", args.csv), ("--journal", args.journal),
                                   ("--opener", args.opener), ("--answers", args.answers), ("--after", args.after),
                                   ("--objective worst", args.objective == "worst")) if on]
    if other:
        raise NdleError(f"{other[0]} does not apply to the exact Xordle search (the least expected guesses to find "
                        "both words; a position is given with --seen)")


def refuse_prior(args, nboard: bool, hard: bool) -> None:
    """Refuse an option the weighted search (one board, or with `nboard` several or a position) does not honour
    (`hard`: the game's hard mode)."""
    if nboard:
        given = [flag for flag, on in (
            ("--objective worst", args.objective == "worst"), ("--adversary", args.adversary), ("--check", args.check),
            ("--journal", args.journal)) if on]
        if given:
            raise NdleError(f"{given[0]} does not apply with --prior and several boards: the search under a prior "
                            "gives the least expected score (--objective last or total)")
        return
    given = [flag for flag, on in (
        ("--objective worst", args.objective == "worst"),
        ("--adversary", args.adversary), ("--check", args.check), ("--tree", args.tree),
        ("--tree-json", args.tree_json), ("--width", args.width), ("--hard", hard),
        ("--csv", args.csv), ("--position", getattr(args, "position", None))) if on]
    if given:
        raise NdleError(f"{given[0]} does not apply with --prior: the weighted search gives one board's least expected "
                        "guesses (normal mode) and its first guess")
