"""Playing, assisting and hinting: the game loop, a strategy's first guess kept on disk, ranked suggestions, hints, the
live assistant and a person's game."""

from __future__ import annotations

from ndle.playing.chances import describe_prior, likeliest, candidate_labels
from ndle.playing.loop import Turn, GameRecord, default_turn_cap, next_guess, checked_play, play_game
from ndle.playing.openings import (FOLDER, SHIPPED_FILE, SHIPPED_TOP, opening_key, shipped_key, answered_by_shipped,
                                   first_choice, first_scores)
from ndle.playing.ranking import RankedGuess, top_guesses
from ndle.playing.hints import LEVELS, hint
from ndle.playing.assist import SHOW_CANDIDATES, COMMANDS, Reveal, Reply, Session
from ndle.playing.human import QUIT, HumanGame
from ndle.playing.shortcuts import play

# the public names (documented, in the API reference); the others are imported here for the packages above
__all__ = ["answered_by_shipped", "candidate_labels", "checked_play", "COMMANDS", "describe_prior", "first_choice",
           "first_scores", "FOLDER", "GameRecord", "hint", "LEVELS", "likeliest", "opening_key", "play", "play_game",
           "QUIT", "RankedGuess", "SHIPPED_FILE", "shipped_key", "SHIPPED_TOP", "SHOW_CANDIDATES", "top_guesses",
           "Turn"]
