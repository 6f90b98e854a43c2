"""The skill-and-luck review's exact figures in hard mode, consistent play and Xordle, held to a slow expectimax that
follows the game's own rules (each step is `State.play`, so a guess the game refuses is never tried), on tiny
games; the exact player loses no skill in hard mode; which games the searches value is their own refusal's answer."""

from fractions import Fraction
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

import ndle
from ndle.analysis.searched import Searched
from ndle.analysis.skill import skill_review as review
from ndle.errors import NdleError
from ndle.game import Game
from ndle.patterns.matrix import pattern_matrix
from ndle.playing import play_game
from ndle.rules import Rules
from ndle.solver.arguments import HONOURS, refuse_unsupported
from ndle.solver.lying import check_size
from ndle.strategies import make_strategy
from ndle.words import make_word_list
from tests.analysis.test_skill import check_against_reference
from tests.solver.nboard.reference import expectimax_value

SPACE = {"code_length": 2, "symbols": "abcde"}  # 25 codes, Wordle's colours: hard mode changes the values here
HARD = ndle.as_game(1, hard=True, **SPACE)
CONSISTENT = ndle.as_game(1, consistent=True, **SPACE)
BOTH = ndle.as_game(1, hard=True, consistent=True, **SPACE)
N = len(HARD.words.answers)


def tiny_xordle(prefill: int = 0) -> Game:
    """Return Xordle on eight answers (the pairs with no common letter are its candidates) and two more guesses."""
    answers = ["crane", "pilot", "dusky", "might", "lumpy", "witch", "fjord", "sound"]
    words = make_word_list("tinyx", answers, ["stomp", "ghoul"])
    return Game(words, Rules(mode="xordle", prefill=prefill), pattern_matrix(words.guesses, words.answers))


XORDLE = tiny_xordle()


def played_reference(game):
    """Return (V, Q) over states: the slow exact value of a game played by its own rules. The feedback of a guess
    comes from `State.play` against each answer still possible (Xordle: each pair left), all equally likely (these
    games have no prior); a guess the game refuses at a position (hard mode, consistent play, a word found again)
    is not tried there; fractions throughout. A position is keyed by what its future depends on: the answers left
    (Xordle: the pairs and the boards solved) and the guesses the game still takes."""
    every = range(len(game.words.guesses))

    def answers(state):
        if state.pairs is not None:
            return [(int(a), int(b)) for a, b in zip(*state.pairs)]
        return [(int(a),) for a in state.boards[0].candidates]

    def play(state, g, ans):
        try:
            return state.play(g, list(ans))
        except NdleError:  # the game refuses the guess here
            return None

    def key(state):
        if state.done:
            return None
        rep = answers(state)[0]
        took = tuple(g for g in every if play(state, g, rep) is not None)
        return tuple(answers(state)), tuple(b.solved for b in state.boards), took

    states = {}

    def outcomes(state, g):
        """Return {key: probability} of the positions `g` leads to (None for a guess refused)."""
        left = answers(state)
        out: dict = {}
        seen: dict = {}  # one board: the answers giving one row lead to one position (played once)
        for ans in left:
            row = None if state.pairs is not None else int(game.matrix[g, ans[0]])
            if row is None or row not in seen:
                nxt = play(state, g, ans)
                if nxt is None:
                    return None
                k = key(nxt)
                states.setdefault(k, nxt)
                if row is not None:
                    seen[row] = k
            k = seen[row] if row is not None else k
            out[k] = out.get(k, Fraction(0)) + Fraction(1, len(left))
        return out

    @lru_cache(maxsize=None)
    def value_of(k):
        if k is None:
            return Fraction(0)
        state = states[k]
        best = None
        for g in every:
            out = outcomes(state, g)
            if out is None or list(out) == [k]:
                continue  # refused, or surely the same position again: never best
            q = 1 + sum(p * value_of(kid) for kid, p in out.items())
            best = q if best is None else min(best, q)
        return best

    def value(state):
        k = key(state)
        states.setdefault(k, state)
        return value_of(k)

    def q(state, g):
        return 1 + sum(p * value_of(kid) for kid, p in outcomes(state, g).items())

    return value, q


