import json
import math

import pytest

from ndle.cli import main
from ndle.errors import NdleError, WordError
from ndle.analysis.review import review
from ndle.strategies import make_strategy


def test_hayes_figure1_game(wordle):
    # Hayes, Figure 1: CRATE, BUILT, LIMIT, LIGHT against LIGHT.
    r = review(wordle, make_strategy("entropy", wordle), "light", ["crate", "built", "limit", "light"])
    assert r.solved and r.player_total == 4 and r.answer == "light"
    assert [t.feedback for t in r.turns] == ["BBBYB", "BBYYG", "GGBBG", "GGGGG"]
    assert [t.before for t in r.turns][0] == 2315
    for t, nxt in zip(r.turns, r.turns[1:]):
        assert t.after == nxt.before and t.bits_gained == pytest.approx(math.log2(t.before / t.after))
    assert r.turns[-1].after == 0 and r.turns[-1].before == 1
    assert r.turns[0].strategy_guess == "soare" and r.turns[0].strategy_expected_bits == pytest.approx(5.886, abs=5e-4)
    assert r.strategy_alone == r.turns[0].strategy_total
    assert r.turns[-1].strategy_total == 4  # taking over with one candidate left: play it


def test_unfinished_and_errors(wordle):
    s = make_strategy("entropy", wordle)
    r = review(wordle, s, "vowel", ["false", "deter"])
    assert not r.solved and r.player_total is None and len(r.turns) == 2
    with pytest.raises(NdleError):
        review(wordle, s, "light", ["light", "might"])
    with pytest.raises(WordError):
        review(wordle, s, "qajaq", ["crate"])  # not an answer
    with pytest.raises(NdleError):
        review(wordle.with_boards(2), s, "light", ["crate"])
    with pytest.raises(NdleError):
        review(wordle, s, "light", [])


def test_cli_review(capsys):
    assert main(["review", "--answer", "light", "crate", "built", "limit", "light", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["guesses"] == 4 and out["turns"][1]["guess"] == "built" and out["strategy"] == "sum"
    assert main(["review", "--answer", "light", "crate", "--strategy", "random"]) == 0
    assert "would need" in capsys.readouterr().out
    assert main(["review", "--answer", "light", "crat"]) == 2
