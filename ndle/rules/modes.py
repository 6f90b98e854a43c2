"""The real games: named presets (board count, guess limit), modes and their limits, pre-filled guesses.

A mode is a property of the Game (`Game.mode`), never a copy of the game loop:

- `classic`: every board shows its feedback; the preset's limit (else n + 5).
- `sequence`: only the first unsolved board is visible; a hidden board's
  feedback is revealed all at once when it becomes the first unsolved one
  (see `State.reveal`). Limits: Quordle 10, Octordle 15, Duotrigordle 39.
- `rescue`: the first k guesses are pre-filled (Quordle k = 2, Octordle k = 4),
  counting toward the game's usual limit (9, 13).
- `jumble`: three pre-filled openers with at least 12 distinct letters among
  them (Duotrigordle, limit 38).
- `chill` / `extreme`: Quordle with 12 / 8 guesses (limits only).
- `greens`: a board is solved once each of its letters has shown green on
  some guess (not necessarily the same one): Kilordle's rule, and the mode
  `kilordle` plays unless another is asked for (1,000 boards, 1,005 guesses;
  its source, github.com/jonesnxt/kilordle, drops a board whose letters have
  all been green).
- `xordle`: two answers with no letter in common on one board, each row
  coloured against both at once (`ndle.xordle`); won when both words have
  been guessed. Its real game (xordle.xyz, github.com/6zs/xordle) has nine
  rows, the first a pre-filled clue (an answer, neither of the two): 8 tries.
- `mastermind` and `bulls-cows`: one board of codes (`ndle.words.codespace`) under
  their own feedback rule, limit 10 (the rows of a Mastermind board; Bulls
  and Cows has no fixed limit, and 10 leaves room above its least worst
  case, 7).
- `jotto`: one board of the Wordle lists under Jotto's count of letters
  in common (`--feedback jotto`), limit 10: the real game counts turns and
  has no limit either.
- `fibble`: one board of Wordle with 9 rows, on each of which one tile
  shows a wrong colour (the `lies` setting; the winning row is honest):
  see `ndle.game.lying` for the model.

Pre-filled guesses are drawn per game from the game's own Generator (after
its answers), from the answer list (or, with source `guesses`, the allowed
guesses), never one of the game's answers. Combinations without a published
figure need it given explicitly (`max_guesses`, `prefill`); impossible ones
raise ModeError.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ndle.checks import echoed
from ndle.errors import ModeError
from ndle.checks import counted
from ndle.io.progress import announce

PRESETS = {"wordle": (1, 6), "dordle": (2, 7), "quordle": (4, 9), "octordle": (8, 13),
           "sedecordle": (16, 21), "duotrigordle": (32, 37), "kilordle": (1000, 1005),
           "mastermind": (1, 10), "bulls-cows": (1, 10), "jotto": (1, 10), "xordle": (2, 9), "fibble": (1, 9)}
# a real game's own word list (a code space: ndle.words.codespace) and feedback rule, where they are not Wordle's
PRESET_RULES: dict[str, dict[str, str | int]] = {"mastermind": {"words": "mastermind", "feedback": "mastermind"},
                "bulls-cows": {"words": "bulls-cows", "feedback": "bulls-cows"},
                "jotto": {"feedback": "jotto"},  # the Wordle lists, each row a count of letters in common
                "fibble": {"lies": 1}}
MAX_LIES = 5  # the most tiles a row may lie about (Fibble's variants: 1 to 5)
GREENS_MODE = "greens"
XORDLE_MODE = "xordle"
MODES = ("classic", "sequence", "rescue", "jumble", "chill", "extreme", GREENS_MODE, XORDLE_MODE)
# a real game's own mode, played when no other is asked for
PRESET_MODES = {"kilordle": GREENS_MODE, "xordle": XORDLE_MODE}
PREFILL_SOURCES = ("answers", "guesses")
PREFILLED_MODES = ("rescue", "jumble", XORDLE_MODE)
# (mode, preset) -> guess limit, where the game's own help page or a hobbyist solver gives one
MODE_LIMITS = {("sequence", "quordle"): 10, ("sequence", "octordle"): 15, ("sequence", "duotrigordle"): 39,
               ("rescue", "quordle"): 9, ("rescue", "octordle"): 13, ("jumble", "duotrigordle"): 38,
               ("chill", "quordle"): 12, ("extreme", "quordle"): 8, (XORDLE_MODE, "xordle"): 9,
               (XORDLE_MODE, None): 9}
# (mode, preset) -> number of pre-filled guesses
MODE_PREFILL = {("rescue", "quordle"): 2, ("rescue", "octordle"): 4, ("jumble", "duotrigordle"): 3,
                (XORDLE_MODE, "xordle"): 1, (XORDLE_MODE, None): 1}
JUMBLE_LETTERS_PER_WORD = 4  # 3 words, at least 12 distinct letters among them
MAX_DRAWS = 100_000
MAX_GUESS_LIMIT = 1000  # the largest guess limit of any game whatever its boards (and of the exact solver)
MAX_BOARDS = 100_000  # the most boards a game may name (memory refuses far fewer: `check_memory`)
LARGEST_GUESS_LIMIT = 2 * MAX_BOARDS  # the largest limit any command accepts (`guess_cap` of the most boards)
MEMORY_SHARE = 0.5  # a game's state may take at most this share of the machine's memory


def guess_cap(boards: int) -> int:
    """Return the largest guess limit of a game of `boards` boards: 1,000, or two guesses a board if more."""
    return max(MAX_GUESS_LIMIT, 2 * boards)


def game_memory(boards: int, answers: int, max_guesses: int) -> int:
    """Return the bytes a game's state may reach: a row of feedback per board and turn (8 bytes a board) and each
    board's candidates (4 bytes an answer)."""
    return boards * (8 * max_guesses + 4 * answers)


