"""The proof that Bulls and Cows needs a seventh guess for at least 50 codes, as committed in
experiments/bclex/seconds.jsonl (docs/research/lexicographic.md): its lines cover every second guess of 0123's two
parts that need sevens (one per orbit of the maps fixing 0123, but those leaving the part whole), their least is the
part's value, and two of its cheap lines are searched again here."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import ndle
from ndle.solver.arguments import solver_args
from ndle.solver.lex import CostSolver
from ndle.solver.lex.kernels import csolve
from ndle.solver.objectives import cost_table
from ndle.solver.one.kernels import partition
from ndle.solver.one.stabiliser import child_guesses, from_the_root, pop

JOURNAL = Path(__file__).parents[3] / "experiments" / "bclex" / "seconds.jsonl"
LIMIT = 7


@pytest.fixture(scope="module")
def search():
    words, _, _, feedback = solver_args(ndle.as_game("bulls-cows"), None, None, feedback=None, search="test")
    solver = CostSolver(words, cost_table(("deepest",), LIMIT, len(words.answers)), LIMIT, feedback=feedback)
    ctx = solver.context
    g = words.guess_id("0123")
    parts, start = partition(ctx.matrix, np.arange(len(words.answers), dtype=np.int32), g, solver.npat)
    with from_the_root(ctx):
        seconds = child_guesses(ctx, np.int64(g)).copy()
        pop(ctx)
    return words, solver, g, {int(start[c + 1] - start[c]): parts[start[c]:start[c + 1]].copy()
                              for c in range(solver.npat - 1)}, seconds


def lines():
    return [json.loads(line) for line in JOURNAL.read_text().splitlines()]


@pytest.mark.parametrize(("size", "least", "best"), [(1440, 46, "1045"), (1260, 4, "1234")])
def test_the_journal_decides_every_second_guess_of_the_part(search, size, least, best):
    words, solver, _, parts, seconds = search
    H = parts[size]
    splitting = {words.guesses[int(t)] for t in seconds
                 if np.bincount(solver.context.matrix[int(t), H], minlength=solver.npat).max() < H.size}
    decided = {r["second"]: r for r in lines() if r["size"] == size}
    assert set(decided) == splitting and len(splitting) == 19
    assert min(r["value"] for r in decided.values()) == least
    exact = [r for r in decided.values() if r["how"] == "exact"]
    assert min(exact, key=lambda r: r["value"])["second"] == best and min(r["value"] for r in exact) == least
    for r in decided.values():  # a bound is a cut-off reached: at least the best found before it
        assert r["how"] == "exact" or r["value"] >= r["beta"]


@pytest.mark.parametrize(("size", "second"), [(1440, "0132"), (1440, "1032")])
def test_a_cheap_line_of_the_journal_is_searched_again(search, size, second):
    words, solver, g, parts, seconds = search
    r = next(r for r in lines() if r["size"] == size and r["second"] == second)
    ctx = solver.context
    with from_the_root(ctx):
        Tk = child_guesses(ctx, np.int64(g))
        v, _ = csolve(ctx, solver.cl, parts[size], Tk, np.int64(0), np.int64(0), np.int64(LIMIT - 1),
                      np.int64(r["beta"]), False, np.int64(words.guess_id(second)), np.int64(solver.npat),
                      solver.zero)
        pop(ctx)
    assert int(v) == r["value"]
