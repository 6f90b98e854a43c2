"""Real games in runs: the official score in CSVs, summaries and comparisons; modes in simulate, configs, the CLI."""

from __future__ import annotations

import json

import pytest

from ndle.errors import ConfigError, ModeError
from ndle.playing import GameRecord
from ndle.montecarlo.compare import Comparison, compare
from ndle.montecarlo.experiment import load_experiment, run_experiment
from ndle.montecarlo.results import Results, Spec
from ndle.montecarlo.storage import csv_path, read_records
from ndle.montecarlo.run import simulate
from tests.players_util import run_cli

SPEC = Spec.from_dict(dict(boards=2, strategy="sum", games=2, seed=9, words="wordle", words_digest="abc",
                           max_guesses=7))
RECORDS = (GameRecord(("flame", "blame"), (3, 4), ("soare", "clint", "flame", "blame"), 7),
           GameRecord(("crane", "crate"), (2, 5), ("soare", "crane", "a", "b", "crate"), 7))


def test_total_in_csv_and_summary(tmp_path):
    path = Results(SPEC, RECORDS).save(tmp_path / "r.json")
    lines = csv_path(path).read_text().splitlines()
    assert lines[0].endswith(",total") and lines[1].endswith(",7") and lines[2].endswith(",7")
    s = json.loads(path.read_text())
    assert s["total_mean"] == 7.0 and s["total_std"] == 0.0 and s["total_ci95"] == [7.0, 7.0]
    assert "mean total" in Results(SPEC, RECORDS).table()


def test_old_csv_without_total_still_reads(tmp_path):
    path = Results(SPEC, RECORDS).save(tmp_path / "r.json")
    old = [",".join(line.split(",")[:-1]) for line in csv_path(path).read_text().splitlines()]
    csv_path(path).write_text("\n".join(old) + "\n")
    assert Results.load(path).total.tolist() == [7, 7]
    bad = [line + ",99" if i else line for i, line in enumerate(csv_path(path).read_text().splitlines())]
    csv_path(path).write_text("\n".join(bad[:1] + [bad[1] + ",7"]) + "\n")
    with pytest.raises(ConfigError, match="malformed"):
        read_records(csv_path(path), SPEC)


def test_old_spec_reads_as_classic():
    d = {k: v for k, v in SPEC.to_dict().items() if k not in ("game", "mode", "prefill", "prefill_source", "hard")}
    assert Spec.from_dict(d) == SPEC and SPEC.rules.mode == "classic"


def test_simulate_with_a_real_game_and_mode(small):
    r = simulate(small, "sum", games=6, seed=3, boards=4, mode="rescue", prefill=2, progress=False)
    assert (r.spec.boards, r.spec.mode, r.spec.prefill, r.spec.max_guesses) == (4, "rescue", 2, 9)
    classic = simulate(small, "sum", games=6, seed=3, boards=4, progress=False)
    assert [x.answers for x in r.records] == [x.answers for x in classic.records]  # prefill drawn after answers
    answer_words = {w for rec in r.records for w in rec.answers}
    for rec in r.records:
        assert not set(rec.guesses[:2]) & set(rec.answers) and len(rec.guesses) >= 6
    assert answer_words
    with pytest.raises(ModeError):
        simulate(small, "sum", games=2, seed=1, game="quordle", boards=2)


def test_runs_with_jobs_identical_in_every_mode(small, tmp_path):
    game = small.with_boards(3, 10, mode="sequence")
    texts = []
    for jobs, chunk in ((1, None), (2, 2)):
        out = tmp_path / f"s{jobs}.json"
        simulate(game, "sum", games=8, seed=5, jobs=jobs, chunk_size=chunk, out=out, progress=False)
        texts.append(csv_path(out).read_bytes())
        assert Results.load(out).spec.mode == "sequence"
    assert texts[0] == texts[1]
    resumed = simulate(game, "sum", games=8, seed=5, out=tmp_path / "s1.json", resume=True, progress=False)
    assert resumed.spec.mode == "sequence"


def test_compare_reports_total(small):
    c = compare(small.with_boards(2), "sum", "min", games=20, seed=2, progress=False)
    s = c.summary()
    assert s["total"]["games"] == 20 and "total_mean_a" in s
    assert "\ntotal " in c.table()
    assert isinstance(Comparison(c.a, c.b).total()["mean_difference"], float)


def test_experiment_config_with_game_and_mode(tmp_path):
    cfg = tmp_path / "q.toml"
    cfg.write_text('strategies = ["sum", "min"]\n[run]\ngame = "quordle"\nmode = "rescue"\ngames = 3\nseed = 1\n'
                   'prefill_source = "guesses"\n')
    exp = load_experiment(cfg)
    summary = run_experiment(exp, tmp_path / "out", plots=False)
    run = summary["runs"]["sum"]
    assert (run["boards"], run["max_guesses"], run["mode"], run["prefill"], run["game"]) == (4, 9, "rescue", 2,
                                                                                              "quordle")
    assert "total" in summary["comparisons"]["sum-vs-min"] and "total_mean" in run
    cfg.write_text('[run]\ngame = "quordle"\nmode = "jumble"\nseed = 1\n')
    with pytest.raises(ConfigError, match=r"q.toml: \[run\] no published guess limit"):
        load_experiment(cfg)


