import numpy as np
import pytest

from ndle.errors import StrategyError
from ndle.patterns.codes import encode, feedback
from ndle.strategies.pools import hard_mode_mask, pool_mask


def _state(game, answers, words):
    ids = game.answer_ids(answers)
    s = game.start()
    for w in words:
        s = s.play(game.words.guess_id(w), ids)
    return s


def test_all_and_candidates(wordle):
    s = _state(wordle, ["flame"], ["soare"])
    all_ = pool_mask(s, "all")
    assert all_.sum() == 12971 and not all_[wordle.words.guess_id("soare")]
    cands = pool_mask(s, "candidates")
    assert cands.sum() == len(s.boards[0].candidates)
    assert set(np.flatnonzero(cands)) == set(wordle.words.answer_guess[s.boards[0].candidates])


@pytest.mark.parametrize("guess,answer,allowed,refused", [
    # SALET vs TRACE gives BYBYY: A, E and T must reappear, anywhere
    ("salet", "trace", ["treat", "eaten", "taste"], ["crane", "taata", "plumb"]),
    # greens stay in place
    ("crane", "crate", ["crate", "crave", "craze"], ["trace", "react", "crazy"]),
    # a repeated letter proved twice must appear twice
    ("speed", "erase", ["eases", "geese"], ["spade", "steal"]),
])
def test_hard_mode_rule(wordle, guess, answer, allowed, refused):
    w = wordle.words
    mask = hard_mode_mask(w, [(w.guess_id(guess), encode(feedback(guess, answer)))])
    assert all(mask[w.guess_id(a)] for a in allowed)
    assert not any(mask[w.guess_id(r)] for r in refused)


def test_hard_pool_keeps_every_candidate(wordle):
    s = _state(wordle, ["flame"], ["soare", "clint"])
    hard = pool_mask(s, "hard")
    assert hard[wordle.words.answer_guess[s.boards[0].candidates]].all()
    assert hard.sum() < 12970


def test_hard_pool_on_several_boards_is_never_empty(wordle):
    s = _state(wordle.with_boards(2), ["crane", "build"], ["crank", "guild"])
    assert pool_mask(s, "hard").any()


def test_unknown_pool(wordle):
    with pytest.raises(StrategyError):
        pool_mask(wordle.start(), "easy")
