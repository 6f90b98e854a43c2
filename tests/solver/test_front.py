"""One solver front: `ndle.solve` and every public solver entry point answer for exactly the game they are given (the
same answer as the search asked with explicit parameters), or refuse it with UnsupportedGameError."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import ndle
from ndle.errors import ModeError, NdleError, UnsupportedGameError
from ndle.game import Game
from ndle.rules import Rules
from ndle.solver import (check_tree, exact_value, forced_win, multi_worst, nboard_optimal, optimal, worst_case,
                         worst_floor, worst_sweep)
from ndle.solver.lying import LyingSolver
from ndle.solver.one import sweep
from ndle.solver.one.prior import prior_optimal
from ndle.solver.worst import DepthSolver
from ndle.words import make_word_list

WORDS = ("crane", "slate", "brick", "fudge", "honey", "latch", "cable", "doubt")
CODES = ("aa", "ab", "ac", "ba", "bb", "bc", "ca", "cb", "cc")
RULES = ("exact", "mastermind", "jotto")
FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def games(draw) -> Game:
    """A tiny game: a list of codes or words under a rule it reads, 1 to 3 boards, maybe a prior, rows that lie,
    hard mode, consistent play, Xordle, another mode or a guess limit of its own."""
    rule = draw(st.sampled_from(RULES))
    pool = WORDS if rule == "jotto" or draw(st.booleans()) else CODES
    rule = "exact" if pool == WORDS and rule == "mastermind" else rule
    answers = draw(st.lists(st.sampled_from(pool), min_size=2, max_size=4, unique=True))
    words = make_word_list("tiny", sorted(answers), list(pool))
    fields = {"feedback": rule, "boards": draw(st.integers(1, 3))}
    variant = draw(st.sampled_from(("plain", "plain", "prior", "lies", "hard", "consistent", "xordle", "sequence",
                                    "limit")))
    if variant == "lies":
        fields.update(lies=1, feedback="exact")
    elif variant == "hard":
        fields.update(hard=True, boards=1)
    elif variant == "consistent":
        fields.update(consistent=True, max_guesses=draw(st.sampled_from((None, 4, 6))))
        weights_too = draw(st.booleans())
    elif variant == "xordle":
        fields.update(mode="xordle", boards=None)
    elif variant == "sequence":
        fields.update(mode="sequence", max_guesses=9)
    elif variant == "limit":
        fields.update(max_guesses=draw(st.integers(3, 9)))
    weights = np.array(draw(st.lists(st.integers(1, 5), min_size=len(answers), max_size=len(answers))), float)
    try:
        return Game(words, Rules(**{k: v for k, v in fields.items() if v is not None}),
                    weights=weights if variant == "prior" or variant == "consistent" and weights_too else None)
    except ModeError:  # a combination the rules refuse themselves (lies on codes, Xordle without disjoint pairs)
        return Game(words, Rules(feedback=rule))


def outcome(call):
    """Return what a call gives: its answer, or its error's type and message."""
    try:
        return call()
    except NdleError as e:
        return type(e), str(e)


def honest(game: Game) -> bool:
    return not game.lies and game.mode == "classic"


def limit_default(game: Game) -> bool:
    from ndle.solver.arguments import default_limit

    return default_limit(game)


# entry point: (the call given the game, the same question with explicit parameters, whether it must refuse)
ONE = lambda g: g.boards > 1 or g.weights is not None or not honest(g)  # noqa: E731
ENTRIES = {
    "optimal": (lambda g: optimal(g, g.words.guesses[0]).total,
                lambda g: optimal(g.words, g.words.guesses[0], hard=g.hard, max_guesses=g.max_guesses,
                                  feedback=g.feedback, consistent=g.consistent).total, ONE),
    "sweep": (lambda g: sweep(g, 2).openers,
              lambda g: sweep(g.words, 2, hard=g.hard, max_guesses=g.max_guesses, feedback=g.feedback).openers,
              lambda g: ONE(g) or g.consistent),
    "worst_case": (lambda g: worst_case(g, g.words.guesses[0]).worst,
                   lambda g: worst_case(g.words, g.words.guesses[0], hard=g.hard, max_guesses=g.max_guesses,
                                        feedback=g.feedback, consistent=g.consistent).worst, ONE),
    "worst_sweep": (lambda g: worst_sweep(g).worst,
                    lambda g: worst_sweep(g.words, hard=g.hard, max_guesses=g.max_guesses, feedback=g.feedback,
                                          consistent=g.consistent).worst, ONE),
    "nboard_optimal": (lambda g: nboard_optimal(g, top=1).value,
                       lambda g: nboard_optimal(g.words, g.boards, feedback=g.feedback, prior=g.weights, top=1,
                                                consistent=g.consistent).value,
                       lambda g: g.hard or not honest(g) or not limit_default(g)),
    "multi_worst": (lambda g: multi_worst(g).worst,
                    lambda g: multi_worst(g.words, g.boards, max_guesses=g.max_guesses, feedback=g.feedback,
                                          consistent=g.consistent).worst,
                    lambda g: g.hard or g.weights is not None or not honest(g)),
    "worst_floor": (lambda g: worst_floor(g).floor,
                    lambda g: worst_floor(g.words, g.boards, feedback=g.feedback).floor,
                    lambda g: g.weights is not None or not honest(g) or g.consistent),
    "forced_win": (lambda g: forced_win(g).guesses,
                   lambda g: forced_win(g.words, g.boards, max_guesses=g.max_guesses, feedback=g.feedback,
                                        consistent=g.consistent).guesses,
                   lambda g: g.hard or g.weights is not None or not honest(g)),
    "prior_optimal": (lambda g: prior_optimal(g).expected,
                      lambda g: prior_optimal(Game(g.words, Rules(feedback=g.feedback, max_guesses=g.max_guesses,
                                                               consistent=g.consistent),
                                                   weights=g.weights)).expected,
                      lambda g: g.boards > 1 or g.hard or not honest(g) or g.weights is None),
    "exact_value": (lambda g: exact_value(g.start()), lambda g: exact_value(g.start()),
                    lambda g: g.mode != "xordle" or g.hard or not limit_default(g)),
    "LyingSolver": (lambda g: LyingSolver(g).solve(), lambda g: LyingSolver(g).solve(),
                    lambda g: not g.lies or g.boards > 1),
}


