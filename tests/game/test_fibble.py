"""Fibble: rows that lie. The channel, the weights (against a slow enumeration of every lie), the host's draws, the
settings, the scorers of the rows shown and the exact search (against a slow expectimax)."""

from functools import cache
from itertools import combinations, product
from math import comb, inf, log2

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import ndle
from ndle.game import lie_channel, parse_shown
from ndle.errors import ModeError, NoCandidatesError, UnexplainedRowError
from ndle.playing import play_game
from ndle.measures.shown import ShownScorer, shown_classes
from ndle.montecarlo.spec import Spec
from ndle.patterns.codes import all_green, decode, encode
from ndle.patterns.feedback.base import rule_named
from ndle.solver.lying import LyingSolver
from ndle.strategies import make_strategy
from tests.players_util import game_on, run_cli, small_game

SMALL = small_game(40, 30, seed=11)
EXACT = rule_named("exact")
TINY = [["crane", "crate", "trace", "slate"], ["react", "cater"]]


def fibble(game, lies: int = 1, **fields):
    """Return `game` with rows that lie about `lies` tiles."""
    return game.changed(lies=lies, **fields)


# -- the channel --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("length, lies", [(5, 1), (5, 2), (5, 3), (5, 5), (4, 4), (6, 2)])
def test_every_lying_row_spreads_over_its_k_tile_changes(length, lies):
    channel = lie_channel(length, lies)
    C = channel.matrix.toarray()
    n, green = 3**length, all_green(length)
    assert C.shape == (n, n + 1) and np.allclose(C.sum(axis=1), 1.0)
    assert C[green, green] == 1.0 and np.count_nonzero(C[green]) == 1  # the winning row never lies
    ways = comb(length, lies) * 2**lies
    for t in np.random.default_rng(lies).choice(n, 12, replace=False):
        if t == green:
            continue
        row = C[t]
        assert np.count_nonzero(row) == ways and np.allclose(row[row > 0], 1.0 / ways)
        assert row[green] == 0.0  # all greens on a lying row goes to its own column: the game goes on
        for s in np.flatnonzero(row[:n]):
            assert sum(a != b for a, b in zip(decode(int(t), length), decode(int(s), length))) == lies
    assert channel.flat


def test_the_host_draws_each_lie_as_the_channel_says():
    channel, rng = lie_channel(5, 1), np.random.default_rng(5)
    t = encode("BYBGB")
    counts = np.bincount([channel.draw(t, rng) for _ in range(20_000)], minlength=243)
    expected = channel.matrix.toarray()[t, :243]
    assert np.flatnonzero(counts).tolist() == np.flatnonzero(expected).tolist()
    assert np.abs(counts / counts.sum() - expected).max() < 0.015
    assert channel.draw(all_green(5), rng) == all_green(5)


# -- the weights: a slow enumeration of every lie -----------------------------------------------------------------
def enumerated_likelihood(guess: str, answer: str, shown: str, won: bool, lies: int) -> float:
    """Return P(row | answer) by trying every set of lying tiles and every wrong colour (readable and slow)."""
    if won:
        return float(guess == answer)
    if guess == answer:
        return 0.0  # the winning row ends the game
    true = EXACT.reference(guess, answer)
    hits = 0
    for where in combinations(range(len(true)), lies):
        for colours in product(*[[c for c in "BYG" if c != true[i]] for i in where]):
            row = list(true)
            for i, c in zip(where, colours):
                row[i] = c
            hits += "".join(row) == shown
    return hits / (comb(len(true), lies) * 2**lies)


def enumerated_weights(game, rows) -> np.ndarray:
    """Return every answer's weight after `rows` ((guess, shown, won) triples) by enumerating the lies."""
    words = game.words
    w = np.full(len(words.answers), 1.0) if game.weights is None else np.array(game.weights)
    for guess, shown, won in rows:
        w = w * [enumerated_likelihood(guess, a, shown, won, game.lies) for a in words.answers]
    return w / w.sum() if w.sum() > 0 else w


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), lies=st.integers(1, 3), turns=st.integers(1, 4), noise=st.booleans())
def test_weights_equal_an_enumeration_of_every_lie(seed, lies, turns, noise):
    game = fibble(SMALL, lies)
    rng = np.random.default_rng(seed)
    answer = int(rng.integers(len(game.words.answers)))
    state, rows = game.start(), []
    for _ in range(turns):
        guess = int(rng.integers(len(game.words.guesses)))
        true = int(game.matrix[guess, answer])
        shown = int(rng.integers(243)) if noise else game.channel.draw(true, rng)  # noise: any row at all
        won = true == game.solved and shown == true
        rows.append((game.words.guesses[guess], EXACT.show(shown, 5), won))
        expected = enumerated_weights(game, rows)
        if not expected.any():
            with pytest.raises(UnexplainedRowError, match="no answer in the list explains"):
                state.apply(guess, [shown], [won])
            return
        state = state.apply(guess, [shown], [won])
        board = state.boards[0]
        got = np.zeros(len(game.words.answers))
        got[board.candidates] = board.probabilities
        assert np.allclose(got, expected, atol=1e-12)
        assert (board.solved_at is not None) == won
        if not noise:
            assert answer in board.candidates  # the true answer keeps a positive weight
        if won:
            return


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), lies=st.integers(1, 5))
def test_the_answer_always_keeps_a_positive_weight_in_play(seed, lies):
    game = fibble(SMALL, lies, max_guesses=9)
    rng = np.random.default_rng(seed)
    answer = int(rng.integers(len(game.words.answers)))
    record, state = play_game(game, make_strategy("sum", game), (answer,), rng=rng)
    assert record.guesses[-1] == game.words.answers[answer]
    assert answer in state.boards[0].candidates


