"""Benchmarks of the page's newer answers, in-process (Starlette's TestClient): a Quordle game's skill-and-luck
review (POST /api/skill-review), Kilordle's compact play answer (POST /api/play) after up to 100 guesses, and a
whole Kilordle game assisted (POST /api/assist) as the page asks: the plan's first word played each turn, three boards
reported from the fourth guess, the game's count of boards left given (as a player reads it off the real game).

    /usr/bin/time -v python benchmarks/bench_web_page.py review       # one Quordle review, its wall time
    /usr/bin/time -v python benchmarks/bench_web_page.py kilordle     # ten Kilordle answers, 0 to 90 guesses
    /usr/bin/time -v python benchmarks/bench_web_page.py kiloassist   # an assisted Kilordle game (seed 3)

Goal: a Kilordle answer well under a second, so that the page stays responsive at 1,000 boards; an assisted
Kilordle request far within the 64 KiB body limit over a whole game.
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
    if what == "kiloassist":
        return assisted(client, game)
    words = [game.words.answers[a] for a in hidden_answers(game, 3)[0]]
    for n in range(0, 100, 10):
        r = client.post("/api/play", json={"game": "kilordle", "seed": 3, "guesses": words[:n]})
        assert r.status_code == 200
    print(f"{len(r.content):,} bytes, {(time.perf_counter() - start) / 10:.2f} s wall a request")


def assisted(client: TestClient, game) -> None:
    """Play Kilordle (seed 3) through the assist API to the end, and print each request's wall time and size."""
    answers, words = hidden_answers(game, 3)[0], game.words
    reported = [answers[5], answers[17], answers[400]]
    full = (1 << words.length) - 1
    seen = [0] * len(answers)  # each board's places shown green, as bits
    played: list[str] = []
    times, sizes = [], []

    def shown(word: str, a: int) -> str:
        return game.feedback_rule.show(int(game.matrix[words.guess_id(word)][a]), words.length)

    while any(s != full for s in seen):
        boards = reported[:0 if len(played) < 3 else 2 if len(played) < 7 else 3]  # two after 3 guesses, then three
        rows = [{"guess": w, "feedback": [shown(w, a) for a in boards]} for w in played]  # past all greens: ignored
        body = {"game": "kilordle", "rows": rows, "left": sum(s != full for s in seen)}
        start = time.perf_counter()
        r = client.post("/api/assist", json=body)
        times.append(time.perf_counter() - start)
        sizes.append(len(r.request.content))
        assert r.status_code == 200, r.text
        word = r.json()["suggestions"][0]["guess"]
        played.append(word)
        for k, a in enumerate(answers):
            seen[k] |= sum(1 << i for i, c in enumerate(shown(word, a)) if c == "G")
    print(f"finished in {len(played)} guesses; {len(times)} requests, wall median {sorted(times)[len(times) // 2]:.2f} "
          f"s, max {max(times):.2f} s, total {sum(times):.1f} s; largest body {max(sizes):,} bytes")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "review")
