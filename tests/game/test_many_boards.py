"""Many boards: Kilordle's preset and greens rule, the guess limit that grows with the boards, the memory refusal,
the state's per-board arrays, and `sum`'s fixed-point total on many boards."""

from __future__ import annotations

import re

import numpy as np
import pytest

from ndle import Game, make_strategy
from ndle.errors import ModeError
from ndle.playing import next_guess, play_game
from ndle.rules import MAX_BOARDS, guess_cap
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.rules import Rules
from ndle.strategies.fetterman import EXACT_BOARDS
from tests.faults.procs import refused
from tests.players_util import run_cli


def test_kilordle_is_a_thousand_boards_1005_guesses_and_the_greens_rule():
    rules = Rules(game="kilordle")
    assert (rules.boards, rules.max_guesses, rules.mode) == (1000, 1005, "greens")
    assert Rules(boards=1000, max_guesses=1006).max_guesses == 1006  # what a new user tries
    assert Rules(boards=1000).max_guesses == 1005 and Rules(boards=5000).max_guesses == 5005


@pytest.mark.parametrize("fields, message", [
    ({"boards": 1000, "max_guesses": 2001}, "at most 2000 on 1000 board(s)"),
    ({"boards": 4, "max_guesses": 1001}, "at most 1000 on 4 board(s)"),
    ({"boards": MAX_BOARDS + 1}, f"at most {MAX_BOARDS:,}"),
])
def test_absurd_limits_and_board_counts_are_refused_in_one_line(fields, message):
    with pytest.raises(ModeError, match=re.escape(message)):
        Rules(**fields)
    assert guess_cap(1) == guess_cap(500) == 1000 and guess_cap(1000) == 2000


def test_more_boards_than_memory_allows_are_refused_before_the_matrix(monkeypatch):
    import ndle.game.game
    monkeypatch.setattr(ndle.game.game, "matrix_for", lambda *a: pytest.fail("the matrix was loaded"))
    with pytest.raises(ModeError, match=r"100,000 boards of 2,315 answers .* need about \d+\.\d GiB"):
        Game.create(boards=MAX_BOARDS)


def test_the_cli_plays_a_thousand_boards_and_refuses_a_hundred_thousand(capsys):
    code, out, err = run_cli(capsys, "play", "--boards", "1000", "--max-guesses", "1006", "--seed", "3",
                             "--strategy", "sum", "--json")
    assert code == 0, err
    assert '"max_guesses": 1006' in out and '"won": true' in out and '"mode": "classic"' in out
    assert "give fewer boards" in refused(capsys, "play", "--boards", str(MAX_BOARDS), "--seed", "1")


def test_more_boards_than_answers_need_replacement(capsys):
    assert "use replacement" in refused(capsys, "play", "--boards", "2400", "--seed", "1", "--strategy", "cover")
    code, out, err = run_cli(capsys, "play", "--boards", "2400", "--replacement", "--seed", "1", "--strategy", "cover",
                             "--mode", "greens", "--json")
    assert code == 0 and '"won": true' in out, err


def _greens_pair(game):
    """Return an answer and two guesses, neither the answer, whose greens together cover all its letters."""
    words = game.words
    answer = words.answers.index("crane")
    first, second = words.guess_id("crimp"), words.guess_id("grand")  # C R . . . then . R A N . ; E never green
    third = words.guess_id("prose")  # . R . . E
    return answer, (first, second, third)


def test_greens_mode_solves_a_board_once_each_letter_was_green_somewhere():
    greens = Game.create(boards=2, mode="greens")
    classic = Game.create(boards=2)
    answer, guesses = _greens_pair(greens)
    other = greens.words.answers.index("zesty")
    for game, solved in ((greens, 3), (classic, None)):
        state = game.start()
        for g in guesses:
            state = state.play(g, (answer, other))
        assert state.boards[0].solved_at == solved
        assert list(state.boards[0].candidates) == [answer]
        assert state.greens[0] == 0b11111 and not state.boards[1].solved
    assert greens.start().play(guesses[0], (answer, other)).boards[0].solved_at is None


