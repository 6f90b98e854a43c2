"""The lexicographic search over every opener, journaled and on workers: a journal cut anywhere (a line torn by a kill)
resumes to the same answer, which is the brute-force reference's; workers leave it alone; bad journals are refused."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import ndle
from ndle.errors import ConfigError, NdleError
from ndle.solver.lex import lex_optimal
from ndle.words import code_space
from tests.solver.lex.test_search import keys_drawn, reference
from tests.solver.one.test_search import small_lists

pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


def lines_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def decision(d: dict) -> dict:
    """Return a journal line but its time, check and a bound's value (a warmer cache may find a higher bound)."""
    return {k: v for k, v in d.items() if k not in ("cpu", "check") and not (k == "value" and d["how"] == "bound")}


def same(a, b) -> bool:
    return (a.opener, a.values, a.histogram, a.max_guesses) == (b.opener, b.values, b.histogram, b.max_guesses)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=small_lists, keys=keys_drawn, limit=st.integers(3, 5), hard=st.booleans(), data=st.data())
def test_a_journal_cut_anywhere_resumes_to_the_same_answer(words, keys, limit, hard, data):
    """Every opener of a tiny list; the journal cut after any line, the next one torn, then resumed."""
    expected = reference(words, "exact", limit, hard, None, keys)
    run = dict(hard=hard, max_guesses=limit, feedback="exact", progress=False)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "j.jsonl"
        if expected is None:
            with pytest.raises(NdleError, match="no strategy"):
                lex_optimal(words, keys, "all", journal=path, **run)
            return
        full = lex_optimal(words, keys, "all", journal=path, **run)
        assert full.values == expected
        text = path.read_text().splitlines(keepends=True)
        keep = data.draw(st.integers(1, len(text)), label="lines kept")
        at = data.draw(st.integers(0, 999), label="torn at (per mille)")  # the line's length varies with its time
        torn = text[keep][:1 + at * (len(text[keep]) - 2) // 1000] if keep < len(text) else ""
        path.write_text("".join(text[:keep]) + torn)
        again = lex_optimal(words, keys, "all", journal=path, resume=True, **run)
        assert same(again, full)
        assert [decision(d) for d in lines_of(path)] == [decision(json.loads(t)) for t in text]  # each once


def test_workers_and_a_journal_leave_the_answer_alone(tmp_path):
    """Mastermind 3 x 4 (one opener per symmetry class): one process, a journal, two workers in rounds."""
    game = ndle.as_game(code_length=3, symbols="abcd", feedback="mastermind")
    plain = lex_optimal(game, "worst,deepest,total", "all", progress=False)
    one = lex_optimal(game, "worst,deepest,total", "all", journal=tmp_path / "1.jsonl", progress=False)
    two = lex_optimal(game, "worst,deepest,total", "all", jobs=2, journal=tmp_path / "2.jsonl", progress=False)
    assert same(one, plain) and same(two, plain) and plain.openers == 3
    head, *decided = lines_of(tmp_path / "2.jsonl")
    assert head["sweep"] == "lex" and head["objective"] == "worst,deepest,total" and head["feedback"] == "mastermind"
    assert {d["search"] for d in decided} == {"worst", "deepest,total@4"}
    assert all((d["how"] == "exact") == (d["value"] < d["beta"]) for d in decided)


def test_refuses_a_foreign_broken_or_existing_journal(tmp_path):
    words = code_space(3, "abc")
    path = tmp_path / "j.jsonl"
    run = dict(feedback="mastermind", progress=False)
    lex_optimal(words, "worst,total", "all", journal=path, **run)
    with pytest.raises(ConfigError, match="exists"):
        lex_optimal(words, "worst,total", "all", journal=path, **run)
    with pytest.raises(ConfigError, match="objective"):
        lex_optimal(words, "total,worst", "all", journal=path, resume=True, **run)
    with pytest.raises(ConfigError, match="max_guesses"):
        lex_optimal(words, "worst,total", "all", journal=path, resume=True, max_guesses=7, **run)
    lines = path.read_text().splitlines(keepends=True)
    path.write_text("".join(lines[:2]) + lines[2].replace('"value": ', '"value": 1'))  # an edited value
    with pytest.raises(ConfigError, match=r"j\.jsonl:3"):
        lex_optimal(words, "worst,total", "all", journal=path, resume=True, **run)
    assert path.read_text().count("\n") == 3  # a refused journal is left as it was
    with pytest.raises(NdleError, match="opener 'all'"):
        lex_optimal(words, "worst,total", "abc", journal=tmp_path / "k.jsonl", **run)
    with pytest.raises(NdleError, match="opener 'all'"):
        lex_optimal(words, "worst,total", "abc", jobs=2, **run)
    with pytest.raises(NdleError, match="workers"):
        lex_optimal(words, "worst,total", "all", jobs=0, journal=tmp_path / "w.jsonl", **run)
    assert not (tmp_path / "w.jsonl").exists()  # refused before the journal is started
    with pytest.raises(NdleError, match="resume"):
        lex_optimal(words, "worst,total", "all", resume=True, **run)
