"""`Filled`: a dataclass field given as None and filled in by `__post_init__`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ndle.game.filled import Filled


@dataclass(frozen=True)
class Doubled:
    n: int
    twice: Filled[int] = Filled()

    def __post_init__(self) -> None:
        if self.twice is None:
            object.__setattr__(self, "twice", 2 * self.n)


def test_filled_when_not_given_kept_when_given():
    assert Doubled(3).twice == 6
    assert Doubled(3, 7).twice == 7
    assert replace(Doubled(3, 7), n=4, twice=None).twice == 8


def test_the_value_is_the_instances_own():
    d = Doubled(5)
    assert vars(d)["twice"] == 10  # read from the instance, not through the descriptor
    assert Doubled.twice is None  # the class reads the default


def test_state_tally_is_made_from_the_boards():
    from ndle.game import Game
    state = Game.create(2).start()
    assert state.tally is not None and list(state.tally.sizes) == [2315, 2315]
