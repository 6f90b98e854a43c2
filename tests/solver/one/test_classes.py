"""One opener per symmetry class: the ranking equals each class solved alone; jobs, journal, resume, refusals."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import ndle
from ndle.errors import ConfigError, NdleError, UnsupportedGameError
from ndle.solver.one.openers import sweep
from ndle.solver.one.search import Solver, optimal
from ndle.solver.one.symmetry import opener_classes
from ndle.words import code_space
from tests.players_util import run_cli

pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny code spaces' matrices in a temporary cache

INF = int(1 << 40)
MM44 = ("--feedback", "mastermind", "--code-length", "4", "--symbols", "1234", "--opener", "all")


def classes(words, limit=10, **kw):
    return optimal(words, "classes", max_guesses=limit, feedback="mastermind", progress=False, **kw)


def alone(words, limit: int) -> dict[str, int]:
    """Each class's exact total, each by a fresh solver with no cut-off (the slow reference)."""
    return {words.guesses[g]: Solver(words, feedback="mastermind").evaluate(g, limit)
            for g in opener_classes(words, "mastermind")}


def journal_lines(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(length=st.integers(2, 4), symbols=st.integers(2, 4), limit=st.integers(3, 8))
def test_ranking_is_each_class_alone_exact_or_cut_off(length, symbols, limit):
    words = code_space(length, "abcd"[:symbols])
    want = alone(words, limit)
    best = min(want.values())
    if best >= INF:
        with pytest.raises(NdleError, match="no strategy"):
            classes(words, limit)
        return
    with tempfile.TemporaryDirectory() as folder:
        r = classes(words, limit, journal=Path(folder) / "j.jsonl")
        decided = journal_lines(Path(folder) / "j.jsonl")[1:]
    assert {w for w, _, _ in r.ranking} == set(want)
    for d in decided:  # each decision is a fresh solver's with its cutoff, whatever ran before it
        fresh = Solver(words, feedback="mastermind").evaluate(words.guess_id(d["opener"]), limit, beta=d["beta"])
        assert d["value"] == fresh and (d["how"] == "exact") == (fresh < d["beta"])
    assert (r.total, want[r.opener], r.proven) == (best, best, True)
    for w, value, proven in r.ranking:
        assert value == want[w] if proven else value >= best + 1
        assert value <= want[w]  # a bound never passes the truth


def test_jobs_and_journal_leave_the_result_alone(tmp_path):
    words = code_space(4, "1234")
    plain = classes(words)
    one = classes(words, journal=tmp_path / "1.jsonl")
    two = classes(words, jobs=2, journal=tmp_path / "2.jsonl")
    for r in (one, two):
        assert (r.opener, r.total, r.histogram, r.ranking, r.tree) == (plain.opener, plain.total, plain.histogram,
                                                                       plain.ranking, plain.tree)
    strip = lambda d: {k: v for k, v in d.items() if k not in ("seconds", "cpu", "check")}  # noqa: E731
    assert [strip(d) for d in journal_lines(tmp_path / "1.jsonl")] == \
        [strip(d) for d in journal_lines(tmp_path / "2.jsonl")]
    head, *decided = journal_lines(tmp_path / "1.jsonl")
    assert head["sweep"] == "classes" and head["feedback"] == "mastermind"
    assert sorted(d["opener"] for d in decided) == sorted(w for w, _, _ in plain.ranking)


def test_resume_after_a_kill_gives_the_same_result(tmp_path):
    words = code_space(4, "1234")
    path = tmp_path / "j.jsonl"
    full = classes(words, journal=path)
    lines = path.read_text().splitlines(keepends=True)
    path.write_text("".join(lines[:2]) + lines[2][:9])  # the first class decided, the next line torn by a kill
    again = classes(words, journal=path, resume=True)
    assert (again.opener, again.total, again.ranking, again.tree) == (full.opener, full.total, full.ranking,
                                                                      full.tree)
    assert [d["opener"] for d in journal_lines(path)[1:]] == [ln["opener"] for ln in map(json.loads, lines[1:])]


def test_refuses_a_foreign_broken_or_existing_journal(tmp_path):
    words = code_space(4, "1234")
    path = tmp_path / "j.jsonl"
    classes(words, journal=path)
    with pytest.raises(ConfigError, match="exists"):
        classes(words, journal=path)
    with pytest.raises(ConfigError, match="max_guesses"):
        classes(words, 9, journal=path, resume=True)
    with pytest.raises(ConfigError, match="answers"):
        classes(code_space(4, "1235"), journal=path, resume=True)
    lines = path.read_text().splitlines(keepends=True)
    path.write_text("".join(lines[:2]) + lines[2].replace('"value": ', '"value": 1'))  # an edited total
    with pytest.raises(ConfigError, match=r"j\.jsonl:3"):
        classes(words, journal=path, resume=True)
    assert path.read_text().count("\n") == 3  # a refused journal is left as it was
    other = tmp_path / "sweep.jsonl"
    sweep(words, 2, max_guesses=10, journal=other, feedback="mastermind", progress=False)
    with pytest.raises(ConfigError, match="not the journal of a sweep like this one"):
        classes(words, journal=other, resume=True)


def test_a_journal_or_workers_go_with_the_classes_only(tmp_path):
    words = code_space(3, "1234")
    with pytest.raises(NdleError, match="classes"):
        optimal(words, "112", feedback="mastermind", journal=tmp_path / "j.jsonl", progress=False)
    with pytest.raises(NdleError, match="classes"):
        optimal(words, "auto", feedback="mastermind", jobs=2, progress=False)
    with pytest.raises(NdleError, match="resume"):
        classes(words, resume=True)
    game = ndle.Game.create(words=code_space(3, "1234"), feedback="mastermind")
    with pytest.raises(UnsupportedGameError, match="journal"):
        ndle.solve(game, opener="112", journal=tmp_path / "j.jsonl")
    assert not (tmp_path / "j.jsonl").exists()
    r = ndle.solve(game, opener="all", journal=tmp_path / "j.jsonl", jobs=2)
    assert r.proven and len(journal_lines(tmp_path / "j.jsonl")) == 1 + len(opener_classes(game.words,
                                                                                          "mastermind"))


def test_cli_journal_resume_and_refusals(tmp_path, capsys):
    journal = str(tmp_path / "j.jsonl")
    code, out, err = run_cli(capsys, "optimal", *MM44, "--journal", journal, "--json", "--quiet")
    assert code == 0, err
    assert len(journal_lines(tmp_path / "j.jsonl")) == 1 + 5
    code, again, err = run_cli(capsys, "optimal", *MM44, "--journal", journal, "--resume", "--json", "--quiet",
                               "--jobs", "2")
    assert code == 0, err
    drop = lambda d: {k: v for k, v in json.loads(d).items() if "seconds" not in k}  # noqa: E731
    assert drop(again) == drop(out)
    code, out, err = run_cli(capsys, "optimal", *MM44, "--journal", journal)
    assert code == 2 and "exists" in err and len(err.strip().splitlines()) == 1 and not out
    (tmp_path / "bad.jsonl").write_text('{"sweep": 1}\n')
    code, out, err = run_cli(capsys, "optimal", *MM44, "--journal", str(tmp_path / "bad.jsonl"), "--resume")
    assert code == 2 and "not the journal" in err and len(err.strip().splitlines()) == 1 and not out
