"""Hypothesis over the files a resumed Monte Carlo run reads (a run's summary and per-game journal, a comparison's
file and its runs' files, an experiment's runs' files): one file cut, overwritten with bytes, a field changed or a
journal row replaced, then `--resume`. The command ends in one line and exit status 2 with nothing but its own
outputs changed, or resumes; and a resumed run holds exactly the games an uninterrupted run of what its file says
plays: never silently mis-resumed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from ndle.montecarlo.results import Results
from tests.faults.test_fuzz import FAST, JSON, RUN_KEYS, SLOW, run, sandbox

QUICK = ("--boards", "2", "--games", "3", "--seed", "1")
KINDS = {  # kind: (the first command, the resuming command, the files it reads back, the run files in the end)
    "simulate": (("simulate", *QUICK, "--json", "out/run.json"), ("simulate", "--resume", "--json", "out/run.json"),
                 ("out/run.json", "out/run.csv"), ("out/run.json",)),
    "compare": (("compare", "sum", "min", *QUICK, "--json", "out/c.json"),
                ("compare", "--resume", "--json", "out/c.json"),
                ("out/c.json", "out/c-sum.json", "out/c-sum.csv", "out/c-min.json", "out/c-min.csv"),
                ("out/c-sum.json", "out/c-min.json")),
    "experiment": (("experiment", "out/e.toml", "--out", "out/res", "--no-plots"),
                   ("experiment", "out/e.toml", "--out", "out/res", "--no-plots", "--resume"),
                   ("out/res/sum.json", "out/res/sum.csv", "out/res/min.json", "out/res/min.csv"),
                   ("out/res/sum.json", "out/res/min.json")),
}


def damages():
    edit = st.tuples(st.sampled_from([*RUN_KEYS, "extra", "strategies", "runs"]), JSON)
    return st.one_of(st.lists(edit, min_size=1, max_size=3).map(lambda e: ("fields", e)),
                     st.floats(0, 1).map(lambda f: ("truncate", f)),
                     st.binary(max_size=40).map(lambda b: ("bytes", b)),
                     st.tuples(st.integers(1, 5), st.binary(max_size=30)).map(lambda t: ("row", t)))


def damage(path: Path, how) -> None:
    kind, what = how
    data = path.read_bytes()
    if kind == "fields" and path.suffix == ".json":
        try:
            d = json.loads(data)
        except ValueError:
            return
        if isinstance(d, dict):
            d.update(what)
            path.write_text(json.dumps(d))
    elif kind == "truncate":
        path.write_bytes(data[:int(what * len(data))])
    elif kind == "bytes":
        path.write_bytes(what)
    elif kind == "row":
        lines = data.splitlines(keepends=True) or [b""]
        row, junk = what
        lines[min(row, len(lines) - 1)] = junk + b"\n"
        path.write_bytes(b"".join(lines))


def unfinished(folder: Path, files) -> None:
    """Mark every summary as running (as a killed run leaves it), so that resuming reads its journal."""
    for name in files:
        path = folder / name
        if path.suffix == ".json" and path.exists():
            path.write_bytes(path.read_bytes().replace(b'"complete"', b'"running"'))


def records(path: Path):
    return list(Results.load(path).records) if path.exists() else None


def check(words_file, kind: str, which: int, how) -> None:
    first, again, files, runs = KINDS[kind]
    first, again = ([a.replace("out/", "{out}/") for a in argv] for argv in (first, again))  # run() fills it in
    with sandbox(words_file) as (folder, words):
        (folder / "out").mkdir()
        (folder / "out" / "e.toml").write_text(f'strategies = ["sum", "min"]\n[run]\nboards = 2\ngames = 3\n'
                                               f'seed = 1\nanswers_file = "{words}"\n')
        w = ["--answers-file", str(words)]
        assert run([*first, *([] if kind == "experiment" else w)], folder, words)[0] == 0
        unfinished(folder, files)
        damage(folder / files[which % len(files)], how)
        status, _ = run([*again, *([] if kind == "experiment" else w)], folder, words)
        if status != 0:
            return
        for name in runs:  # what each run file says now, played from scratch, gives the very same games
            path = folder / name
            resumed = records(path)
            fresh = folder / "out" / "fresh" / Path(name).name
            fresh.parent.mkdir(exist_ok=True)
            fresh.write_bytes(path.read_bytes().replace(b'"complete"', b'"running"'))
            assert run(["simulate", "--resume", "--json", str(fresh), *w], folder, words)[0] == 0
            assert resumed == records(fresh), f"{name} was resumed to games an uninterrupted run does not play"


@pytest.mark.parametrize("kind", KINDS)
@FAST
@given(which=st.integers(0, 4), how=damages())
def test_a_damaged_run_resumes_to_an_uninterrupted_runs_games_or_is_refused(words_file, kind, which, how):
    check(words_file, kind, which, how)


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
@SLOW
@given(which=st.integers(0, 4), how=damages())
def test_a_damaged_run_resumes_to_an_uninterrupted_runs_games_or_is_refused_many(words_file, kind, which, how):
    check(words_file, kind, which, how)
