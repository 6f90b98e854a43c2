"""Hypothesis over the command line's options and the run-file, journal and config formats: whatever the input, the
command ends in exit status 0, or 2 with one line, within a time bound; never a traceback (the last resort's exit
1 is a bug found), and no file changes but the command's own outputs.

The fast suite runs a few dozen examples of each (about half a minute); `-m slow` runs many more."""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from ndle.cli import main

BOUND = 300  # wall seconds one command may take (a loaded machine: `compare` on 100 answers took 71 s at load 10)
FAST = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), derandomize=False)
SLOW = settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))

NUMBER = st.one_of(st.integers(-2, 3).map(str), st.sampled_from(["0", "2000", "1000000000000", "-7", "x", "1.5", "nan",
                                                                  "inf", "", "1e3", "\u0663", "0x10", " 2"]))
WORD = st.sampled_from(["{word}", "crane", "zzzzz", "CRANE", "", "ab", "crane,slate", "caf\u00e9", "-x", "soare=BBBBB"])
TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)
OPTIONS = {
    "--boards": NUMBER, "--games": NUMBER, "--seed": NUMBER, "--max-guesses": NUMBER, "--chunk-size": NUMBER,
    "--prefill": NUMBER, "--top": NUMBER, "--strategy": st.sampled_from(["sum", "min", "random", "tree", "bogus", ""]),
    "--option": st.one_of(st.sampled_from(["pool=hard", "game=1", "tiebreak=x", "objective=total", "=", "a=b=c"]),
                          TEXT),
    "--opener": WORD, "--pool": st.sampled_from(["all", "candidates", "hard", "x"]),
    "--mode": st.sampled_from(["classic", "sequence", "rescue", "jumble", "x"]),
    "--game": st.sampled_from(["wordle", "quordle", "octordle", "x"]), "--feedback": st.sampled_from(["exact", "x"]),
    "--backend": st.sampled_from(["loky", "x"]), "--answers-file": st.sampled_from(["{words}", "{junk}", "{folder}",
                                                                                   "{missing}"]),
}
FLAGS = ["--replacement", "--all-answers", "--overwrite", "--resume", "--json", "--hard", "--no-plots"]
TARGET = st.one_of(st.sampled_from([None, "own"]),  # no output file, or the command's own under out/
                   st.sampled_from(["{folder}", "{out}/", "/", "{folder}/precious.txt", "{junk}", "{out}/x.JSON", ""]))
COMMANDS = {"simulate": [], "compare": ["sum", "min"], "feedback": ["{word}", "{word}"], "matrix": [],
            "spectrum": ["{word}"], "suggest": ["{word}=BYBGB"], "strategies": [], "rank": []}


def command_lines():
    def build(command, picks, flags, target):
        argv = [command, *COMMANDS[command]]
        for option, value in picks:
            argv += [option, value]
        argv += flags
        if command in ("simulate", "compare", "rank") and "--answers-file" not in argv:
            argv += ["--answers-file", "{words}"]  # the small list: whole runs of the 2,315 answers take minutes
        if command in ("simulate", "compare") and target:
            argv += ["--json", "{out}/run.json" if target == "own" else target]
        if command in ("matrix", "spectrum") and target:
            argv += ["--png", "{out}/figure.png" if target == "own" else target]
        return argv

    pick = st.sampled_from(sorted(OPTIONS)).flatmap(lambda o: st.tuples(st.just(o), OPTIONS[o]))
    return st.builds(build, st.sampled_from(sorted(COMMANDS)), st.lists(pick, max_size=5),
                     st.lists(st.sampled_from(FLAGS), max_size=2, unique=True), TARGET)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


OUTPUTS = {"--tree", "--tree-json", "--journal", "--csv", "--json", "--png"}  # options naming a file the command makes


def made(argv: list[str], folder: Path, before: dict[str, bytes]) -> set[str]:
    """The files outside out/ the command may make: new ones (none there before) named as an output option's value."""
    named = {str(Path(value).relative_to(folder)) for option, value in zip(argv, argv[1:])
             if option in OUTPUTS and Path(value).is_relative_to(folder) and Path(value) != folder}
    return named - before.keys()


def run(argv: list[str], folder: Path, words: Path) -> tuple[int, str]:
    """Run the CLI in this process on `argv` (placeholders filled in); check the outcome; return (status, stderr)."""
    first = words.read_text().split()[0]
    fill = {"{word}": first, "{words}": str(words), "{junk}": str(folder / "junk.txt"), "{folder}": str(folder),
            "{missing}": str(folder / "missing.txt"), "{out}": str(folder / "out")}
    for key, value in fill.items():
        argv = [a.replace(key, value) for a in argv]
    before = snapshot(folder)
    out, err = io.StringIO(), io.StringIO()
    began = time.monotonic()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as e:  # argparse's own usage errors and --help
            status = e.code
    text = err.getvalue()
    assert time.monotonic() - began < BOUND, argv
    assert "Traceback" not in text and status in (0, 2), (argv, status, text)
    if status == 2:
        assert text.count("\n") == 1, (argv, text)
    after = snapshot(folder)
    changed = {k for k in before.keys() | after.keys() if before.get(k) != after.get(k)}
    own = made(argv, folder, before)
    assert all(k.startswith("out/") or k in own for k in changed), (argv, changed)
    return status, text


