"""A person's game (`ndle.playing.human`, `ndle play --human`): in process, through a pipe and through a
pseudo-terminal."""

from __future__ import annotations

import json
import os
import re
import select
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from ndle.playing import HumanGame
from ndle.playing import play_game
from ndle.strategies import make_strategy
from tests.players_util import run_cli, small_game

SMALL = small_game(60, 100, seed=21)
ROOT = Path(__file__).parents[2]
ANSI = re.compile(r"\x1b\[[0-9;]*m")


@pytest.mark.parametrize("setup", [dict(boards=1), dict(boards=1, hard=True), dict(boards=4, game="quordle"),
                                   dict(boards=4, game="quordle", mode="sequence"),
                                   dict(boards=4, game="quordle", mode="rescue")])
def test_typing_a_strategys_guesses_ends_as_its_game(setup):
    game = SMALL.with_boards(setup.pop("boards"), prefill=None, **setup)
    answers = (3, 9, 27, 40)[:game.boards]
    record, _ = play_game(game, make_strategy("sum", game), answers, rng=np.random.default_rng(5))
    person = HumanGame(game, answers, np.random.default_rng(5))
    lines = person.start().lines
    assert lines[-1] == f"guess {game.prefill + 1} of {game.max_guesses}> "
    for word in record.guesses[game.prefill:]:
        reply = person.handle(word + "\n")
    assert reply.done and person.state.guess_words == list(record.guesses)
    boards = f"all {game.boards} boards" if game.boards > 1 else "the board"
    guesses = f"{record.turns} guesses" if record.turns > 1 else "1 guess"
    assert reply.lines[-1] == f"solved: {boards} in {guesses} (total {record.total})"
    assert "left" not in reply.lines[0]  # a person is not told how many candidates remain


def test_hard_mode_refuses_a_word_that_ignores_a_hint():
    game = SMALL.with_boards(1, hard=True)
    words = SMALL.words
    person = HumanGame(game, (0,))
    first = next(g for g in words.guesses if g != words.answers[0] and set(g) & set(words.answers[0]))
    person.handle(first)
    ignoring = next(g for g in words.guesses if not set(g) & set(words.answers[0]))
    refusal = person.handle(ignoring).lines[0]  # the hint it misses, named
    assert re.fullmatch(rf"error: {ignoring} breaks hard mode: (the \d\w\w letter must be [A-Z] \(green in|it must "
                        rf"contain [A-Z] \(shown by) {first.upper()}\)", refusal), refusal
    assert person.state.turn == 1


def test_bad_words_repeats_quit_and_the_limit():
    game = SMALL.with_boards(2, max_guesses=3)
    person = HumanGame(game, (0, 1))
    person.start()
    words = [w for w in SMALL.words.guesses if w not in {SMALL.words.answers[0], SMALL.words.answers[1]}]
    assert person.handle("zzzzz").lines[0].startswith("error: ") and person.state.turn == 0
    person.handle(words[0])
    assert person.handle(words[0].upper()).lines == (f"error: {words[0]!r} was already played", "guess 2 of 3> ")
    assert HumanGame(game, (0, 1)).handle("quit").lines[0].endswith(
        f"the answers: {SMALL.words.answers[0]} {SMALL.words.answers[1]}")
    person.handle(words[1])
    reply = person.handle(words[2])
    assert reply.done and reply.lines[-1].startswith("out of guesses (3): 0 of 2 boards solved")


def test_seeded_answers_are_simulates_game_zero(capsys, tmp_path):
    code, out, _ = run_cli(capsys, "play", "--seed", "11", "--game", "quordle", "--json")
    played = json.loads(out)
    run = tmp_path / "q.json"
    assert run_cli(capsys, "simulate", "--seed", "11", "--game", "quordle", "--games", "1", "--json", str(run))[0] == 0
    game0 = (tmp_path / "q.csv").read_text().splitlines()[1].split(",")
    assert code == 0 and played["seed"] == 11 and played["answers"] == game0[1].split()
    assert played["guesses"] == game0[6].split()


