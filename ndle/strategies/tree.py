"""Follow a decision-tree file (Selby's text format or ndle JSON), e.g. `--strategy tree:salet.txt`."""

from __future__ import annotations

import numpy as np

from ndle.errors import StrategyError, WordError
from ndle.game import Game, GuessId, State
from ndle.solver.one.trees import Tree, read_tree
from ndle.strategies.base import Strategy, register
from ndle.strategies.options import Option


def tree_file(path: str | None, game: Game) -> tuple[str, Tree, dict[int, GuessId]]:
    """Return a tree file's path, its tree and each node's guess id in the game's list, raising StrategyError."""
    if not path:
        raise StrategyError("the tree strategy needs a file: tree:FILE (e.g. from `ndle optimal --tree FILE`)")
    if game.boards != 1:
        raise StrategyError(f"a strategy tree plays one board; this game has {game.boards}")
    if game.observation.rows_lie:
        raise StrategyError("a strategy tree follows honest rows: this game's rows lie (--lies)")
    root, ids, todo = read_tree(path), {}, []
    todo.append(root)
    while todo:
        node = todo.pop()
        try:
            ids[id(node)] = game.words.guess_id(node.guess)
        except WordError as e:
            raise StrategyError(f"{path}: {e}") from None
        todo.extend(node.children.values())
    return path, root, ids


@register("tree")
class TreeStrategy(Strategy):
    """Play the guess the tree gives for the feedback seen so far (one board).

    The file is read and its guesses checked against the game's word list when
    the strategy is made; a position the tree does not cover raises StrategyError, and so does a game whose rows
    lie (when it is made: a tree's branches are honest rows).
    """

    summary = "follow a strategy tree file (Selby's text format or ndle JSON): tree:FILE"

    options = (*Strategy.options, Option("arg", None, lambda name, value, game: tree_file(value, game)[0]))
    arg: str

    def __init__(self, game: Game, **options):
        super().__init__(game, **options)
        self.path = self.arg
        _, self.root, self._ids = tree_file(self.arg, game)

    def choose(self, state: State, rng: np.random.Generator | None = None) -> GuessId:
        node = self.root
        for turn, (guess, patterns) in enumerate(zip(state.guesses, state.patterns)):
            if self._ids[id(node)] != guess:
                played = self.game.words.guesses[guess]
                raise StrategyError(f"{self.path}: guess {turn + 1} was {played!r}, the tree plays {node.guess!r}")
            assert patterns[0] is not None  # one board: shown on every turn until the game ends
            marks = self.game.feedback_rule.show(patterns[0], self.game.words.length)
            if marks not in node.children:
                raise StrategyError(f"{self.path}: no next guess after {node.guess} {marks}")
            node = node.children[marks]
        guess = self._ids[id(node)]
        if not self.allowed(state)[guess]:
            if self.game.consistent and not state.possible(guess):
                raise StrategyError(f"{self.path}: {node.guess!r} is not a possible answer any more here (a tree for "
                                    "consistent play: ndle optimal --consistent --tree FILE)")
            if self.game.hard:
                raise StrategyError(f"{self.path}: {node.guess!r} breaks hard mode here (a tree for hard mode: "
                                    "ndle optimal --hard --tree FILE)")
            raise StrategyError(f"{self.path}: {node.guess!r} is not allowed in the {self.pool!r} pool here")
        return guess

    def __repr__(self) -> str:
        return f"TreeStrategy({self.path!r}, pool={self.pool!r})"
