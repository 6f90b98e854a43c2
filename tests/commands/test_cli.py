import json
import subprocess
import sys

import pytest

from tests.players_util import run_cli


def test_feedback(capsys):
    assert run_cli(capsys, "feedback", "asses", "passe") == (0, "YYGYB\n", "")
    code, out, _ = run_cli(capsys, "feedback", "MUDDY", "modem", "--json")
    assert json.loads(out) == {"guess": "muddy", "answer": "modem", "feedback": "GBGBB", "code": 2 * 81 + 2 * 9,
                               "rule": "exact"}


@pytest.mark.parametrize("strategy", ["sum", "min"])
@pytest.mark.parametrize("words", ["wordle", "nyt"])
def test_play_json(capsys, strategy, words):
    code, out, err = run_cli(capsys, "play", "--answers", "flame,snake,blast,crave", "--json",
                         "--strategy", strategy, "--words", words)
    assert code == 0 and err == ""
    game = json.loads(out)
    assert game["answers"] == ["flame", "snake", "blast", "crave"]
    assert game["turns"] == max(game["solved_at"]) == len(game["guesses"])
    for answer, turn in zip(game["answers"], game["solved_at"]):
        assert game["guesses"][turn - 1] == answer
    assert len(set(game["guesses"])) == len(game["guesses"])


def test_play_grid_and_opener(capsys):
    code, out, _ = run_cli(capsys, "play", "--answers", "flame", "--opener", "crane")
    assert code == 0 and out.startswith("#1 flame") and "crane BBGBG" in out and "solved in" in out


@pytest.mark.parametrize("argv,needle", [
    (["play", "--answers", "flme"], "4 letters"),
    (["play", "--answers", "zzzzz"], "not a possible answer"),
    (["play", "--answers", "flame", "--strategy", "best"], "unknown strategy"),
    (["play", "--answers", "flame", "--pool", "easy"], "unknown guess pool"),
    (["play", "--answers", "flame", "--opener", "qqqqq"], "not an allowed guess"),
    (["play", "--answers", "flame", "--words", "scrabble"], "unknown word list"),
    (["play", "--answers", "flame", "--answers-file", "/nonexistent"], "cannot read"),
    (["play", "--human", "--answers", "flame"], "give --seed, not --answers"),
    (["feedback", "abc", "crane"], "3 letters"),
    (["suggest", "soare=BYBGBX"], "feedback"),
    (["suggest", "soare"], "GUESS=FEEDBACK"),
    (["suggest", "soare=GGGGB", "crane=GGGGG"], "no answer in the list gives"),
    (["bogus"], "invalid choice"),
])
def test_bad_input_is_one_line_exit_2(capsys, argv, needle):
    code, _, err = run_cli(capsys, *argv)
    assert code == 2
    assert needle in err and err.count("\n") == 1 and "Traceback" not in err


def test_suggest_live_play(capsys):
    code, out, _ = run_cli(capsys, "suggest", "soare=BYBBG,GBBBB", "--json")
    info = json.loads(out)
    assert code == 0 and info["turn"] == 2 and info["guess"]
    assert [b["left"] for b in info["boards"]] == [20, 63] and info["guess"] == "plink"
    code, out, _ = run_cli(capsys, "suggest", "soare=BYBBG,GBBBB", "clint=BBBBB,BBBBB", "evoke=GGGGG,BBBBB")
    assert "board 1: solved on turn 3" in out and "next guess (sum): shush" in out


def test_strategies_lists_sum_and_min(capsys):
    code, out, _ = run_cli(capsys, "strategies", "--json")
    names = {s["name"] for s in json.loads(out)}
    assert code == 0 and {"sum", "min"} <= names


def test_console_script_no_traceback():
    proc = subprocess.run([sys.executable, "-m", "ndle.cli", "play", "--answers", "xx"],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stderr.strip().startswith("ndle play: error:")
    assert "Traceback" not in proc.stderr


def test_suggest_top_k_lists_the_ranking(capsys):
    code, out, _ = run_cli(capsys, "suggest", "soare=BBYBB,BBBYY", "--top", "4", "--json")
    info = json.loads(out)
    scores = [r["score"] for r in info["top"]]
    assert code == 0 and len(info["top"]) == 4 and info["top"][0]["word"] == info["guess"]
    assert info["top"][0]["chosen"] and info["better"] == "lower" and scores[1:] == sorted(scores[1:])
    code, out, _ = run_cli(capsys, "suggest", "soare=BBYBB,BBBYY", "--top", "4")
    lines = out.splitlines()
    assert code == 0 and lines[-5] == "top 4 (sum; lower score is better):" and lines[-4].endswith("<- plays")
    assert info["guess"] in lines[-4]


def test_assist_top_k_before_each_suggestion(capsys, monkeypatch):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("BBYBB BBBYY\nquit\n"))
    code, out, _ = run_cli(capsys, "assist", "--game", "dordle", "--top", "3", "--strategy", "entropy")
    lines = out.splitlines()
    heads = [i for i, line in enumerate(lines) if line.startswith("top 3 (entropy; higher score is better)")]
    assert code == 0 and len(heads) == 2
    for i in heads:
        assert lines[i + 1].endswith("<- plays") and lines[i + 4] == f"guess: {lines[i + 1].split()[1]}"


def test_play_boards_presets_and_modes(capsys):
    code, out, _ = run_cli(capsys, "play", "--seed", "3", "--boards", "3", "--json")
    assert code == 0 and len(json.loads(out)["answers"]) == 3
    code, out, _ = run_cli(capsys, "play", "--seed", "3", "--game", "octordle", "--mode", "rescue", "--json")
    game = json.loads(out)
    assert code == 0 and len(game["answers"]) == 8 and game["prefill"] == 4 and game["max_guesses"] == 13
    code, _, err = run_cli(capsys, "play", "--answers", "flame,snake", "--boards", "3")
    assert code == 2 and "expected 3 answers" in err


