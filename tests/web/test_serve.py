"""`ndle serve`: a real server on 127.0.0.1, its options, the warning off loopback, the missing extra, a clean stop
(no process left, the port free at once) and malformed HTTP (hypothesis-made bytes) answered with a 4xx."""

from __future__ import annotations

import os
import signal
import socket
import sys

import pytest
from hypothesis import example, given, settings, strategies as st
from pathlib import Path

from ndle.errors import install_hint
from tests.players_util import run_cli
from tests.web.server import Served, freed


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
    assert freed(s.port)  # a new server can listen on the port at once


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


@pytest.mark.parametrize("module", ["uvicorn", "httptools"])
def test_serve_without_the_web_extra_says_what_to_install(capsys, monkeypatch, module):
    monkeypatch.setitem(sys.modules, module, None)  # importing it now raises ImportError
    code, out, err = run_cli(capsys, "serve", "--no-browser")
    assert code == 2 and err.strip() == f"ndle serve: error: ndle serve needs {module}: {install_hint('web')}"


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


def raw(port: int, data: bytes) -> bytes:
    """Send bytes to the server, close the sending side, return everything it answers."""
    with socket.create_connection(("127.0.0.1", port), timeout=60) as c:
        c.sendall(data)
        c.shutdown(socket.SHUT_WR)
        out = b""
        while chunk := c.recv(65536):
            out += chunk
    return out


REQUEST_LINES = st.sampled_from([b"GET / HTTP/1.1", b"POST /api/assist HTTP/1.1", b"POST /api/play HTTP/1.0",
                                 b"GET /api/options HTTP/1.1", b"PUT /api/review HTTP/1.1", b"GET /%ff%00 HTTP/1.1"])
HEADERS = st.lists(st.sampled_from([b"Host: x", b"Content-Type: application/json", b"Content-Length: 100",
                                    b"Content-Length: -1", b"Content-Length: 99999999999",
                                    b"Transfer-Encoding: chunked", b"Expect: 100-continue", b"Connection: close"])
                   | st.binary(max_size=30), max_size=5)
HTTP = (st.binary(max_size=200)
        | st.builds(lambda line, headers, body: b"\r\n".join([line, *headers, b"", body]), REQUEST_LINES, HEADERS,
                    st.binary(max_size=120) | st.sampled_from([b'{"game": "quordle"}', b"zz\r\n", b"5\r\n{}"])))


def test_serve_answers_malformed_http_with_a_4xx_and_goes_on():
    with Served("--no-warm-up") as s:
        port = s.port

        @settings(max_examples=60, deadline=None, database=None)
        @given(data=HTTP)
        @example(data=b"POST /api/assist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                      b"Expect: 100-continue\r\nContent-Length: 100\r\n\r\n{")
        def one(data):
            answer = raw(port, data)
            while answer.startswith(b"HTTP/1.1 100 "):  # the interim answer to Expect: 100-continue, then the last
                answer = answer.split(b"\r\n\r\n", 1)[1]
            if answer:  # nothing at all when the bytes never made a whole request (the client closed first)
                status = int(answer.split(b" ", 2)[1])
                assert 200 <= status < 500 and b"Traceback" not in answer, answer
            assert s.get("/api/options")["strongest"] == "lookahead"

        one()
        raw(port, b"POST /api/assist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  b"Content-Length: 100\r\n\r\n{")  # the body ends early: the client went away, not a bug
        code, err = s.stop()
    assert code == 0 and "Traceback" not in err and "ERROR" not in err, err
    assert freed(port)
