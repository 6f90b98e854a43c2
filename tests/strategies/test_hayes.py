import numpy as np
import pytest

from ndle.errors import StrategyError
from ndle.game import State
from ndle.playing import play_game
from ndle.strategies import make_strategy, strategy_names
from ndle.measures.letters import frequency_scores, position_counts
from ndle.words import load_words, make_word_list
from ndle.game import Game
from tests.players_util import game_on, small_game

FAMILY = ["entropy", "stddev", "scatter", "frequency"]


def test_registered():
    assert {"random", "frequency", "entropy", "stddev", "scatter", "dichter"} <= set(strategy_names())


@pytest.mark.parametrize("name, opener", [("entropy", "soare"), ("stddev", "roate"), ("scatter", "trace")])
def test_own_starters(wordle, name, opener):
    # Hayes, Table 1: each criterion's best first guess over all 12,972 guesses.
    assert wordle.words.guesses[make_strategy(name, wordle).choose(wordle.start())] == opener


def test_frequency_table_and_starter(wordle):
    # Hayes, Figure 3 and text: A starts 141 answers, Z ends 4; SKUNK 836, KOALA 832, PIGGY 851; starter SLATE.
    w = wordle.words
    table = position_counts(w, np.arange(len(w.answers)))
    assert table[0, 0] == 141 and table[4, 25] == 4 and table.sum() == 5 * len(w.answers)
    ids = np.array([w.guess_id(x) for x in ("skunk", "koala", "piggy")])
    assert frequency_scores(w, table, ids).tolist() == [836, 832, 851]
    s = make_strategy("frequency", wordle, pool="candidates")
    assert w.guesses[s.choose(wordle.start())] == "slate"


def test_frequency_recount_uses_remaining_candidates():
    game = game_on(["abbey", "abbot", "cigar", "civic"], ["zzzzz"])
    state = State.from_feedback(game, [("zzzzz", "BBBBB")])
    fixed = make_strategy("frequency", game, pool="candidates")
    assert fixed.scores(state, np.array([0])).shape == (1,)
    state = state.apply(game.words.guess_id("cigar"), (int(game.matrix[game.words.guess_id("cigar"), 3]),))
    recount = make_strategy("frequency", game, recount=True)
    # Only CIVIC is left: with recount its letters score 5 x 1, the fixed table counts over all four answers.
    civic = np.array([game.words.guess_id("civic")])
    assert recount.scores(state, civic)[0] == 5
    assert fixed.scores(state, civic)[0] == 2 + 2 + 1 + 1 + 1


def test_fig11_false_to_vowel_common_words():
    # Hayes, Figure 11 (guesses from the common words): max-H plays FALSE, DETER, BINGO, ... and BINGO is
    # tied with VENOM, VINYL and VIXEN at H = 3.122 bits, chosen because it comes first alphabetically.
    full = load_words("wordle")
    common = make_word_list("common", full.answers, [])
    from ndle.patterns.matrix import pattern_matrix
    game = Game(common, matrix=pattern_matrix(common.guesses, common.answers))
    record, _ = play_game(game, make_strategy("entropy", game), (common.answer_id("vowel"),),
                          opener=common.guess_id("false"))
    assert record.guesses[:3] == ("false", "deter", "bingo") and record.turns == 5
    from ndle.measures.spectrum import stats_all
    state = State.from_feedback(game, [("false", "BBYBY"), ("deter", "BBBGB")])
    s = stats_all(game.matrix, state.boards[0].candidates, length=5)
    top = [common.guesses[i] for i in np.flatnonzero(s.entropy == s.entropy.max())]
    assert top == ["bingo", "venom", "vinyl", "vixen"] and round(s.entropy.max(), 3) == 3.122


