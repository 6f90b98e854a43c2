"""The real games' openers shipped in `data/openings.json` (`ndle.playing.openings`, written by
scripts/ship_openings.py)."""

from __future__ import annotations

import json
from importlib import resources

import numpy as np
import pytest

from ndle.playing import openings
from ndle.game import as_game
from ndle.playing import top_guesses
from ndle.strategies import make_strategy
from tests.players_util import run_cli


@pytest.fixture
def computed(monkeypatch):
    """Nothing kept: neither the shipped file, nor the cache folder, nor this process's memory."""
    monkeypatch.setattr(openings, "_folder", lambda: None)
    openings._MEMORY.clear()
    yield
    openings._MEMORY.clear()


def shipped() -> dict:
    return json.loads(resources.files("ndle.data").joinpath(openings.SHIPPED_FILE).read_text())["entries"]


def refuse(monkeypatch, strategy):
    """Make the strategy fail if it is asked to compute its first guess or its scores."""
    def no(*args, **kwargs):
        raise AssertionError("computed, not read from the shipped file")
    monkeypatch.setattr(strategy, "choose", no)
    monkeypatch.setattr(strategy, "guess_scores", no)


@pytest.mark.parametrize("game_name, name", [("wordle", "frequency"), ("quordle", "dichter"), ("wordle", "sum")])
def test_a_shipped_opener_is_what_the_strategy_computes(monkeypatch, computed, game_name, name):
    game = as_game(game_name)
    start = game.start()
    key = openings.shipped_key(start, make_strategy(name, game))
    entry = shipped()[key]  # a missing key: the key changed (a setting, a list, a game) and the file is stale
    assert (entry["game"], entry["strategy"]) == (game_name, name)
    strategy = make_strategy(name, game)
    refuse(monkeypatch, strategy)
    read = top_guesses(start, strategy, openings.SHIPPED_TOP)
    monkeypatch.setenv("NDLE_SHIPPED_OPENINGS", "0")
    now = top_guesses(start, make_strategy(name, game), openings.SHIPPED_TOP)
    assert [r.word for r in read] == [r.word for r in now] and read[0].word == entry["choice"]
    assert np.allclose([r.score for r in read], [r.score for r in now], rtol=1e-12, atol=0)


def test_another_option_list_or_game_is_computed(monkeypatch, computed):
    wordle = as_game("wordle")
    start = wordle.start()
    plain = openings.shipped_key(start, make_strategy("sum", wordle))
    entries = shipped()
    assert plain in entries
    other = make_strategy("sum", wordle, tiebreak="candidates")
    assert openings.shipped_key(start, other) not in entries
    for game in (as_game("nyt"), as_game("wordle", hard=True), as_game("quordle", mode="chill")):
        assert openings.shipped_key(game.start(), make_strategy("sum", game)) not in entries
    calls = []
    choose = other.choose
    monkeypatch.setattr(other, "choose", lambda state, rng=None: calls.append(1) or choose(state, rng))
    openings.first_choice(start, other)
    assert calls == [1]


def test_more_guesses_than_shipped_or_the_switch_off_compute(monkeypatch, computed):
    wordle = as_game("wordle")
    start = wordle.start()
    strategy = make_strategy("frequency", wordle)
    calls = []
    scores = strategy.guess_scores
    monkeypatch.setattr(strategy, "guess_scores", lambda state: calls.append(1) or scores(state))
    rows, _ = openings.first_scores(start, strategy, openings.SHIPPED_TOP)
    assert calls == [] and len(rows) == openings.SHIPPED_TOP
    rows, _ = openings.first_scores(start, strategy, openings.SHIPPED_TOP + 1)
    assert calls == [1] and len(rows) == len(wordle.words.guesses)
    openings._MEMORY.clear()
    monkeypatch.setenv("NDLE_SHIPPED_OPENINGS", "0")
    openings.first_scores(start, strategy, 1)
    assert calls == [1, 1]


def test_the_shipped_file_names_real_words_of_its_games():
    for key, entry in shipped().items():
        words = as_game(entry["game"]).words.guess_index
        assert len(key) == 32 and entry["choice"] in words and all(w in words for w in entry["rows"])
        assert len(entry["rows"]) == len(entry["scores"]) <= openings.SHIPPED_TOP


def test_a_shipped_first_suggestion_builds_no_matrix(monkeypatch, capsys, computed):
    import ndle.game.game

    def no_matrix(*args, **kwargs):
        raise AssertionError("the pattern matrix was built or read")

    monkeypatch.setattr(ndle.game.game, "matrix_for", no_matrix)
    code, out, _ = run_cli(capsys, "suggest", "--game", "octordle", "--top", "3")
    entry = next(e for e in shipped().values() if (e["game"], e["strategy"]) == ("octordle", "sum"))
    assert code == 0 and f"next guess (sum): {entry['choice']}" in out and f"2. {entry['rows'][1]}" in out
    code, _, err = run_cli(capsys, "suggest", "--game", "octordle", f"{entry['choice']}={','.join(['bbbbb'] * 8)}")
    assert code != 0 and "pattern matrix was built" in err  # the next turn needs it (the check can fail)
