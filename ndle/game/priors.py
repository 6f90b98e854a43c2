"""Answer priors: how likely each answer of a list is, from a file, from word frequencies, or uniform.

A prior is an array of probabilities, one per answer (positive, summing to 1),
or None for the uniform prior (every answer equally likely: the fast paths of
every measure and strategy, byte-identical to a game without a prior).

- a file: one ``word weight`` pair a line (``#`` starts a comment), a weight
  for every answer of the list and for nothing else; weights are positive
  finite numbers, normalised here;
- ``frequency`` (or ``frequency:LANG``, default ``en``): word frequencies from
  the `wordfreq` package (``pip install 'ndle[frequency]'``), turned into a
  prior by 3Blue1Brown's transform: the answers sorted from least to most
  frequent (ties share their mean rank), each weighted by the logistic
  function of its rank position on a line from -5 to +5 (the least frequent
  answer 1/(1 + e^5) ~ 0.0067, the median 0.5, the most frequent 0.9933, so
  about 150 times the least). The frequencies themselves span five orders of
  magnitude on Wordle's answers; the logistic keeps the order and flattens
  the extremes, as an editor who avoids obscure words but does not favour
  `there` over `crane` would;
- ``uniform`` (the default): None.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from ndle.checks import a_path, shown
from ndle.errors import ConfigError, MissingExtraError, ModeError
from ndle.io.untrusted import read_bounded
from ndle.words import WordList

UNIFORM = "uniform"
FREQUENCY = "frequency"
WIDTH = 10.0  # the logistic's span over the ranks (3Blue1Brown's x_width)
MAX_PRIOR_BYTES = 50_000_000


def prior_weights(prior: str | Path | None, words: WordList) -> np.ndarray | None:
    """Return the answer probabilities a prior names for a word list (None for the uniform prior).

    Parameters
    ----------
    prior : str or Path or None
        ``uniform`` (or None), ``frequency`` / ``frequency:LANG``, or a file of ``word weight`` lines.
    words : WordList
        The list whose answers the prior weighs.

    Returns
    -------
    numpy.ndarray or None
        float64, one positive probability per answer (in answer order), summing to 1, read-only; None if uniform.

    Raises
    ------
    ConfigError
        In one line: an unreadable file, a malformed line, an unknown or repeated word, a weight that is not a
        positive finite number, or an answer without a weight.
    MissingExtraError
        For ``frequency`` without the `wordfreq` package.
    """
    if prior is None or prior == UNIFORM:
        return None
    if not names_a_file(prior):
        lang = str(prior).partition(":")[2] or "en"
        return normalised(frequency_weights(words, lang))
    return normalised(file_weights(a_path(prior, "a prior (uniform, frequency or a file)"), words))


def names_a_file(prior: str | Path) -> bool:
    """Return whether a prior's spec is a file's path (not `uniform`, `frequency` or `frequency:LANG`).

    Parameters
    ----------
    prior : str or Path
        The spec.

    Returns
    -------
    bool
        False for the named priors.
    """
    return not (isinstance(prior, str) and (prior in (UNIFORM, FREQUENCY) or prior.startswith(FREQUENCY + ":")))


def normalised(weights: np.ndarray) -> np.ndarray:
    """Return positive finite weights divided by their sum, as a read-only float64 array.

    Parameters
    ----------
    weights : numpy.ndarray
        One weight per answer.

    Returns
    -------
    numpy.ndarray
        The probabilities.

    Raises
    ------
    ConfigError
        If a weight is not a positive finite number.
    """
    w = np.asarray(weights, dtype=np.float64)
    if w.ndim != 1 or w.size == 0 or not np.all(np.isfinite(w)) or not np.all(w > 0):
        raise ConfigError("a prior's weights must be positive finite numbers, one per answer")
    p = w / w.sum()
    p.setflags(write=False)
    return p


def game_prior(weights, prior: str, words: WordList) -> np.ndarray | None:
    """Return a Game's answer weights as probabilities: those given, else the `prior`'s (`prior_weights`; None for
    the uniform one), raising ModeError (one line) unless there are as many positive finite ones as answers."""
    n_answers = len(words.answers)
    if weights is None:
        return prior_weights(prior, words)
    if (isinstance(weights, np.ndarray) and weights.dtype == np.float64 and not weights.flags.writeable
            and weights.shape == (n_answers,) and np.all(weights > 0) and abs(weights.sum() - 1.0) < 1e-9):
        return weights  # probabilities already (a game's own, or sent to a worker): kept bit for bit
    try:
        w = np.asarray(weights, dtype=np.float64)
    except (TypeError, ValueError):
        w = None
    if w is None or w.shape != (n_answers,):
        raise ModeError(f"a Game's answer weights are {n_answers:,} numbers, one per answer, got {shown(weights)}")
    try:
        return normalised(w)
    except ConfigError as e:
        raise ModeError(str(e)) from None


def file_weights(path: Path, words: WordList) -> np.ndarray:
    """Return the weights a ``word weight`` file gives the list's answers (not normalised).

    Parameters
    ----------
    path : Path
        The file.
    words : WordList
        The list: every answer needs one weight, and no other word may have one.

    Returns
    -------
    numpy.ndarray
        float64 weights in answer order.

    Raises
    ------
    ConfigError
        In one line, naming the file and line, for the first problem found.
    """
    try:
        text = read_bounded(path, MAX_PRIOR_BYTES).decode("utf-8")
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not UTF-8 text") from None
    weights = np.full(len(words.answers), np.nan)
    for n, line in enumerate(text.splitlines(), 1):
        parts = line.split("#", 1)[0].split()
        if not parts:
            continue
        where = f"{path}, line {n}"
        if len(parts) != 2:
            raise ConfigError(f"{where}: expected 'word weight', got {line.strip()!r:.60}")
        word, value = parts[0].lower(), parts[1]
        i = words.answer_index.get(word)
        if i is None:
            raise ConfigError(f"{where}: {word!r} is not an answer of the {words.name} list")
        try:
            w = float(value)
        except ValueError:
            raise ConfigError(f"{where}: weight {value!r:.30} is not a number") from None
        if not math.isfinite(w) or w <= 0:
            raise ConfigError(f"{where}: {word}'s weight must be a positive finite number, got {value}")
        if not np.isnan(weights[i]):
            raise ConfigError(f"{where}: {word} has a weight already")
        weights[i] = w
    missing = np.flatnonzero(np.isnan(weights))
    if missing.size:
        raise ConfigError(f"{path}: {missing.size:,} answer(s) of the {words.name} list have no weight, "
                          f"e.g. {words.answers[missing[0]]!r}")
    return weights


def word_frequencies(words: WordList, lang: str = "en") -> np.ndarray:
    """Return each answer's frequency in the language `lang` (a share of all words; 0 if unknown), from wordfreq.

    Parameters
    ----------
    words : WordList
        The list.
    lang : str
        The language's code (`en`, `fr`, ...), as wordfreq names it.

    Returns
    -------
    numpy.ndarray
        float64 frequencies in answer order.

    Raises
    ------
    MissingExtraError
        Without the wordfreq package.
    ConfigError
        For a language wordfreq does not know.
    """
    try:
        import wordfreq
    except ImportError:
        raise MissingExtraError("the frequency prior needs wordfreq: pip install 'ndle[frequency]'") from None
    if lang not in wordfreq.available_languages():
        raise ConfigError(f"wordfreq has no frequencies for language {lang!r}")
    return np.array([wordfreq.word_frequency(w, lang) for w in words.answers], dtype=np.float64)


def rank_logistic(frequencies: np.ndarray, width: float = WIDTH) -> np.ndarray:
    """Return 3Blue1Brown's weights: the logistic of each word's frequency rank, placed on [-width/2, width/2].

    Parameters
    ----------
    frequencies : numpy.ndarray
        One frequency per word (any positive scale; equal frequencies share their mean rank).
    width : float
        The span of the logistic's argument from the least to the most frequent word.

    Returns
    -------
    numpy.ndarray
        float64 weights in (0, 1), increasing with frequency.
    """
    from scipy.stats import rankdata

    f = np.asarray(frequencies, dtype=np.float64)
    if f.size < 2:
        return np.full(f.size, 0.5)
    x = (rankdata(f) - 1) / (f.size - 1) * width - width / 2  # ranks from 1 (least frequent) to n
    return 1.0 / (1.0 + np.exp(-x))


def frequency_weights(words: WordList, lang: str = "en") -> np.ndarray:
    """Return the `frequency` prior's weights of a list's answers (`rank_logistic` of `word_frequencies`).

    Parameters
    ----------
    words : WordList
        The list.
    lang : str
        The language of its words.

    Returns
    -------
    numpy.ndarray
        float64 weights (not normalised) in answer order.
    """
    return rank_logistic(word_frequencies(words, lang))
