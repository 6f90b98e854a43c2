"""Check an installed `ndle serve` as a new user runs it (CI: the wheel with its web extra in a fresh environment,
run from outside the repository): it starts, serves the page, answers a suggestion and a malformed request, and
Ctrl-C stops it with status 0, leaving its port free.

    python tests/web/check_installed.py PATH/TO/ndle
"""

from __future__ import annotations

import json
import sys
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # for tests.web.server only (standard library)
from tests.web.server import Served, freed  # noqa: E402

QUORDLE = {"game": "quordle", "rows": [{"guess": "soare", "feedback": ["BBYGB", "BYBBB", "GBBBY", "BBBBB"]}]}


def post(url: str, body: bytes) -> tuple[int, dict]:
    """Return the status and JSON answer of a POST to /api/assist."""
    request = urllib.request.Request(url + "api/assist", body, {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=120) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def main(ndle: str) -> None:
    with Served("--no-warm-up", command=[ndle]) as s:
        with urllib.request.urlopen(s.url, timeout=30) as r:
            assert b"<title>ndle</title>" in r.read()
        version = s.get("/api/options")["version"]
        status, answer = post(s.url, json.dumps(QUORDLE).encode())
        assert status == 200 and [b["left"] for b in answer["boards"]] == [11, 56, 35, 183], (status, answer)
        guess = answer["suggestions"][0]["guess"]
        status, answer = post(s.url, b"{not json")
        assert status == 400 and answer == {"error": "the request body must be JSON"}, (status, answer)
        code, err = s.stop()
    assert code == 0 and err.strip() == "ndle serve: stopped", (code, err)
    assert freed(s.port), f"port {s.port} still taken after ndle serve stopped"
    print(f"ndle serve {version} ({ndle}): the page, a Quordle suggestion ({guess}), 400 for a body not JSON; "
          f"stopped by Ctrl-C, port {s.port} free")


if __name__ == "__main__":
    main(sys.argv[1])
