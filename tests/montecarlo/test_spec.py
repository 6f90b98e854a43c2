"""A run's Spec carries the game's Rules unchanged, saves them flat, and reads (and resumes) runs saved before Rules."""

from __future__ import annotations

import json

import pytest

import ndle
from ndle.errors import ConfigError
from ndle.montecarlo.results import Results
from ndle.montecarlo.spec import Spec
from ndle.montecarlo.storage import csv_path, read_run
from ndle.rules import UNSAVED_DEFAULTS
from ndle.rules import Rules

OLD_KEYS = ("boards", "strategy", "games", "seed", "words", "words_digest", "replacement", "all_answers", "opener",
            "pool", "options", "max_guesses", "feedback", "preset", "mode", "prefill", "prefill_source")


def as_old_file(path, status: str) -> dict:
    """Rewrite a run's JSON as ndle wrote it before Rules (the spec's fields only; `preset`, no hard mode)."""
    d = json.loads(path.read_text())
    old = {k: d.get("game") if k == "preset" else d[k] for k in OLD_KEYS}
    path.write_text(json.dumps({**old, "status": status, "ndle": "0.9"}))
    return old


def test_the_rules_flow_unchanged_into_the_spec_the_file_and_the_workers(small, tmp_path):
    game = small.with_boards(1, hard=True)
    one = ndle.simulate(game, "entropy", games=12, seed=4, out=tmp_path / "h.json", progress=False)
    two = ndle.simulate(game, "entropy", games=12, seed=4, jobs=2, chunk_size=3, progress=False)
    assert one.spec.rules is game.rules and two.records == one.records
    saved = json.loads((tmp_path / "h.json").read_text())
    written = {k: saved.get(k, UNSAVED_DEFAULTS.get(k, "missing")) for k in game.rules.to_dict()}
    assert written == game.rules.to_dict() and "prior" not in saved  # a uniform run's file is as before the prior
    assert read_run(tmp_path / "h.json")[0].rules == game.rules and "hard mode" in one.spec.describe()


def test_consistent_play_is_saved_only_when_set_and_reads_back(small, tmp_path):
    plain = ndle.simulate(small, "entropy", games=6, seed=2, out=tmp_path / "p.json", progress=False)
    assert "consistent" not in json.loads((tmp_path / "p.json").read_text())  # a run without it: as before
    game = small.with_boards(2, consistent=True)
    run = ndle.simulate(game, "entropy", games=6, seed=2, out=tmp_path / "c.json", progress=False)
    assert json.loads((tmp_path / "c.json").read_text())["consistent"] is True
    assert read_run(tmp_path / "c.json")[0].rules == game.rules and "consistent play" in run.spec.describe()
    assert not plain.spec.rules.consistent


def test_an_old_finished_run_loads(small, tmp_path):
    path = tmp_path / "q.json"
    r = ndle.simulate(small, "sum", boards=4, mode="rescue", prefill=2, games=6, seed=3, out=path, progress=False)
    old = as_old_file(path, "complete")
    assert old["preset"] is None and "hard" not in json.loads(path.read_text())
    loaded = Results.load(path)
    assert loaded.spec == r.spec and loaded.records == r.records and loaded.spec.rules.mode == "rescue"


@pytest.mark.parametrize("fields", [dict(game="quordle", mode="sequence"), dict(boards=2, feedback="fetterman")])
def test_an_old_interrupted_run_resumes(tmp_path, fields):
    path = tmp_path / "run.json"
    full = ndle.simulate("nyt", "sum", games=8, seed=11, out=path, progress=False, **fields)
    as_old_file(path, "running")
    lines = csv_path(path).read_text().splitlines(keepends=True)
    csv_path(path).write_text("".join(lines[:4]))  # three games were journaled when it stopped
    assert Spec.from_dict(json.loads(path.read_text())).rules == full.spec.rules
    resumed = ndle.simulate(out=path, resume=True, progress=False)
    assert resumed.records == full.records and resumed.spec == full.spec
    assert json.loads(path.read_text())["game"] == full.spec.rules.game  # rewritten in today's spelling


def test_resume_checks_what_is_given_against_the_saved_rules(small, tmp_path):
    path = tmp_path / "r.json"
    ndle.simulate(small, "sum", boards=2, games=4, seed=1, out=path, progress=False)
    as_old_file(path, "running")
    with pytest.raises(ConfigError, match="boards 3, not 2"):
        ndle.simulate(small, out=path, resume=True, boards=3, progress=False)
    with pytest.raises(ConfigError, match="mode 'sequence', not 'classic'"):
        ndle.simulate(small, out=path, resume=True, mode="sequence", max_guesses=9, progress=False)
    assert ndle.simulate(small, out=path, resume=True, boards=2, progress=False).spec.rules == Rules(
        words=small.words.name, boards=2)


def test_a_spec_with_impossible_rules_is_refused_in_one_line():
    with pytest.raises(ConfigError, match="impossible game rules .*hard mode is for one board"):
        Spec.from_dict({"boards": 2, "hard": True, "strategy": "sum", "games": 1, "seed": 1, "words_digest": "x"})
    with pytest.raises(ConfigError, match="lacks a valid spec"):
        Spec.from_dict({"boards": 2})
