"""A game played: `Game` (the word lists, the pattern matrix and the `Rules`), `State` (what the player knows) and its
boards, the answer prior, and how rows are observed (honest, lying, Xordle's merged rows, the greens rule: one
`Observation` per variant, `ndle.game.observe`, chosen once by the game as `Game.observation`)."""

from __future__ import annotations

from ndle.game.board import GuessId, AnswerId, Board, board_weights, narrow, narrowed, weighed
from ndle.game.filled import Filled
from ndle.game.priors import (UNIFORM, FREQUENCY, WIDTH, MAX_PRIOR_BYTES, prior_weights, names_a_file, normalised,
                              game_prior, file_weights, word_frequencies, rank_logistic, frequency_weights)
from ndle.game.lying import (Channel, apply_shown, decode_digits, game_channel, lie_channel, parse_shown, play_lying,
                             reweigh)
from ndle.game.observed import state_from_feedback
from ndle.game.xordle import (start_boards, row_code, shown_code, apply_row, row_codes, solve_turns, pair_labels,
                              pairs_left)
from ndle.game.observe import (Observation, observation_for, observation_kind, register_observation,
                              unregister_observation)
from ndle.game.state import FEW_BOARDS, State
from ndle.game.game import Game, as_game

# the public names (documented, in the API reference); the others are imported here for the packages above
__all__ = ["AnswerId", "apply_row", "as_game", "Board", "Channel", "FEW_BOARDS", "file_weights", "FREQUENCY",
           "frequency_weights", "Game", "GuessId", "lie_channel", "MAX_PRIOR_BYTES", "names_a_file", "normalised",
           "Observation", "observation_for", "observation_kind", "prior_weights", "rank_logistic",
           "register_observation", "start_boards", "State", "state_from_feedback", "UNIFORM", "unregister_observation",
           "WIDTH", "word_frequencies"]
