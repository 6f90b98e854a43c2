"""The prior is one of the game's settings (`ndle.rules.params`): a Rules field, read by the Game it makes, recorded in
a run (only when not uniform), an experiment config's [run] key and every game command's --prior."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import ndle
from ndle.errors import ConfigError, ModeError
from ndle.game import Game
from ndle.montecarlo.experiment import load_experiment
from ndle.montecarlo.spec import Spec
from ndle.montecarlo.storage import read_run
from ndle.game import names_a_file
from ndle.rules import Rules
from tests.players_util import run_cli

ANSWERS = ["crane", "flame", "blame", "shame", "slate", "until"]


@pytest.fixture
def files(tmp_path):
    """Return (answers file, prior file giving `until` 10 times the others' weight)."""
    answers, prior = tmp_path / "answers.txt", tmp_path / "prior.txt"
    answers.write_text("\n".join(ANSWERS) + "\n")
    prior.write_text("".join(f"{w} {10 if w == 'until' else 1}\n" for w in ANSWERS))
    return str(answers), str(prior)


def test_rules_check_the_priors_form_only():
    assert Rules().prior == "uniform" and Rules(prior="frequency:fr").prior == "frequency:fr"
    assert Rules(prior=Path("no/such/file.txt")).prior == str(Path("no/such/file.txt"))  # read by the Game
    for bad, message in [(3, "must be uniform, frequency"), ("", "must be uniform, frequency"),
                         ("frequency:", "needs a language code"), ("frequency:e n", "needs a language code")]:
        with pytest.raises(ModeError, match=message) as e:
            Rules(prior=bad)
        assert "\n" not in str(e.value)
    assert not names_a_file("uniform") and not names_a_file("frequency:de") and names_a_file("frequencies.txt")


def test_a_game_reads_its_weights_from_its_rules(files):
    answers, prior = files
    game = Game.create(answers_file=answers, prior=prior)
    until = game.words.answer_index["until"]
    assert game.prior == prior and game.weights[until] == pytest.approx(10 / 15)
    explicit = Game(game.words, game.rules, game.matrix, weights=np.ones(len(ANSWERS)))  # given weights win
    assert explicit.weights[until] == pytest.approx(1 / 6)
    assert Game.create(answers_file=answers).weights is None
    with pytest.raises(ConfigError, match="cannot read|no such|not found|does not exist"):
        Game.create(answers_file=answers, prior=str(Path(prior).with_name("missing.txt")))


def test_changing_a_game_keeps_or_recomputes_its_prior(files):
    answers, prior = files
    game = Game.create(answers_file=answers, prior=prior, boards=1)
    assert game.changed(boards=2).weights is game.weights  # the same list and prior: the same weights
    assert game.changed(prior="uniform").weights is None and game.changed(prior="uniform").prior == "uniform"
    back = game.changed(prior="uniform").changed(prior=prior)
    assert np.array_equal(back.weights, game.weights)
    pytest.importorskip("wordfreq")
    other = Path(answers).with_name("other.txt")
    other.write_text("crane\nslate\nuntil\n")
    moved = Game.create(answers_file=answers, prior="frequency").changed(answers_file=str(other))
    assert moved.prior == "frequency" and moved.weights is not None and moved.weights.shape == (3,)


def test_a_run_records_its_prior_and_resumes_under_it(files, tmp_path, capsys):
    answers, prior = files
    out = tmp_path / "run.json"
    game = Game.create(answers_file=answers, prior=prior)
    run = ndle.simulate(game, "entropy", games=8, seed=2, out=out, progress=False)
    saved = json.loads(out.read_text())
    assert saved["prior"] == prior and saved["prior_digest"].startswith("sha256:")
    assert run.spec.prior == prior and read_run(out)[0] == run.spec
    plain = tmp_path / "plain.json"
    ndle.simulate(Game.create(answers_file=answers), "entropy", games=8, seed=2, out=plain, progress=False)
    assert "prior" not in json.loads(plain.read_text()) and "prior_digest" not in json.loads(plain.read_text())
    code, _, err = run_cli(capsys, "simulate", "--resume", "--json", str(out), "--prior", prior,
                           "--answers-file", answers)
    assert code == 2 and err.count("\n") == 1 and "--prior cannot be given with --resume" in err
    Path(prior).write_text("".join(f"{w} 1\n" for w in ANSWERS))  # the prior's file changed since
    with pytest.raises(ConfigError, match="no longer gives the run's weights"):
        ndle.simulate(game.words, "entropy", out=out, resume=True, progress=False)


def test_the_first_prior_runs_files_still_load():
    d = {**Rules().to_dict(), "strategy": "sum", "games": 3, "seed": 1, "words_digest": "x",
         "prior": "sha256:0123456789abcdef"}  # as runs under a prior were saved before it was a setting
    spec = Spec.from_dict(d)
    assert spec.prior_digest == "sha256:0123456789abcdef" and spec.prior == "uniform"


def test_an_experiment_config_takes_a_prior(files, tmp_path):
    answers, prior = files
    config = tmp_path / "exp.toml"
    text = 'strategies = ["sum"]\n[run]\nseed = 1\ngames = 4\nanswers_file = "answers.txt"\nprior = "{}"\n'
    config.write_text(text.format("prior.txt"))  # a file: relative to the config's folder
    assert load_experiment(config).rules.prior == str(Path(prior).resolve())
    config.write_text(text.format("frequency"))
    assert load_experiment(config).rules.prior == "frequency"
    config.write_text(text.format("frequency:"))
    with pytest.raises(ConfigError, match="needs a language code"):
        load_experiment(config)


@pytest.mark.parametrize("command", [["play", "--answers", "until"], ["review", "crane", "--answer", "until"],
                                     ["compare", "sum", "min", "--games", "2"]])
def test_a_bad_prior_stops_every_command_in_one_line(capsys, files, command):
    answers, prior = files
    code, out, err = run_cli(capsys, *command, "--answers-file", answers, "--prior", prior + ".missing")
    assert code == 2 and out == "" and err.count("\n") == 1 and "prior.txt.missing" in err


def test_play_draws_its_answers_from_the_prior(capsys, files):
    answers, prior = files
    Path(prior).write_text("".join(f"{w} {1e9 if w == 'until' else 1}\n" for w in ANSWERS))
    code, out, _ = run_cli(capsys, "play", "--seed", "3", "--answers-file", answers, "--prior", prior, "--json")
    assert code == 0 and json.loads(out)["answers"] == ["until"]
