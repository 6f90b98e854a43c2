"""Word lists: the shipped lists and user files, validated on load (any length 2-15, any alphabet)."""

from __future__ import annotations

import gzip
import hashlib
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

import numpy as np

from ndle.checks import echoed, many, shown
from ndle.words.codespace import code_space_name, code_space_of, code_words
from ndle.errors import WordError, WordListError
from ndle.words.shipped import DEFAULT_LISTS, LIST_NAMES, MAX_LENGTH, NYT_REMOVED, SHIPPED, WORD_LENGTH, Shipped  # noqa: F401

Word = str
MIN_LENGTH = 2  # to MAX_LENGTH, 15: feedback codes fit in uint32 up to 15 letters (3**15 patterns)
MAX_LETTERS = 255  # distinct letters a list may use (letter codes are one byte)
ASCII = "abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True, eq=False)
class WordList:
    """Answers and allowed guesses (sorted, every answer also a guess), all of one length.

    Indices are positions in the sorted tuples, so index order is code-point order.
    `answer_guess[i]` is the guess index of answer `i`; `length` is the word length
    and `alphabet` the letters (a-z for an ASCII list, else the letters the guesses use, sorted).

    Parameters
    ----------
    name : str
        The list's name (`wordle`, `nyt`, ... or the name given to your files).
    answers : tuple of str
        The possible answers, sorted.
    guesses : tuple of str
        The allowed guesses, sorted, every answer among them.
    codes : bool
        Codes of any symbols (a code space: `code_space`), not words of letters only.
    """

    name: str
    answers: tuple[Word, ...]
    guesses: tuple[Word, ...]
    codes: bool = False
    guess_index: dict[Word, int] = field(init=False, repr=False)
    answer_index: dict[Word, int] = field(init=False, repr=False)
    answer_guess: np.ndarray = field(init=False, repr=False)
    length: int = field(init=False, repr=False)
    alphabet: str = field(init=False, repr=False)

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        if not isinstance(self.name, str):
            raise WordListError(f"a word list's name is a string, got {shown(self.name)}")
        for kind in ("answers", "guesses"):
            set_(self, kind, _checked(self.name, kind, getattr(self, kind), self.codes))
        if not self.answers:
            raise WordListError(f"{self.name}: no answers")
        set_(self, "length", _common_length(self.name, self.guesses + self.answers))
        set_(self, "alphabet", alphabet_of(self.guesses, self.name))
        set_(self, "guess_index", {w: i for i, w in enumerate(self.guesses)})
        set_(self, "answer_index", {w: i for i, w in enumerate(self.answers)})
        if missing := [a for a in self.answers if a not in self.guess_index][:1]:
            raise WordListError(f"{self.name}: answer {missing[0]!r} is not among the guesses")
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
        w = check_word(word, self.length, symbols=self.codes)
        try:
            return self.guess_index[w]
        except KeyError:
            raise WordError(self._unknown(w, "an allowed guess")) from None

    def answer_id(self, word: str) -> int:
        """Return the answer index of `word`, raising WordError if it is not an answer."""
        w = check_word(word, self.length, symbols=self.codes)
        try:
            return self.answer_index[w]
        except KeyError:
            raise WordError(self._unknown(w, "a possible answer")) from None

    def _unknown(self, w: Word, what: str) -> str:
        """Return why the normalised word `w` is not `what`: letters outside the alphabet, or not listed."""
        if foreign := sorted(set(w) - set(self.alphabet)):
            return f"{echoed(w)} has letters outside the {self.name} list's alphabet ({', '.join(foreign)})"
        return f"{echoed(w)} is not {what} in the {self.name} list"


def normalise(word: str) -> str:
    """Return `word` stripped, in Unicode NFC (one code point per accented letter) and lower case."""
    return unicodedata.normalize("NFC", word.strip()).lower()


def check_word(word: str, length: int | None = None, *, symbols: bool = False) -> Word:
    """Return `word` normalised, raising WordError unless it is letters only (with `symbols`: any symbols but
    spaces), 2-15 of them (`length` if given)."""
    if not isinstance(word, str):
        raise WordError(f"expected a word, got {echoed(word)}")
    w = normalise(word)
    if problem := _problem(w, length, symbols):
        raise WordError(f"{echoed(word)} {problem}")
    return w