@contextlib.contextmanager
def sandbox(words_file: Path):
    folder = Path(tempfile.mkdtemp(prefix="ndle-fuzz-"))
    try:
        (folder / "precious.txt").write_text("not ndle's\n")
        (folder / "junk.txt").write_bytes(b"crane\n\xff\xfe\x00 slate 12345\nzz\n")
        words = folder / "words.txt"
        shutil.copy(words_file, words)
        yield folder, words
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(autouse=True, scope="module")
def _quiet():
    old = os.environ.get("NDLE_PROGRESS")
    os.environ["NDLE_PROGRESS"] = "0"
    yield
    if old is None:
        del os.environ["NDLE_PROGRESS"]
    else:
        os.environ["NDLE_PROGRESS"] = old


def check_command_line(words_file, argv) -> None:
    with sandbox(words_file) as (folder, words):
        run(argv, folder, words)


@FAST
@given(argv=command_lines())
@example(argv=["feedback", "{word}", "{word}", "--option", "\n"])  # argparse echoed the line break: two lines
@example(argv=["simulate", "--answers-file", "{words}", "--json", "/"])  # a name without a file name: exit 1
def test_any_command_line_is_one_line_or_works(words_file, argv):
    check_command_line(words_file, argv)


@pytest.mark.slow
@SLOW
@given(argv=command_lines())
def test_any_command_line_is_one_line_or_works_many(words_file, argv):
    check_command_line(words_file, argv)


JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False) | TEXT,
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3), max_leaves=8)
RUN_KEYS = ["boards", "strategy", "games", "seed", "words", "words_digest", "replacement", "all_answers", "opener",
            "pool", "options", "max_guesses", "feedback", "preset", "mode", "prefill", "prefill_source", "status"]


def mutations():
    edit = st.tuples(st.sampled_from(RUN_KEYS + ["extra"]), JSON)
    return st.one_of(st.lists(edit, min_size=1, max_size=3).map(lambda e: ("fields", e)),
                     st.integers(0, 400).map(lambda n: ("truncate", n)),
                     st.binary(max_size=40).map(lambda b: ("bytes", b)),
                     st.tuples(st.integers(1, 5), st.binary(max_size=30)).map(lambda t: ("csv", t)))


def check_run_file(words_file, mutation) -> None:
    with sandbox(words_file) as (folder, words):
        argv = ["simulate", "--boards", "2", "--games", "3", "--seed", "1", "--answers-file", str(words), "--json",
                str(folder / "out" / "run.json")]
        assert run(argv, folder, words)[0] == 0
        path, kind = folder / "out" / "run.json", mutation[0]
        if kind == "fields":
            data = json.loads(path.read_text())
            data.update(mutation[1])
            path.write_text(json.dumps(data))
        elif kind == "truncate":
            path.write_bytes(path.read_bytes()[:mutation[1]])
        elif kind == "bytes":
            path.write_bytes(mutation[1])
        else:
            csv = path.with_suffix(".csv")
            lines = csv.read_bytes().splitlines(keepends=True)
            row, junk = mutation[1]
            lines[min(row, len(lines) - 1)] = junk + b"\n"
            csv.write_bytes(b"".join(lines))
            path.write_text(path.read_text().replace('"complete"', '"running"'))
        run(["simulate", "--resume", "--answers-file", str(words), "--json", str(path)], folder, words)


@FAST
@given(mutation=mutations())
def test_any_run_file_is_resumed_or_refused_in_one_line(words_file, mutation):
    check_run_file(words_file, mutation)


@pytest.mark.slow
@SLOW
@given(mutation=mutations())
def test_any_run_file_is_resumed_or_refused_in_one_line_many(words_file, mutation):
    check_run_file(words_file, mutation)


CONFIG_VALUE = st.one_of(st.integers(-3, 3), st.sampled_from([2000, 10**12, 1.5, True, "x", "sum", [], ["sum"],
                                                              ["sum", "min"], ["sum", {"name": "min"}]]))
CONFIG_KEYS = ["boards", "games", "seed", "strategies", "opener", "pool", "max_guesses", "mode", "game", "feedback",
               "replacement", "jobs", "backend", "answers_file", "bogus"]


def toml_value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k} = {toml_value(x)}" for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    return repr(v)


def check_config(words_file, top, run_table, raw) -> None:
    with sandbox(words_file) as (folder, words):
        lines = [f"{k} = {toml_value(v)}" for k, v in top.items()]
        lines += ["[run]", f'answers_file = "{words}"', *(f"{k} = {toml_value(v)}" for k, v in run_table.items()
                                                          if k != "answers_file")]
        text = "\n".join(lines) + "\n" if raw is None else raw
        (folder / "out").mkdir()
        (folder / "out" / "e.toml").write_text(text)
        run(["experiment", str(folder / "out" / "e.toml"), "--out", str(folder / "out" / "res"), "--no-plots"],
            folder, words)


configs = dict(top=st.dictionaries(st.sampled_from(["strategies", "title", "bogus"]), CONFIG_VALUE, max_size=2),
               run_table=st.dictionaries(st.sampled_from(CONFIG_KEYS), CONFIG_VALUE, max_size=4),
               raw=st.one_of(st.none(), TEXT))


@FAST
@given(**configs)
def test_any_experiment_config_runs_or_is_refused_in_one_line(words_file, top, run_table, raw):
    check_config(words_file, top, run_table, raw)


@pytest.mark.slow
@SLOW
@given(**configs)
def test_any_experiment_config_runs_or_is_refused_in_one_line_many(words_file, top, run_table, raw):
    check_config(words_file, top, run_table, raw)
