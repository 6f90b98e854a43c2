"""Retrospective analysis of a played one-board game: "how you should have played" (Hayes).

For each turn of a game someone played against a known answer: the
candidates before and after, the bits the feedback actually gave
(log2 before/after), the bits the guess was expected to give (H of its
spectrum), what a strategy would have played in the same position, the bits
that guess was expected to give, and how many guesses in all the strategy would
have needed if it had taken over from that position.

Fibble and Xordle are reviewed in their own models (`ndle.analysis.review_model`):
a Fibble game's rows are given as the game showed them, lies included (the
answer must explain each one with the game's lies a row), its candidates
weighted by the chance of the rows seen; an Xordle game has two answers, its
candidates are the pairs left and its first row is the clue, given, not chosen
(as any pre-filled guess: the strategy's alternative starts after them).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Sequence

import numpy as np

from ndle.analysis.review_model import chance, information, left, uncertainty, written
from ndle.checks import counted
from ndle.errors import FeedbackError, NdleError, UnexplainedRowError
from ndle.game import Game, State
from ndle.playing import play_game
from ndle.patterns.codes import not_won_code
from ndle.strategies import Strategy


@dataclass(frozen=True)
class TurnReview:
    """One turn of a reviewed game, with the strategy's alternative in the same position.

    Attributes
    ----------
    turn : int
        The turn, from 1.
    guess, feedback : str
        The word played and the row the game showed (``B``/``Y``/``G``; a Fibble row with its lies, ``GGGGG*``
        for an all-green row that did not win).
    before, after : int
        The candidates (Xordle: the pairs of answers) left before and after the guess.
    expected_bits, bits_gained : float
        The information the guess was expected to give about the answer (its entropy over the candidates) and
        what it gave.
    strategy_guess : str or None
        What the strategy would have played in the same position (None on a pre-filled row: Xordle's clue).
    strategy_expected_bits : float or None
        The information the strategy's guess was expected to give.
    strategy_total : int or None
        The guesses in all had the strategy taken over before this turn (Fibble: one game, its lies drawn from
        the review's Generator).
    true_feedback : str
        The row the answer gives without lies (the same as `feedback` unless the row lied).
    chance : float
        The model's probability of the answer (Xordle: the pair) after the row (1 once won).
    """

    turn: int
    guess: str
    feedback: str
    before: int
    after: int
    expected_bits: float
    bits_gained: float
    strategy_guess: str | None
    strategy_expected_bits: float | None
    strategy_total: int | None  # guesses in all if the strategy had taken over before this turn
    true_feedback: str = ""
    chance: float = 1.0


@dataclass(frozen=True)
class Review:
    """A reviewed game: the answer, each turn, and the player's and the strategy's totals.

    Attributes
    ----------
    answer : str
        The game's answer (Xordle: the two, ``word+word``).
    turns : list of TurnReview
        Each turn played.
    solved : bool
        Whether the guesses found the answer (Xordle: both).
    strategy : str
        The strategy's name.
    strategy_alone : int
        The guesses the strategy needs from the start (after any pre-filled row).
    """

    answer: str
    turns: list[TurnReview]
    solved: bool
    strategy: str
    strategy_alone: int  # guesses the strategy needs from the start

    @property
    def player_total(self) -> int | None:
        return len(self.turns) if self.solved else None

    def to_dict(self) -> dict:
        return {"answer": self.answer, "solved": self.solved, "guesses": self.player_total,
                "strategy": self.strategy, "strategy_alone": self.strategy_alone,
                "turns": [asdict(t) for t in self.turns]}


def finish(state: State, strategy: Strategy, answers: Sequence[int] | int, rng=None) -> int:
    """Return the turn on which `strategy`, taking over at `state`, wins the game with `answers` (one answer id,
    or one per board; the game loop's cap)."""
    record, _ = play_game(state.game, strategy, np.atleast_1d(answers).tolist(), rng=rng, state=state)
    return record.turns


def review(game: Game, strategy: Strategy, answer: str | Sequence[str], guesses: Sequence[str], rng=None,
           rows: Sequence[str | None] | None = None) -> Review:
    """Return the turn-by-turn review of one-board `guesses` against `answer` (the game may stop unsolved).

    Parameters
    ----------
    game : Game
        A one-board game (Wordle, Fibble, ...) or Xordle.
    strategy : Strategy
        The strategy compared with the player.
    answer : str or sequence of str
        The answer (Xordle: its two words, or ``word,word``).
    guesses : sequence of str
        The words played, in order (Xordle: the clue first).
    rng : numpy.random.Generator, optional
        A randomised strategy's Generator; a Fibble review's too (the lies of the strategy's games).
    rows : sequence of (str or None), optional
        The row the game showed for each guess (None: the answer's own); needed where rows lie (Fibble), checked
        against the answer elsewhere.

    Returns
    -------
    Review
        Each turn, the player's total and the strategy's.

    Raises
    ------
    NdleError
        In one line: not one board, no guesses (or only the pre-filled ones), a word played after the game was won,
        a row no answer explains or the answer does not give, a Fibble row not given.
    """
    observation = game.observation
    if observation.boards_shown != 1:
        raise NdleError("a review is of a one-board game")
    if len(guesses) <= game.prefill:
        what = observation.prefilled
        raise NdleError(f"give at least one guess to review{f' after {what}' if game.prefill else ''}")
    rows = [None] * len(guesses) if rows is None else list(rows)
    if len(rows) != len(guesses):
        raise NdleError(f"expected a row for each of the {len(guesses)} guesses, got {len(rows)}")
    if observation.rows_lie and None in rows:
        word = guesses[rows.index(None)]
        raise FeedbackError(f"{word}: a game whose rows lie is reviewed from its rows as shown, lies included: "
                            f"give {word}=ROW")
    words = [answer] if isinstance(answer, str) else list(answer)
    words = observation.answers_given(words)
    targets = game.answer_ids(words)
    state, turns = game.start(), []
    for t, (word, row) in enumerate(zip(guesses, rows)):
        if state.done:
            raise NdleError(f"{word!r} was played after the answer {'+'.join(words)!r} was found")
        guess = game.words.guess_id(word)
        chosen = t >= game.prefill  # a pre-filled row (Xordle's clue) is given, not chosen
        alt = strategy.choose(state, rng) if chosen else None
        total = finish(state, strategy, targets, rng) if chosen else None
        after, shown, true = advance(state, guess, targets, row, t + 1)
        bits = information(state, [guess] if alt is None else [guess, alt])
        turns.append(TurnReview(t + 1, game.words.guesses[guess], written(game, shown), left(state),
                                0 if after.done else left(after), float(bits[0]),
                                uncertainty(state) - uncertainty(after),
                                None if alt is None else game.words.guesses[alt],
                                None if alt is None else float(bits[1]), total, written(game, true),
                                chance(after, targets)))
        state = after
    alone = turns[game.prefill].strategy_total
    assert alone is not None  # the strategy's own game from the first turn it plays
    return Review("+".join(game.words.answers[a] for a in targets), turns, state.done, strategy.name, alone)


def advance(state: State, guess: int, targets: tuple, row: str | None, turn: int) -> tuple[State, int, int]:
    """Return the state after a turn, the row shown (its code) and the answer's own row: `row` as given, refused
    in one line if nothing explains it or the answer could not have shown it; else the answer's row (one board,
    Xordle's pair, a Fibble row with its lies)."""
    game = state.game
    true = int(game.observation.true_rows(guess, targets)[0])  # Xordle: the row merged from both answers
    if row is None:
        return state.play(guess, targets), true, true
    codes = state.codes([row] * len(state.boards))  # Xordle: one row for its two boards, None on a solved one
    code = next(c for c in codes if c is not None)
    if not game.observation.rows_lie:
        after = state.apply(guess, codes)  # raises NoCandidatesError if no answer explains the row
        if code != true:
            raise FeedbackError(f"turn {turn}: {game.words.guesses[guess]!r} shows {written(game, true)} against "
                                f"{'+'.join(game.words.answers[a] for a in targets)!r}, not {row}")
        return after, code, true
    won = int(game.words.answer_guess[targets[0]]) == guess
    if won and code != game.solved:
        raise FeedbackError(f"turn {turn}: {game.words.guesses[guess]!r} is the answer: its row wins, all green, "
                            f"not {row}")
    if code == game.solved and not won:  # all greens typed without the mark: the game went on all the same
        code = not_won_code(game.words.length)
    after = state.apply(guess, [code], won=[won])  # raises UnexplainedRowError if no answer explains it
    channel = game.channel
    assert channel is not None  # a game whose rows lie has its channel
    if not channel.likelihood(np.array([true]), code, won)[0] > 0:
        raise UnexplainedRowError(f"turn {turn}: {game.words.answers[targets[0]]!r} gives "
                                  f"{game.words.guesses[guess]!r} the row {written(game, true)}, and {row} does not "
                                  f"differ from it in exactly {counted(game.lies, 'tile')} (the lies a row)")
    return after, code, true
