"""Monte Carlo runs: seeded per-game streams, identical results for any jobs/chunking, resume, answer draws."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import importlib

import ndle
from tests.players_util import game_on, run_cli
from ndle.strategies.pools import pool_mask
from ndle.errors import ConfigError, NdleError
from ndle.montecarlo.storage import csv_path, read_records, read_run
from ndle.montecarlo.run import simulate
from ndle.montecarlo.spec import MAX_ALL_GAMES, count_tuples, draw_answers, game_rng, make_spec, nth_tuple
from ndle.words import load_words

sim = importlib.import_module("ndle.montecarlo.driver")


def test_game_rng_is_the_spawned_child():
    children = np.random.SeedSequence(42).spawn(5)
    for i, child in enumerate(children):
        assert game_rng(42, i).integers(0, 2**62) == np.random.default_rng(child).integers(0, 2**62)


def test_draws():
    rng = np.random.default_rng(0)
    for _ in range(50):
        d = draw_answers(rng, 5, 4, replacement=False)
        assert len(set(d)) == 4 and all(0 <= a < 5 for a in d)
    repeats = [draw_answers(rng, 3, 3, replacement=True) for _ in range(50)]
    assert any(len(set(r)) < 3 for r in repeats)
    with pytest.raises(ConfigError):
        draw_answers(rng, 3, 4, replacement=False)


def test_same_seed_same_bytes_for_any_jobs_and_chunking(small, tmp_path):
    game = small.with_boards(2)
    runs = [(1, None), (1, 3), (2, 4), (2, 1)]
    texts = []
    for k, (jobs, chunk) in enumerate(runs):
        out = tmp_path / f"run{k}.json"
        r = simulate(game, "sum", games=24, seed=11, jobs=jobs, chunk_size=chunk, out=out, progress=False)
        assert len(r.records) == 24
        texts.append((csv_path(out).read_bytes(), json.loads(out.read_text())))
    for csv_bytes, summary in texts[1:]:
        assert csv_bytes == texts[0][0]
        assert summary == texts[0][1]
    other = simulate(game, "sum", games=24, seed=12, progress=False)
    assert [r.answers for r in other.records] != [r.answers for r in simulate(game, "sum", games=24, seed=11).records]


def test_prefix_property_and_strategy_independent_answers(small):
    """Game i depends only on (seed, i): a longer run starts with the shorter one; min sees the same answers."""
    game = small.with_boards(3)
    short = simulate(game, "sum", games=10, seed=3, replacement=True)
    long = simulate(game, "sum", games=25, seed=3, replacement=True)
    assert long.records[:10] == short.records
    other = simulate(game, "min", games=10, seed=3, replacement=True)
    assert [r.answers for r in other.records] == [r.answers for r in short.records]


def test_all_answers_once(small):
    r = simulate(small, "sum", all_answers=True, seed=0)
    assert [rec.answers[0] for rec in r.records] == list(small.words.answers)
    assert r.spec.games == 60 and r.spec.all_answers and not r.spec.replacement
    with pytest.raises(ConfigError, match="means 60 games, not 10"):
        simulate(small, "sum", all_answers=True, games=10)
    assert simulate(small, "sum", games="all", seed=0) == r  # the one name for it


@pytest.mark.parametrize("boards, replacement, tuples", [
    (2, False, itertools.permutations(range(6), 2)), (3, False, itertools.permutations(range(6), 3)),
    (2, True, itertools.product(range(6), repeat=2))])
def test_games_all_plays_every_tuple_once_in_lexicographic_order(boards, replacement, tuples):
    game = game_on(["blame", "crane", "flame", "plank", "shard", "tiger"], boards=boards)
    r = simulate(game, "sum", games="all", replacement=replacement, seed=4, progress=False)
    words = game.words.answers
    assert [rec.answers for rec in r.records] == [tuple(words[a] for a in t) for t in tuples]
    assert r.spec.all_answers and r.spec.games == len(r.records)
    assert [nth_tuple(i, 6, boards, replacement) for i in range(r.spec.games)] == [
        tuple(game.words.answer_id(w) for w in rec.answers) for rec in r.records]
    again = simulate(game, "min", games="all", replacement=replacement, seed=99, progress=False)
    assert [x.answers for x in again.records] == [x.answers for x in r.records]  # the seed does not matter


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 9), st.integers(1, 4), st.booleans(), st.data())
def test_nth_tuple_is_the_lexicographic_rank(n, k, replacement, data):
    count = count_tuples(n, k, replacement)
    if count == 0:
        return
    i = data.draw(st.integers(0, count - 1))
    tuples = itertools.product(range(n), repeat=k) if replacement else itertools.permutations(range(n), k)
    assert nth_tuple(i, n, k, replacement) == next(itertools.islice(tuples, i, None))


def test_games_all_refuses_more_than_the_bound(small, monkeypatch):
    assert MAX_ALL_GAMES == 2_000_000
    with monkeypatch.context() as m:
        m.setattr("ndle.montecarlo.spec.MAX_ALL_GAMES", 200_000)
        with pytest.raises(ConfigError, match=r"205,320 games on 3 boards of 60 answers; at most 200,000"):
            make_spec(small.with_boards(3), "sum", games="all")
    with pytest.raises(ConfigError, match="at most 2,000,000"):
        make_spec(small.with_boards(4), "sum", games="all")
    assert make_spec(small.with_boards(3), "sum", games="all").games == 60 * 59 * 58
    with pytest.raises(ConfigError, match="at least 1 or 'all'"):
        make_spec(small.with_boards(2), "sum", games="every")


def test_default_games_and_fresh_seed_recorded(small):
    r = simulate(small, "sum")  # one board, no count: every answer once
    assert r.spec.games == len(small.words.answers) and r.spec.all_answers and isinstance(r.spec.seed, int)
    drawn = simulate(small, "sum", games=len(small.words.answers))  # an explicit count draws at random
    assert not drawn.spec.all_answers
    again = simulate(small, "sum", games=30, seed=drawn.spec.seed)
    assert again.records == drawn.records[:30]
    assert make_spec(small.with_boards(2), "sum", seed=1).games == 10_000


def test_limit_counts_losses_but_games_finish(small):
    r = simulate(small.with_boards(2), "sum", games=15, seed=2, max_guesses=3)
    assert r.spec.max_guesses == 3
    assert all(rec.turns >= 2 for rec in r.records)
    assert r.summary()["win_rate"] == np.mean([rec.turns <= 3 for rec in r.records]) < 1


def test_bad_arguments(small):
    with pytest.raises(ConfigError):
        simulate(small, "sum", games=0)
    with pytest.raises(ConfigError):
        simulate(small, "sum", games=3, seed=-1)
    with pytest.raises(ConfigError):
        simulate(small, "sum", games=3, jobs=0)
    with pytest.raises(ndle.StrategyError):
        simulate(small, "nosuch", games=3)
    with pytest.raises(ndle.WordError):
        simulate(small, "sum", games=3, opener="zzzzq")


def _interrupt_after(monkeypatch, calls: int):
    real = sim.play_games
    count = {"n": 0}

    def flaky(*args):
        if count["n"] == calls:
            raise KeyboardInterrupt
        count["n"] += 1
        return real(*args)

    monkeypatch.setattr(sim, "play_games", flaky)


def test_resume_after_interruption_gives_the_same_run(small, tmp_path, monkeypatch):
    game = small.with_boards(2)
    whole = tmp_path / "whole.json"
    simulate(game, "min", games=20, seed=5, chunk_size=3, out=whole)
    part = tmp_path / "part.json"
    _interrupt_after(monkeypatch, 2)
    with pytest.raises(KeyboardInterrupt):
        simulate(game, "min", games=20, seed=5, chunk_size=3, out=part)
    spec, status = read_run(part)
    assert status == "running"
    kept = read_records(csv_path(part), spec)
    assert sorted(kept) == list(range(6))  # two chunks of three were finished and kept
    with open(csv_path(part), "a") as f:
        f.write("6,abcde")  # a line torn by a kill mid-write
    monkeypatch.undo()
    with pytest.raises(ConfigError, match="unfinished"):
        simulate(game, "min", games=20, seed=5, out=part)
    played = []
    real = sim.play_games
    monkeypatch.setattr(sim, "play_games", lambda *a: played.append(a[-2:]) or real(*a))
    r = simulate(game, "min", games=20, seed=5, chunk_size=7, out=part, resume=True)
    assert sum(b - a for a, b in played) == 14 and min(a for a, _ in played) == 6
    assert csv_path(part).read_bytes() == csv_path(whole).read_bytes()
    assert json.loads(part.read_text()) == json.loads(whole.read_text())
    assert len(r.records) == 20
    played.clear()
    simulate(game, "min", games=20, seed=5, out=part, resume=True)  # finished: nothing to play
    assert played == []


def test_resume_refuses_a_different_run(small, tmp_path):
    out = tmp_path / "r.json"
    simulate(small, "sum", games=5, seed=1, out=out)
    with pytest.raises(ConfigError, match="seed"):
        simulate(small, "sum", games=5, seed=2, out=out, resume=True)
    with pytest.raises(ConfigError, match="strategy"):
        simulate(small, "min", games=5, seed=1, out=out, resume=True)
    with pytest.raises(ConfigError, match="no such run"):
        simulate(small, "sum", games=5, seed=1, out=tmp_path / "none.json", resume=True)
    r = simulate(small, "sum", games=5, out=out, resume=True)  # seed taken from the saved run
    assert r.spec.seed == 1


def test_resume_rejects_foreign_records(small, tmp_path):
    out = tmp_path / "r.json"
    simulate(small, "sum", games=6, seed=1, out=out)
    text = csv_path(out).read_text().splitlines()
    row = text[1].split(",")
    row[1] = small.words.answers[0] if row[1] != small.words.answers[0] else small.words.answers[1]
    text[1] = ",".join(row)
    csv_path(out).write_text("\n".join(text) + "\n")
    with pytest.raises(NdleError):
        simulate(small, "sum", games=6, seed=1, out=out, resume=True)


def test_exported():
    assert ndle.simulate is simulate and "simulate" in ndle.__all__


def test_cli_simulate(capsys, tmp_path):
    words = tmp_path / "answers.txt"
    words.write_text("\n".join(load_words("wordle").answers[:50]) + "\n")
    out = tmp_path / "run.json"
    code, text, err = run_cli(capsys, "simulate", "--boards", "2", "--games", "8", "--seed", "1", "--answers-file",
                           str(words), "--json", str(out), "--replacement", "--max-guesses", "6")
    assert code == 0 and "mean guesses" in text and out.exists() and csv_path(out).exists()
    summary = json.loads(out.read_text())
    assert (summary["boards"], summary["games"], summary["seed"], summary["replacement"]) == (2, 8, 1, True)
    code, text, err = run_cli(capsys, "simulate", "--boards", "2", "--games", "8", "--seed", "1", "--answers-file",
                           str(words), "--json", "--replacement", "--max-guesses", "6")
    assert code == 0 and json.loads(text) == summary
    code, text, err = run_cli(capsys, "simulate", "--answers-file", str(words), "--all-answers", "--json")
    assert code == 0 and json.loads(text)["games"] == 50 and json.loads(text)["all_answers"]


@pytest.mark.parametrize("argv,message", [
    (["--resume"], "--resume needs --json"),
    (["--games", "all", "--boards", "2"], "at most 2,000,000"),
    (["--all-answers", "--boards", "3"], "at most 2,000,000"),
    (["--games", "0"], "at least 1"),
    (["--strategy", "nosuch"], "unknown strategy"),
    (["--opener", "qqqqq"], "not an allowed guess"),
    (["--games", "some"], "whole number"),
    (["--boards", "x"], "whole number"),
])
def test_cli_simulate_errors_one_line(capsys, argv, message):
    code, out, err = run_cli(capsys, "simulate", "--games", "2", *argv)
    assert code == 2 and err.count("\n") == 1 and message in err


class _Last(ndle.Strategy):
    """A test strategy: the alphabetically last allowed guess that is still a candidate."""

    def choose(self, state, rng=None):
        return int(np.flatnonzero(pool_mask(state, "candidates"))[-1])


def test_strategy_registered_in_the_session_works_in_workers(small):
    if "test-last" not in ndle.strategy_names():
        ndle.register("test-last")(_Last)
    one = simulate(small.with_boards(2), "test-last", games=10, seed=1, jobs=1)
    two = simulate(small.with_boards(2), "test-last", games=10, seed=1, jobs=2, chunk_size=2)
    assert one.records == two.records
