"""Modes in play: what a strategy sees in sequence mode, reveals, pre-filled openings, the official score."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.errors import FeedbackError, NdleError, NoCandidatesError
from ndle.game import Game, State
from ndle.playing import GameRecord, play_game
from ndle.patterns.codes import all_green, decode
from ndle.strategies import make_strategy, strategy_names
from tests.players_util import small_game

SMALL = small_game(80, 150, seed=5)


def _sequence(n: int = 4) -> Game:
    return SMALL.with_boards(n, n + 6, mode="sequence")


def _answers(data, game: Game) -> tuple[int, ...]:
    n = len(game.words.answers)
    return tuple(data.draw(st.lists(st.integers(0, n - 1), min_size=game.boards, max_size=game.boards,
                                    unique=True)))


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_sequence_sum_plays_board_one_as_a_one_board_game(data):
    """In sequence mode `sum` sees only board 1 until it is solved: the same guesses as a one-board game."""
    game = _sequence(data.draw(st.sampled_from([2, 4])))
    answers = _answers(data, game)
    one = SMALL.with_boards(1)
    alone, _ = play_game(one, make_strategy("sum", one), answers[:1])
    record, _ = play_game(game, make_strategy("sum", game), answers)
    assert record.guesses[:record.solved_at[0]] == alone.guesses


@pytest.mark.parametrize("preset, mode", [("quordle", "sequence"), ("octordle", "sequence")])
def test_sequence_on_the_real_lists(wordle, preset, mode):
    game = Game.create(words=wordle.words, game=preset, mode=mode, matrix=wordle.matrix)
    one = wordle
    rng = np.random.default_rng(4)
    answers = tuple(int(a) for a in rng.choice(len(wordle.words.answers), game.boards, replace=False))
    soare = wordle.words.guess_id("soare")
    alone, _ = play_game(one, make_strategy("sum", one), answers[:1], opener=soare)
    record, _ = play_game(game, make_strategy("sum", game), answers, opener=soare)
    assert record.guesses[:record.solved_at[0]] == alone.guesses
    _check_record(game, answers, record)


def _check_record(game: Game, answers, record: GameRecord) -> None:
    """Each board is solved the turn its answer was played; the score is the sum of those turns."""
    for a, turn in zip(record.answers, record.solved_at):
        assert record.guesses.index(a) + 1 == turn
    assert record.total == sum(record.solved_at) and record.turns == max(record.solved_at)


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_hidden_boards_show_nothing_until_revealed(data):
    game = _sequence(4)
    answers = _answers(data, game)
    strategy = make_strategy("sum", game)
    classic = SMALL.with_boards(4)
    state, open_state = game.start(), classic.start()
    everything = np.arange(len(game.words.answers))
    while not state.done:
        first = next(b for b, board in enumerate(state.boards) if not board.solved)
        assert state.active == [first]
        for b, board in enumerate(state.boards):
            if b > first:
                assert board.hidden and np.array_equal(board.candidates, everything)
                assert all(row[b] is None for row in state.patterns)
            elif not board.hidden:
                assert np.array_equal(board.candidates, open_state.boards[b].candidates)
                assert board.solved_at == open_state.boards[b].solved_at
        guess = strategy.choose(state)
        state, open_state = state.play(guess, answers), open_state.play(guess, answers)
    assert [b.solved_at for b in state.boards] == [b.solved_at for b in open_state.boards]
    assert state.patterns == open_state.patterns


def test_a_board_solved_while_hidden_is_found_solved_on_reveal():
    game = _sequence(3)
    words = game.words
    answers = (0, 1, 2)
    state = game.start()
    for a in (2, 0):  # board 3's answer while board 1 is visible, then board 1's
        state = state.play(int(words.answer_guess[a]), answers)
    assert [b.solved_at for b in state.boards] == [2, None, None] and state.boards[2].hidden
    assert state.active == [1] and state.patterns[0][2] is None  # board 2 revealed, board 3 still hidden
    state = state.play(int(words.answer_guess[1]), answers)
    assert state.done and [b.solved_at for b in state.boards] == [2, 3, 1]
    assert state.patterns[0][2] == all_green(5) and state.patterns[1][2] is None


def test_reveal_checks_its_feedback():
    game = _sequence(2)
    answers = (0, 1)
    state = game.start().play(5, answers)
    assert state.needs_reveal is None and state.boards[1].hidden
    with pytest.raises(NdleError, match="not hidden"):
        state.reveal(0, [0])
    solved = state.apply(int(game.words.answer_guess[0]), [all_green(5), 0])
    assert solved.needs_reveal == 1
    truth = [int(game.matrix[g, 1]) for g in solved.guesses]
    with pytest.raises(FeedbackError, match="expected feedback for the 2 guess"):
        solved.reveal(1, truth[:1])
    impossible = next(p for p in range(243) if not (game.matrix[5] == p).any())
    with pytest.raises(NoCandidatesError, match="board 2"):
        solved.reveal(1, [impossible, truth[1]])
    revealed = solved.reveal(1, truth)
    assert revealed.active == [1] and revealed.patterns[0][1] == truth[0]


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_from_feedback_in_sequence_mode_matches_play(data):
    game = _sequence(3)
    answers = _answers(data, game)
    record, final = play_game(game, make_strategy("sum", game), answers)
    history = [(g, [decode(int(game.matrix[game.words.guess_id(g), a]), 5) for a in answers]) for g in record.guesses]
    state = State.from_feedback(game, history)
    assert state.patterns == final.patterns and [b.solved_at for b in state.boards] == list(record.solved_at)
    # hidden boards' entries are not read before their reveal (anything goes), but are read then
    t = record.solved_at[0]
    masked = [(g, [fb[0], "?", "?"]) for g, fb in history[:t - 1]]
    early = State.from_feedback(game, masked)
    assert early.turn == t - 1 and early.active == [0]
    if t > 1:
        with pytest.raises(FeedbackError):
            State.from_feedback(game, masked + history[t - 1:])


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["answers", "guesses"]))
def test_rescue_opening(seed, source):
    game = SMALL.with_boards(4, 9, mode="rescue", prefill=2, prefill_source=source)
    rng = np.random.default_rng(seed)
    answers = tuple(int(a) for a in rng.choice(len(game.words.answers), 4, replace=False))
    copy = np.random.default_rng(seed)
    copy.choice(len(game.words.answers), 4, replace=False)
    record, state = play_game(game, make_strategy("sum", game), answers, rng=rng)
    drawn = state.guesses[:2]
    again = game.opening(answers, copy)
    assert again.guesses == drawn and not set(drawn) & {int(game.words.answer_guess[a]) for a in answers}
    _check_record(game, answers, record)
    opener = next(g for g in range(7, 20) if g not in drawn)  # any guess but a pre-filled one (that is a repeat)
    opened, _ = play_game(game, make_strategy("sum", game), answers, prefilled=drawn, opener=opener)
    assert opened.guesses[:3] == (*record.guesses[:2], game.words.guesses[opener])


def test_classic_draws_nothing_more_from_the_generator():
    rng = np.random.default_rng(1)
    before = rng.bit_generator.state
    SMALL.with_boards(2).opening((0, 1), rng)
    assert rng.bit_generator.state == before


def test_total_is_the_official_score():
    r = GameRecord(("a", "b", "c", "d"), (3, 4, 6, 7), (), 9)
    assert r.total == 20 and r.turns == 7 and r.to_dict()["total"] == 20


@pytest.mark.parametrize("name", [n for n in strategy_names() if n != "tree"])  # tree follows a file
def test_every_strategy_plays_every_mode_seeing_only_the_visible_board(name):
    for mode, limit, k in (("sequence", 10, None), ("rescue", 0, 2), ("jumble", 10, 3), ("chill", 12, None)):
        game = SMALL.with_boards(2, limit, mode=mode, prefill=k)
        record, state = play_game(game, make_strategy(name, game), (1, 5), rng=np.random.default_rng(4))
        assert state.done and record.total == sum(record.solved_at) and len(set(record.guesses)) == record.turns
    game = _sequence(2)
    a, _ = play_game(game, make_strategy(name, game), (1, 5), rng=np.random.default_rng(4))
    b, _ = play_game(game, make_strategy(name, game), (1, 30), rng=np.random.default_rng(4))
    first = a.solved_at[0]  # until board 1 is solved, the hidden boards' answers change nothing
    assert b.solved_at[0] == first and a.guesses[:first] == b.guesses[:first]


def test_hidden_boards_are_shown_as_hidden():
    from ndle.render.text import render_state

    state = _sequence(3).start().play(0, (1, 2, 3))
    assert [b.left for b in state.boards] == [f"{len(state.boards[0].candidates)} left", "hidden", "hidden"]
    assert "#2 hidden, #3 hidden" in repr(state)
    shown = render_state(state).splitlines()  # the boards' titles first, their status on the last line
    assert shown[0].split() == ["#1", "#2", "#3"] and shown[-1].split()[-2:] == ["hidden", "hidden"]
    assert shown[-1].split()[:2] == [str(len(state.boards[0].candidates)), "left"]
    assert state._repr_html_().count("hidden until it is the first unsolved board") == 2
