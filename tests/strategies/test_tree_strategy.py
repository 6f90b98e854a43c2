"""The `tree` strategy plays a tree file exactly: every answer solved on the turn the tree says."""

from __future__ import annotations

import pytest

from ndle.cli import main
from ndle.errors import StrategyError
from ndle.game import Game
from ndle.solver.one.search import optimal
from ndle.playing import play_game
from ndle.strategies import make_strategy, strategy_names
from ndle.solver.one.trees import Tree, write_tree
from ndle.words import load_words, make_word_list

WORDLE = load_words("wordle")


pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


@pytest.fixture(scope="module")
def solved(tmp_path_factory):
    words = make_word_list("t", WORDLE.answers[::40], WORDLE.guesses[::80] + ("salet",))
    r = optimal(words, "salet")
    folder = tmp_path_factory.mktemp("trees")
    write_tree(r.tree, folder / "s.txt")
    write_tree(r.tree, folder / "s.json")
    return words, r, folder


def test_registered():
    assert "tree" in strategy_names()


@pytest.mark.parametrize("name", ["s.txt", "s.json"])
def test_plays_every_answer_as_the_tree_says(solved, name):
    words, r, folder = solved
    game = Game(words)
    strategy = make_strategy(f"tree:{folder / name}", game)
    turns = [play_game(game, strategy, (a,))[0].turns for a in range(len(words.answers))]
    assert sum(turns) == r.total
    assert {t: turns.count(t) for t in set(turns)} == r.histogram


def test_bad_uses(solved, tmp_path):
    words, r, folder = solved
    game = Game(words)
    with pytest.raises(StrategyError, match="needs a file"):
        make_strategy("tree", game)
    with pytest.raises(StrategyError, match="one board"):
        make_strategy(f"tree:{folder / 's.txt'}", game.with_boards(2))
    bad = tmp_path / "bad.txt"
    write_tree(Tree("qajaq", solves=True), bad)
    with pytest.raises(StrategyError, match="qajaq"):
        make_strategy(f"tree:{bad}", game)
    strategy = make_strategy(f"tree:{folder / 's.txt'}", game)
    other = next(g for g in words.guesses if g != "salet")
    with pytest.raises(StrategyError, match="the tree plays 'salet'"):
        play_game(game, strategy, (0,), opener=words.guess_id(other))
    hard = make_strategy(f"tree:{folder / 's.txt'}", game, pool="candidates")
    with pytest.raises(StrategyError, match="not allowed"):
        play_game(game, hard, (0,))  # salet is no answer here


def test_cli_play(solved, tmp_path, capsys):
    words, r, folder = solved
    answers = tmp_path / "a.txt"
    answers.write_text("\n".join(words.answers))
    extra = tmp_path / "g.txt"
    extra.write_text("\n".join(words.guesses))
    argv = ["play", "--answers", words.answers[3], "--strategy", f"tree:{folder / 's.txt'}",
            "--answers-file", str(answers), "--guesses-file", str(extra)]
    assert main(argv) == 0
    assert "solved in" in capsys.readouterr().out
    assert main(argv[:3] + ["--strategy", "tree:" + str(tmp_path / "none.txt")] + argv[5:]) == 2
    assert "cannot read tree file" in capsys.readouterr().err


def test_hard_mode_trees(solved, tmp_path):
    """A tree solved for hard mode plays a hard-mode game exactly; a tree that breaks the rule is refused there."""
    words, normal, folder = solved
    hard = optimal(words, "salet", hard=True)
    write_tree(hard.tree, tmp_path / "hard.txt")
    game = Game.create(words=words, hard=True)
    strategy = make_strategy(f"tree:{tmp_path / 'hard.txt'}", game)
    turns = [play_game(game, strategy, (a,))[0].turns for a in range(len(words.answers))]
    assert sum(turns) == hard.total >= normal.total
    if hard.total > normal.total:  # the normal tree needs a guess hard mode forbids somewhere
        strategy = make_strategy(f"tree:{folder / 's.txt'}", game)
        with pytest.raises(StrategyError, match="breaks hard mode"):
            for a in range(len(words.answers)):
                play_game(game, strategy, (a,))
