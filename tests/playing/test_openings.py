"""First guesses kept in the cache (`ndle.playing.openings`), and the status line of long work
(`render.progress.working`)."""

from __future__ import annotations

import io
import os
import time

import numpy as np
import pytest

from ndle.playing import openings
from ndle.playing import play_game
from ndle.io.progress import working
from ndle.strategies import make_strategy
from ndle.strategies.fetterman import SumEntropy
from tests.players_util import run_cli, small_game

SMALL = small_game(50, 80, seed=4, boards=2)


class Mine(SumEntropy):  # a strategy defined outside ndle: its code may change without ndle's stamp changing
    pass


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path))
    openings._MEMORY.clear()
    yield tmp_path / openings.FOLDER
    openings._MEMORY.clear()


def test_which_first_guesses_are_kept():
    start = SMALL.start()
    sum_ = make_strategy("sum", SMALL)
    key = openings.opening_key(start, sum_)
    assert key is not None and len(key) == 32 and key == openings.opening_key(start, make_strategy("sum", SMALL))
    assert key != openings.opening_key(start, make_strategy("sum", SMALL, tiebreak="candidates"))
    assert key != openings.opening_key(start, make_strategy("min", SMALL))
    assert openings.opening_key(start, make_strategy("random", SMALL)) is None
    assert openings.opening_key(start.play(0, (1, 2)), sum_) is None
    assert openings.opening_key(start, Mine(SMALL)) is None
    assert openings.opening_key(SMALL.with_boards(2, mode="rescue", prefill=2).start(), sum_) is None


def test_computed_once_then_read_back(cache, monkeypatch):
    strategy = make_strategy("lookahead", SMALL)
    calls = []
    choose, scores = strategy.choose, strategy.guess_scores
    monkeypatch.setattr(strategy, "choose", lambda state, rng=None: calls.append("choose") or choose(state, rng))
    monkeypatch.setattr(strategy, "guess_scores", lambda state: calls.append("scores") or scores(state))
    start = SMALL.start()
    first = openings.first_choice(start, strategy)
    rows, values = openings.first_scores(start, strategy)
    assert calls == ["choose", "scores"] and len(list(cache.glob("*.npz"))) == 1
    openings._MEMORY.clear()  # a new process: read from the disk
    assert openings.first_choice(start, strategy) == first and calls == ["choose", "scores"]
    again = openings.first_scores(start, strategy)
    assert np.array_equal(again[0], rows) and np.array_equal(again[1], values) and len(calls) == 2


def test_games_played_from_the_kept_first_guess_are_the_same(cache):
    strategy = make_strategy("sum", SMALL)
    before = [play_game(SMALL, strategy, (a, a + 1))[0] for a in range(0, 10, 3)]
    assert list(cache.glob("*.npz"))
    openings._MEMORY.clear()
    assert [play_game(SMALL, make_strategy("sum", SMALL), (a, a + 1))[0] for a in range(0, 10, 3)] == before


def test_working_shows_a_line_after_the_delay_and_clears_it():
    out = io.StringIO()
    with working("searching", progress=True, delay=0.05, stream=out):
        time.sleep(0.4)
    text = out.getvalue()
    assert text.startswith("\rsearching ... 0 s") and text.endswith("\r") and text.strip(" \r") != ""
    assert text.rsplit("\r", 2)[-2].strip() == ""  # the last write blanks the line
    quick, silent = io.StringIO(), io.StringIO()
    with working("quick", progress=True, delay=5, stream=quick):
        pass
    with working("silent", progress=False, delay=0, stream=silent):
        time.sleep(0.1)
    assert quick.getvalue() == "" and silent.getvalue() == ""


def test_json_output_has_no_status_line(capsys, monkeypatch):
    import ndle.commands.suggest as suggest

    seen = []

    def spy(message, **kw):
        seen.append(os.environ.get("NDLE_PROGRESS"))
        return working(message, **kw)

    monkeypatch.setattr(suggest, "working", spy)
    monkeypatch.delenv("NDLE_PROGRESS", raising=False)
    code, _, _ = run_cli(capsys, "suggest", "--json")
    assert code == 0 and seen == ["0"] and "NDLE_PROGRESS" not in os.environ
    code, _, _ = run_cli(capsys, "suggest")
    assert code == 0 and seen == ["0", None]


def test_ndle_cache_knows_the_kept_first_guesses(cache):
    from ndle.io.cacheinfo import inventory

    openings.first_choice(SMALL.start(), make_strategy("sum", SMALL))
    entry = next(e for e in inventory(cache.parent) if e.name == "openings")
    assert entry.kind == "strategies' first guesses, 1 file" and entry.ndle


def test_a_status_line_inside_another_shows_one_line():
    out = io.StringIO()
    with working("outer", progress=True, delay=0.05, stream=out):
        with working("inner", progress=True, delay=0.05, stream=io.StringIO()):
            time.sleep(0.4)
        time.sleep(0.6)
    writes = [w for w in out.getvalue().split("\r") if w.strip()]
    assert any(w.startswith("inner ... ") for w in writes) and writes[-1].startswith("outer ... ")


def test_cache_clear_removes_the_kept_first_guesses_only(cache):
    from ndle.io.cacheinfo import clear

    openings.first_choice(SMALL.start(), make_strategy("sum", SMALL))
    (cache / "mine.txt").write_text("not ndle's")
    files, size = clear(cache.parent)
    assert files == 1 and size > 0 and [p.name for p in cache.iterdir()] == ["mine.txt"]
