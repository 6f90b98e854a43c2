"""Benchmarks of `ndle serve` on 127.0.0.1: suggestion latency, and a bounded load test of concurrent sessions.

    python benchmarks/bench_web.py latency                  # Octordle suggestions, one at a time, after warm-up
    python benchmarks/bench_web.py load --sessions 50 --seconds 30

Both start `ndle serve --port 0 --no-browser` in a child process and talk to
it over HTTP (stdlib urllib) like the page does, each request carrying the
whole game. A session is a person being assisted: it asks for the suggestion
(`lookahead`, the page's default), plays it against answers drawn from its
own seed, sends the feedback with the next request, and between turns asks
/api/play for the same game's rows; at the end of a game it starts another
(Dordle, Quordle and Octordle in turn). `latency` plays `--games` Octordle
games after one warm-up game and reports each suggestion request's wall time
(goal: p95 under 200 ms); `load` runs `--sessions` such sessions in threads
for `--seconds` seconds (then stops by itself) and reports requests per
second, latency percentiles and errors (any answer but 200, or no answer).
The server's CPU time is read from /proc before and after (less sensitive than
wall time to other jobs on a shared machine).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from ndle.game import Game  # noqa: E402
from ndle.montecarlo.spec import draw_answers, game_rng  # noqa: E402
from ndle.patterns.codes import feedback  # noqa: E402
from tests.web.server import Served  # noqa: E402  (the same launcher the tests use)

GAMES = ("dordle", "quordle", "octordle")
GOAL_MS = 200.0


def post(url: str, path: str, body: dict) -> tuple[int, dict | None, float]:
    """Return (status, JSON answer, seconds) of one POST (status 0: no answer)."""
    data = json.dumps(body).encode()
    request = urllib.request.Request(url.rstrip("/") + path, data, {"Content-Type": "application/json"})
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=60) as r:
            out = r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        out = e.code, None
    except OSError:
        out = 0, None
    return (*out, time.perf_counter() - started)


class Session:
    """One person assisted through game after game; records (route, status, seconds) of every request."""

    def __init__(self, url: str, seed: int, games: dict[str, Game], names=GAMES):
        self.url, self.seed, self.games, self.names = url, seed, games, names
        self.log: list[tuple[str, int, float]] = []

    def game(self, index: int, stop) -> None:
        name = self.names[index % len(self.names)]
        game = self.games[name]
        seed = self.seed * 1000 + index
        answers = [game.words.answers[a] for a in
                   draw_answers(game_rng(seed, 0), len(game.words.answers), game.n_boards, replacement=False)]
        rows, guesses = [], []
        while not stop():
            status, d, dt = post(self.url, "/api/assist", {"game": name, "rows": rows})
            self.log.append(("assist", status, dt))
            if status != 200 or d["done"]:
                return
            guess = d["suggestions"][0]["guess"]
            solved = {b for b, info in enumerate(d["boards"]) if info["solved_at"]}
            rows.append({"guess": guess, "feedback": ["-" if b in solved else feedback(guess, a)
                                                      for b, a in enumerate(answers)]})
            guesses.append(guess)
            status, _, dt = post(self.url, "/api/play", {"game": name, "seed": seed, "guesses": guesses})
            self.log.append(("play", status, dt))

    def run(self, stop) -> None:
        index = 0
        while not stop():
            self.game(index, stop)
            index += 1


def server_cpu(pid: int) -> float:
    """Return the user + system CPU seconds of a process (from /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def table(log: list[tuple[str, int, float]], seconds: float) -> list[str]:
    lines = ["| route | requests | per second | p50 (ms) | p95 (ms) | max (ms) | errors |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for route in sorted({r for r, _, _ in log}) + ["all"]:
        rows = [(s, t) for r, s, t in log if route in (r, "all")]
        ms = np.array([t for _, t in rows]) * 1000
        errors = sum(s != 200 for s, _ in rows)
        lines.append(f"| {route} | {len(rows):,} | {len(rows) / seconds:.1f} | {np.percentile(ms, 50):.1f} | "
                     f"{np.percentile(ms, 95):.1f} | {ms.max():.1f} | {errors} |")
    return lines


def latency(args, games) -> None:
    with Served("--no-warm-up") as s:  # the Wordle warm-up would share the cores with the measurement
        Session(s.url, 0, games, ("octordle",)).game(0, lambda: False)  # warm-up: kernels, memos, the opener
        cpu0 = server_cpu(s.proc.pid)
        session = Session(s.url, 1, games, ("octordle",))
        started = time.perf_counter()
        for i in range(args.games):
            session.game(i, lambda: False)
        wall = time.perf_counter() - started
        cpu = server_cpu(s.proc.pid) - cpu0
    ms = np.array([t for r, st, t in session.log if r == "assist"]) * 1000
    assert all(st == 200 for _, st, _ in session.log), "a request failed"
    print(f"Octordle suggestions (lookahead) after one warm-up game: {len(ms)} requests in {args.games} games")
    print(f"median {np.median(ms):.1f} ms, p95 {np.percentile(ms, 95):.1f} ms, max {ms.max():.1f} ms; "
          f"server CPU {cpu:.2f} s for {wall:.1f} s wall; goal p95 < {GOAL_MS:.0f} ms: "
          f"{'met' if np.percentile(ms, 95) < GOAL_MS else 'NOT met'}")


def load(args, games) -> None:
    with Served("--no-warm-up") as s:  # the Wordle warm-up would share the cores with the measurement
        Session(s.url, 0, games).game(2, lambda: False)  # warm-up: one Octordle game
        cpu0 = server_cpu(s.proc.pid)
        end = time.monotonic() + args.seconds
        stop = lambda: time.monotonic() >= end
        sessions = [Session(s.url, 1 + i, games) for i in range(args.sessions)]
        threads = [threading.Thread(target=x.run, args=(stop,)) for x in sessions]
        started = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join(args.seconds + 120)  # each request has its own 60 s timeout, so the run stops by itself
        wall = time.perf_counter() - started
        cpu = server_cpu(s.proc.pid) - cpu0
    log = [entry for x in sessions for entry in x.log]
    print(f"{args.sessions} concurrent sessions for {args.seconds} s on 127.0.0.1 ({wall:.1f} s wall with the "
          f"requests in flight at the end); server CPU {cpu:.1f} s")
    print("\n".join(table(log, wall)))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("what", choices=["latency", "load"])
    p.add_argument("--games", type=int, default=20, help="latency: Octordle games after the warm-up (default 20)")
    p.add_argument("--sessions", type=int, default=50, help="load: concurrent sessions (default 50)")
    p.add_argument("--seconds", type=float, default=30.0, help="load: how long (default 30)")
    args = p.parse_args()
    games = {name: Game.create(game=name) for name in GAMES}
    print("load average before: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    (latency if args.what == "latency" else load)(args, games)
    print("load average after: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
