"""What a run is: its Spec (everything that fixes the per-game results), the checks that make one, and game i's answers.

Game i draws its answers (and any randomness of the strategy) from its own
Generator, `SeedSequence(seed, spawn_key=(i,))` (the i-th child `spawn` would
give), so per-game results depend only on the seed and the game index: never
on the worker count, the chunking, or which games a resumed run still had to
play.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass, field, fields
from typing import Mapping

import numpy as np

from ndle.checks import whole, yes_no
from ndle.errors import ConfigError, NdleError
from ndle.game import AnswerId, Game
from ndle.rules import UNSAVED_DEFAULTS
from ndle.rules import OLD_NAMES, Rules
from ndle.strategies import check_strategy
from ndle.strategies.base import check_options
from ndle.checks import counted
from ndle.rules import RulesFields




@dataclass(frozen=True)
class Spec(RulesFields):
    """Everything that determines a run's per-game results (not the worker count or chunking): the game's
    Rules, the strategy and its options, the games (how many, their seed, how answers are drawn).

    Saved flat (the rules' fields beside the run's own; see `to_dict`); `from_dict` reads the older files too.

    Attributes
    ----------
    rules : Rules
        The game: word list, feedback rule, boards, guess limit, real game, mode.
    strategy : str
        The strategy's registered name.
    games : int
        How many games.
    seed : int
        The root of the run's SeedSequence: game i draws from its child i.
    words_digest : str
        The word lists' checksum, so a resumed run is checked to play the same lists.
    replacement : bool
        Whether each board's answer is drawn independently (repeats allowed) rather than distinct per game.
    all_answers : bool
        Every answer tuple once, game i the i-th in lexicographic order.
    opener : str or None
        A fixed first guess; None for the strategy's own.
    pool : str
        The guesses the strategy may play (``all``, ``candidates``, ``hard``).
    options : mapping
        The strategy's options.
    prior_digest : str or None
        The checksum of the answer prior's probabilities (`prior_digest`; the prior itself is the rules' `prior`);
        None when every answer is equally likely.
    """

    rules: Rules
    strategy: str
    games: int
    seed: int
    words_digest: str
    replacement: bool = False
    all_answers: bool = False  # every answer tuple once, game i the i-th in lexicographic order
    opener: str | None = None
    pool: str = "all"
    options: Mapping[str, object] = field(default_factory=dict)
    prior_digest: str | None = None

    def to_dict(self) -> dict:
        """Return the spec as a flat JSON-ready dict: the rules' fields, then the run's."""
        d = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "rules"}
        d["options"] = dict(sorted(self.options.items()))
        if self.prior_digest is None:
            del d["prior_digest"]  # a uniform run's file is unchanged
        rules = {k: v for k, v in self.rules.to_dict().items()
                 if k not in UNSAVED_DEFAULTS or v != UNSAVED_DEFAULTS[k]}
        return {**rules, **d}  # a setting added later (the prior) is left out at its default: older files unchanged

    @classmethod
    def from_dict(cls, d: Mapping) -> "Spec":
        """Return the spec a saved run records (older files' spellings, e.g. `preset`, read too)."""
        if not isinstance(d, Mapping):
            raise ConfigError("run file lacks a valid spec (not a table)")
        if isinstance(d.get("prior"), str) and d["prior"].startswith("sha256:"):  # the first runs under a prior
            d = {**{k: v for k, v in d.items() if k != "prior"}, "prior_digest": d["prior"]}
        try:
            rules = Rules.from_dict({OLD_NAMES.get(k, k): v for k, v in d.items()}, strict=False)
            return cls(rules, **{k: d[k] for k in RUN_FIELDS if k in d})  # missing: the default, or TypeError
        except (KeyError, TypeError) as e:
            raise ConfigError(f"run file lacks a valid spec ({e})") from None
        except NdleError as e:
            raise ConfigError(f"run file has impossible game rules ({e})") from None

    def mismatches(self, given: Spec | Mapping[str, object]) -> list[str]:
        """Return every field where `given` (a spec or some of its fields) differs from this spec, as 'field X,
        not Y'."""
        mine = self.to_dict()
        other = given.to_dict() if isinstance(given, Spec) else dict(given)
        return [f"{k} {other[k]!r}, not {mine[k]!r}" for k in mine if k in other and other[k] != mine[k]]

    def describe(self) -> str:
        """Return a one-line description of the run."""
        r = self.rules
        draw = ("answers drawn with replacement" if self.replacement else "distinct answers per game")
        if self.all_answers:
            draw = "every answer once" if self.boards == 1 else (
                f"every answer tuple once ({'repeats allowed' if self.replacement else 'distinct answers'})")
        opener = f", opener {self.opener}" if self.opener else ""
        draw += ", answers drawn from the prior" if self.prior_digest else ""
        rule = f", {r.feedback} feedback" if r.feedback != "exact" else ""
        game = f" ({r.game})" if r.game else ""
        mode = f", {r.mode} mode" if r.mode != "classic" else ""
        mode += f" ({r.prefill} pre-filled from the {r.prefill_source})" if r.prefill else ""
        mode += ", hard mode" if r.hard else ""
        mode += f", {r.lies} {'lie' if r.lies == 1 else 'lies'} a row" if r.lies else ""
        mode += ", consistent play" if r.consistent else ""
        return (f"{self.strategy} on {counted(self.boards, 'board')}{game}{mode}, {r.words} list, "
                f"{self.games:,} games, {draw}, seed {self.seed}{opener}, limit {self.max_guesses}{rule}")


RUN_FIELDS = ("strategy", "games", "seed", "words_digest", "replacement", "all_answers", "opener", "pool", "options",
              "prior_digest")


MAX_ALL_GAMES = 2_000_000  # the most games `games="all"` plays


def game_rng(seed: int, index: int) -> np.random.Generator:
    """Return game `index`'s Generator: the index-th SeedSequence child of `seed`."""
    return np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(index,)))


