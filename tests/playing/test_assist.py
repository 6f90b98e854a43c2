"""The live assistant: the session state machine, and real `ndle assist` sessions through a pipe and a pty."""

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
from hypothesis import given, settings, strategies as st

from ndle.playing import Session
from ndle.playing import play_game
from ndle.patterns.codes import feedback
from ndle.strategies import make_strategy
from tests.players_util import run_cli, small_game

SMALL = small_game(60, 100, seed=21)
ROOT = Path(__file__).parents[2]


def answer_line(prompt: str, answers: list[str], prefilled: list[str], played: list[str], last: str | None) -> str:
    """Return what a person playing against `answers` types at a prompt (recording the words played)."""
    if m := re.match(r"> board (\d+) revealed: feedback of (\w+)", prompt):
        return feedback(m.group(2), answers[int(m.group(1)) - 1])
    m = re.search(r"on boards? (\d+)(?:-(\d+))?", prompt)
    boards = range(int(m.group(1)) - 1, int(m.group(2) or m.group(1)))
    if prompt.startswith("> pre-filled"):
        word = prefilled[len(played)]
        played.append(word)
        return " ".join([word] + [feedback(word, answers[b]) for b in boards])
    played.append(last)
    return " ".join(feedback(last, answers[b]) for b in boards)


def converse(session: Session, answers: list[str], prefilled: list[str] = ()) -> tuple[list[str], str]:
    """Play a whole session in process; return the words played and the final line."""
    played: list[str] = []
    lines = list(session.start().lines)
    last = None
    while True:
        for line in lines:
            assert not line.startswith("error"), line
            if line.startswith("guess: "):
                last = line.split()[1]
        if lines[-1].startswith("solved:"):
            return played, lines[-1]
        reply = session.handle(answer_line(lines[-1], answers, list(prefilled), played, last))
        lines = list(reply.lines)


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_session_plays_as_play_game(data):
    mode = data.draw(st.sampled_from(["classic", "sequence", "rescue", "jumble"]))
    n = data.draw(st.sampled_from([1, 2, 4]))
    game = SMALL.with_boards(n, n + 7, mode=mode, prefill={"rescue": 2, "jumble": 3}.get(mode))
    ids = data.draw(st.lists(st.integers(0, 59), min_size=n, max_size=n, unique=True))
    answers = [game.words.answers[a] for a in ids]
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32)))
    record, _ = play_game(game, make_strategy("sum", game), ids, rng=rng)
    played, last = converse(Session(game, make_strategy("sum", game)), answers, list(record.guesses[:game.prefill]))
    boards = f"all {n} boards" if n > 1 else "1 board"
    guesses = f"{record.turns} guesses" if record.turns > 1 else "1 guess"
    assert tuple(played) == record.guesses and last == f"solved: {boards} in {guesses} (total {record.total})"


def test_a_randomised_strategy_follows_the_session_generator():
    """`random` suggests from the session's Generator: the same seed gives the same words, turn by turn."""
    game = SMALL.with_boards(2)
    answers = list(game.words.answers[:2])

    def words(seed):
        return converse(Session(game, make_strategy("random", game), rng=np.random.default_rng(seed)), answers)[0]

    runs = {seed: words(seed) for seed in range(4)}
    assert words(0) == runs[0] and words(3) == runs[3]
    assert len({tuple(w) for w in runs.values()}) > 1  # the seed matters


def test_errors_undo_show_quit():
    game = SMALL.with_boards(2)
    s = Session(game, make_strategy("sum", game))
    first = s.start().lines[-2]
    assert first.startswith("guess: ")
    for bad, message in [("BBBBB", "expected [WORD] 2"), ("BBBBQ BBBBB", "must be 5 of B"),
                         ("zzzzz BBBBB BBBBB", "not an allowed guess"), ("", "empty line"),
                         ("undo", "nothing to undo"), ("GGGGY BBBBB", "never occur")]:
        reply = s.handle(bad)
        assert reply.lines[0].startswith("error: ") and message in reply.lines[0] and reply.lines[-2] == first
        assert not reply.done
    word = first.split()[1]
    impossible = next(p for p in ("GGGGB", "GGGBB", "YYYYY", "GGYYB") if not any(
        feedback(word, a) == p for a in game.words.answers))
    assert "no answer" in s.handle(f"{impossible} BBBBB").lines[0]
    actual = [feedback(word, a) for a in game.words.answers[:2]]
    after = s.handle(" ".join(actual))
    assert after.lines[0].startswith("guess: ") and after.lines[0] != first
    assert "already played" in s.handle(f"{word} BBBBB BBBBB").lines[0]
    shown = s.handle("show").lines
    assert shown[0].startswith("board 1: ") and "left" in shown[0] and shown[-2] == after.lines[0]
    assert s.handle("undo").lines[0] == first
    reply = s.handle("quit")
    assert reply.done and reply.lines == ("ended: 0 of 2 boards solved after 0 guesses",)


