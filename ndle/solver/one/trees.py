"""Decision trees for one board: Selby's text strategy files and ndle JSON, read, written and checked.

Selby's format (one line per answer, common prefixes blanked): the opener, then
for each feedback the next guess, each feedback carrying the number of the guess
that produced it, e.g.

    salet BBBBB1 courd BBBBB2 nymph BBBBY3 whiff GGGGG4
                                    BGYYB3 pygmy GGGGG4

To play it, find the feedback of guess k with suffix k below the current line
and play the word to its right; GGGGGk means solved on guess k.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ndle.checks import a_path, one_of
from ndle.errors import ConfigError, StrategyError, WordError
from ndle.io.files import write_atomic
from ndle.patterns.feedback.base import rule_named
from ndle.patterns.cache import matrix_for
from ndle.patterns.hard import hard_mode_mask
from ndle.solver.one.tree_report import TreeReport
from ndle.io.untrusted import parse_json, read_bounded
from ndle.words import WordList, check_word

Marks = str  # feedback string such as "BBBBY"
FORMAT = "ndle-tree"
MAX_TREE_DEPTH = 200  # guesses along one path of a tree file (the recursive readers stay far from Python's limit)


@dataclass
class Tree:
    """A guess and the subtree to follow after each non-green feedback it can show.

    Parameters
    ----------
    guess : str
        The word to play here.
    children : dict of str to Tree
        The subtree after each feedback (B/Y/G letters) other than all green.
    solves : bool
        Whether the guess is one of the answers still possible here.
    """

    guess: str
    children: dict[Marks, "Tree"] = field(default_factory=dict)
    solves: bool = False  # the guess is one of the answers still possible here

    def to_dict(self) -> dict:
        d = {"guess": self.guess, "solves": self.solves}
        if self.children:
            d["next"] = {m: c.to_dict() for m, c in sorted(self.children.items())}
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Tree":
        if not isinstance(d, dict) or not isinstance(d.get("guess"), str):
            raise StrategyError(f"tree node {str(d)[:60]!r} needs a 'guess' word")
        nxt = d.get("next", {})
        if not isinstance(nxt, dict):
            raise StrategyError(f"tree node {d['guess']!r}: 'next' must map feedback to nodes")
        children = {_marks(m, "JSON"): cls.from_dict(c) for m, c in nxt.items()}
        solved = "G" * len(d["guess"])
        if solved in children:
            raise StrategyError(f"tree node {d['guess']!r}: {solved} has no next guess")
        return cls(_word(d["guess"], "JSON"), children, bool(d.get("solves", False)))

    def size(self) -> int:
        """Return the number of guess nodes."""
        return 1 + sum(c.size() for c in self.children.values())


def _word(w: str, where: str, length: int | None = None) -> str:
    try:
        return check_word(w, length)
    except WordError as e:
        raise StrategyError(f"{where}: {e}") from None


def _marks(m: str, where: str, length: int | None = None) -> Marks:
    s = str(m).upper()
    if not 2 <= len(s) <= 15 or set(s) - set("BYG") or length not in (None, len(s)):
        many = "2 to 15" if length is None else length
        raise StrategyError(f"{where}: {m!r} is not a feedback string of {many} B/Y/G")
    return s


def to_text(tree: Tree) -> str:
    """Return the tree in Selby's text format (feedback in alphabetical order, GGGGGk where solved)."""
    lines: list[str] = []

    n = len(tree.guess)
    solved, column = "G" * n, 2 * n + 3  # the width of one "word PATTERNk " step

    def walk(node: Tree, depth: int, line: str) -> None:
        line += node.guess + " "
        marks = sorted(set(node.children) | ({solved} if node.solves else set()))
        if not marks:
            raise StrategyError(f"tree node {node.guess!r} has no next guess and is not solved")
        for i, m in enumerate(marks):
            if i:
                line = " " * (depth * column + n + 1)
            line += f"{m}{depth + 1}"
            if m == solved:
                lines.append(line)
            else:
                walk(node.children[m], depth + 1, line + " ")

    walk(tree, 0, "")
    return "\n".join(lines) + "\n"


