"""A saved run met again: resume it from its own spec (options checked, journaled games replayed), or refuse to
replace it.

Resuming needs only the run's path: the spec saved there gives every option,
and any option given anyway must agree (all disagreements are listed). Each
journaled game is checked, not trusted: its answers must be those its seed
draws, and its guesses, replayed against them, must solve the boards on the
recorded turns (cheap: choosing the guesses is what costs). Then a sample of
the games is played again through the strategy, which must choose the
recorded guesses: every game of a run of up to REPLAY_ALL, else REPLAY_ALL
and one in REPLAY_SHARE of the rest, drawn afresh each time (a forger cannot
know which); replaying costs what playing those games costs.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Mapping

import numpy as np

from ndle.errors import ConfigError, NdleError, WordError, WordListError
from ndle.io.files import claim_output, release
from ndle.io.safeopen import open_plain
from ndle.io.untrusted import read_bounded
from ndle.game import Game, as_game
from ndle.playing import GameRecord
from ndle.montecarlo.spec import Spec, game_answers, game_rng, make_spec
from ndle.montecarlo.table import GameTable
from ndle.montecarlo.workers import play_games, strategy_of
from ndle.montecarlo.storage import STATUS_COMPLETE, STATUS_RUNNING, csv_path, read_rows, read_run
from ndle.rules import PRESETS
from ndle.rules import FIELDS, Rules, as_rules
from ndle.words import LIST_NAMES, WordList, check_word
from ndle.xordle.pairs import pair_words


@contextmanager
def claimed(path: Path) -> Iterator[None]:
    """Claim a run's summary and journal (its CSV) for the block and after it; give the claims up if the block
    raises (it was refused)."""
    held = []
    try:
        for p in (path, csv_path(path)):
            claim_output(p)
            held.append(p)
        yield
    except BaseException:
        for p in held:
            release(p)
        raise

REPLAY_ALL = 100  # journaled games a resume replays in full
REPLAY_SHARE = 100  # and then one in this many of the rest


def check_target(path: Path, overwrite: bool) -> None:
    """Claim `path` for this process, raising ConfigError if a fresh run (or comparison) would replace files saved
    there (unless `overwrite`) and OutputBusyError if another process is writing them."""
    with claimed(path):
        _check_free(path, overwrite)


def _check_free(path: Path, overwrite: bool) -> None:
    there = [p for p in (path, csv_path(path)) if p.exists()]
    if not there or overwrite:
        return
    try:
        saved = json.loads(read_bounded(path))  # claimed: a regular file under its own name
        status = saved.get("status")
    except (ConfigError, UnicodeDecodeError, ValueError, AttributeError):
        saved, status = {}, None
    if status == STATUS_COMPLETE:
        raise ConfigError(f"{path} holds finished results; give --overwrite to replace them")
    if status == STATUS_RUNNING and "strategy" in saved and not _finished_games(csv_path(path)):
        return  # a run started, then stopped before any game finished: nothing there to lose
    if status == STATUS_RUNNING:
        raise ConfigError(f"{path} holds an unfinished run: finish it with --resume, or give --overwrite")
    raise ConfigError(f"{there[0]} exists and was not written by ndle; give --overwrite to replace it")


def _finished_games(csv: Path) -> bool:
    """Return whether a run's CSV holds a complete row after its header."""
    try:
        with open_plain(csv, "rb") as f:
            return f.read(1 << 16).count(b"\n") > 1
    except OSError:
        return False


FILE_FIELDS = ("answers_file", "guesses_file")  # paths differ between machines: the lists' digest is compared


