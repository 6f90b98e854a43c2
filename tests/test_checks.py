"""Every public entry point refuses a bad argument with its own NdleError subclass and one line (never a TypeError,
ValueError, AttributeError or IndexError from deeper down), before any work: the table below walks each entry
point through each kind of bad argument (wrong type, out of range, unknown name or option, duplicates)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import ndle
from ndle import checks
from ndle.errors import (ArgumentError, ConfigError, FeedbackError, ModeError, NdleError, StrategyError, WordError,
                         WordListError)
from ndle.solver import Solver, check_tree, read_tree, worst_case, worst_sweep, write_tree
from ndle.montecarlo.experiment import load_experiment, run_experiment
from ndle.solver.nboard.optimal import nboard_optimal
from ndle.solver.one.openers import sweep
from ndle.words import make_word_list


def game():
    return ndle.Game.create()


def sim(**kw):
    return lambda tmp: ndle.simulate(**{"games": 3, "seed": 1, "progress": False, "out": tmp / "run.json", **kw})


def cmp(*strategies, **kw):
    return lambda tmp: ndle.compare(None, *strategies, **{"games": 3, "seed": 1, "progress": False,
                                                          "out": tmp / "c.json", **kw})


TINY = make_word_list("tiny", ["brink", "crane", "plumb", "slate"], [])


def experiment(tmp: Path):
    """A two-strategy experiment config on the tiny list."""
    (tmp / "a.txt").write_text("\n".join(TINY.answers) + "\n")
    (tmp / "e.toml").write_text('strategies = ["sum", "min"]\n[run]\ngames = 2\nseed = 1\nanswers_file = "a.txt"\n')
    return load_experiment(tmp / "e.toml")


def words_file(tmp: Path, name: str, text: str) -> Path:
    path = tmp / name
    path.write_text(text)
    return path


CASES = {  # label: (call on a temporary folder, the error, a piece of its message)
    # ndle.simulate: each argument's wrong type and out-of-range value
    "simulate games str": (sim(games="10"), ConfigError, "number of games must be a whole number of at least 1"),
    "simulate games -1": (sim(games=-1), ConfigError, "got -1"),
    "simulate games 2.5": (sim(games=2.5), ConfigError, "got 2.5"),
    "simulate games bool": (sim(games=True), ConfigError, "got True"),
    "simulate games huge": (sim(games=10**30, boards=2), ConfigError, "GiB"),
    "simulate boards 0": (sim(boards=0), ModeError, "number of boards"),
    "simulate boards 2.5": (sim(boards=2.5), ModeError, "number of boards"),
    "simulate boards str": (sim(boards="4"), ModeError, "number of boards"),
    "simulate boards 100001": (sim(boards=100_001), ModeError, "at most 100,000"),
    "simulate seed x": (sim(seed="x"), ConfigError, "seed must be a whole number of at least 0"),
    "simulate seed -1": (sim(seed=-1), ConfigError, "got -1"),
    "simulate seed 1.5": (sim(seed=1.5), ConfigError, "got 1.5"),
    "simulate jobs 0": (sim(jobs=0), ConfigError, "jobs must be"),
    "simulate jobs str": (sim(jobs="2"), ConfigError, "jobs must be"),
    "simulate chunk 0": (sim(chunk_size=0), ConfigError, "chunk size"),
    "simulate chunk bool": (sim(chunk_size=True), ConfigError, "chunk size"),
    "simulate strategy int": (sim(strategy=5), StrategyError, "named by a string"),
    "simulate strategy unknown": (sim(strategy="nope"), StrategyError, "unknown strategy 'nope'"),
    "simulate option unknown": (sim(options={"zzz": 1}), StrategyError, "no option 'zzz'"),
    "simulate option bad value": (sim(strategy="bonus", options={"alpha": float("nan")}), StrategyError, "alpha"),
    "simulate options not a dict": (sim(options=[1]), StrategyError, "mapping"),
    "simulate opener unknown": (sim(opener="zzzzz"), WordError, "not an allowed guess"),
    "simulate opener int": (sim(opener=5), WordError, "expected a word"),
    "simulate pool unknown": (sim(pool="x"), StrategyError, "unknown guess pool"),
    "simulate rules float": (lambda tmp: ndle.simulate(1.5, games=3), ConfigError, "a game is given as"),  # an int
    # is a number of boards (ndle.simulate(4): four boards of Wordle)
    "simulate unknown keyword": (sim(bogus=1), ArgumentError, "unexpected keyword argument 'bogus'"),
    "simulate max_guesses str": (sim(max_guesses="6"), ModeError, "guess limit"),
    "simulate hard str": (sim(hard="yes"), ModeError, "hard must be true or false"),
    "simulate replacement str": (sim(replacement="x"), ConfigError, "replacement must be True or False"),
    "simulate progress str": (sim(progress="x"), ConfigError, "progress must be True or False"),
    "simulate overwrite str": (sim(overwrite="x"), ConfigError, "overwrite must be True or False"),
    "simulate out int": (sim(out=5), ConfigError, "the output must be a path"),
    "simulate out not json": (sim(out="run.txt"), ConfigError, "must be a .json path"),
    "simulate backend unknown": (sim(backend="x"), ConfigError, "unknown back end"),
    "simulate scheduler int": (sim(scheduler=5), ConfigError, "scheduler address"),
    "simulate length 99": (sim(length=99), ModeError, "word length"),
    "simulate answers_file int": (sim(answers_file=5), ModeError, "answers_file must be a path"),
    # ndle.compare
    "compare one strategy": (cmp("sum"), ConfigError, "two strategies or more"),
    "compare strategy int": (cmp("sum", 5), StrategyError, "named by a string"),
    "compare games -1": (cmp("sum", "min", games=-1), ConfigError, "number of games"),
    "compare options int": (cmp("sum", "min", options=5), ConfigError, "one option table"),
    "compare options short": (cmp("sum", "min", options=[{}]), ConfigError, "2 option tables"),
    "compare unknown option": (cmp("sum", "min", options=[{}, {"zzz": 1}]), StrategyError, "no option 'zzz'"),
    "compare unknown keyword": (cmp("sum", "min", labels=5), ArgumentError, "'labels'"),
    # Game, Game.create, Rules
    "Game.create words int": (lambda tmp: ndle.Game.create(words=123), ModeError, "words must be a name"),
    "Game.create rules float": (lambda tmp: ndle.Game.create(5.0), ModeError, "unknown game or word list 5.0"),
    "Game.create rules list": (lambda tmp: ndle.Game.create(["x"]), ModeError, "unknown game or word list"),
    "Game.create boards 0": (lambda tmp: ndle.Game.create(boards=0), ModeError, "number of boards"),
    "Game.create unknown field": (lambda tmp: ndle.Game.create(zz=1), ModeError, "unknown game setting 'zz'"),
    "Game.create feedback unknown": (lambda tmp: ndle.Game.create(feedback="zz"), FeedbackError, "feedback rule"),
    "Game.create matrix int": (lambda tmp: ndle.Game.create(matrix=5), ModeError, "integer array of 12972 x 2315"),
    "Game.create matrix shape": (lambda tmp: ndle.Game.create(matrix=np.zeros((3, 3), np.uint8)), ModeError,
                                 "integer array"),
    "Game words int": (lambda tmp: ndle.Game(1, 2, 3), ModeError, "expected a WordList as a Game's words"),
    "Rules boards str": (lambda tmp: ndle.Rules(boards="3"), ModeError, "number of boards"),
    "Rules mode unknown": (lambda tmp: ndle.Rules(mode="zz"), ModeError, "unknown mode"),
    "Rules prefill -1": (lambda tmp: ndle.Rules(prefill=-1), ModeError, "pre-filled"),
    # WordList, make_word_list, load_words: duplicates, order, types; files refused at file:line
    "WordList duplicate answers": (lambda tmp: ndle.WordList("x", ("aaaaa", "aaaaa"), ("aaaaa",)), WordListError,
                                   "'aaaaa' is among the answers twice"),
    "WordList duplicate guesses": (lambda tmp: ndle.WordList("x", ("aaaaa",), ("aaaaa", "bbbbb", "bbbbb")),
                                   WordListError, "'bbbbb' is among the guesses twice"),
    "WordList unsorted": (lambda tmp: ndle.WordList("x", ("bbbbb", "aaaaa"), ("aaaaa", "bbbbb")), WordListError,
                          "out of order"),
    "WordList answers str": (lambda tmp: ndle.WordList("x", "aaaaa", "aaaaa"), WordListError, "a list or tuple"),
    "WordList answers int": (lambda tmp: ndle.WordList("x", 5, 6), WordListError, "a list or tuple"),
    "WordList words int": (lambda tmp: ndle.WordList("x", (1, 2), (1, 2)), WordListError, "is not a word"),
    "WordList upper case": (lambda tmp: ndle.WordList("x", ("AAAAA",), ("AAAAA",)), WordListError, "is not a word"),
    "WordList name int": (lambda tmp: ndle.WordList(5, ("aaaaa",), ("aaaaa",)), WordListError, "name"),
    "WordList no answers": (lambda tmp: ndle.WordList("x", (), ()), WordListError, "no answers"),
    "make_word_list duplicate answers": (lambda tmp: make_word_list("x", ["crane", "slate", "crane"], []),
                                         WordListError, "'crane' is among the answers twice"),
    "load_words int": (lambda tmp: ndle.load_words(5), WordListError, "unknown word list"),
    "load_words duplicate answer line": (
        lambda tmp: ndle.load_words(answers_file=words_file(tmp, "a.txt", "crane\nslate\ncrane\n")), WordListError,
        "a.txt:3: 'crane' repeats line 1"),
    "load_words duplicate guess line": (
        lambda tmp: ndle.load_words(answers_file=words_file(tmp, "a.txt", "crane\n"),
                                    guesses_file=words_file(tmp, "g.txt", "slate\nbrink\nslate\n")), WordListError,
        "g.txt:3: 'slate' repeats line 1"),
    # make_strategy, play, top_guesses
    "make_strategy unknown": (lambda tmp: ndle.make_strategy("nope", game()), StrategyError, "unknown strategy"),
    "make_strategy name int": (lambda tmp: ndle.make_strategy(5, game()), StrategyError, "named by a string"),
    "make_strategy game int": (lambda tmp: ndle.make_strategy("sum", 5), StrategyError, "a Game to play"),
    "make_strategy unknown option": (lambda tmp: ndle.make_strategy("sum", game(), zzz=1), StrategyError,
                                     "no option 'zzz'"),
    "make_strategy pool unknown": (lambda tmp: ndle.make_strategy("sum", game(), pool="zz"), StrategyError,
                                   "unknown guess pool"),
    "play game int": (lambda tmp: ndle.play(5, "sum", ["crane"]), ConfigError, "expected a Game"),
    "play answers int": (lambda tmp: ndle.play(game(), "sum", 5), WordError, "answer words"),
    "play answer unknown": (lambda tmp: ndle.play(game(), "sum", ["zzzzz"]), WordError, "not a possible answer"),
    "play rng int": (lambda tmp: ndle.play(game(), "sum", ["crane"], rng=5), ConfigError, "numpy.random.Generator"),
    "play strategy object": (lambda tmp: ndle.play(game(), 5, ["crane"]), StrategyError, "a Strategy"),
    "top_guesses state int": (lambda tmp: ndle.top_guesses(5, ndle.make_strategy("sum", game())), NdleError,
                              "expected a State"),
    "top_guesses k str": (lambda tmp: ndle.top_guesses(game().start(), ndle.make_strategy("sum", game()), "3"),
                          NdleError, "number of guesses to rank"),
    "play_game game int": (lambda tmp: ndle.play_game(5, ndle.make_strategy("sum", game()), [0]), ConfigError,
                           "expected a Game"),
    "play_game strategy int": (lambda tmp: ndle.play_game(game(), 5, [0]), StrategyError, "expected a Strategy"),
    "play_game answers int": (lambda tmp: ndle.play_game(game(), ndle.make_strategy("sum", game()), 5), WordError,
                              "expected answer indexes (a list"),
    "play_game answer too big": (lambda tmp: ndle.play_game(game(), ndle.make_strategy("sum", game()), [2315]),
                                 WordError, "from 0 to 2314, got 2315"),
    "play_game answer word": (lambda tmp: ndle.play_game(game(), ndle.make_strategy("sum", game()), ["crane"]),
                              WordError, "an answer index must be a whole number"),
    "play_game two answers": (lambda tmp: ndle.play_game(game(), ndle.make_strategy("sum", game()), [0, 1]),
                              WordError, "expected 1 answer index,"),
    "play_game opener -1": (lambda tmp: ndle.play_game(game(), ndle.make_strategy("sum", game()), [0], opener=-1),
                            WordError, "opener's guess index"),
    "play_game rng int": (lambda tmp: ndle.play_game(game(), ndle.make_strategy("sum", game()), [0], rng=5),
                          ConfigError, "numpy.random.Generator"),
    "play_game turn_cap 0": (lambda tmp: ndle.play_game(game(), ndle.make_strategy("sum", game()), [0], turn_cap=0),
                             ConfigError, "turn cap"),
    "play_game state int": (lambda tmp: ndle.play_game(game(), ndle.make_strategy("sum", game()), [0], state=5),
                            ConfigError, "a State"),
    "decision_tree game int": (lambda tmp: ndle.decision_tree(5, ndle.make_strategy("sum", game())), ConfigError,
                               "expected a Game"),
    "decision_tree strategy int": (lambda tmp: ndle.decision_tree(game(), 5), StrategyError, "expected a Strategy"),
    "register int": (lambda tmp: ndle.register(5), StrategyError, "a strategy name must be a word"),
    "register spaces": (lambda tmp: ndle.register("my strategy"), StrategyError, "a strategy name must be a word"),
    "register not a class": (lambda tmp: ndle.register("x-not-a-class")(5), StrategyError, "a Strategy subclass"),
    # the solver's API
    "optimal words float": (lambda tmp: ndle.optimal(5.0), WordListError, "a shipped list's name, a WordList or a "
                                                                          "Game"),  # a one-board Game is solved
    "optimal words quordle": (lambda tmp: ndle.optimal(ndle.Game.create("quordle")), ndle.UnsupportedGameError,
                              "optimal does not solve a game with 4 boards (quordle"),
    "optimal hard str": (lambda tmp: ndle.optimal(hard="x"), NdleError, "hard must be True or False"),
    "optimal max_guesses str": (lambda tmp: ndle.optimal(max_guesses="6"), NdleError, "guess limit"),
    "optimal max_guesses 0": (lambda tmp: ndle.optimal(max_guesses=0), NdleError, "from 1 to 1000"),
    "optimal width -1": (lambda tmp: ndle.optimal(width=-1), NdleError, "heuristic width"),
    "optimal top str": (lambda tmp: ndle.optimal(opener="auto", top="3"), NdleError, "top must be"),
    "optimal opener unknown": (lambda tmp: ndle.optimal(opener="zzzzz"), WordError, "not an allowed guess"),
    "optimal opener index": (lambda tmp: ndle.optimal(opener=12972), WordError, "from 0 to 12971, got 12972"),
    "optimal solver int": (lambda tmp: ndle.optimal(solver=5), NdleError, "a Solver"),
    "optimal answers_file int": (lambda tmp: ndle.optimal(answers_file=5), WordListError, "answers_file must be"),
    "Solver width str": (lambda tmp: Solver(ndle.load_words(), width="x"), NdleError, "heuristic width"),
    "Solver capacity -5": (lambda tmp: Solver(ndle.load_words(), capacity=-5), NdleError, "cache capacity"),
    "sweep top 0": (lambda tmp: sweep(top=0), NdleError, "top must be"),
    "sweep jobs 0": (lambda tmp: sweep(jobs=0), NdleError, "jobs must be"),
    "sweep journal int": (lambda tmp: sweep(TINY, journal=5), NdleError, "the journal must be a path"),
    "sweep resume str": (lambda tmp: sweep(TINY, journal=tmp / "j.jsonl", resume="x"), NdleError,
                         "resume must be True or False"),
    "sweep resume without journal": (lambda tmp: sweep(TINY, resume=True), NdleError, "resume needs the journal"),
    "sweep progress str": (lambda tmp: sweep(TINY, progress="x"), NdleError, "progress must be True or False"),
    "sweep shortlist 0": (lambda tmp: sweep(TINY, shortlist=0), NdleError, "shortlist must be"),
    "worst_sweep journal int": (lambda tmp: worst_sweep(TINY, journal=5), NdleError, "the journal must be a path"),
    "worst_sweep resume without journal": (lambda tmp: worst_sweep(TINY, resume=True), NdleError,
                                           "resume needs the journal"),
    "nboard_optimal boards 0": (lambda tmp: nboard_optimal(TINY, 0), NdleError, "number of boards must be"),
    "nboard_optimal boards str": (lambda tmp: nboard_optimal(TINY, "2"), NdleError, "number of boards must be"),
    "nboard_optimal journal int": (lambda tmp: nboard_optimal(TINY, 2, journal=5), NdleError, "journal must be"),
    "nboard_optimal resume str": (lambda tmp: nboard_optimal(TINY, 2, journal=tmp / "n.jsonl", resume="x"),
                                  NdleError, "resume must be True or False"),
    "worst_case max_guesses str": (lambda tmp: worst_case(max_guesses="x"), NdleError, "guess limit"),
    "worst_sweep words int": (lambda tmp: worst_sweep(5), WordListError, "a shipped list's name"),
    "check_tree int": (lambda tmp: check_tree(5, ndle.load_words()), StrategyError, "a Tree to check"),
    "read_tree int": (lambda tmp: read_tree(5), StrategyError, "a tree file must be a path"),
    "write_tree int": (lambda tmp: write_tree(5, tmp / "t.txt"), StrategyError, "a Tree to write"),
    # experiments
    "run_experiment int": (lambda tmp: run_experiment(5), ConfigError, "expected an Experiment"),
    "run_experiment out int": (lambda tmp: run_experiment(experiment(tmp), 5), ConfigError, "output folder"),
    "run_experiment jobs 0": (lambda tmp: run_experiment(experiment(tmp), tmp / "e", jobs=0), ConfigError,
                              "jobs must be"),
    "run_experiment games -1": (lambda tmp: run_experiment(experiment(tmp), tmp / "e", games=-1), ConfigError,
                                "number of games"),
    "run_experiment resume str": (lambda tmp: run_experiment(experiment(tmp), tmp / "e", resume="x"), ConfigError,
                                  "resume must be True or False"),
    "run_experiment log int": (lambda tmp: run_experiment(experiment(tmp), tmp / "e", log=5), ConfigError,
                               "log must be a function"),
    # the results' loaders
    "Results.load int": (lambda tmp: ndle.Results.load(5), ConfigError, "a run file must be a path"),
    "Results.load missing": (lambda tmp: ndle.Results.load(tmp / "no.json"), ConfigError, "no such run file"),
    "Results.load folder": (lambda tmp: ndle.Results.load(tmp), ConfigError, "not a regular file"),
    "Results spec int": (lambda tmp: ndle.Results(5, []), ConfigError, "expected a run's Spec"),
    "load_results int": (lambda tmp: ndle.load_results(5), ConfigError, "a run file must be a path"),
    "Comparison of one run": (lambda tmp: ndle.Comparison(5), ConfigError, "two runs or more"),
    "Comparison of ints": (lambda tmp: ndle.Comparison(5, 6), ConfigError, "expected Results to compare"),
    # feedback codes and the pattern matrix
    "feedback int": (lambda tmp: ndle.feedback(5, "crane"), WordError, "expected a word"),
    "decode code huge": (lambda tmp: ndle.decode(10**6, 5), FeedbackError, "outside 0..242"),
    "decode length 99": (lambda tmp: ndle.decode(1, 99), FeedbackError, "word length"),
    "encode letters": (lambda tmp: ndle.encode("XYZ"), FeedbackError, "feedback"),
    "pattern_matrix int": (lambda tmp: ndle.pattern_matrix(5, 6), WordListError, "the guesses"),
    "pattern_matrix ints": (lambda tmp: ndle.pattern_matrix([1], [2]), WordListError, "expected words"),
    "pattern_matrix lengths": (lambda tmp: ndle.pattern_matrix(["crane"], ["cran"]), WordListError, "letters"),
    "pattern_matrix mixed guesses": (lambda tmp: ndle.pattern_matrix(["crane", "cran"], ["slate"]), WordListError,
                                     "'cran' has 4 letters"),
    "pattern_matrix empty": (lambda tmp: ndle.pattern_matrix([], []), WordListError, "a guess and an answer"),
    "all_green str": (lambda tmp: ndle.all_green("5"), FeedbackError, "the word length must be"),
    "all_green 99": (lambda tmp: ndle.all_green(99), FeedbackError, "from 2 to 15, got 99"),
    "matrix_for int": (lambda tmp: ndle.matrix_for(5), WordListError, "a WordList"),
}


@pytest.mark.parametrize("label", CASES)
def test_a_bad_argument_is_one_line_of_its_own_error(tmp_path, label):
    call, error, fragment = CASES[label]
    with pytest.raises(NdleError) as caught:
        call(tmp_path)
    e = caught.value
    assert isinstance(e, error), f"{label}: {type(e).__name__}: {e}"
    assert fragment in str(e) and "\n" not in str(e), f"{label}: {e}"
    assert not (tmp_path / "run.json").exists() and not (tmp_path / "run.csv").exists()  # refused before any work
    assert not (tmp_path / "c.json").exists() and not (tmp_path / "e").exists()
    assert not list(tmp_path.glob("*.jsonl"))


def test_every_entry_point_is_in_the_table():
    """The brief's entry points each have cases (a new one must come with its own)."""
    named = {label.split()[0] for label in CASES}
    assert {"simulate", "compare", "Game", "Game.create", "Rules", "WordList", "make_word_list", "load_words",
            "make_strategy", "play", "top_guesses", "optimal", "Solver", "sweep", "worst_case", "worst_sweep",
            "check_tree", "read_tree", "write_tree", "Results", "Results.load", "load_results", "Comparison",
            "nboard_optimal", "run_experiment",
            "decode", "pattern_matrix", "matrix_for", "play_game", "decision_tree", "register", "all_green"} <= named


