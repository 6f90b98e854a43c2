"""Benchmarks of the page's newer answers, in-process (Starlette's TestClient): a Quordle game's skill-and-luck
review (POST /api/skill-review) and Kilordle's compact play answer (POST /api/play) after up to 100 guesses.

    /usr/bin/time -v python benchmarks/bench_web_page.py review     # one Quordle review, its wall time
    /usr/bin/time -v python benchmarks/bench_web_page.py kilordle   # ten Kilordle answers, 0 to 90 guesses

Goal: a Kilordle answer well under a second, so that the page stays responsive at 1,000 boards.
"""

from __future__ import annotations

import sys
import time

from starlette.testclient import TestClient

from ndle.web import create_app
from ndle.web.advice import hidden_answers
from ndle.web.games import Library
from ndle.web.schema import GameSpec

GUESSES = ["salet", "crony", "fibre", "fleet", "fairy", "clout"]
ANSWERS = ["clout", "fleet", "fibre", "fairy"]


def main(what: str) -> None:
    library = Library()
    client = TestClient(create_app(time_limit=600, library=library), base_url="http://127.0.0.1:8000")
    start = time.perf_counter()
    if what == "review":
        r = client.post("/api/skill-review", json={"game": "quordle", "guesses": GUESSES, "answers": ANSWERS})
        print(f"status {r.status_code}, skill {r.json()['skill']}, luck {r.json()['luck']}, "
              f"{time.perf_counter() - start:.1f} s wall")
        return
    game = library.game(GameSpec(game="kilordle"))
    words = [game.words.answers[a] for a in hidden_answers(game, 3)[0]]
    for n in range(0, 100, 10):
        r = client.post("/api/play", json={"game": "kilordle", "seed": 3, "guesses": words[:n]})
        assert r.status_code == 200
    print(f"{len(r.content):,} bytes, {(time.perf_counter() - start) / 10:.2f} s wall a request")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "review")