def test_a_new_seed_is_printed_and_replays(capsys):
    code, out, _ = run_cli(capsys, "play", "--boards", "2")
    seed = int(re.match(r"seed (\d+) \(play it again: add --seed \1\)", out).group(1))
    again = run_cli(capsys, "play", "--boards", "2", "--seed", str(seed))[1]
    assert code == 0 and again == out


# Real sessions: `ndle play --human` in a subprocess.

def _command(*extra) -> list[str]:
    return [sys.executable, "-m", "ndle.cli", "play", *extra]


def _env(tmp_path) -> dict:
    return {**os.environ, "NDLE_CACHE_DIR": os.environ.get("NDLE_CACHE_DIR", str(tmp_path / "cache"))}


def _strategy_game(capsys, *extra) -> dict:
    code, out, err = run_cli(capsys, "play", "--json", "--no-human", *extra)
    assert code == 0, err
    return json.loads(out)


def test_pipe_session_is_plain_text(capsys, tmp_path):
    record = _strategy_game(capsys, "--seed", "4", "--game", "dordle")
    typed = "".join(w + "\n" for w in record["guesses"])
    done = subprocess.run(_command("--human", "--seed", "4", "--game", "dordle"), input=typed.encode(),
                          capture_output=True, env=_env(tmp_path), cwd=ROOT, timeout=120)
    out = done.stdout.decode()
    assert done.returncode == 0 and not done.stderr and not ANSI.search(out)
    assert f"{record['guesses'][0]} " in out and "G right place" in out
    assert f"guess 1 of 7> {record['guesses'][0]}\n#1" in out  # what was read is shown after its prompt
    assert out.rstrip().endswith(f"solved: all 2 boards in {record['turns']} guesses (total {record['total']})")


def _read_until(fd: int, pattern: str, timeout: float = 120.0) -> str:
    """Return what a pty shows until `pattern` (a regex) matches its tail, failing after `timeout` seconds."""
    seen = b""
    while not re.search(pattern, ANSI.sub("", seen.decode(errors="replace"))):
        ready, _, _ = select.select([fd], [], [], timeout)
        if not ready:
            raise TimeoutError(f"no {pattern!r} within {timeout} s; got {seen!r}")
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # a pty reports EIO once the child has closed it
            chunk = b""
        if not chunk:
            raise EOFError(seen.decode(errors="replace"))
        seen += chunk
    return seen.decode(errors="replace")


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="no pseudo-terminals here")
def test_pty_session_is_coloured_and_human_by_default(capsys, tmp_path):
    record = _strategy_game(capsys, "--seed", "9", "--game", "quordle", "--mode", "sequence")
    leader, follower = os.openpty()
    env = {k: v for k, v in _env(tmp_path).items() if k != "NO_COLOR"}
    proc = subprocess.Popen(_command("--seed", "9", "--game", "quordle", "--mode", "sequence"), stdin=follower,
                            stdout=follower, stderr=follower, env=env, cwd=ROOT, close_fds=True)
    os.close(follower)
    try:
        shown = _read_until(leader, r"guess 1 of 10> $")
        assert "sequence mode" in shown
        os.write(leader, b"qqqqq\n")
        assert "error: 'qqqqq' is not an allowed guess" in _read_until(leader, r"guess 1 of 10> $")
        for word in record["guesses"]:
            os.write(leader, word.encode() + b"\n")
            shown = _read_until(leader, r"guess \d+ of 10> $|solved: .*\n")
            assert "\x1b[" in shown  # coloured tiles on a terminal
            assert word.upper() in ANSI.sub("", shown).replace(" ", "")
        assert proc.wait(60) == 0
    finally:
        proc.kill()
        os.close(leader)
    assert f"solved: all 4 boards in {record['turns']} guesses (total {record['total']})" in ANSI.sub("", shown)
