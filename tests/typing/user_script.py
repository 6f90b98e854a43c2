"""A script written as a user would: create games, read their fields, play, simulate, solve, read the results.

It is type-checked (tests/typing/test_user_script.py), not run: mypy must find no error in it and see real types
where it reads the library's values (`reveal_type`, for the checker only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ndle
from ndle.rules import Rules


def main() -> None:
    """Create games, read their fields, play, simulate, solve and read what came back."""
    quordle = ndle.Game.create("quordle", mode="sequence")
    boards: int = quordle.boards
    limit: int = quordle.max_guesses + 1
    hard: bool = quordle.hard
    rules: Rules = quordle.rules
    print(boards, limit, hard, rules.describe(), quordle.words.answers[:3], quordle.matrix.shape)
    two = ndle.as_game(2, words="wordle").changed(max_guesses=8)
    print(two.describe(), len(two.words.guesses), ndle.Rules(game="fibble").to_dict())

    record = ndle.play(quordle, "sum", ["flame", "snake", "blast", "crave"])
    total: int = record.total
    won: bool = record.won
    print(total, won, record.turns, record.solved_at, record.guesses[-1])

    state = quordle.start()
    state = state.play(quordle.words.guess_id("salet"), quordle.answer_ids(["flame", "snake", "blast", "crave"]))
    print(state.turn, state.game.boards, state.sizes.tolist(), [b.solved for b in state.boards])
    best = ndle.top_guesses(state, ndle.make_strategy("sum", quordle), k=3)
    print([guess.word for guess in best])

    results = ndle.simulate(4, "sum", games=10, seed=1, progress=False)
    print(results.summary()["mean"], float(results.total.mean()), results.records[0].total)

    solved = ndle.optimal("wordle", "salet", max_guesses=6)
    print(solved.mean, solved.worst)

    if TYPE_CHECKING:  # what the checker sees (test_user_script reads these lines of its output)
        reveal_type(quordle)  # noqa: F821
        reveal_type(quordle.boards)  # noqa: F821
        reveal_type(quordle.hard)  # noqa: F821
        reveal_type(rules.max_guesses)  # noqa: F821
        reveal_type(record.total)  # noqa: F821
        reveal_type(state.game)  # noqa: F821
        reveal_type(results)  # noqa: F821
        reveal_type(solved)  # noqa: F821


if __name__ == "__main__":
    main()
