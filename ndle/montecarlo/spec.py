"""What a run is: its Spec (everything that fixes the per-game results), the checks that make one, and game i's answers.

Game i draws its answers (and any randomness of the strategy) from its own
Generator, `SeedSequence(seed, spawn_key=(i,))` (the i-th child `spawn` would
give), so per-game results depend only on the seed and the game index: never
on the worker count, the chunking, or which games a resumed run still had to
play.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Mapping

import numpy as np

from ndle.errors import ConfigError
from ndle.game import AnswerId, Game
from ndle.strategies import make_strategy
from ndle.strategies.base import check_options


@dataclass(frozen=True)
class Spec:
    """Everything that determines a run's per-game results (not the worker count or chunking)."""

    boards: int
    strategy: str
    games: int
    seed: int
    words: str
    words_digest: str
    replacement: bool = False
    all_answers: bool = False
    opener: str | None = None
    pool: str = "all"
    options: Mapping[str, object] = field(default_factory=dict)
    max_guesses: int = 0
    feedback: str = "exact"
    preset: str | None = None  # the real game's name (ndle.modes), if any
    mode: str = "classic"
    prefill: int = 0
    prefill_source: str = "answers"

    @property
    def setup(self) -> dict:
        """Return the Game keywords of the run's preset and mode."""
        return {"preset": self.preset, "mode": self.mode, "prefill": self.prefill,
                "prefill_source": self.prefill_source}

    def to_dict(self) -> dict:
        d = asdict(self)
        d["options"] = dict(sorted(self.options.items()))
        return d

    @classmethod
    def from_dict(cls, d: Mapping) -> "Spec":
        try:
            return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})  # missing: the default, or TypeError
        except (KeyError, TypeError) as e:
            raise ConfigError(f"run file lacks a valid spec ({e})") from None

    def mismatches(self, given: Mapping[str, object]) -> list[str]:
        """Return every field where `given` (a spec or some of its fields) differs from this spec,
        as 'field X, not Y'."""
        mine = self.to_dict()
        other = given.to_dict() if isinstance(given, Spec) else dict(given)
        return [f"{k} {other[k]!r}, not {mine[k]!r}" for k in mine if k in other and other[k] != mine[k]]

    def describe(self) -> str:
        """Return a one-line description of the run."""
        draw = ("every answer once" if self.all_answers else
                "answers drawn with replacement" if self.replacement else "distinct answers per game")
        opener = f", opener {self.opener}" if self.opener else ""
        rule = f", {self.feedback} feedback" if self.feedback != "exact" else ""
        game = f" ({self.preset})" if self.preset else ""
        mode = f", {self.mode} mode" if self.mode != "classic" else ""
        mode += f" ({self.prefill} pre-filled from the {self.prefill_source})" if self.prefill else ""
        return (f"{self.strategy} on {self.boards} board(s){game}{mode}, {self.words} list, {self.games:,} games, "
                f"{draw}, seed {self.seed}{opener}, limit {self.max_guesses}{rule}")


def game_rng(seed: int, index: int) -> np.random.Generator:
    """Return game `index`'s Generator: the index-th SeedSequence child of `seed`."""
    return np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(index,)))


def draw_answers(rng: np.random.Generator, n_answers: int, boards: int, replacement: bool) -> tuple[AnswerId, ...]:
    """Return one game's answer indices: independent draws (repeats allowed) or distinct ones."""
    if replacement:
        return tuple(int(a) for a in rng.integers(0, n_answers, boards))
    if boards > n_answers:
        raise ConfigError(f"{boards} distinct answers cannot be drawn from {n_answers}; use replacement")
    return tuple(int(a) for a in rng.choice(n_answers, boards, replace=False))


def game_answers(spec: Spec, n_answers: int, index: int, rng: np.random.Generator) -> tuple[AnswerId, ...]:
    """Return game `index`'s answers under a spec (drawing from `rng` unless every answer is played once)."""
    if spec.all_answers:
        return (index,)
    return draw_answers(rng, n_answers, spec.boards, spec.replacement)


def fresh_seed() -> int:
    """Return a new random seed (recorded in the run, so the run can be repeated)."""
    return int(np.random.SeedSequence().entropy % 2**63)


def make_spec(game: Game, strategy: str, *, games: int | None = None, seed: int | None = None,
              opener: str | None = None, replacement: bool = False, all_answers: bool = False, pool: str = "all",
              options: dict | None = None) -> Spec:
    """Return a validated run spec (a fresh random seed, recorded in the spec, when seed is None).

    The strategy is built once here with its options, so a bad name or option
    fails before any game is played.
    """
    n_answers = len(game.words.answers)
    if games is None and game.n_boards == 1 and not replacement:
        all_answers = True  # one board, no count given: every answer once, Wordle's natural benchmark
    if all_answers:
        if game.n_boards != 1:
            raise ConfigError("playing every answer once needs a single board (--boards 1)")
        if games not in (None, n_answers):
            raise ConfigError(f"every answer once means {n_answers} games, not {games}")
        games = n_answers
    if games is None:
        games = n_answers if game.n_boards == 1 else 10_000
    if not isinstance(games, int) or isinstance(games, bool) or games < 1:
        raise ConfigError(f"the number of games must be a positive integer, got {games!r}")
    seed = fresh_seed() if seed is None else seed
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ConfigError(f"the seed must be a non-negative integer, got {seed!r}")
    if opener is not None:
        opener = game.words.guesses[game.words.guess_id(opener)]
    if not replacement and not all_answers and game.n_boards > n_answers:
        raise ConfigError(f"{game.n_boards} distinct answers cannot be drawn from {n_answers}; use replacement")
    spec = Spec(boards=game.n_boards, strategy=strategy, games=games, seed=seed, words=game.words.name,
                words_digest=game.words.digest, replacement=bool(replacement) and not all_answers,
                all_answers=bool(all_answers), opener=opener, pool=pool, options=check_options(options),
                max_guesses=game.max_guesses, feedback=game.feedback, **game.setup)
    make_strategy(strategy, game, pool=pool, **spec.options)  # fail now, not in a worker
    return spec
