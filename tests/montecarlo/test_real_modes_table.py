"""experiments/real_modes_table.py: the README's tables from saved runs."""

import importlib.util
from pathlib import Path

from ndle.montecarlo.compare import Comparison
from ndle.montecarlo.run import simulate
from tests.players_util import small_game

SCRIPT = Path(__file__).resolve().parents[2] / "experiments" / "real_modes_table.py"
spec = importlib.util.spec_from_file_location("real_modes_table", SCRIPT)
table = importlib.util.module_from_spec(spec)
spec.loader.exec_module(table)


def test_tables_from_saved_runs(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("NDLE_CACHE_DIR", str(tmp_path / "cache"))
    small = small_game(60, 120, seed=3)
    setups = {"classic": {}, "sequence": {"max_guesses": 9}, "rescue": {"prefill": 1}}
    options = {"sum": ("sum", None), "sum_candidates": ("sum", {"tiebreak": "candidates"}), "min": ("min", None)}
    runs = {}
    for g, boards in zip(table.GAMES, (2, 3)):
        for m, extra in setups.items():
            for label, (name, opts) in options.items():
                out = tmp_path / f"real_modes_{g}_{m}" / f"{label}.json"
                runs[g, m, label] = simulate(small, name, boards=boards, games=6, seed=4, mode=m, options=opts,
                                             out=out, progress=False, **extra)
    table.main(["--results", str(tmp_path)])
    first, pairs, modes = capsys.readouterr().out.strip().split("\n\n")
    rows = first.splitlines()[2:]
    assert len(rows) == 18 and len(pairs.splitlines()) == 14 and len(modes.splitlines()) == 10
    r = runs["octordle", "rescue", "min"].summary()
    assert rows[-1] == (f"| octordle | rescue ({r['max_guesses']}) | min | {r['mean']:.3f} {table.ci(r['ci95'])} | "
                        f"{r['total_mean']:.2f} {table.ci(r['total_ci95'])} | {r['win_rate']:.2%} |")
    c = Comparison(runs["quordle", "classic", "sum"], runs["quordle", "sequence", "sum"]).last_board()
    assert f"| quordle | sum | classic vs sequence | {c['a_better']:.1%} / {c['tie']:.1%}" in modes
    assert "| quordle | sequence | sum vs min | 0.0% / 100.0% / 0.0% | +0.000 |" in pairs