def test_the_parser_loads_no_heavy_library():
    # start-up time: `ndle --help` and `--version` build every command's parser; numba, scipy, matplotlib, pandas
    # and the parallel back ends load only when a command runs (benchmarks/bench_startup.py times it)
    import subprocess
    import sys

    code = ("import sys; from ndle.cli import build_parser; build_parser(); "
            "print([m for m in ('numba', 'scipy', 'matplotlib', 'pandas', 'joblib', 'dask', 'tqdm', 'asyncio') "
            "if m in sys.modules])")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "[]\n"


def test_one_command_builds_only_its_own_parser():
    """`ndle COMMAND` registers only that command (a quicker start): its options and help are the same as in the
    whole parser, and no other command's module is imported."""
    import argparse
    import subprocess
    import sys

    from ndle.cli import build_parser, command_names

    def subparsers(parser):
        return next(a.choices for a in parser._actions if isinstance(a, argparse._SubParsersAction))

    whole = subparsers(build_parser())
    assert sorted(whole) == command_names()
    for name in command_names():
        alone = subparsers(build_parser(name))
        assert list(alone) == [name] and alone[name].format_help() == whole[name].format_help()
    code = ("import sys; from ndle.cli import main; main(['optimal', '--opener', 'nonsense']); "
            "print(sorted(m for m in sys.modules if m.startswith('ndle.commands.')"
            " and not m.startswith('ndle.commands._')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out == "['ndle.commands.optimal']\n"


@pytest.mark.parametrize("command, groups", [  # every command that plays, ranks, reviews or solves takes a game
    (["optimal"], True), (["benchmark"], True), (["rank"], True), (["spectrum", "soare"], True),
    (["review", "crane", "--answer", "crane"], True), (["matrix"], False), (["feedback", "a", "b"], False),
    (["simulate"], True), (["compare"], True), (["play", "--answers", "x"], True), (["suggest"], True),
    (["assist"], True)])
def test_real_games_options_only_where_accepted(capsys, command, groups):
    code, out, _ = run_cli(capsys, command[0], "--help")
    assert code == 0 and "real games" in out and "--game NAME" in out  # every one: a real game names its codes
    assert ("--boards N" in out) == groups  # the commands that read words only take no board count
    if not groups:
        code, out, err = run_cli(capsys, *command, "--boards", "4")
        assert code == 2 and "unrecognized arguments: --boards 4" in err and not out


def test_hard_mode_on_the_command_line(capsys, monkeypatch):
    from ndle.patterns.codes import encode, parse_feedback
    from ndle.patterns.hard import hard_mode_mask
    from ndle.words import load_words

    code, out, _ = run_cli(capsys, "simulate", "--hard", "--strategy", "entropy", "--games", "20", "--seed", "1",
                           "--json")
    d = json.loads(out)
    assert code == 0 and d["hard"] is True and d["boards"] == 1
    code, out, err = run_cli(capsys, "simulate", "--hard", "--boards", "2", "--games", "2")
    assert code == 2 and "hard mode is for one board, not 2" in err and err.count("\n") == 1
    words = load_words("wordle")
    for strategy in ("sum", "entropy", "frequency"):
        code, out, _ = run_cli(capsys, "suggest", "soare=BYBBB", "--hard", "--strategy", strategy, "--json")
        guess = json.loads(out)["guess"]
        seen = [(words.guess_id("soare"), encode(parse_feedback("BYBBB")))]  # the O is in the word
        assert code == 0 and "o" in guess and hard_mode_mask(words, seen)[words.guess_id(guess)]
    code, out, _ = run_cli(capsys, "suggest", "soare=BYBBB", "--strategy", "sum", "--json")
    assert code == 0  # without --hard, a guess without an O may come
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("BYBBB\nquit\n"))
    code, out, _ = run_cli(capsys, "assist", "--hard", "--opener", "soare")
    second = [line for line in out.splitlines() if line.startswith("guess:")][1].split()[-1]
    assert code == 0 and hard_mode_mask(words, seen)[words.guess_id(second)]


def test_games_all_on_the_command_line(capsys, tmp_path):
    words = tmp_path / "six.txt"
    words.write_text("blame\ncrane\nflame\nplank\nshard\ntiger\n")
    code, out, _ = run_cli(capsys, "simulate", "--answers-file", str(words), "--boards", "2", "--games", "all",
                           "--json")
    d = json.loads(out)
    assert code == 0 and (d["games"], d["all_answers"], d["replacement"]) == (30, True, False)
    code, out, _ = run_cli(capsys, "compare", "sum", "min", "--answers-file", str(words), "--boards", "2",
                           "--games", "all", "--replacement", "--json")
    assert code == 0 and json.loads(out)["games"] == 36


def test_play_of_5000_boards_shares_less_than_a_screen(capsys):
    code, out, _ = run_cli(capsys, "play", "--no-human", "--boards", "5000", "--replacement", "--seed", "1")
    after = out.split("\nshare:\n", 1)[1].splitlines()
    assert code == 0 and len(after) < 40 and after[1] == "5,000 of 5,000 boards solved"


def test_a_watched_game_past_its_limit_shares_x(capsys):
    code, out, _ = run_cli(capsys, "play", "--no-human", "--answers", "fuzzy", "--max-guesses", "2")
    share = out.split("\nshare:\n", 1)[1].splitlines()
    assert code == 0 and "lost" in out and share[0] == "Wordle X/2" and share[-1] == "🟩" * 5