def test_under_a_prior_the_weights_are_the_prior_over_the_answers_left():
    prior = np.linspace(1.0, 3.0, len(SMALL.words.answers))
    game = ndle.Game(SMALL.words, SMALL.rules.changed(lies=1), SMALL.matrix, weights=prior)
    guess = game.words.guess_id(game.words.answers[0])
    state = game.start().apply(guess, [encode("BBYBB")], [False])
    board = state.boards[0]
    expected = enumerated_weights(game, [(game.words.answers[0], "BBYBB", False)])
    got = np.zeros(len(expected))
    got[board.candidates] = board.probabilities
    assert np.allclose(got, expected) and board.weights is not None


def test_a_lying_all_green_row_is_no_win_and_the_host_plays_it_so():
    game = fibble(game_on(["crane", "crate", "trace"]))
    crane = game.words.guess_id("crane")
    state = game.start().apply(crane, [all_green(5)], [False])  # crate's row GGGGB, its last tile lying
    assert not state.done and game.words.answers[state.boards[0].candidates[0]] == "crate"
    assert game.start().apply(crane, [all_green(5)]).done  # typed: all greens is the win


def test_rows_are_read_as_typed_even_those_honest_rows_never_show():
    game = fibble(SMALL)
    assert parse_shown(game, "GGGGY", 5) == encode("GGGGY")
    state = ndle.State.from_feedback(ndle.Game.create("fibble"), [("crane", "GGGGY")])
    assert "crank" in [state.game.words.answers[a] for a in state.boards[0].candidates]  # GGGGB, its last tile lying


# -- bad input: one line, exit 2, before any work ------------------------------------------------------------------
def test_a_row_no_answer_explains_is_one_line_and_exit_2(capsys):
    game = fibble(game_on(["crane", "crate"], ["moist"]))
    with pytest.raises(NoCandidatesError) as e:
        ndle.State.from_feedback(game, [("moist", "GGGBB")])  # two greens from words sharing no letter: two lies
    assert isinstance(e.value, UnexplainedRowError) and "\n" not in str(e.value)
    code, out, err = run_cli(capsys, "suggest", "--game", "fibble", "soare=GGGGG")  # soare is no answer
    assert code == 2 and out == "" and err.count("\n") == 1 and "explains" in err


def test_the_settings():
    rules = ndle.Game.create("fibble").rules
    assert (rules.lies, rules.max_guesses, rules.boards) == (1, 9, 1)
    assert ndle.Game.create("fibble", lies=3).rules.lies == 3 and ndle.Game.create("wordle").rules.lies == 0
    assert "1 lie a row" in rules.describe() and rules.changed(game=None).lies == 0
    for bad, match in [(dict(lies=6), "0 to 5"), (dict(lies=1, mode="sequence", max_guesses=9), "classic"),
                       (dict(lies=1, hard=True), "hard mode"), (dict(lies=1, feedback="jotto"), "three colours")]:
        with pytest.raises(ModeError, match=match):
            ndle.Game.create(**bad)
    assert "lies" not in Spec(ndle.Game.create("wordle").rules, "sum", 2, 1, "x").to_dict()  # old runs unchanged
    assert Spec(rules, "sum", 2, 1, "x").to_dict()["lies"] == 1


def test_the_cli_refuses_a_bad_lie_count(capsys):
    code, out, err = run_cli(capsys, "suggest", "--lies", "6")
    assert code == 2 and "at most 5" in err


