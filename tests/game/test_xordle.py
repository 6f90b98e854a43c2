"""Xordle: the merged row against a readable reference, the pairs never losing the true one, the board once a word
is found, every strategy and command on it, bad pairs refused, exact values against a slow expectimax."""

from collections import Counter
from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import ModeError, NoCandidatesError, WordError
from ndle.game import Game, State, as_game
from ndle.playing import play_game
from ndle.patterns.matrix import pattern_matrix
from ndle.render.share import share_text
from ndle.rules import Rules
from ndle.strategies import make_strategy, strategy_names
from ndle.strategies.pools import POOLS
from ndle.words import load_words, make_word_list
from ndle.solver.xordle.exact import MAX_ANSWERS, exact_value
from ndle.patterns.codes import not_won_code
from ndle.xordle.pairs import all_pairs, merged_codes
from ndle.game import row_code
from tests.players_util import run_cli, small_game
from tests.strategies.test_conformance import check_game

SMALL = small_game(60, 90, seed=8)
XSMALL = SMALL.with_boards(2, mode="xordle")


def wordle_row(guess: str, answer: str) -> str:
    """Wordle's colours, written plainly: greens first, then yellows while unmatched copies of the letter remain."""
    row = ["B"] * len(guess)
    unmatched = Counter(a for g, a in zip(guess, answer) if g != a)
    for i, (g, a) in enumerate(zip(guess, answer)):
        if g == a:
            row[i] = "G"
    for i, g in enumerate(guess):
        if row[i] == "B" and unmatched[g] > 0:
            row[i], unmatched[g] = "Y", unmatched[g] - 1
    return "".join(row)


def xordle_row(guess: str, first: str, second: str) -> tuple[str, bool]:
    """The game's rule as its page states it: green if green in either word, else yellow if yellow in either; and
    whether the guess is one of the words (the game says so)."""
    rank = "BYG".index
    a, b = wordle_row(guess, first), wordle_row(guess, second)
    return "".join(max(x, y, key=rank) for x, y in zip(a, b)), guess in (first, second)