def saved_game(path: Path, stored: Spec, words: WordList | None, game: Game | None) -> Game:
    """Return the game a saved run was played on: the given one, else the given words (or the list the spec
    names: shipped, or its files where they still are) under the spec's rules."""
    if game is not None:  # its rules agree with the spec's (but perhaps for where its files are)
        return Game(game.words, stored.rules, game.matrix)
    if words is None:
        try:
            words = stored.rules.word_list()
        except WordListError:
            if stored.rules.words in LIST_NAMES:
                raise
            raise ConfigError(f"{path}: the run used the word list {stored.rules.words!r} from files; "
                              "give them again (--answers-file, --guesses-file)") from None
        if words.digest != stored.words_digest:
            raise ConfigError(f"{path}: the word list {stored.rules.words!r} is not the run's any more "
                              "(its files changed); give the run's files (--answers-file, --guesses-file)")
    return Game(words, stored.rules)


def given_fields(rules, fields: Mapping[str, Any], run: Mapping[str, Any]
                 ) -> tuple[dict, Game | None, WordList | None]:
    """Return the spec fields a caller gave (None means not given), normalised as a Spec stores them, with the
    game or word list given (if any): `rules` is what `simulate` takes, `fields` Rules fields, `run` the rest."""
    given: dict[str, Any] = {k: v for k, v in {**fields, **run}.items() if v is not None}
    if given.get("games") == "all":
        del given["games"]
        given["all_answers"] = True
    if "opener" in given:
        given["opener"] = check_word(given["opener"])
    if "options" in given:
        given["options"] = dict(sorted(dict(given["options"]).items()))
    if given.get("max_guesses") == 0:
        del given["max_guesses"]  # 0 is "the default"
    game = words = None
    if isinstance(rules, WordList):
        words = rules
    elif isinstance(rules, str) and (rules in LIST_NAMES or rules not in PRESETS):
        given["words"] = rules  # a list's name: the list only (the other settings are the saved run's)
    elif rules is not None:  # a Game, Rules, a real game's name, ...: the whole of its rules
        game = as_game(rules, **fields) if isinstance(rules, Game) else None
        given.update((game.rules if game else as_rules(rules, **fields)).to_dict())
        words = game.words if game else None
    if words is None and (any(given.get(k) for k in FILE_FIELDS) or isinstance(rules, Rules)):
        words = as_rules({k: v for k, v in given.items() if k in FIELDS}).word_list()
    for k in FILE_FIELDS:
        given.pop(k, None)
    if words is not None:
        given["words_digest"] = words.digest
        given.pop("words", None)
    return given, game, words


def resume_spec(path: Path, rules, fields: Mapping[str, Any], run: Mapping[str, Any]
                ) -> tuple[Spec, Game]:
    """Return the saved run's spec and game, raising ConfigError listing every option given that differs from it."""
    with claimed(path):
        return _resume_spec(path, rules, fields, run)


def _resume_spec(path: Path, rules, fields: Mapping[str, Any], run: Mapping[str, Any]
                 ) -> tuple[Spec, Game]:
    stored, _ = read_run(path)
    given, game, words = given_fields(rules, fields, run)
    if wrong := stored.mismatches(given):
        wrong = [w.replace("words_digest", "word list (digest)") for w in wrong]
        raise ConfigError(f"{path}: the saved run differs: {'; '.join(wrong)}; resume with its options (or none)")
    try:
        game = saved_game(path, stored, words, game)
        spec = make_spec(game, stored.strategy, games=stored.games, seed=stored.seed, opener=stored.opener,
                         replacement=stored.replacement, all_answers=stored.all_answers, pool=stored.pool,
                         options=dict(stored.options))
    except NdleError as e:  # the saved options themselves are impossible: the file's fault
        raise ConfigError(f"{e}" if str(e).startswith(str(path)) else f"{path}: {e}") from None
    if spec.prior_digest != stored.prior_digest:
        raise ConfigError(f"{path}: the answer prior {stored.rules.prior!r} no longer gives the run's weights "
                          "(its file changed, or the run predates recording its prior)")
    if wrong := stored.mismatches(spec):
        raise ConfigError(f"{path}: the saved run does not match its own options ({'; '.join(wrong)})")
    return stored, game