def check_memory(boards: int, answers: int, max_guesses: int) -> None:
    """Raise ModeError if a game of `boards` boards on `answers` answers would not fit in memory (`game_memory`
    over `MEMORY_SHARE` of the machine's); announce one that may take a gigabyte or more."""
    need = game_memory(boards, answers, max_guesses)
    try:
        have = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):  # no sysconf (Windows): 8 GiB assumed
        have = 8 * 1024**3
    if need > MEMORY_SHARE * have:
        raise ModeError(f"{boards:,} boards of {answers:,} answers with a limit of {max_guesses:,} guesses need "
                        f"about {need / 1024**3:.1f} GiB, more than {MEMORY_SHARE:.0%} of this machine's "
                        f"{have / 1024**3:.1f} GiB: give fewer boards")
    if need >= 10**9:
        announce(f"a game of {boards:,} boards may take up to {need / 1e9:.1f} GB of memory")


LYING_LENGTHS = 8  # the longest words a lying game takes (its channel has 3**L rows)


def check_lies(lies: int, mode: str, hard: bool, rule, length: int | None) -> None:
    """Raise ModeError unless rows may lie about `lies` tiles in this mode, without hard mode, under a per-tile
    rule of three colours (`rule`, a FeedbackRule) and words of at most `LYING_LENGTHS` letters."""
    if mode != "classic":
        raise ModeError(f"rows that lie are played in the classic mode, not {mode}")
    if hard:
        raise ModeError("hard mode has no meaning when rows lie (a shown hint may be false)")
    if len(rule.tiles) != 3:
        raise ModeError(f"rows that lie need feedback of three colours a tile (exact, ...), not {rule.name}")
    if length is not None:
        check_lying_length(lies, length)


def check_consistent(lies: int, mode: str) -> None:
    """Raise ModeError unless consistent play (every guess a code still possible) has one meaning: not when rows lie
    (`lies` tiles a row), not in Xordle's mode (its merged rows rule out pairs of answers)."""
    if lies:
        raise ModeError("consistent play has no meaning when rows lie (no code is ever ruled out for sure)")
    if mode == XORDLE_MODE:
        raise ModeError("consistent play is not defined for xordle (its merged rows rule out pairs, not codes)")


def check_lying_length(lies: int, length: int) -> None:
    """Raise ModeError unless words of `length` letters can show `lies` lying tiles a row (and their channel fits)."""
    if not lies <= length <= LYING_LENGTHS:
        raise ModeError(f"rows with {counted(lies, 'lie')} need words of {lies} to {LYING_LENGTHS} letters, "
                        f"not {length}")


@dataclass(frozen=True)
class Setup:
    """A resolved game setup: board count, guess limit, pre-filled guesses and where they come from."""

    boards: int
    max_guesses: int
    mode: str = "classic"
    prefill: int = 0
    prefill_source: str = "answers"

    @property
    def min_letters(self) -> int:
        """Return the distinct letters the pre-filled words need among them (0: no constraint)."""
        return letters_needed(self.mode, self.prefill)


def letters_needed(mode: str, prefill: int) -> int:
    """Return the distinct letters `prefill` pre-filled words need among them in `mode` (0: no constraint)."""
    return min(JUMBLE_LETTERS_PER_WORD * prefill, 26) if mode == "jumble" else 0