REFERENCES: dict = {}


def ref_of(game):
    """Return the game's reference, made once (its memo serves every example)."""
    if id(game) not in REFERENCES:
        REFERENCES[id(game)] = played_reference(game)
    return REFERENCES[id(game)]


def played(game, answer: int, guesses: list[int]) -> list[str]:
    """Return the guesses the game takes, in order, up to the win: a guess it refuses is left out."""
    state, words = game.start(), []
    for g in guesses:
        if state.done:
            break
        try:
            state = state.play(g, [answer])
        except NdleError:
            continue
        words.append(game.words.guesses[g])
    return words


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([HARD, CONSISTENT, BOTH]), st.integers(0, N - 1),
       st.lists(st.integers(0, N - 1), min_size=1, max_size=4))
def test_hard_mode_and_consistent_figures_equal_the_rules_reference(game, answer, guesses):
    words = played(game, answer, guesses)
    if not words:
        return
    r = check_against_reference(game, game.words.answers[answer], words, ref=ref_of(game))
    assert all(t.exact["skill_lost"] and t.exact["luck"] for t in r.turns)  # 25 codes: every figure is exact
    if r.solved:
        assert len(r.turns) == pytest.approx(r.turns[0].before + r.skill_lost - r.luck, abs=1e-9)


def test_hard_mode_values_differ_from_normal_play():
    """The rules change the values here (else the test above would not tell a search that ignored them): the
    start is worth 77/25 guesses in hard mode and consistent play, 75/25 in normal play, and so say the reviews."""
    normal = ndle.as_game(1, **SPACE)
    assert ndle.solve(normal).value == pytest.approx(75 / 25, abs=1e-12)
    for game in (HARD, CONSISTENT, BOTH):
        assert ref_of(game)[0](game.start()) == Fraction(77, 25)
        t = review(game, "ab", ["ab"]).turns[0]
        assert t.exact["before"] and t.before == pytest.approx(77 / 25, abs=1e-12)
    assert review(normal, "ab", ["ab"]).turns[0].before == pytest.approx(3.0, abs=1e-12)


def test_the_exact_player_loses_no_skill_in_hard_mode():
    strategy = make_strategy("exact", HARD)
    for a in range(N):
        record, _ = play_game(HARD, strategy, [a])
        r = review(HARD, HARD.words.answers[a], list(record.guesses))
        assert r.skill_exact and r.skill_lost == 0.0 and r.skill == 99


def xordle_game(game, pair: int, guesses: list[int]) -> tuple[list[str], list[str]]:
    """Return a pair of answers and the guesses the game takes against it, up to the win."""
    first, second = game.start().pairs
    answers = [int(first[pair]), int(second[pair])]
    state, words = game.start(), []
    for g in guesses:
        if state.done:
            break
        try:
            state = state.play(g, answers)
        except NdleError:
            continue
        words.append(game.words.guesses[g])
    return [game.words.answers[a] for a in answers], words


@settings(max_examples=15, deadline=None)
@given(st.data())
def test_xordle_figures_equal_the_rules_reference(data):
    game = XORDLE
    pairs = len(game.start().pairs[0])
    pair = data.draw(st.integers(0, pairs - 1))
    guesses = data.draw(st.lists(st.integers(0, len(game.words.guesses) - 1), min_size=1, max_size=5))
    answers, words = xordle_game(game, pair, guesses)
    if not words:
        return
    r = check_against_reference(game, answers, words, ref=ref_of(game))
    assert all(t.exact["skill_lost"] and t.exact["luck"] for t in r.turns)  # at most 28 pairs: every figure exact