def replay_problem(game: Game, answers: tuple[int, ...], record: GameRecord, opener: str | None,
                   prefilled: tuple[int, ...] = ()) -> str | None:
    """Return what is wrong with a record's guesses against its answers and pre-filled guesses (None if they
    solve it as recorded)."""
    try:
        ids = [game.words.guess_id(g) for g in record.guesses]
    except WordError as e:
        return str(e)
    if tuple(ids[:len(prefilled)]) != tuple(prefilled):
        return "its first guesses are not the pre-filled ones this run's seed draws"
    if opener is not None and record.guesses[len(prefilled):len(prefilled) + 1] != (opener,):
        return f"the first guess is not the run's opener {opener}"
    if len(set(ids)) != len(ids):
        return "a guess is repeated"
    green = solved_rows(game, np.asarray(game.matrix[np.ix_(ids, answers)]))  # turns x boards
    if not green.any(axis=0).all():
        return "its guesses never solve a board"
    solved = tuple(int(t) + 1 for t in green.argmax(axis=0))
    if solved != record.solved_at:
        return f"its guesses solve the boards on turns {' '.join(map(str, solved))}, not as recorded"
    if max(solved) != len(ids):
        return f"{len(ids)} guesses for a game over on turn {max(solved)}"
    return None


def solved_rows(game: Game, codes: np.ndarray) -> np.ndarray:
    """Return, for turns x boards of zip codes, whether each board is solved by that turn's row (in the greens
    mode: once its rows have shown every position green; else: the row is the solved code)."""
    return game.observation.solved_rows(codes)


def replayed(rows: int) -> int:
    """Return how many of a run's journaled games a resume replays through the strategy: all up to REPLAY_ALL,
    then REPLAY_ALL more and one in REPLAY_SHARE of the rest."""
    return rows if rows <= REPLAY_ALL else REPLAY_ALL + (rows - REPLAY_ALL) // REPLAY_SHARE


def check_choices(where: Path, spec: Spec, game: Game, done: GameTable, lines: np.ndarray) -> None:
    """Replay journaled games through the strategy (a sample drawn afresh each time, see `replayed`), raising
    ConfigError at `file:line` for a game whose guesses the strategy would not have chosen."""
    played = np.flatnonzero(done.filled)
    if not played.size:
        return
    pick = np.random.default_rng(np.random.SeedSequence()).choice(played, replayed(played.size), replace=False)
    strategy, opener = strategy_of(game, spec)
    for i in np.sort(pick).tolist():
        ((_, again),) = play_games(spec, game, strategy, opener, i, i + 1)
        if again.guesses != done.record(i).guesses:
            raise ConfigError(f"{where}:{lines[i]}: game {i} rejected: its guesses are not the strategy's "
                              f"({' '.join(again.guesses)})")


def journaled_games(path: Path, spec: Spec, game: Game) -> GameTable:
    """Return the checked games of a run's CSV, raising ConfigError at `file:line` of a bad row."""
    where = csv_path(path)
    n_answers, done = len(game.words.answers), GameTable(spec.games, spec.boards, spec.max_guesses)
    lines = np.zeros(spec.games, np.int64)
    for line, i, rec in read_rows(where, spec):
        rng = game_rng(spec.seed, i)
        ids = game_answers(spec, n_answers, i, rng, game.weights, pair_words(game))
        if tuple(game.words.answers[a] for a in ids) != rec.answers:
            raise ConfigError(f"{where}:{line}: game {i} has answers {' '.join(rec.answers)}, "
                              "not those this run's seed draws")
        prefilled = game.opening(ids, rng).guesses if game.prefill else ()
        if problem := replay_problem(game, ids, rec, spec.opener, prefilled):
            raise ConfigError(f"{where}:{line}: game {i} rejected: {problem}")
        done.add([(i, rec)])
        lines[i] = line
    check_choices(where, spec, game, done, lines)
    return done
