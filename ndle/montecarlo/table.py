"""A run's per-game results as compact numpy arrays, so that a million games fit in tens of megabytes.

Words are interned (one small vocabulary per table); each game keeps its
answers and guesses as int32 word ids (guesses padded with -1 to the longest
game) and the turn each board was solved as int16. Records (`GameRecord`)
are built only on demand, one at a time, by `record(i)` or the `records()`
view, and the summary is computed from the arrays.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Iterator, Sequence, overload

import numpy as np

from ndle.errors import ConfigError, NdleError
from ndle.playing import GameRecord
from ndle.checks import counted


def _check_memory(games: int, boards: int) -> None:
    """Raise ConfigError, before anything is allocated, if a table of this size would not fit in free memory."""
    import psutil

    need = games * (10 * boards + 21)  # answers and guesses int32, solve turns int16, a flag: see __init__
    free = psutil.virtual_memory().available
    if need > free:
        raise ConfigError(f"{games:,} games of {counted(boards, 'board')} need {need / 2**30:,.1f} GiB for their "
                          f"records, more than the {free / 2**30:,.1f} GiB free; play fewer games (several runs, or "
                          "chunks)")


class GameTable:
    """The games 0..games-1 of a run, filled in any order (`add`), read back as arrays or records."""

    def __init__(self, games: int, boards: int, max_guesses: int):
        _check_memory(games, boards)
        self.max_guesses = max_guesses
        self.vocab: list[str] = []
        self._ids: dict[str, int] = {}
        self.answers = np.full((games, boards), -1, np.int32)
        self.solved = np.zeros((games, boards), np.int16)
        self.guesses = np.full((games, boards + 5), -1, np.int32)
        self.filled = np.zeros(games, bool)

    @classmethod
    def of(cls, records: Sequence[GameRecord], boards: int, max_guesses: int) -> "GameTable":
        """Return the table of records given in game order (0, 1, ...)."""
        table = cls(len(records), boards, max_guesses)
        table.add(enumerate(records))
        return table

    def __len__(self) -> int:
        return len(self.filled)

    def _id(self, word: str) -> int:
        if (i := self._ids.get(word)) is None:
            i = self._ids[word] = len(self.vocab)
            self.vocab.append(word)
        return i

    def add(self, indexed: Iterable[tuple[int, GameRecord]]) -> None:
        """Store (game index, record) pairs; a game stored again is replaced."""
        for i, rec in indexed:
            n = len(rec.guesses)
            if n > self.guesses.shape[1]:
                wider = np.full((len(self), max(n, self.guesses.shape[1] + 4)), -1, np.int32)
                wider[:, :self.guesses.shape[1]] = self.guesses
                self.guesses = wider
            self.answers[i] = [self._id(w) for w in rec.answers]
            self.solved[i] = rec.solved_at
            row = self.guesses[i]
            row[:n] = [self._id(w) for w in rec.guesses]
            row[n:] = -1
            self.filled[i] = True

    def count(self) -> int:
        """Return how many games are stored."""
        return int(np.count_nonzero(self.filled))

    def missing(self) -> np.ndarray:
        """Return the indices of the games not stored yet, in order."""
        return np.flatnonzero(~self.filled)

    def record(self, i: int) -> GameRecord:
        """Return game i's record."""
        if not self.filled[i]:
            raise NdleError(f"game {i} has not been played")
        v = self.vocab
        row = self.guesses[i]
        return GameRecord(tuple(v[a] for a in self.answers[i]), tuple(int(t) for t in self.solved[i]),
                          tuple(v[g] for g in row[:np.count_nonzero(row >= 0)]), self.max_guesses)

    def records(self) -> "Records":
        """Return a read-only sequence of the records, each built when it is read."""
        return Records(self)

    def _complete(self) -> None:
        if not self.filled.all():
            raise NdleError(f"{len(self) - self.count()} of {len(self)} games have not been played")

    @property
    def turns(self) -> np.ndarray:
        """Return the turn each game's last board was solved (int64)."""
        self._complete()
        return self.solved.max(axis=1).astype(np.int64)

    @property
    def first_solved(self) -> np.ndarray:
        """Return the turn each game's first board was solved (int64)."""
        self._complete()
        return self.solved.min(axis=1).astype(np.int64)

    @property
    def total(self) -> np.ndarray:
        """Return each game's official score, the sum of its boards' solve turns (int64)."""
        self._complete()
        return self.solved.sum(axis=1, dtype=np.int64)

    @property
    def won(self) -> np.ndarray:
        """Return whether each game was won within the guess limit."""
        return self.turns <= self.max_guesses

    def answer_words(self) -> np.ndarray:
        """Return the answers as a games x boards array of strings."""
        self._complete()
        return np.asarray(self.vocab, dtype=object)[self.answers]

    def openings(self, depth: int = 2) -> Counter:
        """Return how many games opened with each sequence of first `depth` guesses ("w1 w2")."""
        self._complete()
        head = self.guesses[:, :depth].astype(np.int64)
        base = len(self.vocab) + 1
        keys = np.zeros(len(self), np.int64)
        for k in range(head.shape[1]):
            keys = keys * base + (head[:, k] + 1)  # -1 (no such guess) becomes digit 0
        values, counts = np.unique(keys, return_counts=True)
        out: Counter = Counter()
        for key, count in zip(values.tolist(), counts.tolist()):
            digits = []
            for _ in range(head.shape[1]):
                key, d = divmod(key, base)
                digits.append(d)
            out[" ".join(self.vocab[d - 1] for d in reversed(digits) if d)] += count
        return out

    def chunks(self, size: int = 10_000) -> Iterator[list[tuple[int, GameRecord]]]:
        """Yield (index, record) pairs in game order, `size` games at a time."""
        for start in range(0, len(self), size):
            yield [(i, self.record(i)) for i in range(start, min(start + size, len(self)))]


class Records(Sequence):
    """The records of a GameTable in game order, built on access (compares equal to a tuple of the same records)."""

    def __init__(self, table: GameTable):
        self._table = table

    def __len__(self) -> int:
        return len(self._table)

    @overload
    def __getitem__(self, i: int) -> GameRecord: ...
    @overload
    def __getitem__(self, i: slice) -> tuple[GameRecord, ...]: ...

    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple(self._table.record(k) for k in range(len(self))[i])
        if not -len(self) <= i < len(self):
            raise IndexError(i)
        return self._table.record(i % len(self))

    def __iter__(self) -> Iterator[GameRecord]:
        return (self._table.record(i) for i in range(len(self)))

    def __eq__(self, other) -> bool:
        if not isinstance(other, Sequence) or len(other) != len(self):
            return NotImplemented if not isinstance(other, Sequence) else False
        return all(a == b for a, b in zip(self, other))

    __hash__ = None  # type: ignore[assignment]  # equal by value, so unhashable

    def __repr__(self) -> str:
        return f"<{len(self)} game records>"
