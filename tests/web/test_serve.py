"""`ndle serve`: a real server on 127.0.0.1, its options, the warning off loopback, the missing extra."""

from __future__ import annotations

import os
import signal
import sys

import pytest
from pathlib import Path

from tests.players_util import run_cli
from tests.web.server import Served


def test_serve_answers_on_localhost_and_stops_on_ctrl_c():
    with Served("--no-warm-up") as s:
        assert s.url.startswith("http://127.0.0.1:")
        assert s.get("/api/options")["strongest"] == "lookahead"
    code, err = s.stop()
    assert code == 0 and "warning" not in err


def gone(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_serve_stops_cleanly_mid_computation_leaving_no_process(sig):
    with Served() as s:  # with the warm-up: an exact Wordle search is running in a thread when the signal comes
        assert s.get("/api/options")["strongest"] == "lookahead"
        code, err = s.stop(sig)
    assert code == 0 and err.strip().splitlines()[-1] == "ndle serve: stopped", err
    assert gone(s.proc.pid)  # its own session: nothing of it is left


def test_serve_warns_when_bound_elsewhere():
    with Served("--host", "127.0.0.2", "--no-warm-up") as s:  # still this machine, but not the default address
        assert s.get("/api/options")["games"]["wordle"]["boards"] == 1
    code, err = s.stop()
    assert err.splitlines()[0] == ("ndle serve: warning: listening on 127.0.0.2: anyone who can reach this address "
                                   "can use the page")


def test_serve_options_are_checked(capsys):
    code, out, err = run_cli(capsys, "serve", "--port", "70000")
    assert code == 2 and "port from 0 to 65535" in err
    code, out, err = run_cli(capsys, "serve", "--time-limit", "0")
    assert code == 2 and "at least 1" in err


def test_serve_without_the_web_extra_says_what_to_install(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # import uvicorn now raises ImportError
    code, out, err = run_cli(capsys, "serve", "--no-browser")
    assert code == 2 and err.strip() == "ndle serve: error: ndle serve needs uvicorn: pip install 'ndle[web]'"


def test_serve_offers_a_word_list_of_your_own(tmp_path, capsys):
    own = Path(__file__).resolve().parent / "data" / "deutsch.txt"
    with Served("--no-warm-up", "--answers-file", str(own)) as s:
        assert s.get("/api/options")["words"]["deutsch"] == 5
    bad = tmp_path / "mixed.txt"
    bad.write_text("apfel\nbaum\n", encoding="utf-8")
    code, out, err = run_cli(capsys, "serve", "--no-browser", "--answers-file", str(bad))
    assert code == 2 and err.strip() == f"ndle serve: error: {bad}:2: 'baum' has 4 letters, expected 5"
    code, out, err = run_cli(capsys, "serve", "--no-browser", "--guesses-file", str(own))
    assert code == 2 and "a guesses file needs an answers file too" in err