def test_solved_boards_take_a_dash_and_the_limit_is_noted():
    game = SMALL.with_boards(2, 2)
    answers = list(game.words.answers[:2])
    s = Session(game, make_strategy("sum", game))
    s.start()
    word = answers[0]
    lines = s.handle(f"{word} GGGGG {feedback(word, answers[1])}").lines
    assert lines[0].startswith("guess: ")
    nxt = lines[0].split()[1]
    marks = feedback(nxt, answers[1])
    reply = s.handle(f"- {marks[:4]}")
    assert reply.lines[0].startswith("error: feedback") and reply.lines[1:] == lines
    assert s.handle("- -").lines[0].startswith("error: feedback '-'")
    assert s.handle(f"QQQQQ {marks}").lines[0].startswith("error: feedback 'QQQQQ'")
    for solved in ("-", "-----", "bbbbb"):  # a solved board's entry: a dash, or any valid feedback (ignored)
        after = s.handle(f"{solved} {marks}").lines
        assert not after[0].startswith(("error", "note")) and s.state.turn == 2
        assert s.handle("undo").lines == lines
    other = next(g for g in game.words.guesses if g not in (word, answers[1]))
    after = s.handle(f"{other} - {feedback(other, answers[1])}").lines
    assert after[0] == "note: the game's limit of 2 guesses is used up; suggestions go on"
    assert after[1].startswith("guess: ") and s.state.turn == 2 and not s.state.done


def test_sequence_asks_for_reveals_and_refuses_contradictions():
    game = SMALL.with_boards(2, 9, mode="sequence")
    answers = list(game.words.answers[:2])
    s = Session(game, make_strategy("sum", game))
    lines = s.start().lines
    played = []
    while not lines[-1].startswith("> board"):
        assert "on board 1 " in lines[-1]
        word = lines[-2].split()[1]
        played.append(word)
        lines = s.handle(feedback(word, answers[0])).lines
    assert s.handle("show").lines[1] == "board 2: hidden"
    assert len(played) > 1 and lines[-1] == f"> board 2 revealed: feedback of {played[0]} (guess 1 of {len(played)})"
    impossible = next(p for p in ("GGGGB", "GGGBB", "YYYYY", "GGYYB", "GGBBB")
                      if not any(feedback(played[0], a) == p for a in game.words.answers))
    reply = s.handle(impossible)
    assert reply.lines[0].startswith("error: board 2: no answer") and reply.lines[-1] == lines[-1]
    reply = s.handle(feedback(played[0], answers[1]))
    assert reply.lines[-1].endswith(f"(guess 2 of {len(played)})")
    assert s.handle("undo").lines[-1] == lines[-1]
    for word in played:
        lines = s.handle(feedback(word, answers[1])).lines
    assert lines[-2].startswith("guess: ") and "on board 2 " in lines[-1]


# Real sessions: `ndle assist` in a subprocess, against hidden answers, through a pipe and a pseudo-terminal.

class LineReader:
    """Lines from a file descriptor, each within a timeout (so a stuck session fails instead of hanging)."""

    def __init__(self, fd: int, timeout: float = 120.0):
        self.fd, self.timeout, self.buffer, self.seen = fd, timeout, b"", []

    def line(self) -> str:
        while b"\n" not in self.buffer:
            poller = select.poll()  # not select.select: a test process may hold more than 1,024 descriptors
            poller.register(self.fd, select.POLLIN)
            if not poller.poll(self.timeout * 1000):
                raise TimeoutError(f"no line within {self.timeout} s; got {self.buffer!r}")
            try:
                chunk = os.read(self.fd, 4096)
            except OSError:  # a pty reports EIO once the child has closed it
                chunk = b""
            if not chunk:
                raise EOFError(self.buffer.decode())
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        self.seen.append(line.decode().rstrip("\r"))
        return self.seen[-1]


def run_session(reader: LineReader, write, answers: list[str], prefilled: list[str] = (),
                echo: bool = False, detour: bool = False) -> tuple[list[str], str]:
    """Answer a session's prompts as a person playing against `answers` would; with `detour`, first type a
    malformed line, then the right one, `undo`, and the right one again at the first suggestion."""
    played, last, typed = [], None, None
    while True:
        line = reader.line()
        if echo and line == typed:
            continue  # the terminal echoes what was typed
        assert not line.startswith("error"), line
        if line.startswith("guess: "):
            last = line.split()[1]
        elif line.startswith(("solved:", "ended:")):
            return played, line
        elif line.startswith("> "):
            typed = answer_line(line, answers, list(prefilled), played, last)
            if detour and last is not None:
                detour = False
                write("not feedback\n")
                assert reader.line().startswith("error: ")
                assert (reader.line(), reader.line()) == (f"guess: {last}", line)
                write(typed + "\nundo\n")
                while reader.line() != line:  # the next turn's lines, then the same guess and prompt again
                    pass
            write(typed + "\n")