@FAST
@given(game=games(), entry=st.sampled_from(sorted(ENTRIES)))
def test_every_entry_point_answers_for_its_game_or_refuses_it(game, entry):
    given_game, explicit, refuses = ENTRIES[entry]
    got = outcome(lambda: given_game(game))
    if refuses(game):
        assert isinstance(got, tuple) and got[0] is UnsupportedGameError, (entry, game, got)
        assert "\n" not in got[1]
    else:
        assert got == outcome(lambda: explicit(game)), (entry, game)


def search_of(game: Game):
    """Return the answer the front should give, asked of the search with explicit parameters (None: refused)."""
    words, rule = game.words, game.feedback
    if game.lies:
        return None if game.boards > 1 else LyingSolver(game).solve()[0]
    if game.mode == "xordle":
        return None if not limit_default(game) else exact_value(game.start())[0]
    if game.mode != "classic":
        return None
    if game.boards > 1:
        return None if not limit_default(game) else nboard_optimal(words, game.boards, feedback=rule,
                                                                   prior=game.weights, top=1,
                                                                   consistent=game.consistent).value
    if game.weights is not None:
        return None if game.hard else prior_optimal(
            Game(words, Rules(feedback=rule, max_guesses=game.max_guesses, consistent=game.consistent),
                 weights=game.weights)).expected
    if game.consistent:  # every answer opens, in rounds
        r = optimal(words, "all", hard=game.hard, max_guesses=game.max_guesses, feedback=rule, consistent=True)
        return r.total / len(words.answers)
    r = sweep(words, 1, hard=game.hard, max_guesses=game.max_guesses, feedback=rule)
    return r.openers[0][1] / r.n_answers


@FAST
@given(game=games())
def test_the_front_answers_as_the_search_it_chooses(game):
    expected = outcome(lambda: search_of(game))
    got = outcome(lambda: ndle.solve(game, top=1).value)
    if expected is None:
        assert isinstance(got, tuple) and issubclass(got[0], ModeError), (game, got)
    elif isinstance(expected, tuple):
        assert isinstance(got, tuple) and issubclass(got[0], NdleError)
    else:
        assert isinstance(got, float) and (got == pytest.approx(expected) or math.isinf(expected) and math.isinf(got))


@FAST
@given(game=games())
def test_the_worst_case_of_the_front_is_the_worst_searches(game):
    got = outcome(lambda: ndle.solve(game, "worst").value)
    if game.lies or game.mode != "classic" or game.weights is not None or game.boards > 1 and game.hard:
        assert isinstance(got, tuple) and got[0] is UnsupportedGameError, (game, got)
    elif game.boards > 1:
        assert got == outcome(lambda: multi_worst(game.words, game.boards, max_guesses=game.max_guesses,
                                                  feedback=game.feedback, consistent=game.consistent).worst)
    elif not isinstance(got, tuple):
        depth = DepthSolver(game.words, hard=game.hard, feedback=game.feedback, consistent=game.consistent)
        each = [outcome(lambda g=g: worst_case(game.words, g, hard=game.hard, max_guesses=game.max_guesses,
                                               feedback=game.feedback, depth=depth,
                                               consistent=game.consistent).worst)
                for g in game.words.guesses]
        assert got == min(w for w in each if not isinstance(w, tuple))


# -- plain cases --------------------------------------------------------------------------------------------------
def test_two_boards_of_a_code_space_are_two_boards():
    game = ndle.as_game(2, code_length=3, symbols="abc")
    assert round(ndle.solve(game).value, 4) == 3.1001
    assert round(nboard_optimal(game).value, 4) == 3.1001
    assert round(nboard_optimal(ndle.as_game(1, code_length=3, symbols="abc")).value, 4) == 2.2222