def to_json(tree: Tree, **meta) -> str:
    """Return the tree as ndle JSON (with optional metadata such as words, hard, total)."""
    return json.dumps({"format": FORMAT, "version": 1, **meta, "tree": tree.to_dict()}, indent=1)


def parse_text(text: str, source: str = "tree") -> Tree:
    """Return the tree of a text in Selby's format, raising StrategyError naming the line on any flaw."""
    root: Tree | None = None
    path: list[Tree] = []
    for n, raw in enumerate(text.splitlines(), 1):
        tokens = raw.split()
        if not tokens:
            continue
        where = f"{source}:{n}"
        i = 0
        if root is None:
            root = Tree(_word(tokens[0], where))
            path = [root]
            i = 1
        while i < len(tokens):
            tok = tokens[i]
            cut = len(tok.rstrip("0123456789"))
            marks, level = _marks(tok[:cut], where, len(root.guess)), tok[cut:]
            if not level.isdigit() or not 1 <= int(level) <= len(path):
                raise StrategyError(f"{where}: {tok!r} needs a guess number 1..{len(path)} after the feedback")
            node = path[int(level) - 1]
            if marks == "G" * len(marks):
                if i != len(tokens) - 1:
                    raise StrategyError(f"{where}: nothing may follow {tok}")
                if node.solves:
                    raise StrategyError(f"{where}: {tok} after {node.guess!r} appears twice")
                node.solves = True
                del path[int(level):]
                break
            if i + 1 >= len(tokens):
                raise StrategyError(f"{where}: {tok} must be followed by the next guess")
            if marks in node.children:
                raise StrategyError(f"{where}: feedback {marks} after {node.guess!r} appears twice")
            child = Tree(_word(tokens[i + 1], where, len(root.guess)))
            node.children[marks] = child
            del path[int(level):]
            path.append(child)
            if len(path) > MAX_TREE_DEPTH:
                raise StrategyError(f"{where}: deeper than {MAX_TREE_DEPTH} guesses")
            i += 2
    if root is None:
        raise StrategyError(f"{source}: empty tree file")
    return root


def read_tree(path: str | Path) -> Tree:
    """Return the tree stored in a file (Selby's text format, or ndle JSON when it starts with '{').

    Parameters
    ----------
    path : str or pathlib.Path
        The tree file.

    Returns
    -------
    Tree
        The root of the strategy tree.

    Raises
    ------
    StrategyError
        If the file cannot be read or is not a tree.
    """
    path = a_path(path, "a tree file", StrategyError)
    try:  # bounded in size, and in nesting: a node and its replies per guess
        text = read_bounded(path).decode("utf-8")
        data = parse_json(text, str(path), 2 * MAX_TREE_DEPTH + 2) if text.lstrip().startswith("{") else None
    except UnicodeDecodeError as e:
        raise StrategyError(f"{path}: cannot read tree file ({e.__class__.__name__}: {e})") from None
    except ConfigError as e:
        raise StrategyError(f"{path}: cannot read tree file ({str(e).removeprefix(f'{path}: ')})") from None
    if data is not None:
        if not isinstance(data, dict) or data.get("format") != FORMAT or "tree" not in data:
            raise StrategyError(f"{path}: not an {FORMAT} JSON file")
        return Tree.from_dict(data["tree"])
    return parse_text(text, str(path))


def write_tree(tree: Tree, path: str | Path, fmt: str | None = None, **meta) -> None:
    """Write a tree to a file.

    Parameters
    ----------
    tree : Tree
        The strategy tree's root.
    path : str or pathlib.Path
        Where to write it.
    fmt : {"text", "json"}, optional
        Selby's text format or ndle's JSON; default JSON when the name ends in ``.json``.
    **meta
        Fields stored beside the tree in the JSON format (e.g. the word list, the total).

    Raises
    ------
    StrategyError
        For an unknown format, or a file that cannot be written.
    """
    one_of(tree, Tree, "a Tree to write", StrategyError)
    path = a_path(path, "a tree file", StrategyError)
    fmt = fmt or ("json" if str(path).endswith(".json") else "text")
    if fmt not in ("text", "json"):
        raise StrategyError(f"unknown tree format {fmt!r}; choose text or json")
    text = to_json(tree, **meta) if fmt == "json" else to_text(tree)
    try:
        write_atomic(path, text)  # whole or not at all
    except OSError as e:
        raise StrategyError(f"{path}: cannot write tree file ({e})") from None


