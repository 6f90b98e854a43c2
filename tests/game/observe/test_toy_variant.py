"""A new variant is its own code plus one registration: a toy whose rows show only their greens, defined and
registered here, plays through `State`, `ndle.play_game` and the strategies without any other file knowing it."""

from __future__ import annotations

from dataclasses import replace
from itertools import product

import numpy as np
import pytest

import ndle
from ndle.errors import NoCandidatesError
from ndle.game import Game, State
from ndle.game.observe import Observation, register_observation, unregister_observation
from ndle.rules import Rules
from ndle.words import WordList

WORDS = tuple(sorted({"".join(w) for w in product("abcd", repeat=3) if len(set(w)) == 3}))  # 24 words


def greens_only(codes, length: int) -> np.ndarray:
    """Return each zip code with every tile that is not green shown grey (digits 0 grey, 2 green)."""
    codes, out = np.asarray(codes, dtype=np.int64), 0
    for i in range(length):
        digit = (codes // 3 ** (length - 1 - i)) % 3
        out = out + np.where(digit == 2, 2 * 3 ** (length - 1 - i), 0)
    return out


class GreensOnly(Observation):
    """A row shows only its greens: a guess keeps the candidates whose greens agree."""

    name = "greens-only"

    def apply(self, state, guess, patterns, won=None):
        game, turn = self.game, state.turn + 1
        row = greens_only(game.matrix[int(guess)], game.words.length)
        boards, seen = list(state.boards), [None] * len(state.boards)
        for b in state.active:
            seen[b] = code = int(patterns[b])
            keep = state.boards[b].candidates[row[state.boards[b].candidates] == code]
            if not keep.size:
                raise NoCandidatesError(f"board {b + 1}: no candidate shows those greens")
            boards[b] = ndle.game.weighed(game.weights, keep, turn if code == game.solved else None)
        return replace(state, boards=tuple(boards), guesses=state.guesses + (int(guess),),
                       patterns=state.patterns + (tuple(seen),), tally=None)

    def play(self, state, guess, answers, rng=None):
        codes = np.asarray(self.game.matrix[int(guess)])[np.asarray(answers, dtype=np.intp)]
        return state.apply(guess, greens_only(codes, self.game.words.length))


def is_toy(rules) -> bool:
    return rules.words == "toy"


@pytest.fixture
def toy():
    register_observation(is_toy, GreensOnly)
    yield Game(WordList("toy", WORDS, WORDS), Rules(boards=2, max_guesses=12))
    unregister_observation(GreensOnly)


def test_the_registration_chooses_the_toy_for_its_games_only(toy):
    assert isinstance(toy.observation, GreensOnly)
    assert type(Game(WordList("other", WORDS, WORDS)).observation) is Observation  # honest rows
    unregister_observation(GreensOnly)
    assert type(Game(WordList("toy", WORDS, WORDS)).observation) is Observation


def test_a_state_narrows_by_the_greens_alone(toy):
    guess, answers = WORDS.index("abc"), [WORDS.index("acb"), WORDS.index("dab")]
    state = toy.start().play(guess, answers)
    assert [toy.feedback_rule.show(p, 3) for p in state.patterns[0]] == ["GBB", "BBB"]
    for board, answer in zip(state.boards, answers):  # a slow reference: the words whose greens agree
        greens = [i for i in range(3) if WORDS[answer][i] == "abc"[i]]
        expect = [w for w in WORDS if all((w[i] == "abc"[i]) == (i in greens) for i in range(3))]
        assert [WORDS[a] for a in board.candidates] == expect
    assert len(state.boards[1].candidates) > len(ndle.game.narrow(toy, np.arange(24), guess,
                                                                   toy.matrix[guess, answers[1]], 1))
    assert state.codes(["GBB", "BBB"]) == list(state.patterns[0])  # typed rows read as honest ones are


@pytest.mark.parametrize("strategy", ["sum", "random"])
def test_play_game_and_the_strategies_play_the_toy(toy, strategy):
    rng = np.random.default_rng(3)
    for _ in range(5):
        answers = rng.choice(len(WORDS), 2, replace=False).tolist()
        record, state = ndle.play_game(toy, ndle.make_strategy(strategy, toy), answers, rng=rng)
        assert state.done and record.answers == tuple(WORDS[a] for a in answers)
        assert record.guesses[-1] in record.answers
        for turn in state.patterns:  # every row the toy showed: greens and greys only
            assert all(p is None or "Y" not in toy.feedback_rule.show(p, 3) for p in turn)
        typed = [(g, ["-" if p is None else toy.feedback_rule.show(p, 3) for p in row])
                 for g, row in zip(record.guesses, state.patterns)]
        replayed = State.from_feedback(toy, typed)  # the rows as typed give the same position
        assert [list(b.candidates) for b in replayed.boards] == [list(b.candidates) for b in state.boards]