def resolve(boards: int | None = None, max_guesses: int = 0, game: str | None = None, mode: str = "classic",
            prefill: int | None = None, prefill_source: str = "answers") -> Setup:
    """Return the setup a real game and mode give, explicit values overriding; raise ModeError if impossible."""
    preset, n_boards = game, boards
    if preset is not None and preset not in PRESETS:
        raise ModeError(f"unknown game {echoed(preset)}; choose one of {', '.join(PRESETS)}")
    if mode not in MODES:
        raise ModeError(f"unknown mode {echoed(mode)}; choose one of {', '.join(MODES)}")
    if prefill_source not in PREFILL_SOURCES:
        raise ModeError(f"unknown source of pre-filled guesses {prefill_source!r}; "
                        f"choose one of {', '.join(PREFILL_SOURCES)}")
    for name, value, low in (("number of boards", n_boards, 1), ("guess limit", max_guesses, 0),
                             ("number of pre-filled guesses", prefill, 0)):
        if value is not None and (not isinstance(value, (int, np.integer)) or isinstance(value, bool) or value < low):
            raise ModeError(f"the {name} must be a {'positive' if low else 'non-negative'} integer, got {value!r}")
    if n_boards is not None and n_boards > MAX_BOARDS:
        raise ModeError(f"the number of boards must be at most {MAX_BOARDS:,}, got {n_boards:,}")
    if preset in PRESET_MODES and mode == "classic":
        mode = PRESET_MODES[preset]
    if preset == XORDLE_MODE and mode != XORDLE_MODE:  # its pairs are the game: in another mode it is not Xordle
        raise ModeError(f"xordle plays its own rule (two words with no letter in common on one board), not the "
                        f"{mode} mode: two boards in the {mode} mode are --boards 2 --mode {mode}")
    where = f"{mode} mode on {preset or counted(n_boards or 1, 'board')}"
    if preset is not None:
        boards, limit = PRESETS[preset]
        if n_boards not in (None, boards):
            raise ModeError(f"{preset} has {counted(boards, 'board')}, not {n_boards}")
    else:
        boards = (2 if mode == XORDLE_MODE else 1) if n_boards is None else n_boards
        limit = boards + 5
    if mode == XORDLE_MODE and boards != 2:
        raise ModeError(f"xordle mode plays two answers on one board (2 boards), not {boards}")
    if mode != "classic":
        if (mode, preset) in MODE_LIMITS:
            limit = MODE_LIMITS[mode, preset]
        elif mode in ("sequence", "jumble", "chill", "extreme") and not max_guesses:
            raise ModeError(f"no published guess limit for {where}: give one (--max-guesses)")
    if mode in PREFILLED_MODES:
        k = MODE_PREFILL.get((mode, preset)) if prefill is None else prefill
        if not k and not (mode == XORDLE_MODE and k == 0):
            raise ModeError(f"no published number of pre-filled guesses for {where}: give one (--prefill)")
    elif prefill:
        raise ModeError(f"pre-filled guesses belong to the rescue and jumble modes, not {mode}")
    else:
        k = 0
    cap = guess_cap(boards)
    if max_guesses > cap:
        raise ModeError(f"the guess limit must be at most {cap} on {boards} board(s) (0: the game's own), "
                        f"got {max_guesses}")
    limit = max_guesses or limit
    if k >= limit:
        raise ModeError(f"{where}: {k} pre-filled guesses leave no turn within the limit of {limit}")
    return Setup(boards, limit, mode, k, prefill_source)


def draw_prefill(rng: np.random.Generator | None, words, answers: Sequence[int], count: int, source: str = "answers",
                 min_letters: int = 0) -> tuple[int, ...]:
    """Return `count` distinct guess ids drawn from `rng`, none an answer of this game, with at least
    `min_letters` distinct letters among them (redrawn until they have)."""
    if rng is None:
        raise ModeError("pre-filled guesses are drawn from the game's Generator: pass rng, or give the words")
    own = {int(words.answer_guess[a]) for a in answers}
    pool = words.answer_guess if source == "answers" else np.arange(len(words.guesses))
    pool = np.array([int(g) for g in pool if int(g) not in own], dtype=np.int64)
    if count > len(pool):
        raise ModeError(f"{count} pre-filled guesses cannot be drawn from {len(pool)} words")
    for _ in range(MAX_DRAWS):
        ids = tuple(int(g) for g in rng.choice(pool, count, replace=False))
        if not min_letters or len(set("".join(words.guesses[g] for g in ids))) >= min_letters:
            return ids
    raise ModeError(f"no {count} words with {min_letters} distinct letters found in {MAX_DRAWS:,} draws")


def describe(game: str | None, mode: str, boards: int, max_guesses: int, prefill: int = 0) -> str:
    """Return a short human description, e.g. 'quordle, sequence mode, limit 10'."""
    name = game or counted(boards, "board")
    extra = f", {prefill} pre-filled" if prefill else ""
    return f"{name}, {mode} mode{extra}, limit {max_guesses}"
