"""A person playing against hidden answers: a pure, line-based state machine (no I/O), like `ndle.playing.assist`.

Each turn the player types a word; the reply is the grid so far (coloured
tiles, or each word with its B/Y/G letters) and the next prompt. A word that
is not an allowed guess, or was played before, is refused with one line and the
same prompt; `quit` ends the game and shows the answers. The game ends when
every board is solved, or at the game's guess limit (then the answers are
shown). Modes are the Game's: in sequence mode only the first unsolved board
shows its feedback; in rescue and jumble modes the grid starts with the
pre-filled guesses; in a hard-mode game (`--hard`) a word that does not use
every hint shown so far is refused, naming the hint it misses. `ndle play
--human` connects it to standard input and output.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ndle.playing.assist import Reply
from ndle.errors import NdleError
from ndle.game import AnswerId, Game, GuessId, State
from ndle.render.text import render_state
from ndle.strategies.pools import hard_refusal
from ndle.checks import counted
from ndle.render.share import share_text
from ndle.playing.wording import TILES, entry, feedback_key

QUIT = "quit"


class HumanGame:
    """One game a person plays: the hidden answers and the state after each accepted guess."""

    def __init__(self, game: Game, answers: Sequence[AnswerId], rng: np.random.Generator | None = None,
                 prefilled: Sequence[GuessId] | None = None, colour: bool = False):
        self.game, self.answers, self.colour, self.rng = game, tuple(answers), colour, rng  # rng: lies too
        self.state: State = game.opening(self.answers, rng, prefilled)

    @property
    def over(self) -> bool:
        """Return whether the game has ended: every board solved, or the guess limit reached."""
        return self.state.done or self.state.turn >= self.game.max_guesses

    def start(self) -> Reply:
        """Return the opening lines: the game, how to play, any pre-filled guesses, the first prompt."""
        n = len(self.answers)
        head = (f"ndle play: {self.game.describe()}; {n} hidden answer{'s' if n > 1 else ''}. Type a "
                f"{entry(self.game)} and Enter ({QUIT} to give up).")
        tiles = self.game.feedback_rule.tiles == TILES  # coloured tiles explain themselves on a terminal
        key = "" if self.colour and tiles else f" Feedback: {feedback_key(self.game)}."
        grid = (self.grid(),) if self.state.turn else ()
        return Reply((head + key, *grid, self.prompt()))

    def prompt(self) -> str:
        """Return the prompt for the next guess."""
        return f"guess {self.state.turn + 1} of {self.game.max_guesses}> "

    def grid(self) -> str:
        """Return the boards as the player sees them (no candidate counts, no answers)."""
        return render_state(self.state, self.colour, counts=False)

    def handle(self, line: str) -> Reply:
        """Return the reply to one typed line."""
        word = line.strip().lower()
        if word == QUIT:
            return Reply((self._answers_line("gave up"),), done=True)
        try:
            guess = self.game.words.guess_id(word)
            if guess in self.state.guesses:
                raise NdleError(f"{word!r} was already played")
            if why := hard_refusal(self.state, guess):
                raise NdleError(why)
        except NdleError as e:
            return Reply((f"error: {e}", self.prompt()))
        self.state = self.state.play(guess, self.answers, self.rng)
        if not self.over:
            return Reply((self.grid(), self.prompt()))
        return Reply((self.grid(), "", "share:", share_text(self.state), "", self._result()), done=True)

    def end_of_input(self) -> Reply:
        """Return the lines for an input that ended before the game did."""
        return Reply((self._answers_line("ended"),), done=True)

    def _result(self) -> str:
        state = self.state
        if state.done:
            total = sum(b.solved_at or 0 for b in state.boards)
            boards = f"all {len(self.answers)} boards" if len(self.answers) > 1 else "the board"
            return f"solved: {boards} in {counted(state.turn, 'guess')} (total {total})"
        return self._answers_line(f"out of guesses ({self.game.max_guesses})")

    def _answers_line(self, why: str) -> str:
        words = self.game.words.answers
        solved = sum(b.solved for b in self.state.boards)
        shown = " ".join(words[a] for a in self.answers)
        return f"{why}: {solved} of {counted(len(self.answers), 'board')} solved; the answers: {shown}"
