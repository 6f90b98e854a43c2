"""What a new user meets first (issue 9, sections 1 and 5): the README's set-up as CI runs it, caches outside the
package, the README's examples as they are printed, readable records, help with examples, runs/ ignored."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest

import ndle
from ndle.io.cachedir import cache_dir, source_stamp
from ndle.cli import EXAMPLES, build_parser
from ndle.montecarlo.experiment import load_experiment
from ndle.strategies import strategy_names
from ndle.strategies.base import registered
from tests.faults.procs import ROOT
from tests.players_util import run_cli

README = (ROOT / "README.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    """Return a level-2 section of the README, up to the next one."""
    start = README.index(f"\n## {title}\n")
    return README[start:README.index("\n## ", start + 1)]


def guide(name: str) -> str:
    """Return a page of the user guide (docs/guide/NAME.md), where the README's details moved."""
    return (ROOT / "docs" / "guide" / f"{name}.md").read_text(encoding="utf-8")


def test_ci_runs_the_readmes_two_set_up_commands_as_written():
    fenced = re.findall(r"```\n(.*?)\n```", section("Set up"), re.S)
    assert len(fenced) == 2 and "pip install . " in fenced[0] and 'pip install -e ".[test]"' in fenced[1]
    script = (ROOT / ".ci" / "run").read_text()
    function = re.search(r"^readme_command\(\) \{.*?^\}", script, re.S | re.M).group(0)
    got = [subprocess.run(["bash", "-c", f"{function}\nreadme_command {n}"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout.strip() for n in (1, 2)]
    assert got == fenced
    assert script.index('"README set-up 1: $SETUP_1"') < script.index('"README set-up 2: $SETUP_2"')
    for check in ("--version", "play --answers flame,snake,blast,crave"):
        assert re.search(rf"cd '\$OUTSIDE' && '\$ROOT/\.venv/bin/ndle' {re.escape(check)}", script)


def test_compiled_kernels_are_cached_outside_the_package():
    from numba.core import config

    expected = os.environ.get("NUMBA_CACHE_DIR") or str(cache_dir() / "numba" / source_stamp())
    assert expected == config.CACHE_DIR
    assert not Path(config.CACHE_DIR).resolve().is_relative_to(Path(ndle.__file__).parent.resolve())


def test_a_played_record_says_what_happened():
    game = ndle.Game.create(boards=4, words="nyt")
    text = repr(ndle.play(game, "min", ["flame", "snake", "blast", "crave"], opener="soare"))
    assert text.count("\n") <= 1 and "lost in 10 guesses (limit 9)" in text and "solved on turns 8 6 4 10" in text
    won = repr(ndle.play(game, "sum", ["flame", "snake", "blast", "crave"], opener="soare"))
    assert "won in" in won and "GameRecord(" not in won


def test_help_gives_examples_that_parse():
    lines = [line.split("   ")[0].strip() for line in EXAMPLES.splitlines()[1:] if line.strip().startswith("ndle ")]
    assert len(lines) >= 5
    for line in lines:
        argv = shlex.split(line)[1:]
        if "COMMAND" not in argv:
            build_parser().parse_args(argv)  # exits (fails the test) on any usage error
    for command in ("simulate", "compare", "experiment"):
        assert "example" in build_parser()._subparsers._group_actions[0].choices[command].epilog


def test_compare_help_names_only_registered_strategies():
    epilog = build_parser()._subparsers._group_actions[0].choices["compare"].epilog
    for words in re.findall(r"ndle compare (\w+) (\w+) ", epilog):
        assert set(words) <= set(strategy_names())


def test_readme_commands_list_every_strategy_not_just_sum_and_min():
    commands = guide("commands")
    assert "sum\\|min" not in commands and "sum|min" not in commands
    shipped = [name for name, cls in registered().items() if cls.__module__.startswith("ndle.")]  # not tests' own
    assert {"sum", "min", "lookahead"} <= set(shipped)
    # every strategy is listed by the table the docs build writes from the registry, which the commands page links to
    assert "(strategies.md)" in commands and "```{ndle-strategies}" in guide("strategies")


def test_readme_quordle_example_prints_what_it_shows(capsys):
    block = re.search(r"```\n\$ (ndle suggest .*?)\n(.*?)\n```", guide("play"), re.S)
    code, out, err = run_cli(capsys, *shlex.split(block.group(1))[1:])
    assert code == 0 and err == "" and out.rstrip("\n") == block.group(2)
    assert "=-," in block.group(1) and re.search(r"=[012,]{23} ", block.group(1))  # a solved board; digits


def test_readme_experiment_format_example_loads(tmp_path):
    toml = re.search(r"```toml\n(.*?)```", guide("experiments"), re.S).group(1)
    (tmp_path / "example.toml").write_text(toml)
    exp = load_experiment(tmp_path / "example.toml")
    assert [s.label for s in exp.strategies] == ["sum", "min-candidates"] and exp.run["seed"] == 2022
    for key in ("title", "strategies", "name", "label", "options", "[run]", "[paper.LABEL]", "seed"):
        assert key in guide("experiments")


@pytest.mark.parametrize("ignored", ["runs/", "results/", "*.nbi", "*.nbc"])
def test_outputs_and_kernel_caches_are_ignored_by_git(ignored):
    assert ignored in (ROOT / ".gitignore").read_text().splitlines()