def bad_values(default) -> dict:
    """Values a strategy option with this default must refuse: other types, and impossible values of its own."""
    common = {"list": [1], "object": object()}
    if isinstance(default, bool):
        return {**common, "str": "yes", "int": 1, "None": None}
    if isinstance(default, int):
        return {**common, "str": "3", "float": 2.5, "bool": True, "huge negative": -10**9, "None": None}
    if isinstance(default, float):
        return {**common, "str": "x", "nan": float("nan"), "inf": float("inf"), "negative": -1.0, "bool": True}
    if isinstance(default, str):
        return {**common, "int": 5, "unknown choice": "no-such-choice", "None": None}
    return {**common, "int": 5, "missing file": "/no/such/folder/x.json"}  # a file (the look-ahead's model)


def option_cases() -> list[tuple[str, str, str, object]]:
    """(strategy, option, kind of bad value, the value) for every option every registered strategy declares."""
    from ndle.strategies.base import registered
    from ndle.strategies.options import declared

    return [(name, o.name, kind, value) for name, cls in registered().items() for o in declared(cls)
            if o.name not in ("pool", "arg")  # pool: a run's setting (tested above); arg: tree:FILE
            for kind, value in bad_values(o.default).items()]


@pytest.mark.parametrize("name,option,kind,value", option_cases(),
                         ids=[f"{n}-{o}-{k}" for n, o, k, _ in option_cases()])