def _problem(w: str, length: int | None, symbols: bool = False) -> str | None:
    """Return what is wrong with a normalised word (with `symbols`: a code of any symbols), or None."""
    if not (w.isprintable() and not any(c.isspace() for c in w) if symbols else w.isalpha()):
        return "is not a code of symbols (no spaces)" if symbols else "is not a word of letters only"
    if length is not None and len(w) != length:
        return f"has {len(w)} letters, expected {length}"
    if not MIN_LENGTH <= len(w) <= MAX_LENGTH:
        return f"has {len(w)} letters; words of {MIN_LENGTH} to {MAX_LENGTH} letters are supported"
    return None


def _checked(name: str, kind: str, words, codes: bool = False) -> tuple[Word, ...]:
    """Return a WordList's answers or guesses as a tuple, raising WordListError unless they are normalised words
    (codes), sorted, each once."""
    words = tuple(many(words, f"the {kind} of list {name!r}, words", WordListError))
    for w in words:
        if not isinstance(w, str) or normalise(w) != w or _problem(w, None, codes):
            raise WordListError(f"{name}: {shown(w)} among the {kind} is not a word (lower case letters, "
                                f"{MIN_LENGTH} to {MAX_LENGTH}; make_word_list normalises)")
    if (bad := next((i for i in range(1, len(words)) if words[i - 1] >= words[i]), None)) is not None:
        how = "twice" if words[bad - 1] == words[bad] else "out of order (they must be sorted)"
        raise WordListError(f"{name}: {words[bad]!r} is among the {kind} {how}")
    return words


def _common_length(name: str, words) -> int:
    """Return the one length of `words`, raising WordListError if they mix lengths."""
    lengths = {len(w) for w in words}
    if len(lengths) != 1:
        raise WordListError(f"{name}: words of different lengths ({', '.join(map(str, sorted(lengths)))} letters)")
    return lengths.pop()


def alphabet_of(words, name: str = "word list") -> str:
    """Return the letters of `words`: a-z if they are ASCII, else the letters they use, sorted (raising
    WordListError past MAX_LETTERS of them)."""
    letters = set().union(*map(set, words)) if words else set()
    if letters <= set(ASCII):
        return ASCII
    if len(letters) > MAX_LETTERS:
        raise WordListError(f"{name}: {len(letters)} distinct letters; at most {MAX_LETTERS} are supported")
    return "".join(sorted(letters))


def parse_words(lines: list[str], source: str, length: int | None = None) -> tuple[Word, ...]:
    """Return the words of a one-word-a-line text (all of one length: `length`, or the first word's),
    raising WordListError naming source and line."""
    words: list[str] = []
    seen: dict[str, int] = {}
    for n, raw in enumerate(lines, 1):
        w = normalise(raw)  # upper case is accepted, as on the command line
        if not w:
            continue
        if problem := _problem(w, length):
            raise WordListError(f"{source}:{n}: {echoed(raw.strip())} {problem}")
        if w in seen:
            raise WordListError(f"{source}:{n}: {echoed(w)} repeats line {seen[w]}")
        seen[w] = n
        length = len(w)
        words.append(w)
    if not words:
        raise WordListError(f"{source}: no words")
    return tuple(words)


def read_words(path: str | Path, length: int | None = None) -> tuple[Word, ...]:
    """Return the validated words of a UTF-8 file, one a line (all of one length)."""
    from ndle.io.untrusted import read_bounded  # a special file (/dev/zero, a FIFO) or a huge one is refused

    try:
        text = read_bounded(path, error=WordListError).decode("utf-8")
    except WordListError as e:
        raise WordListError(f"{path}: cannot read word list ({str(e).removeprefix(f'{path}: ')})") from None
    except UnicodeDecodeError as e:
        raise WordListError(f"{path}: cannot read word list ({e.__class__.__name__}: {e})") from None
    return parse_words(text.splitlines(), str(path), length)


