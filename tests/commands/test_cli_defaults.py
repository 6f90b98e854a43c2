"""Defaults the command line explains or picks: the default strategy and why, the worker count of runs."""

from __future__ import annotations

import argparse
import json

from ndle.commands import simulate as simulate_command
from ndle.parallel.processes import cores
from tests.players_util import run_cli


def test_strategies_marks_and_explains_the_default(capsys):
    code, out, _ = run_cli(capsys, "strategies")
    lines = out.splitlines()
    assert code == 0 and any(line.startswith("sum ") and line.endswith("(default)") for line in lines)
    assert lines[-1].startswith("sum is the default of every command and function: Fetterman's reference rule")
    code, out, _ = run_cli(capsys, "strategies", "--json")
    assert [s["name"] for s in json.loads(out) if s["default"]] == ["sum"]


def test_runs_use_every_core_unless_few_games(monkeypatch):
    parser = argparse.ArgumentParser()
    simulate_command.register(parser.add_subparsers(dest="command"))
    seen = []
    monkeypatch.setattr(simulate_command, "workers", lambda jobs, command: seen.append(jobs) or jobs)
    for argv in (["--games", "1000"], ["--games", "50"], ["--games", "50", "--jobs", "2"], []):
        simulate_command.run_kwargs(parser.parse_args(["simulate", *argv]), "simulate")
    assert seen == [-1, 1, 2, -1] and cores() >= 1