def test_the_state_arrays_agree_with_the_boards_turn_by_turn():
    game = Game.create(boards=40, mode="greens")
    answers = draw_answers(game_rng(5, 0), len(game.words.answers), 40, False)
    state, strategy = game.start(), make_strategy("sum", game)
    while not state.done:
        state = state.play(next_guess(state, strategy), answers)
        assert state.sizes.tolist() == [len(b.candidates) for b in state.boards]
        assert state.sole.tolist() == [int(b.candidates[0]) if len(b.candidates) == 1 else -1 for b in state.boards]
        assert state.solved_turns.tolist() == [b.solved_at or 0 for b in state.boards]
        assert state.active == [i for i, b in enumerate(state.boards) if not b.solved]
        row = state.patterns[-1]
        assert [p is None for p in row] == [b.solved and b.solved_at < state.turn for b in state.boards]


def test_sum_on_many_boards_is_the_board_sum_in_fixed_point_and_incremental():
    game = Game.create(boards=3 * EXACT_BOARDS)
    answers = draw_answers(game_rng(2, 0), len(game.words.answers), game.boards, False)
    player, state = make_strategy("sum", game), game.start()
    for _ in range(4):
        total = player.combined(state)
        fresh = make_strategy("sum", game).combined(state)  # from nothing, not from the last turn
        assert np.array_equal(total, fresh)
        slow = np.sum([player.board_scores(b) for b in state.unsolved], axis=0)
        assert np.allclose(total, slow, rtol=0, atol=1e-6 * len(state.unsolved))
        state = state.play(player.choose(state), answers)


def test_sum_on_few_boards_adds_the_boards_in_order_as_always():
    game = Game.create("octordle")
    answers = draw_answers(game_rng(4, 0), len(game.words.answers), 8, False)
    player, state = make_strategy("sum", game), game.start()
    state = state.play(player.choose(state), answers)
    assert np.array_equal(player.combined(state), np.sum([player.board_scores(b) for b in state.unsolved], axis=0))


def test_the_covers_win_kilordle_in_about_thirty_and_sum_in_under_a_hundred():
    game = Game.create("kilordle")
    answers = draw_answers(game_rng(1, 0), len(game.words.answers), 1000, False)
    cover, _ = play_game(game, make_strategy("cover", game), answers)
    greedy, _ = play_game(game, make_strategy("cover_adaptive", game, plan="greedy"), answers)
    assert cover.won and cover.turns <= 30 and greedy.won and greedy.turns < 60


def test_the_static_cover_shows_every_answer_letter_in_every_place_in_thirty_words(wordle):
    from ndle.measures.cover import answer_pairs, guess_pairs, static_cover

    cover = static_cover(wordle.words)
    shown = np.zeros_like(answer_pairs(wordle.words))
    shown[guess_pairs(wordle.words)[list(cover)].ravel()] = True
    assert len(cover) == 30 and not (answer_pairs(wordle.words) & ~shown).any()  # 30: the known optimum


def test_the_minimum_cover_is_as_small_as_any_found_by_brute_force(wordle):
    from itertools import combinations

    from ndle.measures.cover import answer_pairs, guess_pairs, minimum_cover

    words, rng = wordle.words, np.random.default_rng(3)
    allowed = np.zeros(len(words.guesses), dtype=bool)
    allowed[rng.choice(len(words.guesses), 40, replace=False)] = True
    pairs = guess_pairs(words)
    needed = np.zeros_like(answer_pairs(words))
    needed[rng.choice(pairs[allowed].ravel(), 8, replace=False)] = True
    cover = minimum_cover(words, needed, allowed)
    assert allowed[cover].all() and set(np.flatnonzero(needed)) <= set(pairs[cover].ravel())
    smaller = [c for k in range(1, len(cover)) for c in combinations(np.flatnonzero(allowed), k)
               if set(np.flatnonzero(needed)) <= set(pairs[list(c)].ravel())]
    assert not smaller
