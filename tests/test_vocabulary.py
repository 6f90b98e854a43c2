"""One vocabulary: the command line, the Python API, configs and saved runs name a game's settings (boards, game,
mode, hard, words, ...) by the Rules fields, and every command and function defaults to one strategy."""

from __future__ import annotations

import argparse
import inspect

import pytest

import ndle
from ndle.cli import build_parser
from ndle.montecarlo.experiment import load_experiment
from ndle.montecarlo.spec import Spec
from ndle.rules import UNSAVED_DEFAULTS
from ndle.rules import FIELDS, OLD_NAMES
from ndle.strategies import DEFAULT_STRATEGY

COMMANDS = next(a.choices for a in build_parser()._actions if isinstance(a.choices, dict))  # name -> parser


def options(parser: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    """Return a parser's optional arguments by destination."""
    return {a.dest: a for a in parser._actions if a.option_strings}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_game_settings_are_spelt_as_the_rules_fields(command):
    for dest, action in options(COMMANDS[command]).items():
        if dest in FIELDS:
            assert f"--{dest.replace('_', '-')}" in action.option_strings, (command, action.option_strings)
        assert dest not in OLD_NAMES, (command, dest)  # no older spelling (--preset, --n-boards) offered
        for old in OLD_NAMES:
            assert f"--{old.replace('_', '-')}" not in action.option_strings


def test_every_rules_field_has_its_option_on_the_commands_that_play_many_games():
    for command in ("simulate", "compare"):
        given = options(COMMANDS[command])
        assert {"words", "boards", "game", "mode", "hard", "feedback", "max_guesses"} <= set(given), command


def test_saved_runs_configs_and_the_python_api_use_the_same_names(tmp_path):
    run = ndle.simulate("quordle", mode="sequence", games=2, seed=1, progress=False)  # the Python keywords
    saved = run.spec.to_dict()
    listed = [f for f in FIELDS if f not in UNSAVED_DEFAULTS]  # a setting added later: only when not its default
    assert list(saved)[:len(listed)] == listed and (saved["game"], saved["boards"]) == ("quordle", 4)
    with_prior = [f for f in FIELDS if f not in UNSAVED_DEFAULTS or f == "prior"]  # a prior run lists its prior too
    assert list(Spec(run.spec.rules.changed(prior="frequency"), "sum", 2, 1, "x").to_dict())[:len(with_prior)] == (
        with_prior)
    assert Spec.from_dict(saved).rules == run.spec.rules == ndle.Game.create(game="quordle", mode="sequence").rules
    config = tmp_path / "e.toml"
    config.write_text('strategies = ["sum", "min"]\n[run]\ngame = "quordle"\nmode = "sequence"\ngames = 2\n')
    assert load_experiment(config).rules == run.spec.rules  # a config's [run] table: the same names


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_one_default_strategy(command):
    action = options(COMMANDS[command]).get("strategy")
    if action is None:
        return
    # None: resolved to the default when the command runs (play: --human on a terminal; simulate: --resume)
    assert action.default in (DEFAULT_STRATEGY, None) and f"default {DEFAULT_STRATEGY}" in action.help, command


def test_one_default_strategy_in_python():
    from ndle.montecarlo.compare import compare

    assert inspect.signature(ndle.simulate).parameters["strategy"].default is None  # `sum`, documented
    assert f"default `{DEFAULT_STRATEGY}`" in ndle.simulate.__doc__
    r = ndle.simulate(boards=1, games=2, seed=1, progress=False)
    assert r.spec.strategy == DEFAULT_STRATEGY
    c = compare(boards=1, games=2, seed=1, progress=False)
    assert c.runs[0].spec.strategy == DEFAULT_STRATEGY
