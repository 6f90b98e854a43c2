"""Who may drive `ndle serve`: a real server in a child process, real HTTP requests with forged Host and Origin
headers (DNS rebinding, a page of another site) refused with 403 before any work; the allow-list's option; a port
in use or an unknown --host refused in one line with exit status 2 before the server starts."""

from __future__ import annotations

import http.client
import json
import socket

import pytest

from ndle.web.guard import HostGuard
from tests.players_util import run_cli
from tests.web.server import Served

BODY = json.dumps({"game": "wordle", "rows": []}).encode()


def request(port: int, path: str, headers: dict, body: bytes | None = None) -> tuple[int, dict]:
    """Send one request to 127.0.0.1:port with exactly these headers (Host included); return (status, JSON)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        conn.putrequest("POST" if body is not None else "GET", path, skip_host=True, skip_accept_encoding=True)
        for k, v in headers.items():
            conn.putheader(k, v)
        if body is not None:
            conn.putheader("Content-Type", "application/json")
            conn.putheader("Content-Length", str(len(body)))
        conn.endheaders(body)
        r = conn.getresponse()
        return r.status, json.loads(r.read() or b"null")
    finally:
        conn.close()


@pytest.fixture(scope="module")
def served():
    with Served("--no-warm-up", "--allow-host", "ndle.example") as s:
        yield s


def forged(port: int) -> list[dict]:
    return [
        {"Host": f"attacker.example:{port}"},  # DNS rebinding: the page's own name, resolved to 127.0.0.1
        {"Host": f"attacker.example:{port}", "Origin": f"http://attacker.example:{port}"},
        {"Host": f"127.0.0.1:{port}", "Origin": "http://attacker.example"},  # a page elsewhere, straight here
        {"Host": f"127.0.0.1:{port}", "Origin": f"http://localhost:{port + 1}"},  # another local server's page
        {"Host": f"127.0.0.1:{port}", "Origin": "null"},  # a sandboxed frame, a file:// page
        {"Host": f"localhost:{port + 1}"},  # not this server's port
        {"Host": "127.0.0.1.attacker.example"},
        {},  # no Host at all
    ]


@pytest.mark.parametrize("path,body", [("/api/options", None), ("/", None), ("/static/app.js", None),
                                       ("/api/assist", BODY), ("/api/play", BODY), ("/api/review", BODY),
                                       ("/api/check", BODY)])
def test_forged_host_or_origin_is_refused_before_any_work(served, path, body):
    for headers in forged(served.port):
        status, answer = request(served.port, path, headers, body)
        assert status == 403 and isinstance(answer["error"], str), (headers, status, answer)
        assert "Traceback" not in answer["error"]


def test_local_names_and_allowed_hosts_are_answered(served):
    port = served.port
    for headers in ({"Host": f"127.0.0.1:{port}"}, {"Host": f"localhost:{port}"}, {"Host": f"LOCALHOST.:{port}"},
                    {"Host": f"[::1]:{port}"}, {"Host": f"ndle.example:{port}"},
                    {"Host": f"127.0.0.1:{port}", "Origin": f"http://127.0.0.1:{port}"},
                    {"Host": f"ndle.example:{port}", "Origin": f"http://ndle.example:{port}"}):
        status, answer = request(port, "/api/options", headers)
        assert status == 200 and answer["games"]["wordle"]["boards"] == 1, (headers, status, answer)
    status, answer = request(port, "/api/play", {"Host": f"localhost:{port}", "Origin": f"http://localhost:{port}"},
                             json.dumps({"game": "wordle", "seed": 1, "guesses": []}).encode())
    assert status == 200, answer
    code, err = served.stop()
    assert code == 0 and "Traceback" not in err, err


def test_a_port_in_use_is_one_line_before_the_server_starts(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, out, err = run_cli(capsys, "serve", "--port", str(port), "--no-browser", "--no-warm-up")
    assert code == 2 and err.count("\n") == 1 and f"cannot listen on 127.0.0.1 port {port}" in err, err
    assert "Traceback" not in err and out == ""


@pytest.mark.parametrize("argv,words", [
    (("--host", "no-such-host.invalid"), "unknown host"),
    (("--host", ""), "--host must name an address"),
    (("--host", " "), "--host must name an address"),
    (("--allow-host", ""), "expected a host name or address"),
    (("--allow-host", "example.org:80"), "without a port"),
    (("--allow-host", "http://example.org/"), "expected a host name or address"),
])
def test_an_unusable_host_is_one_line_before_the_server_starts(capsys, argv, words):
    code, out, err = run_cli(capsys, "serve", "--port", "0", "--no-browser", "--no-warm-up", *argv)
    assert code == 2 and err.count("\n") == 1 and words in err and "Traceback" not in err, err


def test_the_guard_compares_names_and_ports_exactly():
    guard = HostGuard(None, port=8000)
    assert guard.problem("127.0.0.1:8000", None) is None and guard.problem("[::1]:8000", "http://[::1]:8000") is None
    assert guard.problem("127.0.0.1:8001", None) and guard.problem("127.0.0.1", None)  # port 80 is not 8000
    assert guard.problem("127.0.0.1:8000", "https://127.0.0.1")  # https without a port is port 443
    assert guard.problem("127.0.0.1:8000", "http://127.0.0.1:notaport") and guard.problem("127.0.0.1:x", None)
    assert guard.problem("localhost:8000", "http://localhost:8000") is None
    assert guard.problem("x" * 10_000, None).count("x") < 200  # an echoed header is cut
    anywhere = HostGuard(None, hosts=["box.lan"])
    assert anywhere.problem("box.lan:1234", None) is None and anywhere.problem("localhost:1234", None)
