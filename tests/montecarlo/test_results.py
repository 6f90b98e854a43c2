"""Results I/O: spec round trip, atomic writes, the journal CSV (torn lines, malformed rows), loading runs."""

from __future__ import annotations

import json

import pytest

from ndle.errors import ConfigError, NdleError
from ndle.montecarlo.results import Results
from ndle.montecarlo.spec import Spec
from ndle.montecarlo.storage import (Journal, csv_path, csv_text, json_ready, read_records, read_run, save_text,
                                     start_run)
from ndle.playing import GameRecord

SPEC = Spec.from_dict(dict(boards=2, strategy="sum", games=3, seed=9, words="wordle", words_digest="abc",
                           replacement=True, opener="soare", options={"tiebreak": "candidates"}, max_guesses=7))
RECORDS = (GameRecord(("flame", "blame"), (3, 4), ("soare", "clint", "flame", "blame"), 7),
           GameRecord(("crane", "crane"), (2, 2), ("soare", "crane"), 7),
           GameRecord(("abbey", "zesty"), (8, 5), tuple(f"w{i:04d}"[:5] for i in range(8)), 7))


def test_spec_round_trip_and_mismatch():
    d = json.loads(json.dumps(SPEC.to_dict()))
    assert Spec.from_dict(d) == SPEC
    other = Spec.from_dict({**SPEC.to_dict(), "seed": 10})
    assert SPEC.mismatches(other) == ["seed 10, not 9"] and SPEC.mismatches(SPEC) == []
    assert SPEC.mismatches({"seed": 1, "boards": 3, "games": 3}) == ["boards 3, not 2", "seed 1, not 9"]
    with pytest.raises(ConfigError):
        Spec.from_dict({"boards": 2})
    assert "with replacement" in SPEC.describe()


def test_summary_fields_and_table():
    r = Results(SPEC, RECORDS)
    s = r.summary()
    assert list(s)[:4] == ["boards", "strategy", "games", "seed"]
    for key in ("mean", "std", "ci95", "histogram", "win_rate", "first_solved_mean", "openers"):
        assert key in s
    assert s["mean"] == pytest.approx((4 + 2 + 8) / 3) and s["win_rate"] == pytest.approx(2 / 3)
    assert s["first_solved_mean"] == pytest.approx((3 + 2 + 5) / 3)
    assert s["histogram"] == {"2": 1, "4": 1, "8": 1}
    assert s["openers"][0] == {"guesses": "soare clint", "count": 1, "share": pytest.approx(1 / 3)}
    assert "mean guesses 4.6667" in r.table()


def test_save_load_round_trip(tmp_path):
    path = tmp_path / "sub" / "run.json"
    Results(SPEC, RECORDS).save(path)
    loaded = Results.load(path)
    assert loaded.records == RECORDS and loaded.spec == SPEC
    assert csv_path(path).read_text().splitlines()[0] == "game,answers,solved_at,turns,first_solved,won,guesses,total"
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_load_refuses_unfinished_run(tmp_path):
    path = tmp_path / "run.json"
    start_run(path, SPEC)
    assert read_run(path) == (SPEC, "running")
    with pytest.raises(ConfigError, match="not finished"):
        Results.load(path)
    path.write_text("{broken")
    with pytest.raises(ConfigError, match="unreadable"):
        read_run(path)
    path.write_text("[1, 2]")
    with pytest.raises(ConfigError, match="not an ndle run"):
        read_run(path)


def test_journal_torn_last_line_dropped(tmp_path):
    path = tmp_path / "run.csv"
    j = Journal(path, fresh=True)
    j.append([(2, RECORDS[2]), (0, RECORDS[0])])
    j.close()
    with open(path, "a") as f:
        f.write(csv_text([(1, RECORDS[1])], header=False)[:-9])  # killed mid-line
    done = read_records(path, SPEC)
    assert done == {0: RECORDS[0], 2: RECORDS[2]}
    j = Journal(path, fresh=False)  # resuming drops the torn text before appending
    j.append([(1, RECORDS[1])])
    j.close()
    assert read_records(path, SPEC) == dict(enumerate(RECORDS))


@pytest.mark.parametrize("row", [
    "5,flame blame,3 4,4,3,1,soare clint flame blame",  # game index out of range
    "0,flame,3,3,3,1,soare clint flame",  # one answer on a two-board run
    "0,flame blame,3 4,9,3,1,soare clint flame blame",  # turns disagree with solved_at
    "0,flame blame,x 4,4,3,1,soare",  # not a number
])
def test_malformed_rows_rejected(tmp_path, row):
    path = tmp_path / "run.csv"
    path.write_text(csv_text([]) + row + "\n")
    with pytest.raises(ConfigError, match="malformed"):
        read_records(path, SPEC)


def test_conflicting_duplicates_and_bad_header(tmp_path):
    path = tmp_path / "run.csv"
    text = csv_text([(0, RECORDS[0])])
    path.write_text(text + text.splitlines()[1] + "\n")
    assert read_records(path, SPEC) == {0: RECORDS[0]}  # an identical repeat is harmless
    path.write_text(text + csv_text([(0, RECORDS[1])], header=False))
    with pytest.raises(ConfigError, match="twice"):
        read_records(path, SPEC)
    path.write_text("a,b,c\n")
    with pytest.raises(ConfigError, match="header"):
        read_records(path, SPEC)
    assert read_records(tmp_path / "missing.csv", SPEC) == {}


def test_write_atomic_errors_and_json_ready(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(NdleError, match="cannot write"):
        save_text(blocker / "inside.json", "{}")
    assert json_ready({"a": [float("nan"), 1.5, float("inf")]}) == {"a": [None, 1.5, None]}
