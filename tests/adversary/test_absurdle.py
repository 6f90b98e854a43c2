"""The absurdle host against readable references: the reply keeps the largest class (one board), the most tuples of
distinct answers (n boards); forced wins replay to wins and are the shortest (tiny lists, brute force)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.adversary.absurdle import distinct_tuples, one_board_reply, reply
from ndle.solver.worst.forced import forced_win
from ndle.errors import NdleError
from ndle.game import as_game
from ndle.patterns.codes import all_green, decode
from ndle.patterns.matrix import pattern_matrix
from ndle.words import load_words, make_word_list
from tests.patterns.test_lengths import word_lists

WORDLE = load_words("wordle")


def _rule_key(codes, count):
    """The host's order, read literally: most kept, fewest greens, fewest yellows, then the codes."""
    marks = "".join(decode(c, 5) for c in codes)
    return (-count, marks.count("G"), marks.count("Y"), tuple(codes))


def slow_reply(M, sets, guess, taken=()):
    """Enumerate every tuple of distinct answers (not already taken) and group it by the joint feedback."""
    counts: dict[tuple, int] = {}
    for combo in itertools.product(*[[a for a in s if a not in taken] for s in sets]):
        if len(set(combo)) == len(combo):
            codes = tuple(int(M[guess, a]) for a in combo)
            counts[codes] = counts.get(codes, 0) + 1
    return min(counts, key=lambda c: _rule_key(c, counts[c]))


lists = st.builds(lambda a, g: make_word_list("t", a, g),
                  st.lists(st.sampled_from(WORDLE.answers[:300]), min_size=2, max_size=10, unique=True),
                  st.lists(st.sampled_from(WORDLE.guesses[:2000]), max_size=4, unique=True))


@settings(max_examples=60, deadline=None)
@given(words=lists, data=st.data())
def test_reply_keeps_the_most(words, data):
    M = pattern_matrix(words.guesses, words.answers)
    n = data.draw(st.integers(1, 3))
    ids = list(range(len(words.answers)))
    sets = [np.array(sorted(data.draw(st.sets(st.sampled_from(ids), min_size=1))), dtype=np.int32)
            for _ in range(n)]
    taken = tuple(data.draw(st.sets(st.sampled_from(ids), max_size=1)))
    guess = data.draw(st.integers(0, len(words.guesses) - 1))
    live = [[a for a in s if a not in taken] for s in sets]
    if distinct_tuples([np.array(x, dtype=np.int64) for x in live]) == 0:
        with pytest.raises(NdleError):
            reply(M, sets, guess, taken)
        return
    assert reply(M, sets, guess, taken) == slow_reply(M, sets, guess, taken)
    if n == 1:  # one board: the largest class, GGGGG only when nothing else is as large
        codes = M[guess, live[0]]
        sizes = np.bincount(codes, minlength=243)
        got = one_board_reply(codes)
        assert sizes[got] == sizes.max() and (got != all_green(5) or len(live[0]) == 1)


@settings(max_examples=40, deadline=None)
@given(word_lists(max_size=12))
def test_one_board_reply_at_every_length(lists):
    """Any word length: the largest class, then the fewest greens and yellows of the length's own feedback."""
    guesses, answers = lists
    n, m = len(guesses[0]), pattern_matrix(guesses, answers)
    for codes in m:
        sizes = {int(c): int((codes == c).sum()) for c in codes}
        want = min(sizes, key=lambda c: (-sizes[c], decode(c, n).count("G"), decode(c, n).count("Y"), c))
        assert one_board_reply(codes) == want


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sets(st.integers(0, 7), min_size=0, max_size=6), min_size=0, max_size=4))
def test_distinct_tuples(sets):
    want = sum(len(set(c)) == len(c) for c in itertools.product(*sets))
    assert distinct_tuples([np.array(sorted(s), dtype=np.int64) for s in sets]) == want


