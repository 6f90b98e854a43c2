"""Short plain-text reprs (a line or two, whatever the size of the run or the word list): State, Results, Comparison."""

from __future__ import annotations


def game_repr(game) -> str:
    """Return a Game's repr: its words, boards and limit, its other settings where not those of one board of
    Wordle, and whether it has an answer prior."""
    from ndle.rules import PARAMS
    from ndle.rules import Rules

    r, plain = game.rules, Rules()
    shown = (p.name for p in PARAMS if p.on_game and p.name not in ("boards", "max_guesses"))
    extra = "".join(f", {k}={getattr(r, k)!r}" for k in shown if getattr(r, k) != getattr(plain, k))
    extra += ", weights=<prior>" if game.observation.weighted else ""
    return f"Game({game.words!r}, boards={r.boards}, max_guesses={r.max_guesses}{extra})"


def state_repr(state) -> str:
    """Return `<State: turn T of LIMIT; #1 solved on 3, #2 12 left, ...>` (board statuses, 8 at most listed)."""
    parts = [f"#{b + 1} " + (f"solved on {board.solved_at}" if board.solved_at is not None
                             else board.left) for b, board in enumerate(state.boards[:8])]
    more = f", ... ({len(state.boards)} boards)" if len(state.boards) > 8 else ""
    played = " ".join(state.guess_words[-6:])
    played = f"; guesses {'... ' if state.turn > 6 else ''}{played}" if played else ""
    return f"<State: turn {state.turn} of {state.game.max_guesses}; {', '.join(parts)}{more}{played}>"


def results_repr(results) -> str:
    """Return `<Results: SPEC; mean M, won W>` on at most two lines (the records are not listed)."""
    turns = results.turns
    if not len(turns):
        return f"<Results: {results.spec.describe()}; no games>"
    return (f"<Results: {results.spec.describe()};\n mean {turns.mean():.4f} guesses over {len(turns):,} games, "
            f"won {results.won.mean():.2%}>")


def comparison_repr(comparison) -> str:
    """Return `<Comparison: A vs B ...>` on at most two lines: means and the mean paired differences (the first
    run minus each other)."""
    names, turns = comparison.names, [r.turns for r in comparison.runs]
    ta = turns[0]
    if not len(ta):
        return f"<Comparison: {' vs '.join(names)}; no games>"
    diffs = ", ".join(f"{(ta - t).mean():+.4f}" for t in turns[1:])
    what = "difference (a - b)" if len(turns) == 2 else "differences (the first - each)"
    return (f"<Comparison: {' vs '.join(names)}: {comparison.describe()}; {len(ta):,} games on the same "
            f"answers;\n mean {' vs '.join(f'{t.mean():.4f}' for t in turns)}, {what} {diffs}>")