def test_a_game_that_lies_is_not_solved_as_honest():
    game = Game(make_word_list("tiny", ["crane", "slate", "brick"], list(WORDS)), Rules(lies=1))
    with pytest.raises(UnsupportedGameError, match="rows that lie"):
        ndle.optimal(game, "crane")
    assert ndle.solve(game).search == "lying" and ndle.solve(game).value == LyingSolver(game).solve()[0]


def test_a_prior_is_not_solved_as_uniform():
    words = make_word_list("tiny", ["crane", "slate", "brick"], list(WORDS))
    game = Game(words, Rules(), weights=np.array([8.0, 1.0, 1.0]))
    with pytest.raises(UnsupportedGameError, match="answer weights"):
        ndle.optimal(game, "crane")
    weighted = nboard_optimal(game, top=1)
    assert weighted.value < nboard_optimal(words, top=1).value and weighted.prior == "weights"
    assert ndle.solve(game).value == pytest.approx(weighted.value)


def test_an_option_no_search_takes_is_refused_in_one_line():
    game = ndle.as_game(2, code_length=2, symbols="abc")
    for call in (lambda: ndle.solve(game, width=3), lambda: ndle.solve(game, opener="auto"),
                 lambda: ndle.solve(game, "expected"), lambda: ndle.solve(game, "worst", journal="j")):
        with pytest.raises(UnsupportedGameError) as e:
            call()
        assert "\n" not in str(e.value)


def test_old_keywords_still_work_and_warn():
    words = make_word_list("tiny", ["ab", "ba", "cc"], list(CODES))
    rows, pegs = [("ab", ["YY"])], [("ab", ["0B2W"])]
    new = nboard_optimal(words, rows=pegs, feedback="mastermind", top=1)
    with pytest.warns(DeprecationWarning, match="rows="):
        assert nboard_optimal(words, feedback=rows, top=1).value == nboard_optimal(words, rows=rows, top=1).value
    with pytest.warns(DeprecationWarning, match="rule="):
        assert nboard_optimal(words, rows=pegs, rule="mastermind", top=1).value == new.value
    with pytest.warns(DeprecationWarning, match="max_guesses="):
        assert forced_win(words, 1, limit=6).guesses == forced_win(words, 1, max_guesses=6).guesses
    with pytest.raises(NdleError, match="two guess limits"), pytest.warns(DeprecationWarning):
        multi_worst(words, 2, max_guesses=5, limit=6)


def test_a_keyword_given_overrides_the_games_field():
    game = ndle.as_game(1, code_length=2, symbols="abc")
    assert nboard_optimal(game, 2).boards == 2 and nboard_optimal(game, 2).value == nboard_optimal(
        ndle.as_game(2, code_length=2, symbols="abc")).value
    assert worst_floor(game, 3).boards == 3


def test_check_reads_the_games_rules(tmp_path):
    from ndle.solver.one import check

    game = ndle.as_game(1, code_length=2, symbols="abc", hard=True)
    r = optimal(game, "ab")
    path = tmp_path / "tree.txt"
    ndle.solver.write_tree(r.tree, path)
    assert check(path, game).total == check_tree(r.tree, game.words, hard=True, max_guesses=game.max_guesses).total
    with pytest.raises(UnsupportedGameError, match="2 boards"):
        check(path, game.changed(boards=2, hard=False))


def test_the_worst_case_of_a_strategy_refuses_rows_that_lie():
    from ndle.solver import strategy_worst
    from ndle.strategies import make_strategy

    game = Game(make_word_list("tiny", ["crane", "slate", "brick"], list(WORDS)), Rules(lies=1))
    with pytest.raises(UnsupportedGameError, match="rows that lie"):
        strategy_worst(game, make_strategy("minimax", game))


def test_a_lexicographic_objective_is_the_lex_search_or_refused():
    """Keys as a string or a tuple give the lexicographic search's answer (its first key's value); one known key is
    the plain objective's; several boards, a prior, rows that lie, a position are refused in one line."""
    from ndle.solver.lex import lex_optimal

    game = ndle.as_game(code_length=3, symbols="abc", feedback="mastermind")
    for objective in ("worst,deepest", ("worst", "deepest"), " WORST , deepest"):
        got = ndle.solve(game, objective, opener="all")
        assert got.search == "lex" and got.objective == "worst,deepest" and got.proven
        assert got.value == 4 and got.result.values == lex_optimal(game, "worst,deepest", "all").values
    assert ndle.solve(game, ("worst",), opener="all").search == "worst_classes"
    words = make_word_list("tiny", ["crane", "slate", "brick"], list(WORDS))
    for refused, objective in ((ndle.as_game(2, code_length=2, symbols="abc"), "worst,total"),
                               (Game(words, Rules(), weights=np.array([8.0, 1.0, 1.0])), "beyond:2"),
                               (Game(words, Rules(lies=1)), "total,beyond:2")):
        with pytest.raises(UnsupportedGameError) as e:
            ndle.solve(refused, objective)
        assert "\n" not in str(e.value)
    with pytest.raises(UnsupportedGameError, match="position"):
        ndle.solve(game, "total,worst", answers=["aab"], after=["abc"])
    with pytest.raises(NdleError, match="given twice"):
        ndle.solve(game, "total,worst,total")