def check_tree(tree: Tree, words: WordList, *, hard: bool = False, max_guesses: int = 0,
               feedback: str = "exact", consistent: bool = False) -> TreeReport:
    """Return what the tree does on every answer, raising StrategyError at its first flaw.

    Flaws: a guess not allowed (or breaking Selby's hard-mode rule with `hard`, or consistent play with `consistent`),
    an answer the tree loses (no branch for its feedback, or solved after `max_guesses` when that is given), a branch
    no answer reaches, or a leaf guess shown GGGGG in the file that is not the answer there.

    Parameters
    ----------
    tree : Tree
        The strategy tree.
    words : WordList
        The word list it plays.
    hard : bool
        Check Selby's hard-mode rule too.
    max_guesses : int
        The guess limit (0: none).
    feedback : str
        The feedback rule (`ndle.patterns.feedback`; default Wordle's): the branches are its feedback, written out.
    consistent : bool
        Check that every guess is one of the answers still possible at its node (consistent play).

    Returns
    -------
    TreeReport
    """
    one_of(tree, Tree, "a Tree to check", StrategyError), one_of(words, WordList, "a WordList", StrategyError)
    rule, length = rule_named(feedback), words.length
    matrix, green = matrix_for(words, rule.name), rule.solved(length)
    decode, encode = (lambda c, n: rule.show(c, n)), (lambda m: rule.parse(m, length))  # noqa: E731
    depth_of: dict[int, int] = {}

    def walk(node: Tree, answers: np.ndarray, depth: int, history: list) -> None:
        where = " ".join(f"{g} {m}" for g, m in history) or "the start"
        try:
            g = words.guess_id(node.guess)
        except WordError as e:
            raise StrategyError(f"tree after {where}: {e}") from None
        if hard and not hard_mode_mask(words, [(words.guess_id(w), encode(m)) for w, m in history])[g]:
            raise StrategyError(f"tree after {where}: {node.guess!r} breaks the hard-mode rule")
        if consistent and node.guess not in {words.answers[a] for a in answers.tolist()}:
            raise StrategyError(f"tree after {where}: {node.guess!r} is not a possible answer any more")
        if max_guesses and depth > max_guesses:
            raise StrategyError(f"tree after {where}: guess {depth} is over the limit of {max_guesses}")
        codes = np.asarray(matrix[g, answers])
        groups = {int(c): answers[codes == c] for c in np.unique(codes)}
        for c, group in groups.items():
            if c == green:
                depth_of[int(group[0])] = depth  # solved even where a file leaves the GGGGG line out
            elif decode(c, length) not in node.children:
                lost = ", ".join(words.answers[a] for a in group[:3])
                raise StrategyError(f"tree after {where} {node.guess} {decode(c, length)}: no next guess "
                                    f"(answers {lost})")
        if node.solves and green not in groups:
            raise StrategyError(f"tree after {where}: {node.guess!r} is marked solved but is not a possible answer")
        for m, child in node.children.items():
            c = encode(m)
            if c not in groups:
                raise StrategyError(f"tree after {where}: no answer shows {m} for {node.guess!r}")
            walk(child, groups[c], depth + 1, history + [(node.guess, m)])

    if not len(words.answers):
        raise StrategyError("no answers to check the tree against")
    walk(tree, np.arange(len(words.answers)), 1, [])
    hist = Counter(depth_of.values())
    return TreeReport(sum(depth_of.values()), len(depth_of), dict(sorted(hist.items())), max(hist))