def test_two_left_rule():
    # Two candidates: with the rule a candidate is played; without it the alphabetically first
    # guess that splits them (ADEPT: A or P lights up, Hayes's example) ties and comes first.
    game = game_on(["sweat", "swept"], ["adept", "zzzzz"])
    state = game.start()
    on = make_strategy("entropy", game)
    off = make_strategy("entropy", game, two_left=False, last_guess=False)
    assert game.words.guesses[on.choose(state)] == "sweat"
    assert game.words.guesses[off.choose(state)] == "adept"


def test_last_guess_rule():
    # ADEPT splits SWEAT, SWEPT, SWEET three ways; no candidate does, but on the last guess a candidate is played.
    game = game_on(["sweat", "swept", "sweet"], ["adept", "zzzzz"], max_guesses=1)
    state = game.start()
    assert game.words.guesses[make_strategy("entropy", game).choose(state)] == "sweat"
    assert game.words.guesses[make_strategy("entropy", game, last_guess=False).choose(state)] == "adept"


def test_last_candidate_always_played():
    game = game_on(["sweat", "swept", "sweet"], ["adept"])
    state = State.from_feedback(game, [("adept", "YBGBG")])
    assert len(state.boards[0].candidates) == 1
    for name in FAMILY:
        s = make_strategy(name, game, two_left=False, last_guess=False)
        assert game.words.guesses[s.choose(state)] == "sweat"


def test_ties_alphabetical_and_candidates_tiebreak():
    # After SOARE=BBBBB the best split is shared by several words; alphabetical picks the first,
    # tiebreak=candidates the first possible answer among the tied.
    game = small_game(80, 150, seed=5)
    for name in ("entropy", "scatter"):
        s = make_strategy(name, game)
        state = game.start()
        rows = s.choices(state)
        scores = s.scores(state, rows)
        tied = rows[scores == scores.max()]
        assert s.choose(state) == tied[0]
        c = make_strategy(name, game, tiebreak="candidates")
        possible = [g for g in tied if g in set(game.words.answer_guess.tolist())]
        assert c.choose(state) == (possible[0] if possible else tied[0])


def test_multi_board_sum_is_joint_entropy():
    # On two boards entropy sums per-board H: for independent boards that is the joint entropy.
    game = small_game(50, 60, seed=2, boards=2)
    s = make_strategy("entropy", game)
    state = game.start().play(0, (3, 17))
    rows = np.arange(len(game.words.guesses))
    total = s.scores(state, rows)
    g = int(s.choose(state))
    b0, b1 = state.boards
    joint = {}
    for a0 in b0.candidates:
        for a1 in b1.candidates:
            key = (game.matrix[g, a0], game.matrix[g, a1])
            joint[key] = joint.get(key, 0) + 1
    p = np.array(list(joint.values())) / (len(b0.candidates) * len(b1.candidates))
    assert total[g] == pytest.approx(-(p * np.log2(p)).sum())
    assert g == int(np.argmax(total))


def test_bad_options(wordle):
    with pytest.raises(StrategyError):
        make_strategy("entropy", wordle, tiebreak="random")
    with pytest.raises(StrategyError, match="true or false"):
        make_strategy("entropy", wordle, two_left="maybe")
    with pytest.raises(StrategyError, match="true or false"):
        make_strategy("frequency", wordle, recount=1)
    with pytest.raises(StrategyError):
        make_strategy("stddev", wordle, pool="arcana")
    with pytest.raises(StrategyError):
        make_strategy("scatter", wordle, colour=1)


def test_random_uses_only_the_generator(wordle):
    s = make_strategy("random", wordle)
    state = wordle.start()
    a = [s.choose(state, np.random.default_rng(7)) for _ in range(3)]
    assert len(set(a)) == 1 and wordle.words.guesses[a[0]] in wordle.words.answers
    state = state.play(wordle.words.guess_id("soare"), (wordle.words.answer_id("light"),))
    picks = {s.choose(state, np.random.default_rng(k)) for k in range(30)}
    allowed = set(wordle.words.answer_guess[state.boards[0].candidates].tolist())
    assert picks <= allowed and len(picks) > 5
