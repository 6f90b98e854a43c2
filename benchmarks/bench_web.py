"""Benchmarks of `ndle serve` on 127.0.0.1: suggestion latency, concurrent suggestions per board count, and a bounded
load test of concurrent sessions.

    python benchmarks/bench_web.py latency                  # Octordle suggestions, one at a time, after warm-up
    python benchmarks/bench_web.py suggest --boards 1 4 8 --clients 16 --seconds 20
    python benchmarks/bench_web.py load --sessions 50 --seconds 30

Each starts `ndle serve --port 0 --no-browser` in a child process and talks to it over HTTP (httpx2's asyncio
client: many requests in flight from one thread) as the page does, each request carrying the whole game. A session
is a person being assisted: it asks for the suggestion (`lookahead`, the page's default), plays it against answers
drawn from its own seed, sends the feedback with the next request and, in `load`, asks /api/play for the same game's
rows between turns; at the end of a game it starts another. `latency` plays `--games` Octordle games after one
warm-up game and reports each suggestion request's wall time (goal: p95 under 200 ms). `suggest` runs, for each
board count in turn, `--clients` sessions of that game at once for `--seconds` seconds (after one warm-up game of
each) and reports suggestions per second and their latency percentiles. `load` runs `--sessions` sessions through
Dordle, Quordle and Octordle in turn for `--seconds` seconds. Sessions stop by themselves when the time is up
(every request has a 60 s timeout); errors are any answer but 200, or none. The server's CPU time is read from /proc
before and after (less sensitive than wall time to other jobs on a shared machine).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path

import httpx2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from ndle.game import Game  # noqa: E402
from ndle.montecarlo.spec import draw_answers, game_rng  # noqa: E402
from ndle.patterns.codes import feedback  # noqa: E402
from tests.web.server import Served  # noqa: E402  (the same launcher the tests use)

GAMES = ("dordle", "quordle", "octordle")
BY_BOARDS = {1: "wordle", 2: "dordle", 4: "quordle", 8: "octordle", 16: "sedecordle", 32: "duotrigordle"}
GOAL_MS = 200.0


async def post(client: httpx2.AsyncClient, path: str, body: dict) -> tuple[int, dict | None, float]:
    """Return (status, JSON answer, seconds) of one POST (status 0: no answer)."""
    started = time.perf_counter()
    try:
        r = await client.post(path, json=body)
        out = r.status_code, (r.json() if r.status_code == 200 else None)
    except httpx2.HTTPError:
        out = 0, None
    return (*out, time.perf_counter() - started)


class Session:
    """One person assisted through game after game; records (route, status, seconds) of every request."""

    def __init__(self, client, seed: int, games: dict[str, Game], names=GAMES, play: bool = True, retry: bool = False):
        self.client, self.seed, self.games, self.names, self.play = client, seed, games, names, play
        self.retry = retry  # warm-up: ask again while the server answers 503 (still computing)
        self.log: list[tuple[str, int, float]] = []

    async def game(self, index: int, stop) -> None:
        name = self.names[index % len(self.names)]
        game = self.games[name]
        seed = self.seed * 1000 + index
        answers = [game.words.answers[a] for a in
                   draw_answers(game_rng(seed, 0), len(game.words.answers), game.boards, replacement=False)]
        rows, guesses = [], []
        while not stop():
            status, d, dt = await post(self.client, "/api/assist", {"game": name, "rows": rows})
            self.log.append(("assist", status, dt))
            if status == 503 and self.retry:
                await asyncio.sleep(1)
                continue
            if status != 200 or d["done"]:
                return
            guess = d["suggestions"][0]["guess"]
            solved = {b for b, info in enumerate(d["boards"]) if info["solved_at"]}
            rows.append({"guess": guess, "feedback": ["-" if b in solved else feedback(guess, a)
                                                      for b, a in enumerate(answers)]})
            guesses.append(guess)
            if self.play:
                status, _, dt = await post(self.client, "/api/play", {"game": name, "seed": seed, "guesses": guesses})
                self.log.append(("play", status, dt))

    async def run(self, stop) -> None:
        index = 0
        while not stop():
            await self.game(index, stop)
            index += 1


def server_cpu(pid: int) -> float:
    """Return the user + system CPU seconds of a process (from /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def row(name: str, log: list[tuple[str, int, float]], seconds: float) -> str:
    """Return a table row: requests, per second, p50, p95, max (ms), errors."""
    ms = np.array([t for _, _, t in log]) * 1000
    errors = sum(s != 200 for _, s, _ in log)
    return (f"| {name} | {len(log):,} | {len(log) / seconds:.1f} | {np.percentile(ms, 50):.1f} | "
            f"{np.percentile(ms, 95):.1f} | {ms.max():.1f} | {errors} |")


HEAD = "| requests | per second | p50 (ms) | p95 (ms) | max (ms) | errors |"
RULE = "|---:|---:|---:|---:|---:|---:|"


def client(url: str, connections: int) -> httpx2.AsyncClient:
    return httpx2.AsyncClient(base_url=url, timeout=60.0, limits=httpx2.Limits(max_connections=connections))


async def many(sessions: list[Session], seconds: float) -> float:
    """Run sessions at once for `seconds`; return the wall time until the last request in flight came back."""
    end = time.monotonic() + seconds
    started = time.perf_counter()
    await asyncio.gather(*(x.run(lambda: time.monotonic() >= end) for x in sessions))
    return time.perf_counter() - started


async def latency(args, games) -> None:
    with Served("--no-warm-up") as s:  # the Wordle warm-up would share the cores with the measurement
        async with client(s.url, 4) as c:
            await Session(c, 0, games, ("octordle",)).game(0, lambda: False)  # warm-up: kernels, memos, the opener
            cpu0 = server_cpu(s.proc.pid)
            session = Session(c, 1, games, ("octordle",))
            started = time.perf_counter()
            for i in range(args.games):
                await session.game(i, lambda: False)
            wall = time.perf_counter() - started
        cpu = server_cpu(s.proc.pid) - cpu0
    ms = np.array([t for r, st, t in session.log if r == "assist"]) * 1000
    assert all(st == 200 for _, st, _ in session.log), "a request failed"
    print(f"Octordle suggestions (lookahead) after one warm-up game: {len(ms)} requests in {args.games} games")
    print(f"median {np.median(ms):.1f} ms, p95 {np.percentile(ms, 95):.1f} ms, max {ms.max():.1f} ms; "
          f"server CPU {cpu:.2f} s for {wall:.1f} s wall; goal p95 < {GOAL_MS:.0f} ms: "
          f"{'met' if np.percentile(ms, 95) < GOAL_MS else 'NOT met'}")


async def suggest(args, games) -> None:
    names = [BY_BOARDS[n] for n in args.boards]
    lines = [f"| boards | clients {HEAD} server CPU (s) |", f"|---:|---:{RULE}---:|"]
    with Served(*([] if 1 in args.boards else ["--no-warm-up"])) as s:  # Wordle: the server's own warm-up
        async with client(s.url, args.clients + 4) as c:
            for name in names:  # one game of each first (on Wordle this waits for the opener's exact search)
                await Session(c, 0, games, (name,), play=False, retry=True).game(0, lambda: False)
            for n, name in zip(args.boards, names):
                cpu0 = server_cpu(s.proc.pid)
                sessions = [Session(c, 1 + i, games, (name,), play=False) for i in range(args.clients)]
                wall = await many(sessions, args.seconds)
                cpu = server_cpu(s.proc.pid) - cpu0
                log = [entry for x in sessions for entry in x.log]
                lines.append(row(f"{n} | {args.clients}", log, wall) + f" {cpu:.1f} |")
                print(lines[-1], flush=True)
    print(f"{args.clients} concurrent sessions per board count, {args.seconds:.0f} s each, lookahead's suggestion:")
    print("\n".join(lines))


async def load(args, games) -> None:
    with Served("--no-warm-up") as s:  # the Wordle warm-up would share the cores with the measurement
        async with client(s.url, args.sessions + 4) as c:
            await Session(c, 0, games).game(2, lambda: False)  # warm-up: one Octordle game
            cpu0 = server_cpu(s.proc.pid)
            sessions = [Session(c, 1 + i, games) for i in range(args.sessions)]
            wall = await many(sessions, args.seconds)
        cpu = server_cpu(s.proc.pid) - cpu0
    log = [entry for x in sessions for entry in x.log]
    print(f"{args.sessions} concurrent sessions for {args.seconds:.0f} s on 127.0.0.1 ({wall:.1f} s wall with the "
          f"requests in flight at the end); server CPU {cpu:.1f} s")
    print(f"| route {HEAD}\n|---{RULE}")
    for route in ("assist", "play", "all"):
        print(row(route, [e for e in log if route in (e[0], "all")], wall))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("what", choices=["latency", "suggest", "load"])
    p.add_argument("--games", type=int, default=20, help="latency: Octordle games after the warm-up (default 20)")
    p.add_argument("--boards", type=int, nargs="+", default=[1, 4, 8], choices=sorted(BY_BOARDS),
                   help="suggest: board counts, each its real game (default 1 4 8)")
    p.add_argument("--clients", type=int, default=16, help="suggest: concurrent sessions (default 16)")
    p.add_argument("--sessions", type=int, default=50, help="load: concurrent sessions (default 50)")
    p.add_argument("--seconds", type=float, default=30.0, help="suggest (each board count), load: how long "
                                                                "(default 30)")
    args = p.parse_args()
    games = {name: Game.create(game=name) for name in {*GAMES, *(BY_BOARDS[n] for n in args.boards)}}
    print("load average before: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    asyncio.run({"latency": latency, "suggest": suggest, "load": load}[args.what](args, games))
    print("load average after: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