@pytest.mark.parametrize("argv, message", [
    (["simulate", "--game", "quordle", "--mode", "rescue", "--prefill", "9"], "leave no turn"),
    (["simulate", "--game", "quordle", "--mode", "jumble"], "no published guess limit"),
    (["simulate", "--game", "quordle", "--boards", "2"], "quordle has 4 board"),
    (["play", "--game", "octordle", "--answers", "flame,snake"], "octordle has 8 board"),
    (["benchmark", "--game", "quordle"], "at most 20,000,000 are allowed"),
    (["spectrum", "soare", "--mode", "sequence"], "--mode does not apply to ndle spectrum"),  # one line, exit 2
    (["simulate", "--game", "quadrle"], "invalid choice"),
])
def test_cli_refuses_impossible_games(capsys, argv, message):
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1 and not out


def test_cli_play_and_simulate_modes(capsys, tmp_path):
    code, out, _ = run_cli(capsys, "play", "--game", "quordle", "--mode", "rescue", "--answers",
                           "flame,snake,blast,crave", "--prefilled", "lapel,maize", "--opener", "soare", "--json")
    d = json.loads(out)
    assert code == 0 and d["guesses"][:3] == ["lapel", "maize", "soare"] and d["mode"] == "rescue"
    assert d["total"] == sum(d["solved_at"])
    code, out, _ = run_cli(capsys, "simulate", "--game", "quordle", "--mode", "sequence", "--games", "3", "--seed",
                           "1", "--opener", "soare", "--json")
    d = json.loads(out)
    assert code == 0 and (d["boards"], d["max_guesses"], d["mode"]) == (4, 10, "sequence") and "total_mean" in d


def test_cli_suggest_and_compare_modes(capsys):
    code, out, _ = run_cli(capsys, "suggest", "--game", "quordle", "--mode", "sequence", "soare=BYBBB,-,-,-",
                           "--json")
    d = json.loads(out)
    assert code == 0 and [b["hidden"] for b in d["boards"]] == [False, True, True, True]
    assert d["boards"][1]["candidates"] == [] and d["boards"][0]["left"] < 2315 and d["guess"]
    code, out, _ = run_cli(capsys, "suggest", "--game", "quordle", "--mode", "sequence", "soare=BYBBB,-,-,-")
    assert code == 0 and out.splitlines()[1].startswith("board 2: hidden")
    blank = "BBBBB,BBBBB,BBBBB,BBBBB"
    code, out, err = run_cli(capsys, "suggest", "--game", "quordle", "--mode", "rescue", f"soare={blank}")
    assert code == 2 and "give the 2 pre-filled guesses first" in err and len(err.splitlines()) == 1 and not out
    code, out, _ = run_cli(capsys, "suggest", "--game", "quordle", "--mode", "rescue", f"lapel={blank}",
                           f"maize={blank}", "--json")
    assert code == 0 and json.loads(out)["turn"] == 3
    code, out, _ = run_cli(capsys, "compare", "sum", "min", "--game", "quordle", "--mode", "sequence", "--games", "3",
                           "--seed", "1", "--json")
    d = json.loads(out)
    assert code == 0 and d["total"]["games"] == 3
    assert d["last_board"]["mean_difference"] == 0  # one board seen at a time: sum and min agree
    assert (d["mode"], d["game"], d["max_guesses"]) == ("sequence", "quordle", 10)


def test_api_real_games_by_keyword():
    import ndle

    r = ndle.simulate(strategy="sum", games=2, seed=1, game="octordle", mode="rescue", progress=False)
    assert (r.spec.boards, r.spec.max_guesses, r.spec.prefill, r.spec.game) == (8, 13, 4, "octordle")
    c = ndle.compare(None, "sum", "min", games=2, seed=1, game="quordle", mode="sequence", progress=False)
    assert (c.a.spec.mode, c.b.spec.boards, c.b.spec.max_guesses) == ("sequence", 4, 10)


def test_compare_across_modes_names_both(small):
    classic = simulate(small, "sum", games=4, seed=6, boards=3, progress=False)
    sequence = simulate(small, "sum", games=4, seed=6, boards=3, mode="sequence", max_guesses=9, progress=False)
    c = Comparison(classic, sequence)
    assert "(3 boards, classic mode, limit 8 vs 3 boards, sequence mode, limit 9)" in c.table().splitlines()[0]
    assert c.summary()["mode"] == "classic" and c.last_board()["games"] == 4


def test_an_interrupted_greens_run_resumes_to_the_whole_run(small, tmp_path, monkeypatch):
    import importlib

    driver = importlib.import_module("ndle.montecarlo.driver")
    game = small.with_boards(12, 40, mode="greens")  # boards solved by greens over several rows, not own words
    whole = tmp_path / "whole.json"
    simulate(game, "sum", games=6, seed=4, chunk_size=2, out=whole, progress=False)
    records = read_records(csv_path(whole), Results.load(whole).spec)
    assert any(set(r.answers) - set(r.guesses) for r in records.values())  # some board solved without its word
    real, calls = driver.play_games, []

    def interrupted(*args):
        if len(calls) == 2:
            raise KeyboardInterrupt
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(driver, "play_games", interrupted)
    part = tmp_path / "part.json"
    with pytest.raises(KeyboardInterrupt):
        simulate(game, "sum", games=6, seed=4, chunk_size=2, out=part, progress=False)
    monkeypatch.undo()
    simulate(game, "sum", games=6, seed=4, out=part, resume=True, progress=False)
    assert csv_path(part).read_bytes() == csv_path(whole).read_bytes()
