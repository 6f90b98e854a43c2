"""Word lists: the shipped `wordle` and `nyt` lists and user files, validated on load."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

import numpy as np

from ndle.errors import WordError, WordListError

Word = str
WORD_LENGTH = 5
LIST_NAMES = ("wordle", "nyt")
NYT_REMOVED = ("agora", "pupal", "lynch", "fibre", "slave", "wench")
_WORD = re.compile(r"[a-z]{5}")


@dataclass(frozen=True, eq=False)
class WordList:
    """Answers and allowed guesses (sorted, every answer also a guess).

    Indices are positions in the sorted tuples, so index order is alphabetical.
    `answer_guess[i]` is the guess index of answer `i`.
    """

    name: str
    answers: tuple[Word, ...]
    guesses: tuple[Word, ...]
    guess_index: dict[Word, int] = field(init=False, repr=False)
    answer_index: dict[Word, int] = field(init=False, repr=False)
    answer_guess: np.ndarray = field(init=False, repr=False)

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "guess_index", {w: i for i, w in enumerate(self.guesses)})
        set_(self, "answer_index", {w: i for i, w in enumerate(self.answers)})
        set_(self, "answer_guess", np.array([self.guess_index[a] for a in self.answers], dtype=np.int32))
        self.answer_guess.setflags(write=False)

    def __repr__(self) -> str:
        return f"WordList({self.name!r}: {len(self.answers):,} answers, {len(self.guesses):,} guesses)"

    @property
    def digest(self) -> str:
        """Return a hex digest identifying both lists (the pattern-matrix cache key)."""
        h = hashlib.sha256()
        h.update("\n".join(self.guesses).encode())
        h.update(b"\0")
        h.update("\n".join(self.answers).encode())
        return h.hexdigest()[:24]

    def guess_id(self, word: str) -> int:
        """Return the guess index of `word`, raising WordError if it is not allowed."""
        w = check_word(word)
        try:
            return self.guess_index[w]
        except KeyError:
            raise WordError(f"{word!r} is not an allowed guess in the {self.name} list") from None

    def answer_id(self, word: str) -> int:
        """Return the answer index of `word`, raising WordError if it is not an answer."""
        w = check_word(word)
        try:
            return self.answer_index[w]
        except KeyError:
            raise WordError(f"{word!r} is not a possible answer in the {self.name} list") from None


def check_word(word: str) -> Word:
    """Return `word` lower-cased, raising WordError unless it is five ASCII letters."""
    if not isinstance(word, str):
        raise WordError(f"expected a word, got {word!r}")
    w = word.strip().lower()
    if len(w) != WORD_LENGTH:
        raise WordError(f"{word!r} has {len(w)} letters, expected {WORD_LENGTH}")
    if not _WORD.fullmatch(w):
        raise WordError(f"{word!r} must be five letters a-z")
    return w


def parse_words(lines: list[str], source: str) -> tuple[Word, ...]:
    """Return the words of a one-word-a-line text, raising WordListError naming source and line."""
    words, seen = [], {}
    for n, raw in enumerate(lines, 1):
        w = raw.strip().lower()  # upper case is accepted, as on the command line
        if not w:
            continue
        if not _WORD.fullmatch(w):
            raise WordListError(f"{source}:{n}: {raw.strip()!r} is not five letters a-z")
        if w in seen:
            raise WordListError(f"{source}:{n}: {w!r} repeats line {seen[w]}")
        seen[w] = n
        words.append(w)
    if not words:
        raise WordListError(f"{source}: no words")
    return tuple(words)


def read_words(path: str | Path) -> tuple[Word, ...]:
    """Return the validated words of a file, one a line."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise WordListError(f"{path}: cannot read word list ({e.__class__.__name__}: {e})") from None
    return parse_words(text.splitlines(), str(path))


def make_word_list(name: str, answers, guesses) -> WordList:
    """Return a WordList from answer and extra-guess words (answers are added to the guesses)."""
    return WordList(name, tuple(sorted(answers)), tuple(sorted(set(guesses) | set(answers))))


@cache
def _shipped(name: str) -> WordList:
    base = resources.files("ndle.data")
    answers = parse_words(base.joinpath("wordle-answers.txt").read_text().splitlines(), "wordle-answers.txt")
    extra = parse_words(base.joinpath("wordle-guesses.txt").read_text().splitlines(), "wordle-guesses.txt")
    if name == "nyt":
        drop = set(NYT_REMOVED)
        answers = tuple(w for w in answers if w not in drop)
        extra = tuple(w for w in extra if w not in drop)
    return make_word_list(name, answers, extra)


def load_words(name: str = "wordle", answers_file: str | Path | None = None,
               guesses_file: str | Path | None = None) -> WordList:
    """Return a word list: `wordle` (default), `nyt`, or user files.

    With `answers_file`, the answers come from that file and the allowed guesses
    from `guesses_file` (if given) plus the answers; `name` is then ignored.
    """
    if answers_file is None and guesses_file is None:
        if name not in LIST_NAMES:
            raise WordListError(f"unknown word list {name!r}; choose one of {', '.join(LIST_NAMES)}")
        return _shipped(name)
    if answers_file is None:
        raise WordListError("a guesses file needs an answers file too (--answers-file)")
    answers = read_words(answers_file)
    extra = read_words(guesses_file) if guesses_file is not None else ()
    return make_word_list(Path(answers_file).stem, answers, extra)