@pytest.fixture(scope="module")
def lists(tmp_path_factory):
    folder = tmp_path_factory.mktemp("lists")
    extra = sorted(set(SMALL.words.guesses) - set(SMALL.words.answers))
    (folder / "answers.txt").write_text("\n".join(SMALL.words.answers) + "\n")
    (folder / "guesses.txt").write_text("\n".join(extra) + "\n")
    return ["--answers-file", str(folder / "answers.txt"), "--guesses-file", str(folder / "guesses.txt")]


def _command(lists, *extra) -> list[str]:
    return [sys.executable, "-m", "ndle.cli", "assist", *lists, *extra]


def _env(tmp_path) -> dict:
    return {**os.environ, "NDLE_CACHE_DIR": str(tmp_path / "cache"), "PYTHONUNBUFFERED": "0"}


def _play_guesses(capsys, lists, answers, *extra) -> tuple[str, ...]:
    code, out, err = run_cli(capsys, "play", "--answers", ",".join(answers), "--json", *lists, *extra)
    assert code == 0, err
    return tuple(json.loads(out)["guesses"])


PREFILLED = list(SMALL.words.answers[40:42])


@pytest.mark.parametrize("extra", [("--game", "quordle", "--strategy", "sum"),
                                   ("--game", "quordle", "--mode", "sequence", "--strategy", "min"),
                                   ("--game", "quordle", "--mode", "rescue", "--option", "tiebreak=candidates"),
                                   ("--boards", "3", "--mode", "sequence", "--max-guesses", "9")])
def test_pipe_session_matches_play(capsys, tmp_path, lists, extra):
    n = int(extra[extra.index("--boards") + 1]) if "--boards" in extra else 4
    answers = list(SMALL.words.answers[7:7 + n])
    prefilled = PREFILLED if "rescue" in extra else []
    proc = subprocess.Popen(_command(lists, *extra), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=_env(tmp_path), cwd=ROOT)
    try:
        def write(text):
            proc.stdin.write(text.encode())
            proc.stdin.flush()
        played, last = run_session(LineReader(proc.stdout.fileno()), write, answers, prefilled, detour=True)
        assert proc.wait(60) == 0
    finally:
        proc.kill()
        proc.stdin.close(), proc.stdout.close(), proc.stderr.close()
    extra = tuple(x for x in extra if x not in ("--boards", "3"))
    if prefilled:
        extra += ("--prefilled", ",".join(prefilled))
    assert tuple(played) == _play_guesses(capsys, lists, answers, *extra)
    assert played[:len(prefilled)] == prefilled
    assert last.startswith(f"solved: all {len(answers)} boards in {len(played)} guesses (total ")


def test_pipe_session_ends_cleanly_at_end_of_input(tmp_path, lists):
    done = subprocess.run(_command(lists, "--boards", "2"), input=b"BBBBB\nundo\n", capture_output=True,
                          env=_env(tmp_path), cwd=ROOT, timeout=120)
    out = done.stdout.decode().splitlines()
    assert done.returncode == 0 and not done.stderr
    assert out[-1] == "ended: 0 of 2 boards solved after 0 guesses" and out[3].startswith("error: expected")


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="no pseudo-terminals here")
def test_pty_session_matches_play(capsys, tmp_path, lists):
    answers = list(SMALL.words.answers[30:34])
    leader, follower = os.openpty()
    proc = subprocess.Popen(_command(lists, "--game", "quordle"), stdin=follower, stdout=follower, stderr=follower,
                            env=_env(tmp_path), cwd=ROOT, close_fds=True)
    os.close(follower)
    reader = LineReader(leader)
    try:
        played, last = run_session(reader, lambda text: os.write(leader, text.encode()), answers, echo=True)
        assert proc.wait(60) == 0
    finally:
        proc.kill()
        os.close(leader)
    assert tuple(played) == _play_guesses(capsys, lists, answers)
    assert last.startswith(f"solved: all 4 boards in {len(played)} guesses (total ")
    tiles = [line for line in reader.seen if "\x1b[" in line]  # on a terminal the tiles are coloured
    assert len(tiles) >= len(played) - 1 and all(line.endswith("\x1b[0m") for line in tiles)


@pytest.mark.parametrize("argv, message", [
    (("--game", "quordle", "--mode", "jumble"), "no published guess limit"),
    (("--game", "quordle", "--boards", "2"), "quordle has 4 board"),
    (("--boards", "0"), "must be at least 1"),
    (("--game", "quordle", "--max-guesses", "1001"), "at most 1000"),
    (("--game", "quordle", "--strategy", "nosuch"), "nosuch"),
    (("--game", "quordle", "--opener", "zzzzz"), "zzzzz"),
    (("--game", "quordle", "--mode", "rescue", "--prefill", "9"), "leave no turn"),
])
def test_assist_refuses_bad_options_before_any_work(capsys, argv, message):
    code, out, err = run_cli(capsys, "assist", *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1 and not out