def decoded(code: int, length: int) -> str:
    return "".join("BYG"[(code // 3 ** (length - 1 - i)) % 3] for i in range(length))


@pytest.fixture(scope="module")
def xordle(wordle):
    return wordle.with_boards(2, mode="xordle")


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_the_merged_row_is_the_games_rule(xordle, data):
    first, second = all_pairs(xordle.words)
    k = data.draw(st.integers(0, len(first) - 1))
    g = data.draw(st.integers(0, len(xordle.words.guesses) - 1))
    words = xordle.words
    a, b = int(first[k]), int(second[k])
    if data.draw(st.booleans()):  # a guess that is one of the words, or shares their letters, now and then
        g = int(words.answer_guess[data.draw(st.sampled_from([a, b]))])
    code = int(merged_codes(xordle.matrix[g, [a]], xordle.matrix[g, [b]], 5)[0])
    row, found = xordle_row(words.guesses[g], words.answers[a], words.answers[b])
    if row == "GGGGG" and not found:
        assert code == not_won_code(5)
    else:
        assert decoded(code, 5) == row
    assert row_code(xordle, g, (a, b)) == code == row_code(xordle, g, (b, a))


def test_repeated_letters_and_a_cross_row(xordle):
    w = xordle.words
    crane, pilot = w.answer_id("crane"), w.answer_id("pilot")
    assert decoded(row_code(xordle, w.guess_id("surer"), (crane, pilot)), 5) == "BBYYB"  # one r of crane's: one Y
    abase, chick = w.answer_id("abase"), w.answer_id("chick")
    assert row_code(xordle, w.guess_id("aback"), (abase, chick)) == not_won_code(5)  # ABA from abase, CK from chick


def test_pairs_share_no_letter_and_are_all_there(xordle):
    first, second = all_pairs(xordle.words)
    words = xordle.words.answers
    assert len(first) == 591_038 and (first < second).all()
    for k in np.random.default_rng(0).choice(len(first), 200, replace=False):
        assert not set(words[first[k]]) & set(words[second[k]])
    small = SMALL.words.answers
    expected = {(i, j) for i, j in combinations(range(len(small)), 2) if not set(small[i]) & set(small[j])}
    f, s = all_pairs(SMALL.words)
    assert set(zip(f.tolist(), s.tolist())) == expected


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_the_true_pair_is_never_filtered_out(data):
    first, second = all_pairs(XSMALL.words)
    k = data.draw(st.integers(0, len(first) - 1))
    answers = (int(first[k]), int(second[k]))
    if data.draw(st.booleans()):
        answers = answers[::-1]
    guesses = data.draw(st.lists(st.integers(0, len(XSMALL.words.guesses) - 1), min_size=1, max_size=6, unique=True))
    state = XSMALL.start()
    for g in guesses:
        if state.done:
            break
        state = state.play(g, answers)
        pairs = set(zip(state.pairs[0].tolist(), state.pairs[1].tolist()))
        assert answers in pairs or answers[::-1] in pairs
        for board in state.boards:
            if board.solved:
                assert int(board.candidates[0]) in answers
            assert set(board.candidates.tolist()) & set(answers)


def test_once_a_word_is_found_the_other_is_a_wordle_board():
    w = XSMALL.words
    first, second = all_pairs(w)
    a, b = int(first[3]), int(second[3])
    state = XSMALL.start().play(w.answer_guess[b], (a, b))
    assert state.boards[0].solved and list(state.boards[0].candidates) == [b]
    partners = state.boards[1].candidates
    assert a in partners and not any(set(w.answers[p]) & set(w.answers[b]) for p in partners)
    for g in range(0, len(w.guesses), 7):  # the merged rows split the partners exactly as Wordle's rows do
        merged = merged_codes(np.full(len(partners), XSMALL.matrix[g, b]), XSMALL.matrix[g, partners], 5)
        plain = XSMALL.matrix[g, partners]
        assert len(set(zip(merged.tolist(), plain.tolist()))) == len(set(plain.tolist())) == len(set(merged.tolist()))
    state = state.play(w.answer_guess[a], (a, b))
    assert state.done and [b_.solved_at for b_ in state.boards] == [1, 2]


STATIC = ("cover", "cover_adaptive")  # letter covers played before any candidate: longer than 6 x boards + 6


@pytest.mark.parametrize("pool", POOLS)
@pytest.mark.parametrize("name", [n for n in strategy_names() if n != "tree"])  # tree: a saved tree's file
def test_every_strategy_plays_xordle(name, pool):
    rng = np.random.default_rng([len(name), POOLS.index(pool)])
    first, second = all_pairs(XSMALL.words)
    for k in rng.choice(len(first), 2, replace=False):
        answers = (int(first[k]), int(second[k]))
        if name in STATIC:
            record, _ = play_game(XSMALL, make_strategy(name, XSMALL, pool=pool), answers, rng=rng)
            assert len(set(record.guesses)) == len(record.guesses)
            assert all(record.guesses[t - 1] == w for w, t in zip(record.answers, record.solved_at))
            continue
        record = check_game(XSMALL, name, pool, answers, rng)
        if name in ("sum", "entropy", "lookahead") and pool == "all":
            assert record.won, (name, record.guesses)


def test_the_real_game(xordle):
    assert (xordle.boards, xordle.max_guesses, xordle.prefill, xordle.mode) == (2, 9, 1, "xordle")
    assert as_game("xordle").max_guesses == 9 and Rules(mode="xordle").prefill == 1
    with pytest.raises(ModeError, match="2 boards"):
        Rules(mode="xordle", boards=3)
    with pytest.raises(ModeError, match="feedback exact"):
        Rules(game="xordle", feedback="naive")
    with pytest.raises(WordError, match="share 're'"):
        xordle.answer_ids(["crane", "prize"])


def test_cli_refuses_a_pair_that_shares_a_letter(capsys):
    code, out, err = run_cli(capsys, "play", "--game", "xordle", "--answers", "crane,prize")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and "share 're'" in err


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_replacement_is_refused(capsys, command):
    code, out, err = run_cli(capsys, command, "--game", "xordle", "--replacement", "--games" if command == "simulate"
                             else "--seed", "2")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and "replacement" in err


def test_an_impossible_row_is_one_line(capsys):
    code, out, err = run_cli(capsys, "suggest", "--game", "xordle", "moose=BBBBB", "those=GGGGG")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and "no pair" in err
    first, _ = all_pairs(XSMALL.words)
    g = int(XSMALL.words.answer_guess[first[0]])
    state = XSMALL.start().apply(g, [0, 0])  # all grey: neither word has a letter of g
    with pytest.raises(NoCandidatesError, match="no pair"):
        state.apply(g, [XSMALL.solved] * 2)  # so g cannot be one of them


def test_suggest_and_assist_read_the_merged_row(capsys):
    code, out, _ = run_cli(capsys, "suggest", "--game", "xordle", "moose=BBBGG", "guilt=GBGYG")
    assert code == 0 and "pairs left: 16:" in out and "glaze+twist" in out


def tiny_game() -> Game:
    answers = ["crane", "pilot", "dusky", "might", "obese", "lumpy", "witch", "fjord", "sound"]
    words = make_word_list("tiny", answers, ["stomp", "cloud", "ghoul"])
    return Game(words, Rules(mode="xordle", prefill=0), pattern_matrix(words.guesses, words.answers))


def slow_value(pairs: frozenset, found: str | None, guesses: tuple[str, ...]) -> float:
    """The plain expectimax on words: the least expected number of guesses to find both words of a pair."""
    if found is not None and len(pairs) == 1:
        return 1.0
    best = np.inf
    for g in guesses:
        if g == found:
            continue
        classes: dict = {}
        for pair in pairs:
            classes.setdefault(xordle_row(g, *pair), set()).add(pair)
        if len(classes) == 1 and not next(iter(classes))[1]:
            continue
        total = 1.0
        for (_, hit), part in classes.items():
            if hit and found is not None:
                continue
            total += len(part) / len(pairs) * slow_value(frozenset(part), g if hit else found, guesses)
        best = min(best, total)
    return best


def test_exact_values_equal_a_slow_expectimax():
    game = tiny_game()
    w = game.words
    pairs = frozenset((w.answers[a], w.answers[b]) for a, b in zip(*all_pairs(w)))
    assert exact_value(game.start())[0] == pytest.approx(slow_value(pairs, None, w.guesses))
    a, b = w.answer_id("crane"), w.answer_id("pilot")
    state = game.start().play(w.guess_id("dusky"), (a, b))
    left = frozenset(p for p in pairs if xordle_row("dusky", *p) == xordle_row("dusky", "crane", "pilot"))
    assert exact_value(state)[0] == pytest.approx(slow_value(left, None, w.guesses))
    state = state.play(w.guess_id("pilot"), (a, b))
    left = frozenset(p for p in left if "pilot" in p)
    assert exact_value(state)[0] == pytest.approx(slow_value(left, "pilot", w.guesses))


def test_the_exact_search_refuses_big_lists():
    with pytest.raises(ModeError, match=f"at most {MAX_ANSWERS} answers"):
        exact_value(XSMALL.start())


def test_a_game_plays_to_the_end_with_the_answers_in_order():
    first, second = all_pairs(XSMALL.words)
    answers = (int(second[5]), int(first[5]))
    record, _ = play_game(XSMALL, make_strategy("sum", XSMALL), answers, rng=np.random.default_rng(1))
    for word, turn in zip(record.answers, record.solved_at):
        assert record.guesses[turn - 1] == word


def test_the_exact_value_bounds_every_strategy_over_every_pair():
    rng = np.random.default_rng(3)  # a 16-answer list where `sum` is not optimal and the look-ahead is
    answers = sorted(rng.choice(load_words("wordle").answers, 16, replace=False).tolist())
    words = make_word_list("xordle16", answers, [])
    game = Game(words, Rules(mode="xordle", prefill=0), pattern_matrix(words.guesses, words.answers))
    value, _ = exact_value(game.start())
    first, second = all_pairs(words)
    means = {}
    for name in ("sum", "lookahead"):
        strategy = make_strategy(name, game)
        means[name] = np.mean([play_game(game, strategy, (int(a), int(b)), rng=np.random.default_rng(0))[0].turns
                               for a, b in zip(first, second)])
    assert value == pytest.approx(101 / 33) and means["lookahead"] == pytest.approx(value)
    assert means["sum"] > value + 0.01


def test_optimal_gives_the_exact_value_and_refuses_what_does_not_apply(capsys, tmp_path):
    game = tiny_game()
    path, extra = tmp_path / "tiny.txt", tmp_path / "extra.txt"
    path.write_text("\n".join(game.words.answers) + "\n")
    extra.write_text("\n".join(sorted(set(game.words.guesses) - set(game.words.answers))) + "\n")
    code, out, _ = run_cli(capsys, "optimal", "--game", "xordle", "--answers-file", str(path),
                           "--guesses-file", str(extra))
    assert code == 0 and f"{exact_value(game.start())[0]:.4f}" in out
    for extra in (["--opener", "salet"], ["--objective", "worst"]):
        code, out, err = run_cli(capsys, "optimal", "--game", "xordle", "--answers-file", str(path), *extra)
        assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    code, _, err = run_cli(capsys, "optimal", "--game", "xordle")
    assert code == 2 and "at most 16 answers" in err
    code, _, err = run_cli(capsys, "rank", "--game", "xordle", "--top", "1")
    assert code == 2 and "xordle does not apply to ndle rank" in err
    code, out, _ = run_cli(capsys, "review", "--game", "xordle", "--answer", "crane,pilot", "surer", "crane", "pilot")
    assert code == 0 and out.splitlines()[-1].startswith("you: solved in 3")  # review plays xordle (the clue first)


def test_the_share_text_is_one_grid_like_the_games():
    w = XSMALL.words
    first, second = all_pairs(w)
    answers = (int(first[0]), int(second[0]))
    state = XSMALL.opening(answers, np.random.default_rng(2))
    state = state.play(w.answer_guess[answers[1]], answers).play(w.answer_guess[answers[0]], answers)
    lines = share_text(state).splitlines()
    assert lines[:2] == ["Xordle 3/9", ""] and lines[-2:] == ["🟩" * 5] * 2 and len(lines) == 5


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_typed_rows_reach_the_played_position(data):
    """The rows as the game shows them (one string a guess, `*` after an all-green row that found no word) give the
    same pairs as the hidden answers did."""
    first, second = all_pairs(XSMALL.words)
    k = data.draw(st.integers(0, len(first) - 1))
    answers = (int(first[k]), int(second[k]))
    w = XSMALL.words
    guesses = data.draw(st.lists(st.integers(0, len(w.guesses) - 1), min_size=1, max_size=5, unique=True))
    state, typed = XSMALL.start(), []
    for g in guesses + [int(w.answer_guess[answers[0]])]:
        if state.done or g in state.guesses:
            break
        code = row_code(XSMALL, g, answers)
        typed.append((w.guesses[g], decoded(min(code, XSMALL.solved), 5) + ("*" if code == not_won_code(5) else "")))
        state = state.play(g, answers)
    again = State.from_feedback(XSMALL, typed)
    assert all(np.array_equal(a, b) for a, b in zip(again.pairs, state.pairs))
    assert [b.solved_at for b in again.boards] == [b.solved_at for b in state.boards]
