"""Answer priors from files, word frequencies and the uniform default: validated in one line, normalised."""

from __future__ import annotations

import numpy as np
import pytest

from ndle.errors import ConfigError, ModeError
from ndle.game import Game
from ndle.patterns.matrix import pattern_matrix
from ndle.playing import describe_prior
from ndle.game import prior_weights, rank_logistic
from ndle.words import make_word_list


@pytest.fixture(scope="module")
def words():
    return make_word_list("tiny", ["crane", "slate", "about"], ["trace", "zesty"])


def write(tmp_path, text):
    path = tmp_path / "prior.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_file_gives_normalised_probabilities(tmp_path, words):
    p = prior_weights(write(tmp_path, "# weights\ncrane 2\nSLATE 1  # a comment\n\nabout 1\n"), words)
    assert np.allclose(p, [0.25, 0.5, 0.25]) and not p.flags.writeable  # answer order: about crane slate


@pytest.mark.parametrize("text, message", [
    ("crane 1\nslate 1\n", "1 answer(s) of the tiny list have no weight, e.g. 'about'"),
    ("crane 1\nslate 1\nabout 1\ntrace 1\n", "line 4: 'trace' is not an answer of the tiny list"),
    ("crane 1\nslate -1\nabout 1\n", "line 2: slate's weight must be a positive finite number, got -1"),
    ("crane nan\nslate 1\nabout 1\n", "line 1: crane's weight must be a positive finite number, got nan"),
    ("crane 0\nslate 0\nabout 0\n", "line 1: crane's weight must be a positive finite number, got 0"),
    ("crane inf\nslate 1\nabout 1\n", "got inf"),
    ("crane 1\ncrane 2\nslate 1\nabout 1\n", "line 2: crane has a weight already"),
    ("crane 1 2\n", "line 1: expected 'word weight'"),
    ("crane x\n", "line 1: weight 'x' is not a number"),
])
def test_a_bad_file_is_refused_in_one_line(tmp_path, words, text, message):
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")) as e:
        prior_weights(write(tmp_path, text), words)
    assert "\n" not in str(e.value)


def test_a_missing_file_is_refused(tmp_path, words):
    with pytest.raises(ConfigError, match="no such file"):
        prior_weights(tmp_path / "nothing.txt", words)


def test_uniform_is_no_prior(words):
    assert prior_weights("uniform", words) is None and prior_weights(None, words) is None
    assert describe_prior(None) == ""


def test_rank_logistic_orders_by_frequency_and_spans_the_width():
    w = rank_logistic(np.array([1e-3, 1e-8, 1e-5, 1e-5, 0.0]))
    assert w[0] == w.max() and w[4] == w.min() and w[2] == w[3]  # equal frequencies share their mean rank
    assert np.isclose(w.max() / w.min(), (1 + np.exp(5)) / (1 + np.exp(-5)))


def test_frequency_prior_on_wordle(wordle):
    pytest.importorskip("wordfreq")
    p = prior_weights("frequency", wordle.words)
    assert p.shape == (len(wordle.words.answers),) and np.isclose(p.sum(), 1) and np.all(p > 0)
    ids = wordle.words.answer_index
    assert p[ids["there"]] > p[ids["crane"]] > p[ids["vaunt"]]
    with pytest.raises(ConfigError, match="no frequencies for language 'xx'"):
        prior_weights("frequency:xx", wordle.words)


def test_a_game_keeps_its_prior_and_refuses_bad_weights(words):
    matrix = pattern_matrix(words.guesses, words.answers)
    game = Game(words, matrix=matrix, weights=np.array([1.0, 2.0, 1.0]))
    assert np.allclose(game.weights, [0.25, 0.5, 0.25]) and "weights=<prior>" in repr(game)
    assert Game(words, matrix=matrix, weights=game.weights).weights is game.weights  # kept bit for bit
    for bad in ([1.0, 2.0], [1.0, -1.0, 1.0], [0.0, 0.0, 0.0], "abc", [1.0, np.nan, 1.0]):
        with pytest.raises(ModeError):
            Game(words, matrix=matrix, weights=bad)
