"""Fit the look-ahead's leaf values (`ndle.measures.value`) to positions of simulated games; refit the shipped file.

The shipped fit is one step of fitted policy iteration: a first fit to the
games of `sum` with ties to candidates, then the fit to the games of
`lookahead` valuing its leaves with that first fit (about 3 min with 2 jobs):

    python -m ndle.analysis.value_fit --jobs 2 --out value-sum.json
    python -m ndle.analysis.value_fit --boards 1 2 4 8 16 32 --games 2315 10000 5000 3000 1000 500 \
        --strategy lookahead --model value-sum.json --jobs 2 --out data/value.json

Every decision point of every game (a position with an unsolved board) is a
row: its features (`position_features`) against the further turns the base
player then took until the last board was solved (`last`) and summed over the
unsolved boards (`total`). One least-squares fit per board count and objective.
The seed differs from the experiments' (777), so no measured game is fitted.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

from ndle.io.files import claim_output, write_atomic
from ndle.game import Game
from ndle.playing import GameRecord
from ndle.measures.value import FEATURES, OBJECTIVES, Fit, position_features

DEFAULT_GAMES = {1: 2315, 2: 1500, 4: 800, 8: 400, 16: 150, 32: 60}
DEFAULT_SEED = 4242


def positions(game: Game, records: list[GameRecord]) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """Return the feature rows of every decision point of the games and the further turns taken from each."""
    words, rows = game.words, []
    labels: dict[str, list[float]] = {o: [] for o in OBJECTIVES}
    for rec in records:
        state = game.start()
        answers = tuple(words.answer_id(a) for a in rec.answers)
        for word in rec.guesses:
            t = state.turn
            left = [(b, board) for b, board in enumerate(state.boards) if not board.solved]
            rows.append(position_features([len(board.candidates) for _, board in left]))
            labels["last"].append(max(rec.solved_at) - t)
            labels["total"].append(sum(rec.solved_at[b] - t for b, _ in left))
            state = state.play(words.guess_id(word), answers)
    return np.array(rows), {o: np.array(v, dtype=np.float64) for o, v in labels.items()}


def fit(boards: int, objective: str, X: np.ndarray, y: np.ndarray) -> Fit:
    """Return the least-squares fit (intercept first) of y on the feature rows X."""
    A = np.column_stack([np.ones(len(X)), X])
    coef, *_ = np.linalg.lstsq(A, y, rcond=None)
    rmse = float(np.sqrt(np.mean((A @ coef - y) ** 2)))
    return Fit(boards, objective, float(coef[0]), tuple(float(c) for c in coef[1:]), len(y), rmse)


def refit(words="wordle", boards=(1, 2, 4, 8, 16, 32), games: dict | None = None, seed: int = DEFAULT_SEED,
          strategy: str = "sum", options: dict | None = None, jobs: int = 1, model: str | None = None) -> dict:
    """Return the value-file contents fitted to fresh simulations of `strategy` (distinct answers per game)."""
    from ndle.montecarlo.run import simulate

    options = {"tiebreak": "candidates"} if options is None and strategy == "sum" else dict(options or {})
    if model is not None:
        options["model"] = str(model)  # the value file the player's look-ahead uses
    fits = []
    for n in boards:
        count = (games or {}).get(n, DEFAULT_GAMES.get(n, 200))
        game = Game.create(words=words, boards=n)
        every = n == 1 and count == len(game.words.answers)
        run = simulate(game, strategy, games="all" if every else count, seed=seed, jobs=jobs, options=options)
        X, ys = positions(game, list(run.records))
        fits += [fit(n, o, X, ys[o]) for o in OBJECTIVES]
    return {"features": ["intercept", *FEATURES], "words": getattr(words, "name", words), "strategy": strategy,
            "options": options, "seed": seed, "command": "python -m ndle.analysis.value_fit " + " ".join(sys.argv[1:]),
            "fits": [{"boards": f.boards, "objective": f.objective, "intercept": round(f.intercept, 6),
                      "weights": [round(w, 6) for w in f.weights], "positions": f.positions,
                      "rmse": round(f.rmse, 4)} for f in fits]}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ndle.analysis.value_fit", description=__doc__.splitlines()[0])
    p.add_argument("--words", default="wordle")
    p.add_argument("--boards", type=int, nargs="+", default=[1, 2, 4, 8, 16, 32])
    p.add_argument("--games", type=int, nargs="+", help="games per board count (same order as --boards)")
    p.add_argument("--seed", type=int, default=DEFAULT_SEED)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--strategy", default="sum", help="the player whose games are fitted (sum: with candidate ties)")
    p.add_argument("--model", help="the value file of the player (lookahead) whose games are fitted")
    p.add_argument("--out", type=Path, required=True)
    a = p.parse_args(argv)
    if a.games and len(a.games) != len(a.boards):
        p.error("give one --games count per --boards entry")
    games = dict(zip(a.boards, a.games)) if a.games else None
    if a.model and a.strategy != "lookahead":
        p.error("--model is the value file of a lookahead player: give --strategy lookahead")
    claim_output(a.out)  # before the fit: no link, FIFO or device there, and no second fit writing it
    data = refit(a.words, a.boards, games, a.seed, strategy=a.strategy, jobs=a.jobs, model=a.model)
    write_atomic(a.out, json.dumps(data, indent=1) + "\n")  # a fresh temporary name: none planted is followed
    for f in data["fits"]:
        print(f"{f['boards']:>3} {f['objective']:<5} positions {f['positions']:>6} rmse {f['rmse']:.3f}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
