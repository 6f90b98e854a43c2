"""State (what the player knows: boards, history), with each board's status also kept in arrays over all boards,
so a guess costs a few array operations over the boards plus work on the boards whose candidates it splits."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Iterable, Sequence

import numpy as np

from ndle.game.board import Answers, Board, GuessId, narrow, weighed
from ndle.game.filled import Filled
from ndle.checks import counted
from ndle.errors import FeedbackError, HardModeError, InconsistentGuessError, NdleError
from ndle.patterns import Pattern, hard_mode_breach
from ndle.patterns.greens import green_bits, greens_shown
if TYPE_CHECKING:  # game.py imports this module
    from ndle.game.game import Game

FEW_BOARDS = 64  # up to this many boards a guess is applied board by board in plain Python (numpy costs more)


@dataclass(frozen=True)
class _Tally:
    """Each board's status as arrays: solve turn (0: unsolved), hidden, candidates left, the sole candidate (-1 unless
    one is left), the positions shown green so far (a bit each, first letter lowest; None until read: worked out from
    the rows); how many are unsolved, whether any is hidden, on a few boards those seen unsolved (None: read them)."""

    solved: np.ndarray
    hidden: np.ndarray
    sizes: np.ndarray
    sole: np.ndarray
    greens: np.ndarray | None
    left: int
    hiding: bool
    active: tuple[int, ...] | None = None

    @classmethod
    def of(cls, boards: Sequence[Board]) -> "_Tally":
        """Return the tally of boards (the greens left to the state)."""
        return cls(_frozen([b.solved_at or 0 for b in boards], np.int64), _frozen([b.hidden for b in boards], bool),
                   _frozen([len(b.candidates) for b in boards], np.int64),
                   _frozen([b.candidates[0] if len(b.candidates) == 1 else -1 for b in boards], np.int64),
                   None, sum(not b.solved for b in boards), any(b.hidden for b in boards),
                   tuple(i for i, b in enumerate(boards) if not b.solved and not b.hidden) if len(boards) <= FEW_BOARDS
                   else None)


def _frozen(values: list, dtype) -> np.ndarray:
    """Return a read-only array of values."""
    (a := np.array(values, dtype=dtype)).setflags(write=False)
    return a


@dataclass(frozen=True, eq=False)
class State:
    """What the player knows: the boards and the guesses so far.

    Parameters
    ----------
    game : Game
    boards : tuple of Board
        Each board's candidates, and the turn it was solved.
    guesses : tuple of int
        The guess ids played, in order.
    patterns : tuple of tuple of (int or None)
        ``patterns[t][b]`` is board b's zip code on turn t (None once solved, or while the board is hidden).
    tally : _Tally, optional
        The boards' status as arrays (made from `boards` when not given; `apply` passes it on).
    pairs : tuple of numpy.ndarray, optional
        Xordle's candidate pairs (first and second answer ids, aligned; see `ndle.xordle`); None in other games.
    """

    game: Game
    boards: tuple[Board, ...]
    guesses: tuple[GuessId, ...] = ()
    patterns: tuple[tuple[Pattern | None, ...], ...] = ()
    tally: Filled[_Tally] = Filled()  # the boards as arrays, made from `boards` if None
    pairs: tuple | None = field(default=None, repr=False)  # xordle's candidate pairs (ndle.game.xordle)

    def __post_init__(self) -> None:
        if self.tally is None:
            object.__setattr__(self, "tally", _Tally.of(self.boards))

    @property
    def turn(self) -> int:
        """Return the number of guesses played."""
        return len(self.guesses)

    @property
    def done(self) -> bool:
        return not self.tally.left

    @property
    def active_mask(self) -> np.ndarray:
        """Return the mask of the boards the player sees unsolved (hidden boards are not among them)."""
        return (self.tally.solved == 0) & ~self.tally.hidden

    @property
    def active(self) -> list[int]:
        """Return the indices of the boards the player sees unsolved (hidden boards are not among them)."""
        return np.flatnonzero(self.active_mask).tolist() if self.tally.active is None else list(self.tally.active)

    @property
    def unsolved(self) -> list[Board]:
        """Return the boards the player sees unsolved (in sequence mode: the first unsolved one)."""
        return [self.boards[i] for i in self.active]

    @property
    def solved_turns(self) -> np.ndarray:
        """Return each board's solve turn (0 while unsolved), read-only."""
        return self.tally.solved

    @property
    def sizes(self) -> np.ndarray:
        """Return each board's number of candidates left, read-only."""
        return self.tally.sizes

    @property
    def sole(self) -> np.ndarray:
        """Return each board's only candidate where one is left (else -1), read-only."""
        return self.tally.sole

    @property
    def greens(self) -> np.ndarray:
        """Return each board's positions shown green so far, as a bit mask (bit i: letter i), read-only."""
        if self.tally.greens is None:  # worked out once, from the rows (counts-only feedback shows no greens)
            rows = self.patterns if self.game.feedback_rule.tiles else ()
            object.__setattr__(self.tally, "greens", greens_shown(rows, len(self.boards), self.game.words.length))
        return self.tally.greens  # type: ignore[return-value]  # worked out just above

    @property
    def needs_reveal(self) -> int | None:
        """Return the board to reveal now (the first unsolved one, if hidden), else None."""
        left = np.flatnonzero(self.tally.solved == 0) if self.tally.hiding else np.empty(0, np.intp)  # none hidden
        return int(left[0]) if len(left) and self.tally.hidden[left[0]] else None

    @property
    def guess_words(self) -> list[str]:
        return [self.game.words.guesses[g] for g in self.guesses]

    def __repr__(self) -> str:
        from ndle.render.reprs import state_repr
        return state_repr(self)

    def _repr_html_(self) -> str:
        from ndle.render.html import state_html
        return state_html(self)

    def apply(self, guess: GuessId, patterns: Sequence[Pattern | None] | np.ndarray, won: Sequence[bool] | None = None
              ) -> "State":
        """Return the state after `guess` showed `patterns` (one per board; solved and hidden boards' entries
        are ignored: a hidden board's feedback goes to `reveal` when it becomes the first unsolved one), as the
        game observes its rows (`Game.observation`): honest rows filter (`filtered`), rows that lie weigh the
        candidates (`ndle.game.lying.reweigh`; `won` says per board whether it won, None: all greens is read as
        the win), Xordle's merged row narrows the pairs, the greens rule solves a board once each of its letters
        has shown green. Raise NoCandidatesError if the feedback leaves an unsolved board without candidates,
        HardModeError if the game is in hard mode and the guess does not use the hints shown so far,
        InconsistentGuessError if the game is played consistently and the guess is not a possible answer any more
        (`possible`; pre-filled guesses are the game's, never refused)."""
        return self.game.observation.apply(self, guess, patterns, won)

    def possible(self, guess: GuessId) -> bool:
        """Return whether a guess may still be the answer of a board the player sees unsolved (consistent play)."""
        answer = self.game.words.answer_index.get(self.game.words.guesses[int(guess)], -1)
        return answer >= 0 and any(bool((self.boards[b].candidates == answer).any()) for b in self.active)

    def inconsistent(self, guess: GuessId) -> str | None:
        """Return why consistent play refuses a guess here ("... is not a possible answer any more"), or None."""
        if not self.game.consistent or self.turn < self.game.prefill or self.possible(guess):
            return None
        later = " any more" if self.turn > self.game.prefill else ""
        return f"{self.game.words.guesses[int(guess)]} is not a possible answer{later}"

    def filtered(self, guess: GuessId, patterns: Sequence[Pattern | None], by_greens: bool = False) -> "State":
        """Return the state after honest rows: each unsolved board's row keeps the candidates that give it, and
        solves the board when it is all greens (`by_greens`: once each of its letters has shown green on some row);
        raise as `apply` does."""
        n = len(self.boards)
        if len(patterns) != n:
            raise NdleError(f"expected feedback for {counted(n, 'board')}, got {len(patterns)}")
        guess, length = int(guess), self.game.words.length
        history = zip(self.guesses, (p[0] for p in self.patterns))  # hard mode: one board (Rules refuses more)
        if self.game.hard and (why := hard_mode_breach(self.game.words, history, guess)):
            raise HardModeError(f"{self.game.words.guesses[guess]} breaks hard mode: {why}")
        if (why := self.inconsistent(guess)) is not None:
            raise InconsistentGuessError(why)
        if n <= FEW_BOARDS and not by_greens:
            return self._apply_few(guess, patterns)
        t, turn, row = self.tally, self.turn + 1, np.asarray(self.game.matrix[guess])
        shown = np.flatnonzero(self.active_mask)
        if isinstance(patterns, np.ndarray):
            codes = patterns[shown].astype(np.int64)
        else:
            rows = (int(patterns[b]) for b in shown.tolist())  # type: ignore[arg-type]  # shown boards' rows
            codes = np.fromiter(rows, dtype=np.int64, count=len(shown))
        greens = self.greens.copy() if by_greens else None  # else worked out when read
        if greens is not None and self.game.feedback_rule.tiles:  # counts-only feedback shows no greens
            greens[shown] |= green_bits(codes, length)
        now = codes == self.game.solved if greens is None else greens[shown] == (1 << length) - 1
        boards, sizes, sole = list(self.boards), t.sizes.copy(), t.sole.copy()
        single = t.sizes[shown] == 1
        wrong = shown[single & (row[np.maximum(t.sole[shown], 0)] != codes)]  # a sole candidate that disagrees
        first_wrong = int(wrong[0]) if wrong.size else n
        for b, p, solves in zip(shown[~single].tolist(), codes[~single].tolist(), now[~single].tolist()):
            if b > first_wrong:
                break
            board = boards[b]
            keep = board.candidates[row[board.candidates] == p]
            if not keep.size:
                narrow(self.game, board.candidates, guess, p, b)  # raises NoCandidatesError
            if len(keep) < len(board.candidates) or solves:
                keep.setflags(write=False)
                boards[b] = weighed(self.game.weights, keep, turn if solves else None)
                sizes[b], sole[b] = len(keep), keep[0] if len(keep) == 1 else -1
        if wrong.size:
            narrow(self.game, self.boards[first_wrong].candidates, guess, int(codes[shown == first_wrong][0]),
                   first_wrong)  # raises NoCandidatesError
        for b in shown[single & now].tolist():
            boards[b] = replace(self.boards[b], solved_at=turn)
        solved = t.solved.copy()
        solved[shown[now]] = turn
        seen = np.empty(n, dtype=object)  # None where no feedback was shown
        seen[shown] = codes.tolist()
        tally = _Tally(solved, t.hidden, sizes, sole, greens, int(np.count_nonzero(solved == 0)), t.hiding)
        for a in (solved, sizes, sole) + (() if greens is None else (greens,)):
            a.setflags(write=False)
        return replace(self, boards=tuple(boards), guesses=self.guesses + (guess,),
                       patterns=self.patterns + (tuple(seen.tolist()),), tally=tally)

    def _apply_few(self, guess: int, patterns: Sequence[Pattern | None] | np.ndarray) -> "State":
        """Return `apply`'s state on a few boards (not in the greens mode), board by board in plain Python."""
        game, t, turn = self.game, self.tally, self.turn + 1
        row, win, prior = game.matrix[guess], game.solved, game.weights
        codes = patterns.tolist() if isinstance(patterns, np.ndarray) else patterns
        boards, solved, sizes, sole = list(self.boards), t.solved.tolist(), t.sizes.tolist(), t.sole.tolist()
        seen: list[int | None] = [None] * len(boards)
        left, active = t.left, []
        for b in self.active:
            board, p = self.boards[b], int(codes[b])  # type: ignore[arg-type]  # an active board's row is given
            seen[b] = p
            if sizes[b] == 1:
                if row[sole[b]] != p:
                    narrow(game, board.candidates, guess, p, b)  # raises NoCandidatesError
                if p == win:
                    boards[b] = Board(board.candidates, turn, False, board.weights)
            else:
                keep = board.candidates[row[board.candidates] == p]
                if not keep.size:
                    narrow(game, board.candidates, guess, p, b)  # raises NoCandidatesError
                if len(keep) < sizes[b] or p == win:
                    keep.setflags(write=False)
                    boards[b] = weighed(prior, keep, turn if p == win else None)
                    sizes[b], sole[b] = len(keep), int(keep[0]) if len(keep) == 1 else -1
            if p == win:
                solved[b], left = turn, left - 1
            else:
                active.append(b)
        tally = _Tally(_frozen(solved, np.int64), t.hidden, _frozen(sizes, np.int64), _frozen(sole, np.int64), None,
                       left, t.hiding, tuple(active))
        return State(game, tuple(boards), self.guesses + (guess,), self.patterns + (tuple(seen),), tally, self.pairs)

    def reveal(self, board: int, patterns: Sequence[Pattern]) -> "State":
        """Return the state after hidden board `board` showed `patterns` for the guesses so far, in order (they
        may stop at all greens: solved then); raise NoCandidatesError if they leave it no candidate, FeedbackError
        if too few or too many."""
        old = self.boards[board]
        if not old.hidden:
            raise NdleError(f"board {board + 1} is not hidden")
        patterns, green = [int(p) for p in patterns], self.game.solved
        solved = next((t for t, p in enumerate(patterns, 1) if p == green), None)
        if len(patterns) != (solved or self.turn):
            raise FeedbackError(f"board {board + 1}: expected feedback for the {counted(self.turn, 'guess')} so far "
                                f"(or up to the one showing all greens), got {len(patterns)}")
        keep = old.candidates
        for guess, p in zip(self.guesses, patterns):
            keep = narrow(self.game, keep, guess, p, board)
        boards = (*self.boards[:board], weighed(self.game.weights, keep, solved), *self.boards[board + 1:])
        rows = [tuple(p if i != board or t >= len(patterns) else patterns[t] for i, p in enumerate(row))
                for t, row in enumerate(self.patterns)]
        return replace(self, boards=boards, patterns=tuple(rows), tally=None)

    def play(self, guess: GuessId, answers: Answers, rng: np.random.Generator | None = None) -> "State":
        """Return the state after `guess` against the hidden `answers` (revealing boards as they come up), as the
        game observes its rows (`Game.observation`); when rows lie, their lies are drawn from `rng`, the game's
        Generator (`ndle.game.lying.play_lying`)."""
        return self.game.observation.play(self, guess, answers, rng)

    def codes(self, marks: Sequence[str]) -> list[Pattern | None]:
        """Return the zip codes of one feedback string per board (None for a hidden board, and for a solved one
        given `-`; any other entry must be valid feedback), raising FeedbackError if one is malformed."""
        return self.game.observation.codes(self, marks)

    @classmethod
    def from_feedback(cls, game, history: Iterable[tuple[str, Sequence[str]]]) -> "State":
        """Return the state reached by observed play: (guess word, one feedback string per board) pairs. A board's
        feedback after all greens is ignored: give `-` (or one `-` a letter, or any valid feedback). In sequence
        mode a hidden board's feedback is read when it is revealed (until then it may be anything)."""
        from ndle.game.observed import state_from_feedback
        return state_from_feedback(game, history)
