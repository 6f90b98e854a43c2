"""Presets, modes and their limits (ndle.rules.modes), and the pre-filled guesses drawn per game."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import ModeError, NdleError
from ndle.game import Game
from ndle.rules import PRESETS, draw_prefill, resolve
from tests.players_util import small_game


@pytest.mark.parametrize("preset, boards, limit", [("wordle", 1, 6), ("dordle", 2, 7), ("quordle", 4, 9),
                                                   ("octordle", 8, 13), ("sedecordle", 16, 21),
                                                   ("duotrigordle", 32, 37)])
def test_presets(preset, boards, limit):
    s = resolve(game=preset)
    assert (s.boards, s.max_guesses, s.prefill) == (boards, limit, 0)
    assert resolve(boards, game=preset).boards == boards
    assert resolve(game=preset, max_guesses=50).max_guesses == 50  # --max-guesses still overrides


@pytest.mark.parametrize("preset, mode, limit, prefill, letters", [
    ("quordle", "sequence", 10, 0, 0), ("octordle", "sequence", 15, 0, 0), ("duotrigordle", "sequence", 39, 0, 0),
    ("quordle", "rescue", 9, 2, 0), ("octordle", "rescue", 13, 4, 0), ("duotrigordle", "jumble", 38, 3, 12),
    ("quordle", "chill", 12, 0, 0), ("quordle", "extreme", 8, 0, 0), ("quordle", "classic", 9, 0, 0)])
def test_mode_table(preset, mode, limit, prefill, letters):
    s = resolve(game=preset, mode=mode)
    assert (s.max_guesses, s.prefill, s.min_letters) == (limit, prefill, letters)


@pytest.mark.parametrize("kwargs, message", [
    (dict(game="quordel"), "unknown game 'quordel'"),
    (dict(mode="hard"), "unknown mode 'hard'"),
    (dict(game="quordle", boards=5), "quordle has 4 board"),
    (dict(game="quordle", mode="jumble"), "no published guess limit for jumble mode on quordle"),
    (dict(game="quordle", mode="jumble", max_guesses=12), "number of pre-filled guesses for jumble"),
    (dict(game="dordle", mode="sequence"), "no published guess limit"),
    (dict(game="dordle", mode="rescue"), "no published number of pre-filled"),
    (dict(game="quordle", mode="rescue", prefill=9), "leave no turn within the limit of 9"),
    (dict(game="quordle", prefill=2), "belong to the rescue and jumble modes"),
    (dict(boards=0), "number of boards must be a positive integer"),
    (dict(prefill_source="dictionary"), "unknown source"),
    (dict(game="quordle", mode="rescue", prefill=-1), "non-negative"),
    (dict(game="xordle", mode="greens"), "xordle plays its own rule .* not the greens mode"),  # not Xordle then
    (dict(game="xordle", mode="sequence", max_guesses=12), "two boards in the sequence mode are --boards 2"),
])
def test_impossible_combinations_refused(kwargs, message):
    with pytest.raises(ModeError, match=message):
        resolve(**kwargs)


@pytest.mark.parametrize("game", ["mastermind", "bulls-cows"])
def test_the_greens_mode_needs_tiles_to_show_greens(game):
    from ndle.rules import Rules

    with pytest.raises(ModeError, match=f"{game} feedback shows counts, no greens"):
        Rules(game=game, mode="greens")  # a board would never be solved: every game ran to the turn cap
    assert Rules(game="wordle", mode="greens").mode == "greens" and Rules(game="xordle").mode == "xordle"


def test_explicitly_sized_modes():
    assert resolve(game="quordle", mode="jumble", max_guesses=12, prefill=2).min_letters == 8
    assert resolve(4, mode="rescue", prefill=1) == resolve(4, mode="rescue", prefill=1)
    assert resolve(4, mode="rescue", prefill=1).max_guesses == 9  # rescue keeps the game's limit
    assert resolve(game="wordle", mode="sequence", max_guesses=6).max_guesses == 6


def test_game_fields(wordle):
    g = Game.create(words=wordle.words, game="octordle", mode="rescue")
    assert (g.boards, g.max_guesses, g.prefill, g.rules.game, g.mode) == (8, 13, 4, "octordle", "rescue")
    assert g.describe() == "octordle, rescue mode, 4 pre-filled, limit 13"
    assert Game.create(words=wordle.words).boards == 1 and wordle.mode == "classic"
    with pytest.raises(ModeError):
        Game.create(boards=2, words=wordle.words, game="quordle")


def test_every_preset_is_named_in_the_readme():
    from pathlib import Path

    readme = (Path(__file__).parents[2] / "README.md").read_text()
    assert all(name in readme.lower() for name in PRESETS)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 6), st.sampled_from(["answers", "guesses"]))
def test_prefill_draw(seed, count, source):
    """Distinct, never an answer of the game, from the named list, reproducible from the Generator."""
    game = small_game(40, 60, seed=3, boards=4, max_guesses=12)
    words = game.words
    rng = np.random.default_rng(seed)
    answers = tuple(int(a) for a in rng.choice(len(words.answers), 4, replace=False))
    state = rng.bit_generator.state
    ids = draw_prefill(rng, words, answers, count, source)
    rng.bit_generator.state = state
    assert draw_prefill(rng, words, answers, count, source) == ids
    assert len(set(ids)) == count
    assert not set(ids) & {int(words.answer_guess[a]) for a in answers}
    if source == "answers":
        assert all(words.guesses[g] in words.answers for g in ids)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32))
def test_jumble_words_show_twelve_letters(wordle, seed):
    rng = np.random.default_rng(seed)
    answers = tuple(int(a) for a in rng.choice(len(wordle.words.answers), 32, replace=False))
    ids = draw_prefill(rng, wordle.words, answers, 3, "answers", min_letters=12)
    assert len(set("".join(wordle.words.guesses[g] for g in ids))) >= 12


def test_prefill_needs_a_generator_or_words():
    game = small_game(40, 60, seed=3, boards=4, max_guesses=12)
    rescue = game.with_boards(4, 12, mode="rescue", prefill=2)
    with pytest.raises(ModeError, match="Generator"):
        rescue.opening((0, 1, 2, 3))
    with pytest.raises(NdleError, match="expected 2 pre-filled"):
        rescue.opening((0, 1, 2, 3), prefilled=[5])
    with pytest.raises(NdleError, match="no pre-filled"):
        game.opening((0, 1, 2, 3), prefilled=[5])
    with pytest.raises(ModeError, match="cannot be drawn"):
        draw_prefill(np.random.default_rng(0), game.words, (0, 1, 2, 3), 37, "answers")


def test_a_game_of_a_gigabyte_or_more_is_announced(capsys, monkeypatch):
    from ndle.rules import check_memory, game_memory

    monkeypatch.delenv("NDLE_PROGRESS", raising=False)
    check_memory(100, 2315, 105)
    assert capsys.readouterr().err == ""
    assert game_memory(12_000, 2315, 12_005) >= 10**9
    try:
        check_memory(12_000, 2315, 12_005)
    except ModeError:
        pytest.skip("this machine has too little memory for a game of 1.3 GB")
    assert capsys.readouterr().err == "ndle: a game of 12,000 boards may take up to 1.3 GB of memory\n"