def test_a_bad_strategy_option_is_one_line_of_StrategyError(name, option, kind, value):
    with pytest.raises(StrategyError) as caught:
        ndle.make_strategy(name, game(), **{option: value})
    assert option in str(caught.value) and "\n" not in str(caught.value), str(caught.value)


def test_every_strategy_option_is_walked():
    walked = {(n, o) for n, o, _, _ in option_cases()}
    assert {("bonus", "alpha"), ("dichter", "grid"), ("lookahead", "model"), ("lookahead", "shortlist"),
            ("frequency", "recount"), ("minimax", "combine")} <= walked
    assert len({n for n, _ in walked}) >= 8


def test_numpy_integers_are_whole_numbers_and_bools_are_not():
    assert checks.whole(np.int64(3), "n") == 3 and type(checks.whole(np.uint8(3), "n")) is int
    for bad in (True, np.bool_(True), 3.0, "3", None):
        with pytest.raises(ConfigError, match="must be a whole number"):
            checks.whole(bad, "n")
    assert checks.yes_no(np.bool_(False), "x") is False
    with pytest.raises(ConfigError):
        checks.yes_no(1, "x")


def test_a_long_or_multi_line_value_is_shown_on_one_short_line():
    text = checks.shown("a\nb" * 100)
    assert "\n" not in text and len(text) <= 60 and text.endswith("...")


def test_a_seed_given_as_a_numpy_integer_plays_the_same_games():
    a = ndle.simulate(games=3, seed=np.int64(4), boards=2, progress=False)
    b = ndle.simulate(games=3, seed=4, boards=2, progress=False)
    assert a.records == b.records and type(a.spec.seed) is int