def shortest_by_brute_force(words, M, boards: int, limit: int, consistent: bool = False) -> int | None:
    """Breadth-first over every line of guesses against the slow host: the length of the shortest win
    (`consistent`: each guess an answer still possible on an unsolved board)."""
    start = (tuple(tuple(range(len(words.answers))) for _ in range(boards)), ())
    frontier = {start}
    for depth in range(1, limit + 1):
        nxt = set()
        for sets, taken in frontier:
            every = range(len(words.guesses))
            if consistent:
                every = sorted({int(words.answer_guess[a]) for s in sets for a in s})
            for g in every:
                codes = slow_reply(M, sets, g, taken)
                after, solved = [], list(taken)
                for s, c in zip(sets, codes):
                    if c == all_green(5):
                        solved.append(words.answer_id(words.guesses[g]))
                    else:
                        after.append(tuple(a for a in s if M[g, a] == c and a not in taken))
                if not after:
                    return depth
                nxt.add((tuple(after), tuple(sorted(solved))))
        frontier = nxt
    return None


@pytest.mark.parametrize("boards", [1, 2])
@settings(max_examples=12, deadline=None)
@given(words=st.builds(lambda a, g: make_word_list("t", a, g),
                       st.lists(st.sampled_from(WORDLE.answers[:300]), min_size=2, max_size=6, unique=True),
                       st.lists(st.sampled_from(WORDLE.guesses[:2000]), max_size=2, unique=True)))
def test_forced_win_is_shortest_and_replays(words, boards):
    M = pattern_matrix(words.guesses, words.answers)
    want = shortest_by_brute_force(words, M, boards, 5)
    if want is None:
        with pytest.raises(NdleError, match="no line"):
            forced_win(words, boards, max_guesses=5, matrix=M)
        return
    r = forced_win(words, boards, max_guesses=5, matrix=M)
    assert (r.length, r.proven) == (want, True)
    sets, taken = [list(range(len(words.answers)))] * boards, ()
    for g, shown in zip(r.guesses, r.replies):  # replay against the slow host
        gid = words.guess_id(g)
        codes = slow_reply(M, sets, gid, taken)
        assert [decode(c, 5) for c in codes] == [s for s in shown if s != "-----"]
        taken += tuple(words.answer_id(g) for c in codes if c == all_green(5))
        sets = [[a for a in s if M[gid, a] == c and a not in taken] for s, c in zip(sets, codes) if c != all_green(5)]
    assert sets == []


@pytest.mark.parametrize("boards", [1, 2])
@settings(max_examples=12, deadline=None)
@given(words=st.builds(lambda a, g: make_word_list("t", a, g),
                       st.lists(st.sampled_from(WORDLE.answers[:300]), min_size=2, max_size=6, unique=True),
                       st.lists(st.sampled_from(WORDLE.guesses[:2000]), max_size=2, unique=True)))
def test_forced_win_in_consistent_play_is_the_brute_force_shortest(words, boards):
    M = pattern_matrix(words.guesses, words.answers)
    want = shortest_by_brute_force(words, M, boards, 5, consistent=True)
    game = as_game(words, boards=boards, consistent=True)
    if want is None:
        with pytest.raises(NdleError, match="no line"):
            forced_win(game, max_guesses=5, matrix=M)
        return
    r = forced_win(game, max_guesses=5, matrix=M)
    assert (r.length, r.proven, r.to_dict()["consistent"]) == (want, True, True)


def test_forced_win_in_consistent_play_costs_guesses():
    """Five answers ending in -ight and two guesses that are none of them: a free line forces a win sooner."""
    words = make_word_list("t", ["eight", "fight", "light", "might", "night"], ["fling", "nomad"])
    free = forced_win(words, 1, max_guesses=6).length
    tied = forced_win(as_game(words, consistent=True), max_guesses=6).length
    assert free < tied == shortest_by_brute_force(words, pattern_matrix(words.guesses, words.answers), 1, 6,
                                                  consistent=True)


def test_wordle_four():
    """qntm: the best possible Absurdle game is four guesses; three is impossible."""
    r = forced_win("wordle", 1, max_guesses=4)
    assert r.length == 4 and r.proven and r.replies[-1] == ("GGGGG",)
