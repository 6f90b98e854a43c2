"""A live assistant for a real game in progress: a pure, line-based state machine (no I/O).

Each turn the session suggests a guess (`guess: WORD`) and asks for a line:
the feedback of the suggested word, one string per board in board order (a
solved board's entry may be `-`), or `WORD FB1 FB2 ...` when another word was
played; `undo` takes back the last line accepted, `show` lists each board's
remaining candidates, `quit` ends. In sequence mode only the visible board's
feedback is asked for, and when a board is revealed, its feedback for each
earlier guess, one line each (up to its GGGGG). In rescue and jumble modes the
pre-filled guesses are entered as `WORD FB1 FB2 ...`. A malformed or
contradictory line is refused with one error line and the same prompt.
`ndle.commands.assist` connects it to standard input and output.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ndle.errors import NdleError
from ndle.game import Game, GuessId, State, narrow
from ndle.ranking import RankedGuess, top_guesses
from ndle.render.text import last_turn_row, ranking_lines

SHOW_CANDIDATES = 20
COMMANDS = ("undo", "show", "quit")


@dataclass(frozen=True)
class Reveal:
    """A hidden board being revealed: the feedback entered so far for the earlier guesses, its candidates."""

    board: int
    entered: tuple[int, ...]
    candidates: np.ndarray


@dataclass(frozen=True)
class Reply:
    """What the session says back to one line: lines to print, and whether the session is over."""

    lines: tuple[str, ...]
    done: bool = False


class Session:
    """One assisted game: the states after each accepted line (for undo), the strategy's suggestions."""

    def __init__(self, game: Game, strategy, opener: GuessId | None = None, rng: np.random.Generator | None = None,
                 *, top: int = 1, colour: bool = False):
        self.game, self.strategy, self.opener, self.rng = game, strategy, opener, rng
        self.top, self.colour = top, colour  # guesses ranked with each suggestion; ANSI tiles for each turn
        self.steps: list[tuple[State, Reveal | None]] = [(game.start(), None)]
        self._suggested: dict[tuple, list[RankedGuess]] = {}

    @property
    def state(self) -> State:
        return self.steps[-1][0]

    @property
    def reveal(self) -> Reveal | None:
        return self.steps[-1][1]

    def start(self) -> Reply:
        """Return the opening lines: what the session expects, then the first suggestion and prompt."""
        n = self.game.boards
        what = ("the visible board" if self.game.mode == "sequence" else
                f"each of the {n} board(s) in board order (- for a solved board)")
        head = (f"ndle assist: {self.game.describe()}; strategy {self.strategy.name}. Enter the feedback "
                f"(B/Y/G letters, e.g. BYBGB) of the suggested guess on {what}, or WORD FB... if you played "
                "another word; undo, show, quit.")
        return Reply((head, *self._ask()))

    def suggestion(self) -> GuessId | None:
        """Return the suggested guess now (None during a reveal, a pre-filled turn, or at the end)."""
        ranked = self.ranking()
        return self.game.words.guess_id(ranked[0].word) if ranked else None

    def ranking(self) -> list[RankedGuess]:
        """Return the strategy's `top` best guesses now, its suggestion first (empty when none is suggested)."""
        state = self.state
        if self.reveal is not None or state.done or state.turn < self.game.prefill:
            return []
        key = (state.guesses, state.patterns)
        if key not in self._suggested:
            self._suggested[key] = top_guesses(state, self.strategy, self.top, rng=self.rng, opener=self.opener)
        return self._suggested[key]

    def _ask(self) -> tuple[str, ...]:
        """Return the lines asking for the next input (the suggestion and the prompt), or the final line."""
        state, words = self.state, self.game.words.guesses
        if state.done:
            return (f"solved: all {self.game.boards} boards in {state.turn} guesses",)
        if (r := self.reveal) is not None:
            t = len(r.entered)
            return (f"> board {r.board + 1} revealed: feedback of {words[state.guesses[t]]} "
                    f"(guess {t + 1} of {state.turn})",)
        late = ((f"note: the game's limit of {self.game.max_guesses} guesses is used up; suggestions go on",)
                if state.turn >= self.game.max_guesses else ())
        boards = self._asked_boards()
        on = f"board {boards[0] + 1}" if len(boards) == 1 else f"boards 1-{len(boards)}"
        if state.turn < self.game.prefill:
            return (f"> pre-filled guess {state.turn + 1} of {self.game.prefill}: WORD and its feedback on {on}",)
        word = words[self.suggestion()]
        ranked = tuple(ranking_lines(self.ranking(), self.strategy)) if self.top > 1 else ()
        return (*late, *ranked, f"guess: {word}", f"> feedback of {word} on {on} (or WORD FB...; undo, show, quit)")

    def _asked_boards(self) -> list[int]:
        """Return the boards whose feedback a turn's line gives (sequence: the visible one)."""
        if self.game.mode == "sequence":
            return self.state.active
        return list(range(self.game.boards))

    def handle(self, line: str) -> Reply:
        """Return the reply to one input line (errors are a line starting `error:`, then the same prompt)."""
        tokens = line.split()
        command = tokens[0].lower() if len(tokens) == 1 else None
        try:
            if command == "quit":
                return Reply((self._ended(),), done=True)
            if command == "undo":
                if len(self.steps) == 1:
                    raise NdleError("nothing to undo")
                self.steps.pop()
            elif command == "show":
                return Reply((*self._show(), *self._ask()))
            elif not tokens:
                raise NdleError("empty line: enter the feedback, or undo, show, quit")
            elif self.reveal is not None:
                self.steps.append(self._revealed(tokens))
            else:
                self.steps.append(self._turn(tokens))
                if self.colour:
                    return Reply((last_turn_row(self.state, True), *self._ask()), done=self.state.done)
        except NdleError as e:
            return Reply((f"error: {e}", *self._ask()))
        return Reply(self._ask(), done=self.state.done)

    def end_of_input(self) -> Reply:
        """Return the lines for an input that ended before the game did."""
        return Reply((self._ended(),), done=True)

    def _ended(self) -> str:
        solved = sum(b.solved for b in self.state.boards)
        return f"ended: {solved} of {self.game.boards} boards solved after {self.state.turn} guesses"

    def _turn(self, tokens: list[str]) -> tuple[State, Reveal | None]:
        """Return the step after a turn's line: [WORD] FB... for the asked boards."""
        boards, state = self._asked_boards(), self.state
        if len(tokens) == len(boards) + 1:
            guess = self.game.words.guess_id(tokens[0])
        elif len(tokens) == len(boards) and state.turn >= self.game.prefill:
            guess = self.suggestion()
        else:
            which = "the pre-filled WORD and " if state.turn < self.game.prefill else "[WORD] "
            raise NdleError(f"expected {which}{len(boards)} feedback string(s), got {len(tokens)} item(s)")
        if guess in state.guesses:
            raise NdleError(f"{self.game.words.guesses[guess]!r} was already played")
        marks = ["-"] * self.game.boards  # the boards not asked for are solved or hidden
        for b, m in zip(boards, tokens[-len(boards):]):
            marks[b] = m
        return self._next_reveal(state.apply(guess, state.codes(marks)))

    def _next_reveal(self, state: State) -> tuple[State, Reveal | None]:
        board = state.needs_reveal
        if board is None:
            return state, None
        return state, Reveal(board, (), state.boards[board].candidates)

    def _revealed(self, tokens: list[str]) -> tuple[State, Reveal | None]:
        """Return the step after one line of a hidden board's earlier feedback."""
        r, state = self.reveal, self.state
        if len(tokens) != 1:
            raise NdleError(f"expected board {r.board + 1}'s feedback for one earlier guess, got {len(tokens)} items")
        code = self.game.feedback_rule.parse(tokens[0], self.game.words.length)
        keep = narrow(self.game, r.candidates, state.guesses[len(r.entered)], code, r.board)
        entered = r.entered + (code,)
        if code == self.game.solved or len(entered) == state.turn:
            return self._next_reveal(state.reveal(r.board, entered))
        return state, replace(r, entered=entered, candidates=keep)

    def _show(self) -> list[str]:
        """Return one line per board: its status and (some of) its remaining candidates."""
        lines, words = [], self.game.words.answers
        for b, board in enumerate(self.state.boards):
            if board.solved:
                lines.append(f"board {b + 1}: solved on turn {board.solved_at}")
            else:
                names = [] if board.hidden else [words[a] for a in board.candidates[:SHOW_CANDIDATES]]
                more = " ..." if len(names) < len(board.candidates) and names else ""
                lines.append(f"board {b + 1}: {board.left}{': ' if names else ''}{' '.join(names)}{more}")
        return lines
