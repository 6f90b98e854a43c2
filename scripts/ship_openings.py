"""Write `data/openings.json`: the first suggestion of every real game under every deterministic strategy.

Usage: python scripts/ship_openings.py [--games G ...] [--strategies S ...] [--timeout SECONDS]
                                       [--journal FILE] [--out FILE]

For each game of `ndle.rules.modes.PRESETS` and each registered strategy with its default settings whose first guess
is kept (deterministic, ndle's own: see `ndle.playing.openings`), one fresh process computes the strategy's ranking of
the empty board (`ndle.top_guesses`: its choice and the 20 best other guesses with their scores), with the
shipped file ignored (NDLE_SHIPPED_OPENINGS=0). Each result is appended to the journal as one JSON line as soon
as it is known, so a run that is stopped resumes where it was (entries already in the journal are not computed
again; delete the journal to start over, as after a change to a strategy). A run past --timeout seconds is
stopped and left out. The shipped file is written again from the journal after every entry.

Run it after a change to a strategy, a word list or a game's settings, then check the file in:
`tests/playing/test_shipped_openings.py` compares some entries with what the strategies compute now.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SKIP = ("random", "tree")  # not deterministic; needs a file
SLOW = ("lookahead", "exact", "lookahead_worst")  # computed after every other strategy


def one(game_name: str, strategy_name: str) -> dict:
    """Return the shipped entry of one game and strategy (``key`` None when its first guess is not kept)."""
    from ndle.game import as_game
    from ndle.playing import SHIPPED_TOP, shipped_key
    from ndle.playing import top_guesses
    from ndle.strategies import make_strategy

    game = as_game(game=game_name)
    strategy = make_strategy(strategy_name, game)
    state = game.start()
    entry = {"game": game_name, "strategy": strategy_name, "key": shipped_key(state, strategy)}
    if entry["key"] is None:
        return entry
    ranked = top_guesses(state, strategy, SHIPPED_TOP)
    scored = [r for r in ranked if r.score is not None]
    return {**entry, "choice": ranked[0].word, "rows": [r.word for r in scored], "scores": [r.score for r in scored]}


def read_journal(path: Path) -> list[dict]:
    """Return the journal's entries (a last line cut short by a stop is left out)."""
    if not path.exists():
        return []
    entries = []
    for line in path.read_text().splitlines():
        try:
            entries.append(json.loads(line))
        except ValueError:
            continue
    return entries


def key_now(game_name: str, strategy_name: str) -> str | None:
    """Return the shipped key of a game and strategy as ndle makes it now (no matrix is read)."""
    from ndle.game import as_game
    from ndle.playing import shipped_key
    from ndle.strategies import make_strategy

    game = as_game(game=game_name)
    return shipped_key(game.start(), make_strategy(strategy_name, game))


def write_shipped(entries: list[dict], out: Path) -> None:
    """Write the shipped file: the kept entries by key (as ndle makes it now: a change to the key's making needs no
    entry computed again), sorted, one line each."""
    kept = {key_now(e["game"], e["strategy"]): {k: e[k] for k in ("game", "strategy", "choice", "rows", "scores")}
            for e in entries if e.get("key")}
    kept.pop(None, None)
    lines = [f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in sorted(kept.items())]
    about = ("the first suggestion of each real game under each deterministic strategy with its default settings: "
             "scripts/ship_openings.py writes it (ndle.playing.openings reads it)")
    out.write_text('{"about": ' + json.dumps(about) + ',\n "entries": {\n' + ",\n".join(lines) + "\n}}\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="+", help="default: every real game (ndle.rules.modes.PRESETS)")
    parser.add_argument("--strategies", nargs="+", help="default: every registered one but random and tree")
    parser.add_argument("--timeout", type=float, default=3600.0, help="seconds an entry may take (default 3600)")
    parser.add_argument("--journal", type=Path, default=Path("ship-openings.jsonl"))
    parser.add_argument("--out", type=Path, default=ROOT / "data" / "openings.json")
    parser.add_argument("--one", nargs=2, metavar=("GAME", "STRATEGY"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(one(*args.one)))
        return
    from ndle.rules import PRESETS
    from ndle.strategies import strategy_names

    games = args.games or list(PRESETS)
    names = args.strategies or [s for s in strategy_names() if s not in SKIP]
    order = [(g, s) for slow in (False, True) for g in games for s in names if (s in SLOW) == slow]
    done = {(e["game"], e["strategy"]) for e in read_journal(args.journal)}
    env = {**os.environ, "NDLE_SHIPPED_OPENINGS": "0", "NDLE_PROGRESS": "0"}
    for game, strategy in order:
        if (game, strategy) in done:
            continue
        start = time.perf_counter()
        try:
            run = subprocess.run([sys.executable, __file__, "--one", game, strategy], env=env, capture_output=True,
                                 text=True, timeout=args.timeout)
        except subprocess.TimeoutExpired:
            print(f"{game} {strategy}: stopped after {args.timeout:.0f} s", flush=True)
            continue
        seconds = time.perf_counter() - start
        if run.returncode != 0:
            print(f"{game} {strategy}: failed: {run.stderr.strip().splitlines()[-1:]}", flush=True)
            continue
        entry = {**json.loads(run.stdout.strip().splitlines()[-1]), "seconds": round(seconds, 1)}
        with args.journal.open("a") as journal:
            journal.write(json.dumps(entry) + "\n")
        print(f"{game} {strategy}: {entry.get('choice', 'not kept')} ({seconds:.1f} s)", flush=True)
        write_shipped(read_journal(args.journal), args.out)
    write_shipped(read_journal(args.journal), args.out)


if __name__ == "__main__":
    main()
