"""The walk child by child of the root: its journal, resumed, gives the same turns; damaged journals are refused."""

import json

import numpy as np
import pytest

from ndle.analysis.benchmark import BenchmarkResult, benchmark
from ndle.analysis.every_tuple import tuple_turns
from ndle.errors import NdleError
from ndle.strategies import make_strategy
from tests.analysis.test_tuple_walk import reduced_game
from tests.players_util import run_cli

GAME = reduced_game(160, 2, 150, 2, seed=5)
ABOUT = {"strategy": "sum", "options": {}, "pool": "all", "opener": None}


def walk(journal=None, resume=False, replacement=True):
    return tuple_turns(GAME, make_strategy("sum", GAME), replacement=replacement, journal=journal, resume=resume,
                       about=ABOUT, progress=False)


def test_resumed_walk_equals_one_walk(tmp_path):
    whole = walk()
    path = tmp_path / "w.jsonl"
    first = walk(path)
    assert (first.turns == whole.turns).all() and first.positions == whole.positions
    lines = path.read_text().splitlines(keepends=True)
    assert len(lines) > 3 and json.loads(lines[0])["root"] == GAME.words.guesses[
        make_strategy("sum", GAME).choose(GAME.start())]
    path.write_text("".join(lines[:3]) + lines[3][:20])  # two children kept, a third torn by a kill
    again = walk(path, resume=True)
    assert (again.turns == whole.turns).all() and again.positions == whole.positions
    assert path.read_text().splitlines() == [line.rstrip("\n") for line in lines]  # the same journal, finished
    done = walk(path, resume=True)  # nothing left to walk: every child read back
    assert (done.turns == whole.turns).all() and done.positions == whole.positions


def test_distinct_tuples_play_as_with_repeats():
    """A position does not know the tuple rule: each tuple of distinct answers is solved on the same turns in both
    walks (so one walk with repeats gives both exact averages)."""
    both, distinct = walk(replacement=True), walk(replacement=False)
    keep = both.tuples[:, 0] != both.tuples[:, 1]
    assert (both.tuples[keep] == distinct.tuples).all() and (both.turns[keep] == distinct.turns).all()


def test_journal_refusals(tmp_path):
    path = tmp_path / "w.jsonl"
    walk(path)
    with pytest.raises(NdleError, match="exists"):
        walk(path)
    with pytest.raises(NdleError, match="another walk"):
        walk(path, resume=True, replacement=False)
    with pytest.raises(NdleError, match="needs --journal"):
        walk(None, resume=True)
    lines = path.read_text().splitlines(keepends=True)
    d = json.loads(lines[2])
    d["positions"] += 1
    path.write_text("".join(lines[:2]) + json.dumps(d) + "\n" + "".join(lines[3:]))
    with pytest.raises(NdleError, match=":3: its check does not match"):
        walk(path, resume=True)
    path.write_text("".join(lines[:2]) + "[1, 2]\n")
    with pytest.raises(NdleError, match=":3: malformed"):
        walk(path, resume=True)


def test_benchmark_several_boards():
    r = benchmark(GAME, "sum", replacement=True)
    walked = walk()
    assert r.games == len(GAME.words.answers) ** 2 and r.boards == 2 and r.positions == walked.positions
    assert r.mean == pytest.approx(walked.last.mean()) and r.total_mean == pytest.approx(walked.total.mean())
    assert sum(r.total_histogram.values()) == r.games and r.failures == int((walked.last > GAME.max_guesses).sum())
    d = r.to_dict()
    assert d["boards"] == 2 and d["replacement"] is True and set(d) >= {"total_mean", "total_std", "total_histogram"}
    assert "boards" not in BenchmarkResult.from_turns(np.array([1, 2, 3]), 6).to_dict()  # one board: as before
    with pytest.raises(NdleError, match="randomised"):
        benchmark(GAME, "random")


def test_cli_several_boards(capsys, tmp_path):
    answers = tmp_path / "a.txt"
    answers.write_text("\n".join(GAME.words.answers) + "\n")
    code, out, err = run_cli(capsys, "benchmark", "--boards", "2", "--answers-file", str(answers), "--replacement",
                             "--json")
    d = json.loads(out)
    assert code == 0 and d["boards"] == 2 and d["games"] == len(GAME.words.answers) ** 2 and d["replacement"]
    assert d["max_guesses"] == 7 and set(d) >= {"mean", "std", "histogram", "failures", "positions", "total_mean"}
    code, out, err = run_cli(capsys, "benchmark", "--boards", "2", "--answers-file", str(answers))
    assert code == 0 and "every tuple of distinct answers" in out and "total (sum" in out
    for bad in (["--strategy", "random"], ["--boards", "40"], ["--resume"], ["--mode", "rescue"]):
        code, out, err = run_cli(capsys, "benchmark", "--boards", "2", "--answers-file", str(answers), *bad)
        assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, bad
    code, out, err = run_cli(capsys, "benchmark", "--boards", "3", "--replacement")
    assert code == 2 and "at most 20,000,000" in err
    code, out, err = run_cli(capsys, "benchmark", "--replacement")
    assert code == 2 and "several boards" in err
