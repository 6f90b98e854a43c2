"""Retrospective analysis of a played game on several boards (Quordle, Octordle, ...), turn by turn.

For each turn: the feedback on every board, the candidates each board had
before and after, the bits the guess was expected to give and gave (summed over
the boards still open), what a strategy would have played in the same
position with its expected bits, and the turn the strategy would have solved
the last board on had it taken over from that position. The one-board review
(`ndle.analysis.review`) is the same idea with the strategy's total guesses.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Sequence

from ndle.errors import NdleError
from ndle.game import Game, State
from ndle.playing import play_game
from ndle.measures.bits import entropy_bits, partition_sizes
from ndle.patterns.codes import decode
from ndle.checks import counted
from ndle.strategies import Strategy


@dataclass(frozen=True)
class BoardsTurn:
    """One turn of a reviewed game on several boards, with the strategy's alternative in the same position.

    Attributes
    ----------
    turn : int
        The turn, from 1.
    guess : str
        The word played.
    feedback : tuple of str
        Its feedback on each board (``-`` on a board solved before).
    before, after : tuple of int
        Each board's candidates before and after (0 once solved).
    expected_bits, bits_gained : float
        The information the guess was expected to give and gave, summed over the boards open before it.
    strategy_guess : str
        What the strategy would have played in the same position.
    strategy_expected_bits : float
        The expected information of the strategy's guess, summed the same way.
    strategy_last : int
        The turn the strategy would have solved the last board on, had it taken over before this turn.
    """

    turn: int
    guess: str
    feedback: tuple[str, ...]
    before: tuple[int, ...]
    after: tuple[int, ...]
    expected_bits: float
    bits_gained: float
    strategy_guess: str
    strategy_expected_bits: float
    strategy_last: int


@dataclass(frozen=True)
class BoardsReview:
    """A reviewed game on several boards: the answers, each turn, when each board was solved, the strategy alone.

    Attributes
    ----------
    answers : tuple of str
        Each board's answer.
    turns : list of BoardsTurn
        Each turn played.
    solved_at : tuple of (int or None)
        The turn each board was solved on by the player, None if not.
    strategy : str
        The strategy's name.
    strategy_last : int
        The turn the strategy, playing from the start, solves the last board on.
    """

    answers: tuple[str, ...]
    turns: list[BoardsTurn]
    solved_at: tuple[int | None, ...]
    strategy: str
    strategy_last: int

    @property
    def solved(self) -> bool:
        """Return whether every board was solved."""
        return all(t is not None for t in self.solved_at)

    def to_dict(self) -> dict:
        """Return the review as JSON-able data."""
        return {"answers": list(self.answers), "solved": self.solved, "solved_at": list(self.solved_at),
                "strategy": self.strategy, "strategy_last": self.strategy_last,
                "turns": [asdict(t) for t in self.turns]}


def _bits(game: Game, state: State, guess: int) -> float:
    """Return a guess's expected bits summed over the open boards."""
    return sum(entropy_bits(partition_sizes(game.matrix[guess], b.candidates)) for b in state.unsolved)


def review_boards(game: Game, strategy: Strategy, answers: Sequence[str], guesses: Sequence[str],
                  rng=None) -> BoardsReview:
    """Return the turn-by-turn review of `guesses` played against one answer per board.

    Parameters
    ----------
    game : Game
        The game (its board count is the number of answers; classic mode).
    strategy : Strategy
        The strategy compared with the player.
    answers : sequence of str
        Each board's answer.
    guesses : sequence of str
        The words played, in order (the game may stop with boards unsolved).
    rng : numpy.random.Generator, optional
        A randomised strategy's Generator.

    Returns
    -------
    BoardsReview
        Each turn, the player's solving turns and the strategy's.

    Raises
    ------
    NdleError
        In one line: answers not one per board, no guesses, a word played after every board was solved.
    """
    if len(answers) != game.boards:
        raise NdleError(f"expected {counted(game.boards, 'answer')}, one per board, got {len(answers)}")
    if not guesses:
        raise NdleError("give at least one guess to review")
    targets = game.answer_ids(list(answers))
    state, turns = game.start(), []
    for word in guesses:
        if state.done:
            raise NdleError(f"{word!r} was played after every board was solved")
        guess = game.words.guess_id(word)
        alt = strategy.choose(state, rng)
        record, _ = play_game(game, strategy, targets, rng=rng, state=state)
        after = state.play(guess, targets)
        before = tuple(0 if b.solved else len(b.candidates) for b in state.boards)
        left = tuple(0 if b.solved else len(b.candidates) for b in after.boards)
        gained = sum(math.log2(n / max(m, 1)) for n, m in zip(before, left) if n)
        marks = tuple("-" if b.solved else decode(int(game.matrix[guess, t]), game.words.length)
                      for b, t in zip(state.boards, targets))
        turns.append(BoardsTurn(state.turn + 1, game.words.guesses[guess], marks, before, left,
                                _bits(game, state, guess), gained, game.words.guesses[alt], _bits(game, state, alt),
                                record.turns))
        state = after
    solved = tuple(b.solved_at if b.solved else None for b in state.boards)
    return BoardsReview(tuple(game.words.answers[t] for t in targets), turns, solved, strategy.name,
                        turns[0].strategy_last)
