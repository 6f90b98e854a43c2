"""The `--prior` option of the commands that play or advise: how likely each answer is."""

from __future__ import annotations

import argparse
from dataclasses import replace

from ndle.errors import ConfigError
from ndle.game import Game
from ndle.priors import UNIFORM, prior_weights
from ndle.rules import Rules


def add_prior_option(p: argparse.ArgumentParser) -> None:
    """Add --prior FILE|frequency|uniform to a command's parser."""
    p.add_argument("--prior", default=UNIFORM, metavar="FILE|frequency|uniform",
                   help="how likely each answer is: a file of 'word weight' lines (every answer, positive weights), "
                        "frequency (word frequencies, needs ndle[frequency]; frequency:LANG for another language) "
                        "or uniform (the default: all equally likely)")


def with_prior(args: argparse.Namespace, game: Game | Rules) -> Game:
    """Return the game (of a Game or Rules) under the --prior given (the same game for uniform), refusing a bad
    prior in one line."""
    if getattr(args, "resume", False) and args.prior != UNIFORM:
        raise ConfigError("--prior cannot be given with --resume: a run's prior is checked by its checksum only")
    game = game if isinstance(game, Game) else Game.create(game)
    weights = prior_weights(args.prior, game.words)
    return game if weights is None else replace(game, weights=weights)