def make_word_list(name: str, answers, guesses) -> WordList:
    """Return a WordList from answer and extra-guess words (normalised; answers are added to the guesses), raising
    WordListError for an answer given twice."""
    answers, guesses = ([check_word(w) for w in many(ws, f"the {kind} of list {name!r}, words", WordListError)]
                        for ws, kind in ((answers, "answers"), (guesses, "guesses")))
    return WordList(name, tuple(sorted(answers)), tuple(sorted(set(guesses) | set(answers))))


@cache
def _data_lines(file: str) -> list[str]:
    data = resources.files("ndle.data").joinpath(file).read_bytes()
    return (gzip.decompress(data) if file.endswith(".gz") else data).decode("utf-8").splitlines()


@cache
def _shipped(name: str) -> WordList:
    s = SHIPPED[name]
    answers, extra = ([w for w in _data_lines(f) if len(w) == s.length and w not in s.drop]
                      for f in (s.answers, s.guesses))
    return make_word_list(name, parse_words(answers, s.answers, s.length), parse_words(extra, s.guesses, s.length))


def default_list(length: int | None) -> str:
    """Return the name of the shipped list of `length`-letter words (None: five, `wordle`), raising
    WordListError if there is none."""
    length = WORD_LENGTH if length is None else length
    if length not in DEFAULT_LISTS:
        have = f"{min(DEFAULT_LISTS)} to {max(DEFAULT_LISTS)}"
        raise WordListError(f"no shipped list of {length}-letter words (shipped: {have} letters; "
                            "give your own with --answers-file)")
    return DEFAULT_LISTS[length]


def load_words(name: str | None = "wordle", answers_file: str | Path | None = None,
               guesses_file: str | Path | None = None, *, length: int | None = None) -> WordList:
    """Return a word list: a shipped one by name (see `SHIPPED`; None: the default list of `length` letters,
    `wordle` for five), or user files.

    With `answers_file`, the answers come from that file and the allowed guesses
    from `guesses_file` (if given) plus the answers; `name` is then ignored.
    Files are UTF-8, one word a line, all of one length (2 to 15 letters of any alphabet).
    A `length` given must be the list's (WordListError otherwise).

    Parameters
    ----------
    name : str or None
        A shipped list's name (default `wordle`); None picks the default list of `length` letters.
    answers_file : str or Path, optional
        A file of answers, one word a line.
    guesses_file : str or Path, optional
        A file of further allowed guesses (with `answers_file`).
    length : int, optional
        The word length expected.

    Returns
    -------
    WordList
    """
    if answers_file is None and guesses_file is None:
        name = default_list(length or WORD_LENGTH) if name is None else name
        if (space := code_space_of(name)) is not None:
            words = code_space(*space, name=name)
        elif name not in SHIPPED:
            raise WordListError(f"unknown word list {echoed(name)}; choose one of {', '.join(LIST_NAMES)} (ndle "
                                "lists), mastermind, bulls-cows or codes-LENGTH-SYMBOLS[-distinct]")
        else:
            words = _shipped(name)
    elif answers_file is None:
        raise WordListError("a guesses file needs an answers file too (--answers-file)")
    else:
        answers = read_words(answers_file, length)
        extra = read_words(guesses_file, len(answers[0])) if guesses_file is not None else ()
        words = make_word_list(Path(answers_file).stem, answers, extra)
    if length is not None and words.length != length:
        raise WordListError(f"the {words.name} list has {words.length}-letter words, not {length}")
    return words


@cache
def code_space(length: int, symbols: str, repeats: bool = True, name: str | None = None) -> WordList:
    """Return every code of `length` over `symbols` as a WordList (answers = guesses), named for `load_words`.

    Parameters
    ----------
    length : int
        The code length, 2 to 15.
    symbols : str
        Distinct digits or lower-case letters a-z, e.g. ``"123456"``.
    repeats : bool
        Whether a code may repeat a symbol (Mastermind's may, Bulls and Cows' may not).
    name : str, optional
        The list's name (default ``codes-LENGTH-SYMBOLS``, with ``-distinct`` without repeats).

    Returns
    -------
    WordList
    """
    codes = code_words(length, symbols, repeats)
    return WordList(name or code_space_name(length, symbols, repeats), codes, codes, codes=True)
