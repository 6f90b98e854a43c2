"""`ndle optimal --game xordle`: the exact Xordle value of a small list (`ndle.solver.xordle`), from the empty board
or a position given as `--seen` rows."""

from __future__ import annotations

from ndle.errors import NdleError
from ndle.game import State, as_game
from ndle.commands._common import emit_json


def run_xordle(args, rules) -> int:
    """Print the least expected guesses to find both words (and a best guess) from the position the options give,
    refusing in one line the options of the other searches."""
    from ndle.commands.suggest import parse_given
    from ndle.solver.xordle import exact_value

    other = [flag for flag, on in (("--adversary", args.adversary), ("--check", args.check), ("--tree", args.tree),
                                   ("--tree-json", args.tree_json), ("--csv", args.csv), ("--journal", args.journal),
                                   ("--opener", args.opener), ("--answers", args.answers), ("--after", args.after),
                                   ("--objective worst", args.objective == "worst")) if on]
    if other:
        raise NdleError(f"{other[0]} does not apply to the exact Xordle search (the least expected guesses to find "
                        "both words; a position is given with --seen)")
    game = as_game(rules)
    state = State.from_feedback(game, parse_given(args.seen)) if args.seen else game.start()
    value, guess = exact_value(state)
    words = game.words
    best = words.guesses[guess] if guess >= 0 else None
    if args.json:
        emit_json({"game": "xordle", "words": words.name, "answers": len(words.answers),
                   "pairs_left": len(state.pairs[0]), "turn": state.turn, "expected_guesses": value, "guess": best})
        return 0
    where = f"after {state.turn} guesses" if state.turn else "from the empty board"
    print(f"xordle on {words.name} ({len(words.answers)} answers, {len(state.pairs[0]):,} pairs left {where}): "
          f"least expected further guesses to find both words {value:.4f}"
          + (f"; a best guess: {best}" if best else ""))
    return 0
