"""Sweep journals damaged every way hypothesis finds (cut anywhere, bytes changed, foreign files, journals of
another word length or list, of the other sweep) are refused in one line and left byte for byte as they were,
or resumed to exactly the uninterrupted run's answer: never silently mis-resumed."""

from __future__ import annotations

import json
import tempfile
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ndle.errors import ConfigError
from ndle.solver.nboard.optimal import nboard_optimal
from ndle.solver.one.openers import sweep
from ndle.solver.one.journal import LATER, options_of
from ndle.solver.worst.openers import worst_sweep
from ndle.words import load_words, make_word_list

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@lru_cache(maxsize=None)
def words(length: int = 5, name: str = "tiny", n_answers: int = 40):
    """40 answers (or `n_answers`) and 30 further guesses of `length` letters (five: from Wordle's lists; else made
    up)."""
    rng = np.random.default_rng(length)
    if length == 5:
        full = load_words("wordle")
        answers = rng.choice(full.answers, n_answers, replace=False).tolist()
        extra = sorted(set(rng.choice(full.guesses, 30, replace=False).tolist()) - set(answers))
    else:
        made = sorted({"".join(rng.choice(list("abcdeilnorst"), length)) for _ in range(80)})
        answers, extra = made[:40], made[40:70]
    return make_word_list(name, answers, extra)


KINDS = {"top": lambda w, path, resume: sweep(w, 3, journal=path, resume=resume, progress=False),
         "worst": lambda w, path, resume: worst_sweep(w, max_guesses=8, journal=path, resume=resume, progress=False),
         "nboard": lambda w, path, resume: nboard_optimal(w, 2, top=2, journal=path, resume=resume, progress=False)}


def answer(kind: str, r) -> tuple:
    """What a search found: the top list, the least depth and its opener, or the n-board ranking; and that it is
    complete (proven)."""
    if kind == "nboard":
        return r.ranking, r.proven
    return (r.openers if kind == "top" else (r.worst, r.best_opener)), r.complete, r.decided


@lru_cache(maxsize=None)
def finished(kind: str, length: int = 5, name: str = "tiny") -> tuple[bytes, tuple]:
    """The journal of an uninterrupted sweep, and its answer."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "j.jsonl"
        r = KINDS[kind](words(length, name), path, False)
        return path.read_bytes(), answer(kind, r)


def resume(kind: str, data: bytes, length: int = 5):
    """Resume `data` as a journal: ('refused', message) with the file left as it was, or ('resumed', answer)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "j.jsonl"
        path.write_bytes(data)
        try:
            r = KINDS[kind](words(length), path, True)
        except ConfigError as e:
            assert "\n" not in str(e) and str(path) in str(e)
            assert path.read_bytes() == data, "a refused journal was changed"
            return "refused", str(e)
        kept = path.read_bytes()
        assert kept.startswith(data[:data.rfind(b"\n") + 1]), "a resumed journal lost finished lines"
        again = KINDS[kind](words(length), path, True)  # what it wrote resumes too, with nothing left to do
        assert answer(kind, again) == answer(kind, r) and path.read_bytes() == kept
        return "resumed", answer(kind, r)


@pytest.mark.parametrize("kind", KINDS)
def test_the_finished_journal_resumes_to_the_same_answer(kind):
    data, want = finished(kind)
    assert resume(kind, data) == ("resumed", want)


@pytest.mark.parametrize("kind", KINDS)
@SETTINGS
@given(cut=st.floats(0, 1))
def test_a_journal_cut_anywhere_resumes_to_the_same_answer(kind, cut):
    """A kill can leave any prefix: with its first line whole, the sweep finishes as if never stopped."""
    data, want = finished(kind)
    prefix = data[:int(cut * len(data))]
    outcome, what = resume(kind, prefix)
    if b"\n" in prefix:
        assert (outcome, what) == ("resumed", want)
    else:  # not even the first line: not a journal of this sweep
        assert outcome == "refused" and ("not the journal of a sweep like this one" in what or "another run" in what)


