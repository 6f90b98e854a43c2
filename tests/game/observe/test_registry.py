"""The table from a game's Rules to its observation: each shipped variant chosen by its setting, honest rows
otherwise, made once a game, the latest registration tried first."""

from __future__ import annotations

import ndle
from ndle.game.observe import (Greens, Lying, Observation, Xordle, observation_for, register_observation,
                               unregister_observation)


def test_each_variant_is_chosen_by_its_setting():
    assert type(ndle.as_game("xordle").observation) is Xordle
    assert type(ndle.as_game(1, lies=1).observation) is Lying
    assert type(ndle.as_game(6, mode="greens").observation) is Greens
    assert type(ndle.as_game("quordle", mode="sequence").observation) is Observation
    assert type(ndle.as_game(1, prior="frequency").observation) is Observation  # a prior: honest rows, weighted
    assert ndle.as_game(1, prior="frequency").observation.weighted and not ndle.as_game(1).observation.weighted


def test_the_observation_is_made_once_a_game_and_knows_it():
    game = ndle.as_game(4)
    assert game.observation is game.observation and game.observation.game is game
    assert game.changed(boards=2).observation is not game.observation


def test_the_latest_registration_is_tried_first():
    class Mine(Observation):
        name = "mine"

    register_observation(lambda rules: rules.boards == 3, Mine)
    try:
        assert type(observation_for(ndle.as_game(3))) is Mine
        assert type(observation_for(ndle.as_game(2))) is Observation
    finally:
        unregister_observation(Mine)
    assert type(observation_for(ndle.as_game(3))) is Observation


def test_the_variant_is_known_from_the_rules_before_the_game_is_made():
    from ndle.game.observe import observation_kind
    from ndle.rules import Rules

    assert observation_kind(Rules(game="xordle")) is Xordle and observation_kind(Rules(lies=1)) is Lying
    assert observation_kind(Rules(boards=2)) is Observation
    for game in (ndle.as_game("xordle"), ndle.as_game(1, lies=1), ndle.as_game(6, mode="greens"), ndle.as_game(2)):
        assert observation_kind(game.rules) is type(game.observation)
