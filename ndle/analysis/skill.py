"""Skill and luck of a played game, guess by guess, in expected guesses (any game ndle plays).

Every figure is in guesses to finish (`ndle.analysis.values`): V(s) is the least expected number of further
guesses at position s, Q(s, g) = 1 + E[V(s')] the value of playing g there (the expectation over the feedback g
may get, under the game's prior). For the guess g played at s, reaching s':

- before = V(s); best = V(s) (the value of the best guesses: every guess of that value is best);
- expected after = Q(s, g) - 1, the further guesses expected once g is played; reached = V(s');
- skill lost = Q(s, g) - V(s) >= 0, the expected guesses g gave away against the best (0 for every best guess);
- luck = (Q(s, g) - 1) - V(s'), how much better the position reached is than g could expect. Its expectation over
  the feedback, weighted by the prior, is 0.

Over a game of n guesses that solves every board, these add up exactly: n = V(start) + total skill lost - total
luck. The two scores, from 0 to 99 (higher is better):

- skill = 99 x exp(-total skill lost / 1 guess): 99 for a game with no guess given away, 60 for half a guess,
  36 for one, 13 for two;
- luck = 99 x Phi(total luck / 1 guess), Phi the standard normal distribution function: 50 for a game exactly as
  lucky as expected, 83 for one guess of good luck, 16 for one of bad luck.

Both are rounded to the nearest whole number. A figure is marked exact only where every value it is made of is
(see `ndle.analysis.values` for where); the game's scores are exact when all of its figures are.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Sequence

from ndle.analysis.review import advance
from ndle.analysis.review_model import written
from ndle.analysis.values import DEFAULT_BUDGET, DEFAULT_LIMIT, Value, Values
from ndle.checks import counted
from ndle.errors import NdleError
from ndle.game import Game, as_game

SKILL_SCALE = 1.0  # guesses given away that take the skill score from 99 to 99/e
LUCK_SCALE = 1.0  # guesses of luck that take the luck score from 50 to 99 x Phi(1), about 83


def skill_score(lost: float) -> int:
    """Return the 0-99 skill score of a game that gave away `lost` expected guesses: round(99 exp(-lost)).

    Parameters
    ----------
    lost : float
        The game's total skill lost, in guesses (at least 0).

    Returns
    -------
    int
        From 0 to 99, 99 for nothing lost, never higher for more lost.
    """
    return int(round(99 * math.exp(-max(float(lost), 0.0) / SKILL_SCALE)))


def luck_score(luck: float) -> int:
    """Return the 0-99 luck score of a game whose feedback saved `luck` guesses: round(99 Phi(luck)).

    Parameters
    ----------
    luck : float
        The game's total luck, in guesses (negative for bad luck).

    Returns
    -------
    int
        From 0 to 99, 50 for no luck either way, never lower for more luck.
    """
    return int(round(99 * 0.5 * (1.0 + math.erf(float(luck) / LUCK_SCALE / math.sqrt(2.0)))))


@dataclass(frozen=True)
class GuessSkill:
    """One chosen guess of a reviewed game, valued in expected guesses to finish.

    Attributes
    ----------
    turn : int
        The turn, from 1.
    guess : str
        The word played.
    feedback : str
        The rows it got, one per board (``-`` on a board solved before), space-separated.
    before, best, expected_after, reached, skill_lost, luck : float
        V(s), the best guesses' value V(s), Q(s, g) - 1, V(s'), Q(s, g) - V(s) and Q(s, g) - 1 - V(s').
    exact : dict
        For each figure above, whether it is exact (else an estimate, `ndle.analysis.values`).
    """

    turn: int
    guess: str
    feedback: str
    before: float
    best: float
    expected_after: float
    reached: float
    skill_lost: float
    luck: float
    exact: dict


@dataclass(frozen=True)
class SkillReview:
    """A game reviewed for skill and luck: each chosen guess and the game's two scores.

    Attributes
    ----------
    game : str
        The game's description.
    answers : tuple of str
        The answers (one per board; Xordle: its two words).
    turns : list of GuessSkill
        Each chosen guess (a pre-filled row, such as Xordle's clue, is given, not chosen, and not reviewed).
    solved : bool
        Whether every board was solved.
    """

    game: str
    answers: tuple[str, ...]
    turns: list[GuessSkill]
    solved: bool

    @property
    def skill_lost(self) -> float:
        """Return the expected guesses given away over the game."""
        return float(sum(t.skill_lost for t in self.turns))

    @property
    def luck(self) -> float:
        """Return the game's total luck, in guesses."""
        return float(sum(t.luck for t in self.turns))

    @property
    def skill(self) -> int:
        """Return the 0-99 skill score (`skill_score`)."""
        return skill_score(self.skill_lost)

    @property
    def luck_score(self) -> int:
        """Return the 0-99 luck score (`luck_score`)."""
        return luck_score(self.luck)

    @property
    def skill_exact(self) -> bool:
        """Return whether every skill figure is exact."""
        return all(t.exact["skill_lost"] for t in self.turns)

    @property
    def luck_exact(self) -> bool:
        """Return whether every luck figure is exact."""
        return all(t.exact["luck"] for t in self.turns)

    def to_dict(self) -> dict:
        """Return the review as JSON-ready data: the scores, their totals and exactness, and each turn."""
        return {"game": self.game, "answers": list(self.answers), "solved": self.solved,
                "skill": self.skill, "skill_lost": self.skill_lost, "skill_exact": self.skill_exact,
                "luck": self.luck_score, "luck_guesses": self.luck, "luck_exact": self.luck_exact,
                "turns": [asdict(t) for t in self.turns]}

    def _repr_html_(self) -> str:
        from ndle.render.skill import skill_html

        return skill_html(self)


def skill_review(game: Game | str, answers: str | Sequence[str], guesses: Sequence[str], *,
           rows: Sequence[str | None] | None = None, budget: float = DEFAULT_BUDGET,
           limit: int = DEFAULT_LIMIT, searches: bool = True, values: Values | None = None) -> SkillReview:
    """Return the skill-and-luck review of a played game.

    Parameters
    ----------
    game : Game or str
        The game, or anything `ndle.as_game` takes (``"quordle"``, ``"fibble"``, ...); a game of one board given by
        name takes as many boards as answers are given.
    answers : str or sequence of str
        The answer, or one per board in board order (``"w1,w2,..."`` too); Xordle: its two words.
    guesses : sequence of str
        The words played, in order (Xordle: the clue first).
    rows : sequence of (str or None), optional
        The row shown for each guess where rows lie (Fibble, lies included); None elsewhere.
    budget : float
        Seconds of processor time an exact search may take on one figure (0: estimates only).
    limit : int
        The most candidates, over the unsolved boards, of a position of several boards on which an exact value is
        tried (one board: up to `ndle.analysis.searched.ONE_BOARD` candidates through the project's searches, up
        to `limit` with searches=False).
    searches : bool
        Ask the project's exact searches first (the default); False values exactly only with the review's own
        expectimax (the same values, exact on fewer positions: for comparison).
    values : Values, optional
        The values to measure in, kept from an earlier review of the same game (its memos make a review of
        another game of those settings quicker; `budget`, `limit` and `searches` are then its own). Not
        thread-safe: one review at a time.

    Returns
    -------
    SkillReview
        Each chosen guess's figures and the game's scores.

    Raises
    ------
    NdleError
        In one line: answers not one per board, no guess to review, a word after the game was won, a row the
        answer does not give.
    """
    words = [w.strip() for w in answers.split(",")] if isinstance(answers, str) else [str(w) for w in answers]
    if not isinstance(game, Game):
        game = as_game(game)
        if game.boards == 1 and len(words) > 1:
            game = game.with_boards(len(words))
    pairs = game.observation.merged  # Xordle: two answers on one board
    if len(words) != (2 if pairs else game.boards):
        raise NdleError(f"expected {counted(2 if pairs else game.boards, 'answer')}, got {len(words)}")
    if len(guesses) <= game.prefill:
        raise NdleError("give at least one guess to review" + (" after the pre-filled rows" if game.prefill else ""))
    rows = [None] * len(guesses) if rows is None else list(rows)
    if len(rows) != len(guesses):
        raise NdleError(f"expected a row for each of the {len(guesses)} guesses, got {len(rows)}")
    targets = tuple(int(t) for t in game.answer_ids(words))
    if values is None:
        values = Values(game, budget, limit, searches)
    elif values.game is not game:
        raise NdleError("the values given are of another game")
    state, turns = game.start(), []
    for t, (word, row) in enumerate(zip(guesses, rows)):
        if state.done:
            raise NdleError(f"{word!r} was played after the game was won")
        guess = int(game.words.guess_id(word))
        after, shown = _step(state, guess, targets, row, t + 1)
        if t >= game.prefill:
            turns.append(_turn(values, state, guess, after, shown, t + 1))
        state = after
    return SkillReview(game.describe(), tuple(game.words.answers[a] for a in targets), turns, state.done)


def _step(state, guess: int, targets: tuple, row, turn: int):
    """Return the state after a guess and the rows it showed, as text."""
    game = state.game
    if game.boards == 1 or game.observation.merged:
        after, code, _ = advance(state, guess, targets, row, turn)
        return after, written(game, code)
    after = state.play(guess, list(targets))
    marks = ["-" if b.solved else written(game, int(game.matrix[guess, a])) for b, a in zip(state.boards, targets)]
    return after, " ".join(marks)


def _turn(values: Values, state, guess: int, after, shown: str, turn: int) -> GuessSkill:
    """Return one chosen guess's figures."""
    played = values.guess(state, guess)
    best = values.best(state, played)
    reached = values.position(after)
    lost = max(played.value - best.value, 0.0)
    if lost < 1e-9:
        lost = 0.0  # a tie with the best, to rounding: best
    exact = {"before": best.exact, "best": best.exact, "expected_after": played.exact, "reached": reached.exact,
             "skill_lost": best.exact and played.exact, "luck": played.exact and reached.exact}
    return GuessSkill(turn, state.game.words.guesses[guess], shown, best.value, best.value, played.value - 1.0,
                      reached.value, lost, played.value - 1.0 - reached.value, exact)


def mark(exact: bool) -> str:
    """Return the mark of a figure: ``exact`` or ``estimated``.

    Parameters
    ----------
    exact : bool
        Whether the figure is exact.

    Returns
    -------
    str
        The mark.
    """
    return "exact" if exact else "estimated"


__all__ = ["GuessSkill", "LUCK_SCALE", "SKILL_SCALE", "SkillReview", "Value", "luck_score", "mark", "skill_review",
           "skill_score"]
