"""Every file every command writes, through each of its output options, is checked before any work: one already
there is refused in one line with exit status 2 and left byte for byte as it was, with nothing else written.

Each command below runs once in an empty folder to find the files it writes (so a new output is walked as soon as
it exists); then each of those files, planted alone beforehand, must stop the command before it starts. A last
test checks the table names every output option of every command the parser has."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from tests.faults.procs import refused
from tests.faults.test_paths import contents

PRECIOUS = b"not ndle's: keep me\n"


def commands(words: Path) -> dict[str, tuple[str, ...]]:
    """label: argv, run in the output folder (relative paths), on a 100-answer list."""
    w = ("--answers-file", str(words))
    quick = ("--games", "4", "--seed", "1", "--boards", "2", *w)
    first = words.read_text().split()[0] if words.exists() else "salet"
    return {
        "simulate --json": ("simulate", *quick, "--json", "run.json"),
        "compare --json": ("compare", "sum", "min", *quick, "--json", "cmp.json"),
        "experiment --out": ("experiment", "exp.toml", "--out", "res"),
        "matrix --png": ("matrix", *w, "--png", "m.png"),
        "spectrum --png": ("spectrum", first, *w, "--png", "s.png"),
        "optimal --tree --tree-json": ("optimal", "--opener", first, *w, "--tree", "t.txt", "--tree-json",
                                       "t.json", "--quiet"),
        "optimal --opener all --journal --csv": ("optimal", "--opener", "all", "--top", "2", *w, "--journal",
                                                 "j.jsonl", "--csv", "top.csv", "--quiet"),
        "optimal --objective worst --tree --tree-json": ("optimal", "--objective", "worst", "--opener", first, *w,
                                                         "--tree", "w.txt", "--tree-json", "w.json", "--quiet"),
        "optimal --objective worst --opener all --journal --csv": (
            "optimal", "--objective", "worst", "--opener", "all", "--top", "2", *w, "--journal", "wj.jsonl",
            "--csv", "wtop.csv", "--quiet"),
        "optimal --boards 2 --journal": ("optimal", "--boards", "2", "--opener", "all", "--top", "1",
                                         "--answers-file", "tiny.txt", "--journal", "nj.jsonl", "--quiet"),
        "review --png": ("review", "--answer", first, "--budget", "0", *w, first, "--png", "r.png"),
        "benchmark --boards 2 --journal": ("benchmark", "--boards", "2", "--answers-file", "tiny.txt", "--journal",
                                           "bj.jsonl"),
    }


def setup(folder: Path, words: Path) -> None:
    """What the commands read: an experiment's config and a 12-answer list for the n-board search."""
    (folder / "exp.toml").write_text(f'strategies = ["sum", "min"]\n[run]\nboards = 2\ngames = 3\nseed = 1\n'
                                     f'answers_file = "{words}"\n')
    (folder / "tiny.txt").write_text("\n".join(words.read_text().split()[:12]) + "\n")


@pytest.mark.parametrize("label", list(commands(Path("w.txt"))))
def test_a_file_already_there_stops_the_command_before_any_work(tmp_path, capsys, monkeypatch, words_file, written,
                                                                 label):
    assert written[label], f"{label} wrote nothing"
    for name in written[label]:
        folder = tmp_path / name.replace("/", "_")
        folder.mkdir()
        setup(folder, words_file)
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(PRECIOUS)
        before = contents(folder)
        monkeypatch.chdir(folder)
        line = refused(capsys, *commands(words_file)[label])
        assert name in line and ("--overwrite" in line or "--resume" in line), line
        assert contents(folder) == before, f"{label}: something was written or changed beside the refused {name}"
        assert not list(folder.rglob(".*")), f"{label}: a lock or temporary file was left"


def test_each_command_writes_what_its_options_name(written):
    """The census is of the options given (and the files each option makes), not of something else."""
    assert written["simulate --json"] == ["run.csv", "run.json"]
    assert written["compare --json"] == ["cmp-min.csv", "cmp-min.json", "cmp-sum.csv", "cmp-sum.json", "cmp.json"]
    assert written["optimal --tree --tree-json"] == ["t.json", "t.txt"]
    assert set(written["optimal --opener all --journal --csv"]) == {"j.jsonl", "top.csv"}
    assert set(written["optimal --objective worst --opener all --journal --csv"]) == {"wj.jsonl", "wj.jsonl.total",
                                                                                     "wtop.csv"}
    assert written["optimal --boards 2 --journal"] == ["nj.jsonl"]
    assert written["benchmark --boards 2 --journal"] == ["bj.jsonl"]
    assert written["review --png"] == ["r.png"]
    assert {"guesses.png", "summary.json"} <= {Path(f).name for f in written["experiment --out"]}


