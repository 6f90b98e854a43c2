"""One game, declared once: every command that plays, ranks, reviews or solves takes each game setting of
`ndle.rules.params.PARAMS` under the same option; a setting a command cannot honour is refused in one line (exit 2)
before any work, never "unrecognized arguments"."""

from __future__ import annotations

import argparse

import pytest

from ndle.cli import build_parser
from ndle.commands._common import rules_fields
from ndle.errors import ConfigError
from ndle.rules import FIELDS, PARAMS, WORD_FIELDS
from tests.players_util import run_cli

NEEDS = {"play": ["--answers", "crane"], "suggest": [], "assist": [], "review": ["crane", "--answer", "crane"],
         "benchmark": [], "simulate": [], "compare": [], "rank": [], "spectrum": ["soare"], "optimal": [],
         "hide": []}  # each game command with the arguments it needs besides the game's
WORD_COMMANDS = ("feedback", "matrix")  # they read words, and a real game's codes and rule, but play no game
VALUES = {"words": "wordle", "answers_file": "a.txt", "guesses_file": "g.txt", "length": "5", "feedback": "exact",
          "boards": "1", "max_guesses": "6", "game": "wordle", "mode": "classic", "hard": None, "prefill": "0",
          "prefill_source": "answers", "prior": "uniform", "code_length": "4", "symbols": "123456", "repeats": None,
          "lies": "1", "consistent": None}


def subparsers() -> dict[str, argparse.ArgumentParser]:
    """Return every command's parser by name."""
    return next(a.choices for a in build_parser()._actions if isinstance(a.choices, dict))


def argv(command: str, name: str) -> list[str]:
    """Return a command line giving one setting to a command."""
    flag = "--" + name.replace("_", "-")
    return [command, *NEEDS[command], flag, *([] if VALUES[name] is None else [VALUES[name]])]


def test_the_commands_with_game_options_are_the_ones_that_play():
    with_game = {name for name, p in subparsers().items() if any("--game" in a.option_strings for a in p._actions)}
    assert with_game == set(NEEDS) | set(WORD_COMMANDS)
    assert set(VALUES) == set(FIELDS)  # a new setting gets a value here, and so a test on every command


@pytest.mark.parametrize("name", FIELDS)
@pytest.mark.parametrize("command", sorted(NEEDS))
def test_every_game_command_accepts_every_setting(command, name):
    parser = build_parser(command)
    args = parser.parse_args(argv(command, name))  # an unknown option would exit here (SystemExit)
    kind = {p.name: p.kind for p in PARAMS}[name]
    assert getattr(args, name) == (True if VALUES[name] is None else kind(VALUES[name]))
    refused = args.refused_settings
    if name in refused:
        with pytest.raises(ConfigError, match=f"does not apply to ndle {command}"):
            rules_fields(args)
    else:
        assert rules_fields(args)[name] == getattr(args, name)


@pytest.mark.parametrize("command", sorted(NEEDS))
def test_a_setting_a_command_cannot_honour_is_one_line_and_exit_2(capsys, command):
    refused = build_parser(command).parse_args([command, *NEEDS[command]]).refused_settings
    for name in refused:
        code, out, err = run_cli(capsys, *argv(command, name))
        assert code == 2 and not out and err.count("\n") == 1, (command, name, err)
        assert f"--{name.replace('_', '-')} does not apply to ndle {command}: " in err


@pytest.mark.parametrize("command", ["optimal", "rank", "review", "spectrum"])
def test_the_solvers_and_analyses_take_a_real_game(capsys, command):
    extra = {"optimal": ["--opener", "salet", "--width", "1", "--quiet"], "rank": ["--top", "3"],
             "review": [], "spectrum": []}[command]
    code, out, err = run_cli(capsys, command, *NEEDS[command], "--game", "wordle", *extra, "--json")
    assert code == 0 and out and not err


def test_word_commands_take_the_word_settings_only():
    for command in WORD_COMMANDS:  # and --game: a real game's codes and rule (`feedback --game mastermind`)
        dests = {a.dest for a in subparsers()[command]._actions}
        assert set(WORD_FIELDS) | {"game"} <= dests and not (set(FIELDS) - set(WORD_FIELDS) - {"game"}) & dests


def test_options_are_spelt_and_typed_by_the_table():
    parser = subparsers()["simulate"]
    actions = {a.dest: a for a in parser._actions}
    for p in PARAMS:
        assert p.flag in actions[p.name].option_strings and actions[p.name].default is None
    with pytest.raises(SystemExit):
        build_parser("simulate").parse_args(["simulate", "--max-guesses", "0"])  # 0 is the library's "default" only
