"""Bad input gets one line and exit status 2, everywhere (issue 9, section 4), and good input of every documented
spelling is taken alike."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from ndle.io.cachedir import cache_dir
from ndle.patterns.codes import feedback
from tests.faults.procs import ROOT, refused
from tests.players_util import run_cli

QUORDLE = ("soare=BBYGB,BYBBB,GBBBY,BBBBB",)


def suggestion(capsys, *given) -> dict:
    code, out, err = run_cli(capsys, "suggest", "--json", *given)
    assert code == 0, err
    return json.loads(out)


@pytest.mark.parametrize("spelling", [
    ("soare=bbygb,bybbb,gbbby,bbbbb",),
    ("soare=00120,01000,20001,00000",),
    ("--boards", "4", "soare=BBYGB,BYBBB,GBBBY,BBBBB"),
    ("soare=BBYGB BYBBB GBBBY BBBBB",),
    ("SOARE=BbYgB,bYbBb,GBBBY,00000",),
])
def test_every_documented_feedback_spelling_means_the_same(capsys, spelling):
    assert suggestion(capsys, *spelling) == suggestion(capsys, *QUORDLE)


@pytest.mark.parametrize("dash", ["-", "-----"])
def test_a_solved_board_takes_a_dash(capsys, dash):
    marks = [[feedback(g, a) for a in ("flame", "snake")] for g in ("soare", "flame")]
    given = [f"{g}={','.join(m)}" for g, m in zip(("soare", "flame"), marks)]
    info = suggestion(capsys, *given, f"snake={dash},GGGGG")
    assert [b["solved_at"] for b in info["boards"]] == [2, 3] and info["guess"] is None
    assert "feedback" in refused(capsys, "suggest", *given, "snake=--,GGGGG")


@pytest.mark.parametrize("feedback", ["BBBBX", "BBBB", "BBBBBB", "33333", "BY0GB", "GGGGY", "B B B", "-X"])
def test_feedback_outside_the_alphabet_is_refused(capsys, feedback):
    assert "feedback" in refused(capsys, "suggest", f"soare={feedback}")


@pytest.mark.parametrize("argv", [
    ("suggest", "--boards", "0", "soare=BBBBB"),
    ("play", "--answers", "flame", "--max-guesses", "0"),
    ("simulate", "--games", "0"), ("simulate", "--boards", "0"), ("simulate", "--chunk-size", "0"),
    ("simulate", "--max-guesses", "0"), ("simulate", "--jobs", "0"), ("simulate", "--jobs", "-2"),
    ("simulate", "--seed", "-1"), ("compare", "--games", "-3"),
    ("experiment", "x.toml", "--games", "0"), ("experiment", "x.toml", "--jobs", "0"),
    ("rank", "--full-game", "sum", "--openers", "0"), ("rank", "--jobs", "0"),
    ("optimal", "--top", "0"), ("optimal", "--opener", "all", "--jobs", "0"), ("optimal", "--max-guesses", "0"),
    ("benchmark", "--repeat", "0"), ("benchmark", "--seed", "-1"), ("review", "--answer", "flame", "--seed", "-4"),
])
def test_numbers_below_one_are_refused(capsys, argv):
    err = refused(capsys, *argv)
    assert "at least 1" in err or "at least 0" in err


@pytest.mark.parametrize("command", [("play", "--answers", "flame"), ("simulate",), ("compare",), ("optimal",),
                                     ("benchmark",), ("review", "--answer", "flame", "crane")])
@pytest.mark.parametrize("limit", ["1001", "1e23", "7.5"])
def test_one_guess_limit_everywhere(capsys, command, limit):
    err = refused(capsys, *command, "--max-guesses", limit)
    assert "at most 1000" in err or "whole number" in err


@pytest.mark.parametrize("argv", [("simulate", "--games", "2", "--seed", "1"),
                                  ("rank", "--full-game", "sum", "--openers", "2", "--answers-file")])
def test_jobs_above_the_cores_are_capped_in_one_line(capsys, words_file, argv):
    argv = (*argv, str(words_file)) if argv[-1] == "--answers-file" else (*argv, "--answers-file", str(words_file))
    code, _, err = run_cli(capsys, *argv, "--jobs", "999")
    assert code == 0
    [line] = err.splitlines()
    assert "--jobs 999 is more than the" in line and "cores here; using" in line


def test_upper_case_words_in_files_and_on_the_command_line_alike(tmp_path, capsys, words_file):
    upper = tmp_path / words_file.name  # the same name: the list's name is its file's
    upper.write_text(words_file.read_text().upper().replace("\n", "\r\n"))
    first = words_file.read_text().split()[0]
    runs = [run_cli(capsys, "play", "--answers", w, "--answers-file", str(f), "--json")
            for w, f in ((first, words_file), (first.upper(), upper))]
    assert runs[0][0] == 0 and runs[0] == runs[1]


@pytest.mark.parametrize("backend", ["loky", "dask"])
def test_an_unwritable_cache_is_one_warning_line_and_no_worker_rebuilds(tmp_path, words_file, backend):
    """With two workers and no writable cache, the matrix is built once (one warning, not one per process); a
    Dask cluster's workers build their own without repeating it (they printed a raw Python warning, two lines)."""
    if backend == "dask":
        pytest.importorskip("distributed")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NDLE_CACHE_DIR": "/proc/ndle-cannot-write-here",
           "NUMBA_CACHE_DIR": str(cache_dir() / "numba"), "NDLE_PROGRESS": "0"}
    proc = subprocess.run([sys.executable, "-m", "ndle.cli", "simulate", "--answers-file", str(words_file), "--games",
                           "8", "--chunk-size", "1", "--seed", "1", "--jobs", "2", "--backend", backend], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.splitlines() == [
        "ndle: warning: cannot use the cache folder /proc/ndle-cannot-write-here (No such file or directory); "
        "pattern matrices are kept in memory (set NDLE_CACHE_DIR to a folder of your own)"]


@pytest.mark.parametrize("argv,option", [
    (("play", "--answers", ""), "--answers"),
    (("play", "--answers", ",,,"), "--answers"),
    (("play", "--answers", " , "), "--answers"),
    (("play", "--answers", "crane", "--prefilled", ""), "--prefilled"),
    (("rank", "--full-game", "sum", "--openers-list", ",,,"), "--openers-list"),
    (("rank", "--full-game", "sum", "--openers-list", ""), "--openers-list"),
    (("optimal", "--boards", "2", "--answers", ","), "--answers"),
    (("optimal", "--boards", "2", "--answers", "crane,slate", "--after", ""), "--after"),
    (("optimal", "--opener", ""), "--opener"),
])
def test_an_empty_list_is_refused_not_taken_as_none_given(capsys, argv, option):
    """`--answers ""` played a random game and `--openers-list ",,,"` printed an empty ranking (exit 0): a list
    given empty is refused in one line naming its option."""
    assert option in refused(capsys, *argv)


@pytest.mark.parametrize("argv,words", [
    (("play", "--answers", "crane", "--strategy", ""), "unknown strategy ''"),
    (("simulate", "--games", "1", "--strategy", ""), "unknown strategy ''"),
    (("simulate", "--games", "1", "--pool", ""), "unknown guess pool ''"),
    (("simulate", "--games", "1", "--opener", ""), "'' is not a word"),
    (("benchmark", "--opener", ""), "'' is not a word"),
])
def test_an_empty_value_is_refused_not_taken_as_the_default(capsys, argv, words):
    """An empty strategy, pool or opener was read as "none given" (the default played, exit 0)."""
    assert words in refused(capsys, *argv)


@pytest.mark.parametrize("call", [
    lambda: feedback("a" * 1_000_000, "b" * 1_000_000),
    lambda: feedback("crane", "é" * 1_000_000),
    lambda: feedback("crane", "x\n" * 500_000),
    lambda: __import__("ndle").load_words("x" * 1_000_000),
    lambda: __import__("ndle").Game.create(game="q" * 1_000_000),
    lambda: __import__("ndle").make_strategy("s" * 1_000_000, __import__("ndle").Game.create()),
    lambda: __import__("ndle").encode("Z" * 1_000_000),
    lambda: __import__("ndle").Game.create(boards="x" * 1_000_000),
])
def test_a_library_error_echoing_a_huge_input_stays_short(call):
    """`ndle.feedback` with two 1,000,000-letter words raised a message of a million characters: every NdleError is
    cut (its values where they are shown, and the whole message at 1,000 characters)."""
    from ndle.errors import NdleError

    with pytest.raises(NdleError) as e:
        call()
    assert len(str(e.value)) <= 1100 and "\n" not in str(e.value), len(str(e.value))


def test_a_huge_word_on_the_command_line_is_a_short_line(capsys):
    assert len(refused(capsys, "feedback", "a" * 1_000_000, "b" * 1_000_000)) < 1200