@pytest.mark.parametrize("kind", KINDS)
@SETTINGS
@given(data=st.data())
def test_changed_bytes_are_refused_or_resume_to_the_same_answer(kind, data):
    """Any byte of any line changed, dropped or doubled, or a digit changed (still valid JSON, and maybe a
    plausible total): refused at its line, or harmless (a torn last line, a space)."""
    journal, want = finished(kind)
    how = st.sampled_from(["set", "drop", "double", "digit"])
    edits = data.draw(st.lists(st.tuples(st.integers(0, len(journal) - 1), how, st.integers(0, 255)), min_size=1,
                               max_size=3))
    damaged = bytearray(journal)
    for at, how, byte in sorted(edits, reverse=True):
        at = min(at, len(damaged) - 1)
        if how == "digit":
            digits = [i for i in range(at, len(damaged)) if chr(damaged[i]).isdigit()] or [at]
            damaged[digits[0]] = ord(str(byte % 10)) if chr(damaged[digits[0]]).isdigit() else damaged[digits[0]]
        elif how == "set":
            damaged[at] = byte
        elif how == "drop":
            del damaged[at]
        else:
            damaged[at:at] = damaged[at:at + 1]
    outcome, what = resume(kind, bytes(damaged))
    assert outcome == "refused" or what == want, what


@pytest.mark.parametrize("kind", KINDS)
@SETTINGS
@given(line=st.integers(1), field=st.integers(0), change=st.integers(-3, 3).filter(bool))
def test_an_edited_total_or_cutoff_is_refused(kind, line, field, change):
    """A line whose number was changed (valid JSON, the total maybe still plausible) is never trusted: a decided
    guess's value or cut-off, or a bound of the n-board search's bound pass."""
    journal, want = finished(kind)
    lines = journal.decode().splitlines()
    at = 1 + line % (len(lines) - 1)
    d = json.loads(lines[at])
    numbers = [k for k in ("value", "beta", "bound") if k in d]
    assert numbers, lines[at]
    d[numbers[field % len(numbers)]] += change
    lines[at] = json.dumps(d)
    outcome, what = resume(kind, ("\n".join(lines) + "\n").encode())
    assert outcome == "refused" and f":{at + 1}: " in what, what


@pytest.mark.parametrize("kind", KINDS)
@SETTINGS
@given(lines=st.lists(st.one_of(st.binary(max_size=80), st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8).map(lambda v: json.dumps(v).encode())), min_size=1, max_size=5))
def test_a_foreign_file_is_refused_and_left_alone(kind, lines):
    outcome, what = resume(kind, b"\n".join(lines) + b"\n")
    assert outcome == "refused", what


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("length", [4, 6])
def test_a_journal_of_another_word_length_is_refused(kind, length):
    """Same list name, sweep and options but words of another length (3**L feedback codes): refused."""
    other, _ = finished(kind, length)
    outcome, what = resume(kind, other)
    assert outcome == "refused" and "answers" in what and (kind == "nboard" or "length" in what), what
    assert finished(kind, length)[1][1], "the other length's sweep itself completes"


def test_a_journal_of_another_list_or_the_other_sweep_is_refused():
    for kind, other in (("top", finished("worst")[0]), ("worst", finished("top")[0]),
                        ("top", finished("top", 5, "other")[0])):
        outcome, what = resume(kind, other)
        assert outcome == "refused", (kind, what)


def test_an_older_journal_without_checks_still_resumes():
    """Journals written before lines carried checks (no "length" or "lines" in the first line) resume."""
    data, want = finished("top")
    head, *rest = data.decode().splitlines()
    old = {k: v for k, v in json.loads(head).items() if k not in LATER}
    body = [json.dumps({k: v for k, v in json.loads(line).items() if k != "check"}) for line in rest]
    assert resume("top", "\n".join([json.dumps(old), *body]).encode() + b"\n") == ("resumed", want)
    assert json.loads(head) == options_of(words(), False, 6, 3)