INPUTS = {"answers_file", "guesses_file", "config", "check", "prior"}  # file options a command reads, never writes


def test_the_table_names_every_output_option_of_every_command():
    from ndle.cli import build_parser

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    options = {(name, a.option_strings[0]) for name, parser in sub.choices.items() for a in parser._actions
               if a.option_strings and a.dest not in INPUTS
               and any(k in str(a.metavar) for k in ("FILE", "DIR", "PATH"))}
    walked = {(argv[0], word) for argv in commands(Path("w.txt")).values() for word in argv if word.startswith("--")}
    assert options <= walked, f"output options no case walks: {sorted(options - walked)}"


OUTPUT_OPTIONS = ("--json", "--out", "--png", "--tree", "--tree-json", "--journal", "--csv")


@pytest.mark.parametrize("label", list(commands(Path("w.txt"))))
def test_an_output_that_cannot_be_written_stops_the_command_before_any_work(tmp_path, capsys, monkeypatch,
                                                                            words_file, label):
    """Each output option in turn pointed under a regular file (no folder can be made there): one line, exit 2,
    before any work (not found after a whole sweep), nothing written."""
    argv = commands(words_file)[label]
    for at in [i + 1 for i, word in enumerate(argv) if word in OUTPUT_OPTIONS]:
        folder = tmp_path / argv[at - 1].strip("-")
        folder.mkdir()
        setup(folder, words_file)
        (folder / "blocked").write_bytes(PRECIOUS)
        before = contents(folder)
        monkeypatch.chdir(folder)
        line = refused(capsys, *argv[:at], f"blocked/{argv[at]}", *argv[at + 1:])
        assert "blocked" in line, line
        assert contents(folder) == before, f"{label} {argv[at - 1]}: something was written"


@pytest.mark.parametrize("label", list(commands(Path("w.txt"))))
@pytest.mark.parametrize("output,named", [("/", ("/:", "write /")), ("new/", ("new",))])
def test_a_folder_as_an_output_is_one_line(tmp_path, capsys, monkeypatch, words_file, label, output, named):
    """"/" has no file name (nor one for a lock beside it): an internal error once; `--png out/` named a folder yet
    wrote a file called `out`. Now one line naming it ("names a folder", or for --json "must be a .json path"),
    nothing written."""
    argv = commands(words_file)[label]
    setup(tmp_path, words_file)
    monkeypatch.chdir(tmp_path)
    before = contents(tmp_path)
    for at in [i + 1 for i, word in enumerate(argv) if word in OUTPUT_OPTIONS and word != "--out"]:  # a folder
        line = refused(capsys, *argv[:at], output, *argv[at + 1:])
        assert any(n in line for n in named), line
        assert contents(tmp_path) == before


@pytest.mark.parametrize("mode,option", [
    (mode, option) for mode, options in {
        ("--opener", "{first}"): ("--csv", "--journal"),
        ("--opener", "auto", "--top", "2"): ("--csv", "--journal"),
        ("--objective", "worst", "--opener", "{first}"): ("--csv", "--journal"),
        ("--objective", "worst", "--boards", "2"): ("--tree", "--tree-json", "--csv", "--journal"),
        ("--adversary", "absurdle"): ("--tree", "--tree-json", "--csv", "--journal"),
        ("--check", "t.txt"): ("--tree", "--tree-json", "--csv", "--journal"),
    }.items() for option in options])
def test_an_output_the_search_never_writes_is_refused(tmp_path, capsys, monkeypatch, words_file, mode, option):
    """An output option the chosen search never writes was ignored (exit 0, no file): now one line naming it."""
    monkeypatch.chdir(tmp_path)
    first = words_file.read_text().split()[0]
    (tmp_path / "t.txt").write_text(f"{first} GGGGG1\n")
    mode = tuple(first if m == "{first}" else m for m in mode)
    err = refused(capsys, "optimal", *mode, option, "out.file", "--answers-file", str(words_file))
    assert f"{option} is not written by " in err, err
    assert sorted(contents(tmp_path)) == ["t.txt"]
