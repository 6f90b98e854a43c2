"""`ndle serve`: a real server on 127.0.0.1, its options, the warning off loopback, the missing extra."""

from __future__ import annotations

import sys

from tests.players_util import run_cli
from tests.web.server import Served


def test_serve_answers_on_localhost_and_stops_on_ctrl_c():
    with Served("--no-warm-up") as s:
        assert s.url.startswith("http://127.0.0.1:")
        assert s.get("/api/options")["strongest"] == "lookahead"
    code, err = s.stop()
    assert code == 0 and "warning" not in err


def test_serve_warns_when_bound_elsewhere():
    with Served("--host", "127.0.0.2", "--no-warm-up") as s:  # still this machine, but not the default address
        assert s.get("/api/options")["presets"]["wordle"]["boards"] == 1
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
