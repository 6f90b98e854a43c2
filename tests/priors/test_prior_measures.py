"""`rank`, `spectrum` and `benchmark` under an answer prior: entropy and letter counts weigh each answer by its
probability, the means are expectations under the prior, and equal weights give the counting measures' values."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ndle.analysis.benchmark import benchmark, benchmark_turns
from ndle.analysis.openers import first_move
from ndle.game import Game
from ndle.measures.prior_stats import feedback_chances, weighted_entropy_reference, weighted_stats
from ndle.measures.spectrum import stats_all
from ndle.strategies import make_strategy
from tests.players_util import run_cli

TINY = ("crane", "slate", "brick", "fudge", "honey", "latch", "cable", "doubt", "mango", "sword")



@pytest.fixture
def tiny(tmp_path):
    """Return (answers file, a function writing a prior file from {word: weight}, others 1)."""
    answers = tmp_path / "tiny.txt"
    answers.write_text("\n".join(TINY) + "\n")

    def prior(heavy: dict) -> str:
        path = tmp_path / "prior.txt"
        path.write_text("".join(f"{w} {heavy.get(w, 1)}\n" for w in TINY))
        return str(path)
    return str(answers), prior


@settings(max_examples=60, deadline=None)
@given(guesses=st.integers(1, 12), answers=st.integers(1, 15), codes=st.integers(2, 9), seed=st.integers(0, 2**32))
def test_weighted_entropy_equals_the_reference_and_sigma_chi_count(guesses, answers, codes, seed):
    rng = np.random.default_rng(seed)
    M = rng.integers(0, codes, size=(guesses, answers)).astype(np.uint8)
    cands = np.sort(rng.choice(answers, size=rng.integers(1, answers + 1), replace=False))
    w = rng.random(len(cands)) + 0.01
    got = weighted_stats(M, cands, w, length=5, n_codes=codes)
    counted = stats_all(M, cands, length=5, n_codes=codes)
    assert got.entropy == pytest.approx(weighted_entropy_reference(M, cands, w), abs=1e-9)
    assert (got.stddev == counted.stddev).all() and (got.scatter == counted.scatter).all()
    equal = weighted_stats(M, cands, np.ones(len(cands)), length=5, n_codes=codes)
    assert equal.entropy == pytest.approx(counted.entropy, abs=1e-9)  # equal weights: the counting measure
    for g in range(guesses):
        chances = feedback_chances(M, g, cands, w, codes)
        assert chances.sum() == pytest.approx(1.0)
        assert chances[M[g, cands[0]]] >= w[0] / w.sum() - 1e-12


def test_a_prior_on_one_answer_puts_it_first_by_letter_frequency(capsys, tiny):
    answers, prior = tiny
    code, out, err = run_cli(capsys, "rank", "--answers-file", answers, "--by", "frequency", "--json")
    assert code == 0 and not err
    uniform = [r["word"] for r in json.loads(out)]
    assert uniform[0] != "fudge"
    code, out, err = run_cli(capsys, "rank", "--answers-file", answers, "--by", "frequency", "--json",
                             "--prior", prior({"fudge": 10**6}))
    assert code == 0 and not err
    ranked = json.loads(out)
    # fudge holds nearly all the mass: its own letters, in place, score nearly m = 10 each
    assert ranked[0]["word"] == "fudge" and ranked[0]["value"] == pytest.approx(5 * 10, rel=1e-3)


def test_a_prior_changes_the_entropy_ranking_to_what_its_probabilities_give(tiny):
    answers, prior = tiny
    uniform = Game.create(answers_file=answers)
    weighted = Game.create(answers_file=answers, prior=prior({"crane": 50, "slate": 50}))
    cands = np.arange(len(TINY))
    want = weighted_entropy_reference(np.asarray(weighted.matrix), cands, weighted.weights)
    rows = first_move(weighted, "entropy")
    got = {r.word: r.value for r in rows}
    assert [got[w] for w in weighted.words.guesses] == pytest.approx(want.tolist(), abs=1e-9)
    assert [r.word for r in rows] != [r.word for r in first_move(uniform, "entropy")]
    # crane and slate hold 100 of the 108 weight: every guess telling them apart (at least 1.03 bits) outranks
    # every guess that does not (at most 0.61 bits), whatever it does to the other eight
    M, crane, slate = weighted.matrix, weighted.words.answer_id("crane"), weighted.words.answer_id("slate")
    apart = [bool(M[weighted.words.guess_id(r.word), crane] != M[weighted.words.guess_id(r.word), slate])
             for r in rows]
    assert apart == sorted(apart, reverse=True) and any(apart) and not all(apart)
    assert rows[0].value == pytest.approx(max(want))


def test_rank_dichter_is_refused_under_a_prior(capsys, tiny):
    answers, prior = tiny
    code, out, err = run_cli(capsys, "rank", "--answers-file", answers, "--by", "dichter", "--prior", prior({}))
    assert code == 2 and not out and err.count("\n") == 1 and "Dichter" in err


@pytest.mark.parametrize("boards", [1, 2])
def test_benchmark_means_are_expectations_under_the_prior(tiny, boards):
    answers, prior = tiny
    game = Game.create(answers_file=answers, prior=prior({"honey": 30, "doubt": 5}), boards=boards)
    r = benchmark(game, "entropy")
    plain = benchmark(Game.create(answers_file=answers, boards=boards), "entropy")
    assert r.games == plain.games and r.histogram == plain.histogram and r.failures == plain.failures
    if boards == 1:
        turns, _ = benchmark_turns(game, make_strategy("entropy", game))
        weights = game.weights
    else:
        from ndle.analysis.every_tuple import tuple_turns

        walked = tuple_turns(game, make_strategy("entropy", game))
        turns, weights = walked.turns.max(axis=1), np.prod(game.weights[walked.tuples], axis=1)
        assert r.total_mean == pytest.approx(np.average(walked.turns.sum(axis=1), weights=weights))
    assert r.mean == pytest.approx(np.average(turns, weights=weights)) and r.mean != pytest.approx(plain.mean)
    assert r.failure_chance == pytest.approx(np.average(turns > game.max_guesses, weights=weights))


def test_benchmark_and_spectrum_commands_show_the_prior(capsys, tiny):
    answers, prior = tiny
    path = prior({"honey": 30})
    code, out, err = run_cli(capsys, "benchmark", "--answers-file", answers, "--prior", path, "--json")
    d = json.loads(out)
    assert code == 0 and d["prior"] == path and "failure_chance" in d
    code, out, err = run_cli(capsys, "benchmark", "--answers-file", answers, "--json")
    assert code == 0 and "prior" not in out and "failure_chance" not in out
    code, out, err = run_cli(capsys, "spectrum", "crane", "--answers-file", answers, "--prior", path, "--json")
    d = json.loads(out)
    assert code == 0 and sum(d["chances"]) == pytest.approx(1.0)
    honey = Game.create(answers_file=answers)
    code_of_honey = int(honey.matrix[honey.words.guess_id("crane"), honey.words.answer_id("honey")])
    assert d["chances"][code_of_honey] >= 30 / 39 - 1e-12


def test_full_game_rank_is_the_expected_guesses_under_the_prior(capsys, tiny):
    answers, prior = tiny
    path = prior({"mango": 40})
    code, out, err = run_cli(capsys, "rank", "--answers-file", answers, "--full-game", "entropy",
                             "--openers-list", "crane,honey,doubt", "--prior", path, "--json")
    assert code == 0, err
    game = Game.create(answers_file=answers, prior=path)
    for row in json.loads(out):
        turns, _ = benchmark_turns(game, make_strategy("entropy", game), opener=game.words.guess_id(row["word"]))
        assert row["value"] == pytest.approx(np.average(turns, weights=game.weights))


def test_equal_weights_rank_as_the_uniform_prior(capsys, tiny):
    answers, prior = tiny
    code, out, _ = run_cli(capsys, "rank", "--answers-file", answers, "--json", "--top", "0")
    code2, out2, _ = run_cli(capsys, "rank", "--answers-file", answers, "--json", "--top", "0", "--prior", prior({}))
    assert code == code2 == 0
    a, b = json.loads(out), json.loads(out2)
    assert [r["word"] for r in a[:20]] == [r["word"] for r in b[:20]]
    assert [r["value"] for r in a] == pytest.approx([r["value"] for r in b], abs=1e-9)




@pytest.mark.parametrize("rule, words", [
    ("mastermind", None), ("jotto", ("banana", "bandit", "candle", "dental", "lentil", "tundra", "rental")),
    ("exact", ("banana", "bandit", "candle", "dental", "lentil", "tundra", "rental"))])
def test_class_probabilities_keep_the_class_sizes_layout_under_any_rule(rule, words):
    """The look-ahead pairs each class's size with its probability: one layout for both, under every rule (with
    equal weights, the probabilities are the sizes over m)."""
    from ndle.measures.weighted import class_probabilities
    from ndle.strategies.lookahead import class_sizes
    from ndle.words import make_word_list

    game = (Game.create(code_length=3, symbols="123", feedback=rule) if words is None else
            Game.create(words=make_word_list("six", words, words), feedback=rule))
    guesses = np.arange(len(game.words.guesses))
    for cands in (np.arange(len(game.words.answers)), np.arange(len(game.words.answers))[::2]):
        sizes = class_sizes(game.matrix, guesses, cands, game.words.length, solved=game.solved)
        probs = class_probabilities(game.matrix, guesses, cands, np.full(len(cands), 1 / len(cands)),
                                    game.words.length, solved=game.solved)
        assert probs.shape == sizes.shape and probs == pytest.approx(sizes / len(cands))