def draw_answers(rng: np.random.Generator, n_answers: int, boards: int, replacement: bool,
                 prior: np.ndarray | None = None, pairs_of=None) -> tuple[AnswerId, ...]:
    """Return one game's answer indices: independent draws (repeats allowed) or distinct ones, each answer as
    likely as the `prior`'s probability (None: uniformly); with `pairs_of` (the WordList of a Xordle game) a pair
    of answers with no letter in common (`ndle.xordle.pairs.draw_pair`)."""
    if pairs_of is not None:
        from ndle.xordle.pairs import draw_pair
        return draw_pair(rng, pairs_of, prior)
    if prior is not None:
        check_distinct(n_answers, boards, replacement)
        return tuple(int(a) for a in rng.choice(n_answers, boards, replace=replacement, p=prior))
    if replacement:
        return tuple(int(a) for a in rng.integers(0, n_answers, boards))
    check_distinct(n_answers, boards, replacement)
    return tuple(int(a) for a in rng.choice(n_answers, boards, replace=False))


def game_answers(spec: Spec, n_answers: int, index: int, rng: np.random.Generator,
                 prior: np.ndarray | None = None, pairs_of=None) -> tuple[AnswerId, ...]:
    """Return game `index`'s answers under a spec (drawing from `rng`, by the `prior` if any, unless every answer
    tuple is played once); `pairs_of`: the WordList of a Xordle game (its pairs of answers)."""
    if spec.all_answers:
        if pairs_of is not None:
            from ndle.xordle.pairs import nth_pair
            return nth_pair(pairs_of, index)
        return nth_tuple(index, n_answers, spec.boards, spec.replacement)
    return draw_answers(rng, n_answers, spec.boards, spec.replacement, prior, pairs_of)


def check_distinct(n_answers: int, boards: int, replacement: bool) -> None:
    """Raise ConfigError (one line) if `boards` distinct answers cannot be drawn from `n_answers`."""
    if not replacement and boards > n_answers:
        raise ConfigError(f"{boards} distinct answers cannot be drawn from {n_answers}; use replacement")


def every_tuple(n_answers: int, boards: int, replacement: bool, limit: int, hint: str) -> int:
    """Return the number of answer tuples (`count_tuples`), raising ConfigError (one line, ending in `hint`) above
    `limit`."""
    count = count_tuples(n_answers, boards, replacement)
    if count > limit:
        raise ConfigError(f"every answer tuple once is {count:,} games on {counted(boards, 'board')} of {n_answers:,} "
                          f"answers; at most {limit:,} are allowed ({hint})")
    return count


def count_tuples(n_answers: int, boards: int, replacement: bool) -> int:
    """Return the number of answer tuples: ordered tuples of distinct answers, or all tuples with replacement."""
    return n_answers ** boards if replacement else math.perm(n_answers, boards)


