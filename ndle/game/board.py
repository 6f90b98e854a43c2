"""One board of a game: its remaining candidates and when it was solved; narrowing candidates by feedback."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ndle.errors import NoCandidatesError
from ndle.patterns.codes import Pattern, decode

GuessId = int  # row of the pattern matrix, index into WordList.guesses
AnswerId = int  # column of the pattern matrix, index into WordList.answers
Answers = Sequence[AnswerId] | np.ndarray  # one answer id per board: a sequence or an array


@dataclass(frozen=True)
class Board:
    """One board: its remaining candidates (sorted answer indices) and the turn it was solved (1-based).

    Attributes
    ----------
    candidates : numpy.ndarray
        The answers still possible, as sorted indices into the answer list.
    solved_at : int or None
        The turn the board was solved, from 1; None while unsolved.
    hidden : bool
        Whether the board shows the player nothing yet (sequence mode): all candidates, unsolved.
    weights : numpy.ndarray or None
        The candidates' probabilities under the game's answer prior (in candidate order, summing to 1); None
        when every candidate is equally likely (the uniform prior).
    """

    candidates: np.ndarray
    solved_at: int | None = None
    hidden: bool = False
    weights: np.ndarray | None = None

    @property
    def solved(self) -> bool:
        return self.solved_at is not None

    def candidate_guesses(self, words) -> np.ndarray:
        """Return the board's candidates as guess ids: what a strategy plays to try one of them as the answer.

        Candidates are answer ids (columns of the pattern matrix, indices into `words.answers`); a strategy returns
        a guess id (a row, an index into `words.guesses`). The two differ for every word but by chance.

        Parameters
        ----------
        words : WordList
            The game's word lists (`state.game.words`).

        Returns
        -------
        numpy.ndarray
            The guess id of each candidate, in the candidates' order.
        """
        return words.answer_guess[self.candidates]

    @property
    def left(self) -> str:
        """Return 'N left', or 'hidden' while the player sees none of the board's feedback (sequence mode)."""
        return "hidden" if self.hidden else f"{len(self.candidates)} left"

    @property
    def probabilities(self) -> np.ndarray:
        """Return each candidate's probability of being the answer (uniform unless the game has a prior)."""
        if self.weights is not None:
            return self.weights
        m = len(self.candidates)
        return np.full(m, 1.0 / m) if m else np.zeros(0)


def board_weights(prior: np.ndarray | None, candidates: np.ndarray) -> np.ndarray | None:
    """Return the prior's probabilities of `candidates` renormalised to sum 1, read-only (None for no prior)."""
    if prior is None or len(candidates) == 0:
        return None
    w = prior[candidates]
    w = w / w.sum()
    w.setflags(write=False)
    return w


def narrow(game, candidates: np.ndarray, guess: GuessId, pattern: Pattern, board: int) -> np.ndarray:
    """Return the candidates that show `pattern` for `guess` in a game (anything with `matrix` and `words`),
    read-only, raising NoCandidatesError if none (`board`, 0-based, names the board in the message)."""
    keep = candidates[game.matrix[guess][candidates] == pattern]
    if keep.size == 0:
        word, n = game.words.guesses[guess], game.words.length
        shown = game.feedback_rule.show(pattern, n) if hasattr(game, "feedback_rule") else decode(pattern, n)
        raise NoCandidatesError(f"board {board + 1}: no answer in the list gives {shown} for {word!r}")
    keep.setflags(write=False)
    return keep


def narrowed(game, candidates: np.ndarray, guess: GuessId, pattern: Pattern, board: int, solved_at: int | None
             ) -> Board:
    """Return the visible board `narrow` leaves (its candidates' probabilities under the game's prior attached)."""
    return weighed(game.weights, narrow(game, candidates, guess, pattern, board), solved_at)


def weighed(prior: np.ndarray | None, candidates: np.ndarray, solved_at: int | None = None) -> Board:
    """Return a visible board of `candidates` carrying their probabilities under `prior` (None: uniform)."""
    return Board(candidates, solved_at, weights=board_weights(prior, candidates))