def test_xordle_after_its_clue_is_exact_and_adds_up():
    game = tiny_xordle(prefill=1)
    answers, words = ["crane", "dusky"], ["pilot", "stomp", "crane", "dusky"]
    r = check_against_reference(game, answers, words, ref=played_reference(game))
    assert len(r.turns) == 3 and r.skill_exact and r.luck_exact and r.solved
    assert len(r.turns) == pytest.approx(r.turns[0].before + r.skill_lost - r.luck, abs=1e-9)


def test_which_games_the_searches_value_is_their_refusal():
    """`Searched.applies` is the chosen search's own refusal: hard mode is taken on one board (Selby's search) but
    not under a prior (the weighted search refuses it), consistent play on several boards too; Xordle is taken;
    rows that lie only on a list the lying search takes."""
    weighted = ndle.as_game(1, code_length=3, symbols="abc", hard=True, prior="frequency")
    cases = [HARD, CONSISTENT, BOTH, XORDLE, weighted, ndle.as_game(2, code_length=3, symbols="abc", consistent=True),
             ndle.as_game("fibble"), ndle.as_game("wordle", hard=True), ndle.as_game("quordle"),
             ndle.as_game(1, code_length=2, symbols="abc", lies=1)]
    for game in cases:
        search = Searched.search_of(game)
        try:
            refuse_unsupported(game, search, **{**HONOURS[search], "limit": True})
            if search == "lying":
                check_size(game.words)  # the lying search's own size limit
            takes = True
        except NdleError:
            takes = False
        assert Searched.applies(game) == takes
    assert [Searched.applies(g) for g in cases] == [True, True, True, True, False, True, False, True, True, True]


def test_consistent_play_on_two_boards_is_valued_by_its_own_search():
    """On two boards of 2 x 4 codes (answers 12 and 34) after 14, consistent play's position is worth 28/9 guesses,
    free play's 3: the review marks both exact and each equals the slow n-board expectimax under its rule."""
    for consistent, want in ((False, Fraction(3)), (True, Fraction(28, 9))):
        game = ndle.as_game(2, code_length=2, symbols="1234", consistent=consistent)
        turn = review(game, ["12", "34"], ["14", "34", "12"], budget=120).turns[1]  # past a first compile
        pos = tuple(tuple(int(a) for a in b.candidates) for b in turn_state(game, ["12", "34"], ["14"]).unsolved)
        assert expectimax_value(game.words, pos, "last", consistent=consistent) == want
        assert turn.exact["before"] and turn.before == pytest.approx(float(want), abs=1e-12)


def turn_state(game, answers, guesses):
    """Return the state after `guesses` against the boards' `answers`."""
    state = game.start()
    for g in guesses:
        state = state.play(game.words.guess_index[g], [game.words.answer_index[a] for a in answers])
    return state


def test_the_xordle_search_stops_at_its_deadline_and_agrees_with_exact_value():
    from ndle.errors import OutOfTime
    from ndle.solver.xordle import PositionSearch, exact_value

    state = XORDLE.start()
    search = PositionSearch(state)
    search.deadline = 0.0  # long past
    with pytest.raises(OutOfTime):
        search.value()
    search.deadline = float("inf")
    value, best = search.value()
    assert (value, best) == exact_value(state)
    assert search.guess(best) == pytest.approx(value, abs=1e-12)
    assert all(search.guess(g) >= value - 1e-12 for g in range(len(XORDLE.words.guesses)))


@pytest.mark.slow
def test_hard_mode_wordles_first_guess_is_selbys_total_without_a_limit():
    """SALET in hard mode is valued through its feedback's positions, each by the one-board search under the hints:
    8,116 guesses over the 2,315 answers, `ndle.optimal`'s least total without a binding limit (two answers need a
    seventh guess; within six it is 8,122)."""
    game = ndle.as_game("wordle", hard=True)
    t = review(game, "crane", ["salet", "crane"], budget=60).turns[0]
    assert t.exact["expected_after"] and t.exact["luck"] and not t.exact["before"]
    total = ndle.optimal(game, "salet", max_guesses=20).total
    assert total == 8116 and t.expected_after == pytest.approx(total / 2315 - 1, abs=1e-12)
