"""`ndle optimal --objective A,B,...`: bad keys and options refused in one line (exit 2) before any work; the print,
the JSON and the tree file of a lexicographic objective."""

from __future__ import annotations

import json

import pytest

from tests.players_util import run_cli

SPACE = ["--feedback", "mastermind", "--code-length", "3", "--symbols", "abc"]


@pytest.mark.parametrize("objective", ["speed", "beyond:0", "beyond:x", "total,,worst", "total,total", "deepest",
                                       "total,deepest", "", "forced", "expected"])
def test_bad_objectives_exit_2_in_one_line(capsys, tmp_path, objective):
    tree = tmp_path / "t.txt"
    code, out, err = run_cli(capsys, "optimal", *SPACE, "--objective", objective, "--tree", str(tree))
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, err
    assert not tree.exists()


@pytest.mark.parametrize("extra, says", [
    (["--opener", "auto"], "not auto"), (["--width", "2"], "--width"), (["--boards", "2"], "one board"),
    (["--csv", "x.csv"], "--csv"), (["--journal", "j.jsonl", "--opener", "aab"], "--journal"),
    (["--jobs", "2", "--opener", "aab"], "--jobs"), (["--resume"], "--journal"),
    (["--answers", "aab"], "position"), (["--lies", "1"], "lie"), (["--opener", "zzz"], "zzz")])
def test_options_no_lexicographic_search_takes_are_refused(capsys, tmp_path, monkeypatch, extra, says):
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli(capsys, "optimal", *SPACE, "--objective", "worst,deepest", *extra)
    assert code == 2 and len(err.strip().splitlines()) == 1 and says in err, err


def test_print_json_and_tree(capsys, tmp_path):
    code, out, err = run_cli(capsys, "optimal", *SPACE, "--objective", "worst,deepest,total", "--opener", "all")
    assert code == 0, err
    assert "worst 4, deepest 1, total 73 (proven, key by key" in out and "histogram 1:1 2:7 3:18 4:1" in out
    code, out, _ = run_cli(capsys, "optimal", *SPACE, "--objective", "beyond:3", "--opener", "aab", "--json")
    d = json.loads(out)
    assert code == 0 and d["objective"] == "beyond:3" and d["values"] == {"beyond:3": 1} and d["proven"]


def test_a_journal_resumes_to_the_same_print(capsys, tmp_path):
    """--opener all (the default on a code space) with --journal; again with --resume; again without: refused."""
    journal = str(tmp_path / "j.jsonl")
    code, first, err = run_cli(capsys, "optimal", *SPACE, "--objective", "worst,deepest", "--journal", journal)
    assert code == 0, err
    code, again, err = run_cli(capsys, "optimal", *SPACE, "--objective", "worst,deepest", "--journal", journal,
                               "--resume")
    assert code == 0 and again.split("; ")[:-1] == first.split("; ")[:-1], err  # but the seconds
    code, out, err = run_cli(capsys, "optimal", *SPACE, "--objective", "worst,deepest", "--journal", journal)
    assert code == 2 and "--resume" in err and len(err.strip().splitlines()) == 1


def test_the_tree_written_is_checked_by_the_checker(capsys, tmp_path):
    """-atch words: the tree of worst,deepest passes the checker within its worst case and fails one guess fewer."""
    from ndle.words import load_words

    answers = tmp_path / "a.txt"
    answers.write_text("\n".join(w for w in load_words("wordle").answers if w.endswith("atch")) + "\n")
    tree = tmp_path / "t.txt"
    args = ["--answers-file", str(answers), "--max-guesses", "8"]
    code, out, err = run_cli(capsys, "optimal", *args, "--objective", "worst,deepest", "--opener", "catch",
                             "--tree", str(tree))
    assert code == 0 and "worst 7, deepest 1" in out, err
    code, out, err = run_cli(capsys, "optimal", *args, "--check", str(tree), "--max-guesses", "7")
    assert code == 0 and "7:1" in out, err
    code, out, err = run_cli(capsys, "optimal", *args, "--check", str(tree), "--max-guesses", "6")
    assert code == 2 and "over the limit of 6" in err
