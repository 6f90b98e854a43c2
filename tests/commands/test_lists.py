"""`ndle lists`, `--length` and `--words` on every length, and bad word input: one line, exit 2, nothing run."""

from __future__ import annotations

import json

import pytest

from tests.players_util import run_cli


def test_lists_prints_every_shipped_list(capsys):
    code, out, _ = run_cli(capsys, "lists", "--json")
    rows = {r["name"]: r for r in json.loads(out)}
    assert code == 0 and rows["nyt2023"]["answers"] == 3158 and rows["nyt2023"]["guesses"] == 14855
    assert {r["length"] for r in rows.values() if r["default"]} == set(range(4, 16))
    assert rows["wordle"]["default"] and not rows["nyt"]["default"]


def test_length_and_words_play_other_lengths(capsys):
    code, out, _ = run_cli(capsys, "play", "--answers", "planet", "--length", "6", "--opener", "satire")
    assert code == 0 and "satire BYYBBY" in out and "planet GGGGGG" in out
    code, out, _ = run_cli(capsys, "feedback", "plan", "nape", "--words", "doddle4", "--check-words", "--json")
    assert code == 0 and json.loads(out)["feedback"] == "YBYY"


@pytest.fixture
def files(tmp_path):
    (tmp_path / "mixed.txt").write_text("crane\nplanet\n")
    (tmp_path / "huge.txt").write_text("\n".join(chr(0x4E00 + i) + chr(0x4E00 + i + 150) for i in range(150)) + "\n",
                                        encoding="utf-8")
    (tmp_path / "es.txt").write_text("cañon\nñandú\nperro\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("argv,needle", [
    (["play", "--answers", "crane", "--answers-file", "{tmp}/mixed.txt"], "mixed.txt:2: 'planet' has 6 letters"),
    (["play", "--answers", "crane", "--words", "nyt2022"], "unknown word list 'nyt2022'"),
    (["play", "--answers", "cat", "--length", "3"], "no shipped list of 3-letter words"),
    (["play", "--answers", "crane", "--length", "16"], "must be at most 15"),
    (["play", "--answers", "crane", "--words", "wordle", "--length", "6"], "not 6"),
    (["play", "--answers", "一丨", "--answers-file", "{tmp}/huge.txt"], "300 distinct letters"),
    (["simulate", "--games", "3", "--length", "3", "--json", "{tmp}/run.json"], "no shipped list of 3-letter words"),
    (["simulate", "--games", "3", "--words", "nyt2022", "--json", "{tmp}/run.json"], "unknown word list 'nyt2022'"),
    (["simulate", "--games", "3", "--answers-file", "{tmp}/mixed.txt", "--json", "{tmp}/run.json"],
     "mixed.txt:2: 'planet' has 6 letters"),
    (["simulate", "--games", "3", "--answers-file", "{tmp}/huge.txt", "--json", "{tmp}/run.json"],
     "300 distinct letters"),
    # words and feedback of another length, letters outside the list's alphabet, at other lengths and alphabets
    (["play", "--length", "6", "--answers", "crane"], "'crane' has 5 letters, expected 6"),
    (["play", "--length", "6", "--answers", "planet", "--opener", "crane"], "'crane' has 5 letters, expected 6"),
    (["play", "--length", "6", "--answers", "planét"], "outside the doddle6 list's alphabet (é)"),
    (["play", "--length", "4", "--answers", "pl4n"], "'pl4n' is not a word of letters only"),
    (["play", "--answers-file", "{tmp}/es.txt", "--answers", "perrö"], "outside the es list's alphabet (ö)"),
    (["play", "--answers-file", "{tmp}/es.txt", "--answers", "perros"], "'perros' has 6 letters, expected 5"),
    (["suggest", "--length", "6", "satire=BYYBB"], "feedback 'BYYBB' must be 6 of B"),
    (["suggest", "--length", "4", "plan=BYYBB"], "feedback 'BYYBB' must be 4 of B"),
    (["suggest", "--length", "6", "crane=BBBBB"], "'crane' has 5 letters, expected 6"),
    (["suggest", "--length", "6", "sätire=BYYBBB"], "outside the doddle6 list's alphabet (ä)"),
    (["suggest", "--answers-file", "{tmp}/es.txt", "cañon=BBBB"], "feedback 'BBBB' must be 5 of B"),
    (["feedback", "plan", "napes", "--words", "doddle4"], "'plan' has 4 letters and 'napes' 5"),
    (["feedback", "plañ", "nape", "--words", "doddle4", "--check-words"], "outside the doddle4 list's alphabet (ñ)"),
])
def test_bad_word_input_is_one_line_exit_2(capsys, files, argv, needle):
    code, out, err = run_cli(capsys, *[a.replace("{tmp}", str(files)) for a in argv])
    assert code == 2 and needle in err and err.count("\n") == 1 and "Traceback" not in err and not out
    assert sorted(p.name for p in files.iterdir()) == ["es.txt", "huge.txt", "mixed.txt"]  # nothing run or written
