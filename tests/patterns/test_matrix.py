import json

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.patterns.codes import encode, feedback
from ndle.patterns.matrix import pattern_matrix
from ndle.patterns.cache import matrix_for
from ndle.words import load_words, make_word_list

small = st.text(alphabet="abcdez", min_size=5, max_size=5)


@given(st.lists(small, min_size=1, max_size=12), st.lists(small, min_size=1, max_size=12))
def test_matrix_equals_slow_feedback(guesses, answers):
    m = pattern_matrix(guesses, answers)
    assert m.dtype == np.uint8 and m.shape == (len(guesses), len(answers))
    for i, g in enumerate(guesses):
        for j, a in enumerate(answers):
            assert m[i, j] == encode(feedback(g, a))


@settings(max_examples=30)
@given(st.data())
def test_real_matrix_equals_slow_feedback(wordle, data):
    words = wordle.words
    for _ in range(50):
        g = data.draw(st.integers(0, len(words.guesses) - 1))
        a = data.draw(st.integers(0, len(words.answers) - 1))
        assert wordle.matrix[g, a] == encode(feedback(words.guesses[g], words.answers[a]))


def test_real_matrix_facts(wordle):
    m, w = wordle.matrix, wordle.words
    assert m.shape == (12972, 2315)
    assert (m[w.answer_guess, np.arange(2315)] == 242).all()
    assert (m == 242).sum() == 2315
    # four greens and a yellow never occur
    impossible = [encode(s) for s in ("YGGGG", "GYGGG", "GGYGG", "GGGYG", "GGGGY")]
    assert not np.isin(m, impossible).any()


def _words():
    return make_word_list("tiny", ["crane", "slate", "geese", "eerie"], ["soare", "aaaaa"])


def test_cache_round_trip_and_rebuild(tmp_path, monkeypatch):
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path))
    w = _words()
    m = matrix_for.__wrapped__(w)
    assert isinstance(m, np.memmap) and not m.flags.writeable
    expected = pattern_matrix(w.guesses, w.answers)
    assert (m == expected).all()
    (npy,) = tmp_path.glob("*.npy")
    # corrupt the data: detected by checksum and rebuilt
    raw = bytearray(npy.read_bytes())
    raw[-1] ^= 0xFF
    npy.write_bytes(bytes(raw))
    assert (matrix_for.__wrapped__(w) == expected).all()
    # truncated file, and an empty one (np.load raises EOFError there)
    npy.write_bytes(npy.read_bytes()[:40])
    assert (matrix_for.__wrapped__(w) == expected).all()
    npy.write_bytes(b"")
    assert (matrix_for.__wrapped__(w) == expected).all() and npy.stat().st_size > 0
    # mismatched metadata
    meta = next(tmp_path.glob("*.json"))
    meta.write_text(json.dumps({"format": 1, "checksum": "0"}))
    assert (matrix_for.__wrapped__(w) == expected).all()
    meta.write_text("{not json")
    assert (matrix_for.__wrapped__(w) == expected).all()
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".json", ".npy"]


def test_cache_key_depends_on_both_lists(tmp_path, monkeypatch):
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path))
    a = make_word_list("x", ["crane", "slate"], [])
    b = make_word_list("x", ["crane"], ["slate"])
    assert a.digest != b.digest
    assert matrix_for.__wrapped__(a).shape == (2, 2) and matrix_for.__wrapped__(b).shape == (2, 1)


def test_unwritable_cache_still_works(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("NDLE_CACHE_DIR", str(blocker / "sub"))
    with pytest.warns(UserWarning, match="cannot use the cache folder"):
        m = matrix_for.__wrapped__(_words())
    assert m.shape == (6, 4)


def test_shipped_lists_match_in_matrix_for():
    w = load_words("nyt")
    assert matrix_for(w).shape == (12966, 2309)