# -- the scorers of the rows shown ---------------------------------------------------------------------------------
def slow_shown_entropies(game, candidates, weights):
    """Return H(S) and H(A | S) of every guess by their definitions (posteriors enumerated per shown row)."""
    C = game.channel.matrix.toarray()
    hs, left = [], []
    for g in range(len(game.words.guesses)):
        joint = weights[:, None] * C[game.matrix[g, candidates]]  # candidates by observed rows
        p = joint.sum(axis=0)
        hs.append(-sum(x * log2(x) for x in p if x > 0))
        rest = 0.0
        for s in np.flatnonzero(p):
            post = joint[:, s] / p[s]
            rest += p[s] * -sum(x * log2(x) for x in post if x > 0)
        left.append(rest)
    return np.array(hs), np.array(left)


@pytest.mark.parametrize("lies", [1, 2])
def test_the_shown_scorer_equals_its_definition(lies):
    game = fibble(SMALL, lies)
    candidates = np.arange(0, 40, 3)
    scorer = ShownScorer(game.matrix, game.channel)
    hs, left = slow_shown_entropies(game, candidates, np.full(len(candidates), 1 / len(candidates)))
    assert np.allclose(scorer.entropy(candidates), hs) and np.allclose(scorer.remaining(candidates), left)
    board = game.start().boards[0]
    sizes, probs = shown_classes(game, np.arange(5), board)
    assert np.allclose(probs.sum(axis=1), 1.0) and (sizes.sum(axis=1) >= len(board.candidates)).all()


def test_the_entropy_strategies_score_the_rows_shown():
    game = fibble(SMALL)
    state = game.start()
    s = make_strategy("sum", game)
    assert np.allclose(s.combined(state), ShownScorer.for_game(game).remaining(state.boards[0].candidates))
    honest = make_strategy("sum", SMALL).combined(SMALL.start())
    assert (s.combined(state) > honest + 0.5).all()  # the lies leave more to learn after every guess


# -- the exact search on tiny lists: a slow expectimax -------------------------------------------------------------
def slow_expectimax(answers, guesses, lies, limit):
    """Return the least expected guesses to win every answer within `limit`, by enumerating the lies (memoised on
    the answers' weights)."""
    def after(live: dict, row: tuple) -> tuple:
        guess, shown, won = row
        w = {a: p * enumerated_likelihood(guess, a, shown, won, lies) for a, p in live.items()}
        total = sum(w.values())
        return tuple(sorted((a, round(p / total, 12)) for a, p in w.items() if p > 0))

    @cache
    def value(weights: tuple, left: int) -> float:
        live = dict(weights)
        if left == 0:
            return inf
        if len(live) == 1:
            return 1.0
        best = inf
        for g in guesses:
            shows = {}  # every row but the win's, and its chance
            for a, p in live.items():
                if a == g:
                    continue  # won: nothing more to pay
                true = EXACT.reference(g, a)
                for where in combinations(range(len(true)), lies):
                    for colours in product(*[[c for c in "BYG" if c != true[i]] for i in where]):
                        row = list(true)
                        for i, c in zip(where, colours):
                            row[i] = c
                        key = "".join(row)
                        shows[key] = shows.get(key, 0.0) + p / (comb(len(true), lies) * 2**lies)
            cost = 1.0 + sum(p * value(after(live, (g, shown, False)), left - 1) for shown, p in shows.items())
            best = min(best, cost)
        return best

    return value(tuple((a, round(1 / len(answers), 12)) for a in sorted(answers)), limit)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), lies=st.integers(1, 2), limit=st.integers(2, 4))
def test_exact_values_equal_a_slow_expectimax(seed, lies, limit):
    rng = np.random.default_rng(seed)
    pool = list(ndle.Game.create("wordle").words.answers[:300])
    answers = sorted(rng.choice(pool, 3, replace=False).tolist())
    extra = sorted(set(rng.choice(pool, 2, replace=False).tolist()) - set(answers))
    game = fibble(game_on(answers, extra, max_guesses=limit), lies)
    value, guess = LyingSolver(game).solve()
    assert value == pytest.approx(slow_expectimax(tuple(answers), tuple(game.words.guesses), lies, limit))
    assert (guess >= 0) == (value < inf)


def test_the_exact_search_refuses_big_lists(capsys):
    with pytest.raises(ndle.errors.NdleError, match="at most 12 answers"):
        LyingSolver(ndle.Game.create("fibble"))
    code, out, err = run_cli(capsys, "optimal", "--game", "fibble")
    assert code == 2 and err.count("\n") == 1


def test_a_seeded_run_is_the_same_for_any_number_of_workers():
    game = fibble(SMALL, 2, max_guesses=9)
    one = ndle.simulate(game, "sum", games=8, seed=4, jobs=1, progress=False)
    two = ndle.simulate(game, "sum", games=8, seed=4, jobs=2, chunk_size=3, progress=False)
    assert one.records == two.records and one.spec.rules.lies == 2
    other = ndle.simulate(game, "sum", games=8, seed=5, jobs=1, progress=False)
    assert other.records != one.records