def nth_tuple(index: int, n_answers: int, boards: int, replacement: bool) -> tuple[AnswerId, ...]:
    """Return the `index`-th answer tuple (0-based) in lexicographic order (see `count_tuples`)."""
    if replacement:
        digits = []
        for _ in range(boards):
            index, digit = divmod(index, n_answers)
            digits.append(digit)
        return tuple(reversed(digits))
    left, out = list(range(n_answers)), []
    for j in range(boards):
        block = math.perm(n_answers - j - 1, boards - j - 1)  # tuples sharing the first j + 1 answers
        k, index = divmod(index, block)
        out.append(left.pop(k))
    return tuple(out)


def fresh_seed() -> int:
    """Return a new random seed (recorded in the run, so the run can be repeated)."""
    entropy = np.random.SeedSequence().entropy
    assert isinstance(entropy, int)  # drawn from the system when none is given
    return int(entropy % 2**63)


def make_spec(game: Game, strategy: str, *, games: int | str | None = None, seed: int | None = None,
              opener: str | None = None, replacement: bool = False, all_answers: bool = False, pool: str = "all",
              options: dict | None = None) -> Spec:
    """Return a validated run spec (a fresh random seed, recorded in the spec, when seed is None).

    `games="all"` (or `all_answers=True`) plays every answer tuple once (see
    `count_tuples`; at most MAX_ALL_GAMES of them), game i the i-th in
    lexicographic order: an exact average instead of a sample. On one board
    that is every answer once, the default when `games` is not given. The
    strategy's name and options are checked against the game here, from the
    options it declares (without building it), so a bad name or option fails
    before any game is played.
    """
    n_answers, boards = len(game.words.answers), game.boards
    replacement, all_answers = yes_no(replacement, "replacement"), yes_no(all_answers, "all_answers")
    if replacement and game.observation.merged:
        raise ConfigError("replacement does not apply to xordle: its two answers are a pair with no letter in common")
    if isinstance(games, str) and games == "all":
        games, all_answers = None, True
    elif games is not None:
        games = whole(games, "the number of games", low=1, also=" or 'all'")
    if game.observation.weighted and all_answers:
        raise ConfigError("a run under an answer prior draws its answers from it: give a number of games, not 'all'")
    if games is None and boards == 1 and not replacement and not game.observation.weighted:
        all_answers = True  # one board, no count given: every answer once, Wordle's natural benchmark
    replacement = bool(replacement) and not (all_answers and boards == 1)
    check_distinct(n_answers, boards, replacement)
    if all_answers and game.observation.merged:  # every pair of answers without a common letter once
        from ndle.xordle.pairs import all_pairs
        count = len(all_pairs(game.words)[0])
        if count > MAX_ALL_GAMES:
            raise ConfigError(f"every pair once means {count:,} games, more than {MAX_ALL_GAMES:,}: use --games G")
        if games not in (None, count):
            raise ConfigError(f"every pair of answers once means {count:,} games, not {games}")
        games = count
    elif all_answers:
        count = every_tuple(n_answers, boards, replacement, MAX_ALL_GAMES, "use a smaller list or --games G")
        if games not in (None, count):
            raise ConfigError(f"every answer tuple once means {count:,} games, not {games}")
        games = count
    if games is None:
        games = n_answers if boards == 1 else 10_000
    games = whole(games, "the number of games", low=1, also=" or 'all'")
    seed = fresh_seed() if seed is None else whole(seed, "the seed")
    if opener is not None:
        opener = game.words.guesses[game.words.guess_id(opener)]
    spec = Spec(game.rules, strategy=strategy, games=games, seed=seed, words_digest=game.words.digest,
                replacement=replacement, all_answers=bool(all_answers), opener=opener, pool=pool,
                options=check_options(options), prior_digest=prior_digest(game.weights))
    check_strategy(strategy, game, pool=pool, **spec.options)  # fail now, not in a worker
    return spec


def prior_digest(prior: np.ndarray | None) -> str | None:
    """Return a checksum of an answer prior's probabilities (recorded in a run), or None for the uniform prior."""
    if prior is None:
        return None
    return "sha256:" + hashlib.sha256(np.ascontiguousarray(prior, dtype="<f8").tobytes()).hexdigest()[:16]
