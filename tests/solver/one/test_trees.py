"""Tree files: Selby's text format and ndle JSON round-trip; the checker finds every kind of flaw."""

from __future__ import annotations

import pytest

from ndle.errors import StrategyError
from ndle.solver.one.search import optimal
from ndle.solver.one.trees import Tree, check_tree, parse_text, read_tree, to_json, to_text, write_tree
from ndle.words import load_words, make_word_list

WORDLE = load_words("wordle")
SELBY_START = """\
salet BBBBB1 courd BBBBB2 nymph BBBBY3 whiff GGGGG4
                                BGYYB3 pygmy GGGGG4
                                BYBBB3 fizzy GGGGG4
                                             YGBBG4 jiffy GGGGG5
                                GGGGG3
"""


pytestmark = pytest.mark.usefixtures("tmp_cache")  # tiny lists' matrices in a temporary cache


@pytest.fixture(scope="module")
def small():
    words = make_word_list("t", WORDLE.answers[::25], WORDLE.guesses[::50] + ("salet",))
    return words, optimal(words, "salet")


def test_parse_selby_layout():
    t = parse_text(SELBY_START)
    nymph = t.children["BBBBB"].children["BBBBB"]
    assert (t.guess, nymph.guess, nymph.solves) == ("salet", "nymph", True)
    assert sorted(nymph.children) == ["BBBBY", "BGYYB", "BYBBB"]
    fizzy = nymph.children["BYBBB"]
    assert fizzy.solves and fizzy.children["YGBBG"].guess == "jiffy"
    assert to_text(t) == SELBY_START  # the layout is reproduced byte for byte


def test_round_trip_text_and_json(small, tmp_path):
    words, r = small
    for name in ("t.txt", "t.json"):
        write_tree(r.tree, tmp_path / name, words=words.name, total=r.total)
        back = read_tree(tmp_path / name)
        assert back == r.tree
        assert check_tree(back, words).total == r.total
    assert read_tree(tmp_path / "t.txt") == parse_text(to_text(r.tree))
    assert '"format": "ndle-tree"' in to_json(r.tree)


@pytest.mark.parametrize("text,needle", [
    ("", "empty"),
    ("salet BBBBB courd GGGGG2\n", "guess number"),
    ("salet BBBBB1\n", "followed by the next guess"),
    ("salet BBBBB1 courd GGGGG2 extra\n", "nothing may follow"),
    ("salet BBBBB1 cour GGGGG2\n", "expected 5"),
    ("salet BXBBB1 courd GGGGG2\n", "B/Y/G"),
    ("salet BBBBB1 courd GGGGG2\n      BBBBB1 nymph GGGGG2\n", "appears twice"),
    ("salet BBBBB1 courd GGGGG3\n", "guess number 1..2"),
])
def test_malformed_text(text, needle):
    with pytest.raises(StrategyError, match=needle):
        parse_text(text)


def test_malformed_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "other"}')
    with pytest.raises(StrategyError, match="not an ndle-tree"):
        read_tree(bad)
    bad.write_text("{not json")
    with pytest.raises(StrategyError, match="invalid JSON"):
        read_tree(bad)
    with pytest.raises(StrategyError, match="cannot read"):
        read_tree(tmp_path / "missing.txt")
    with pytest.raises(StrategyError, match="format"):
        write_tree(Tree("salet", solves=True), tmp_path / "x", fmt="yaml")


def test_checker_finds_flaws(small):
    words, r = small
    assert check_tree(r.tree, words, max_guesses=r.worst).worst == r.worst
    with pytest.raises(StrategyError, match="over the limit"):
        check_tree(r.tree, words, max_guesses=r.worst - 1)
    lost = Tree("salet", dict(list(r.tree.children.items())[1:]))
    with pytest.raises(StrategyError, match="no next guess"):
        check_tree(lost, words)
    extra = Tree("salet", dict(r.tree.children, GGGYY=Tree("nymph", solves=True)))
    with pytest.raises(StrategyError, match="no answer shows"):
        check_tree(extra, words)
    with pytest.raises(StrategyError, match="not allowed|not an allowed"):
        check_tree(Tree("zzzzz"), words)
    with pytest.raises(StrategyError, match="marked solved"):
        check_tree(Tree("salet", r.tree.children, solves=True), words)


def test_checker_hard_mode():
    words = make_word_list("t", ["crane", "crate", "grate", "irate"], ["salty"])
    # crane shows GGGBG on crate; salty then drops the greens c, r, a, e: legal in normal mode only
    tree = Tree("crane", {"BGGBG": Tree("grate", solves=True, children={"BGGGG": Tree("irate", solves=True)}),
                          "GGGBG": Tree("salty", children={"BYBGB": Tree("crate", solves=True)})}, solves=True)
    assert check_tree(tree, words).total == 1 + 2 + 3 + 3
    with pytest.raises(StrategyError, match="hard-mode rule"):
        check_tree(tree, words, hard=True)
