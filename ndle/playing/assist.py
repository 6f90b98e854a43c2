"""A live assistant for a real game in progress: a pure, line-based state machine (no I/O).

Each turn the session suggests a guess (`guess: WORD`) and asks for a line:
the feedback of the suggested word, one string per board in board order (a
solved board's entry may be `-`), or `WORD FB1 FB2 ...` when another word was
played; `undo` takes back the last line accepted, `show` lists each board's
remaining candidates (`show all` every one), `hint` gives a hint one level
further each time it is asked on a turn (`hint 1`, `hint 2`, `hint 3` a level
of its own: see `ndle.playing.hints`), `share` the share grid so far (see
`ndle.render.share`; it is shown at the end too, with the total), `quit` ends.
With `hints=True` the suggestion is not shown unless asked for (`hint 3`), and
each line names the word played. In sequence mode only the visible board's
feedback is asked for, and when a board is revealed, its feedback for each
earlier guess, one line each (up to its GGGGG). In rescue and jumble modes the
pre-filled guesses are entered as `WORD FB1 FB2 ...`. A malformed or
contradictory line is refused with one error line and the same prompt.
`ndle.commands.assist` connects it to standard input and output.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ndle.errors import FeedbackError, NdleError, WordError
from ndle.game import Game, GuessId, State, narrow
from ndle.playing.hints import hint
from ndle.checks import counted
from ndle.playing.chances import candidate_labels
from ndle.playing.ranking import RankedGuess, top_guesses
from ndle.render.share import share_text
from ndle.playing.wording import TILES, feedback_key, typed_feedback
from ndle.render.text import last_turn_row, ranking_lines

SHOW_CANDIDATES = 100  # `show` lists this many candidates of a board, with the count; `show all` lists every one
COMMANDS = ("undo", "show", "hint", "share", "quit")
_ARGUMENTS = {"show": ("all",), "hint": ("1", "2", "3")}


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
                 *, top: int = 1, colour: bool = False, hints: bool = False):
        self.game, self.strategy, self.opener, self.rng = game, strategy, opener, rng
        self.top, self.colour = top, colour  # guesses ranked with each suggestion; ANSI tiles for each turn
        self.hints = hints  # the suggestion only when asked for (`hint`)
        self._hinted: dict[tuple, int] = {}  # the hint level given so far at each position
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
        what = self.game.observation.wanted()
        typed = typed_feedback(self.game)
        key = "" if self.game.feedback_rule.tiles == TILES else f" Feedback: {feedback_key(self.game)}."
        head = (f"ndle assist: {self.game.describe()}; strategy {self.strategy.name}. Enter the feedback "
                f"({typed}) of the suggested guess on {what}, or WORD FB... if you played "
                f"another word; undo, show, hint, share, quit.{key}")
        if self.hints:
            head = (f"ndle assist: {self.game.describe()}; strategy {self.strategy.name}, hints only. Enter each "
                    f"word you play and its feedback ({typed}) on {what}; hint (again for more), "
                    f"undo, show, share, quit.{key}")
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
        if state.done:  # the share text, then the result with its total (the sum of the boards' turns)
            total = sum(b.solved_at for b in state.boards if b.solved_at is not None)  # (done: every one)
            return ("share:", share_text(state), "",
                    f"solved: {'all ' if self.game.boards > 1 else ''}{counted(self.game.boards, 'board')} in "
                    f"{counted(state.turn, 'guess')} (total {total})")
        if (r := self.reveal) is not None:
            t = len(r.entered)
            return (f"> board {r.board + 1} revealed: feedback of {words[state.guesses[t]]} "
                    f"(guess {t + 1} of {state.turn})",)
        late = ((f"note: the game's limit of {self.game.max_guesses} guesses is used up; suggestions go on",)
                if state.turn >= self.game.max_guesses else ())
        on = self.game.observation.asked_on(self._asked_boards())
        if state.turn < self.game.prefill:
            return (self.game.observation.prefill_prompt(state.turn, on),)
        if self.hints:
            return (*late, f"> WORD and its feedback on {on} (hint, undo, show, share, quit)",)
        suggested = self.suggestion()
        assert suggested is not None  # a turn of the game to suggest for
        word = words[suggested]
        ranked = tuple(ranking_lines(self.ranking(), self.strategy)) if self.top > 1 else ()
        return (*late, *ranked, f"guess: {word}",
                f"> feedback of {word} on {on} (or WORD FB...; undo, show, hint, share, quit)")

    def _asked_boards(self) -> list[int]:
        """Return the boards whose feedback a turn's line gives (sequence: the visible one)."""
        return self.game.observation.asked_boards(self.state)  # Xordle: one merged row for both words

    def handle(self, line: str) -> Reply:
        """Return the reply to one input line (errors are a line starting `error:`, then the same prompt)."""
        tokens = line.split()
        command = tokens[0].lower() if len(tokens) == 1 else None
        if len(tokens) == 2 and tokens[1].lower() in _ARGUMENTS.get(tokens[0].lower(), ()):
            command = tokens[0].lower()
        try:
            if command == "quit":
                return Reply((self._ended(),), done=True)
            if command == "undo":
                if len(self.steps) == 1:
                    raise NdleError("nothing to undo")
                self.steps.pop()
            elif command == "show":
                return Reply((*self._show(len(tokens) == 2), *self._ask()))
            elif command == "hint":
                return Reply((self._hint(int(tokens[1]) if len(tokens) == 2 else None), *self._ask()))
            elif command == "share":
                return Reply((share_text(self.state), *self._ask()))
            elif not tokens:
                raise NdleError("empty line: enter the feedback, or undo, show, hint, share, quit")
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
        return (f"ended: {solved} of {counted(self.game.boards, 'board')} solved after "
                f"{counted(self.state.turn, 'guess')}")

    def _hint(self, level: int | None) -> str:
        """Return a hint: of `level`, else one level further than the last one given at this position."""
        state = self.state
        if self.reveal is not None or state.turn < self.game.prefill:
            raise NdleError("no hint now: enter the feedback asked for first")
        key = state.guesses
        level = level or min(self._hinted.get(key, 0) + 1, 3)
        self._hinted[key] = max(self._hinted.get(key, 0), level)
        return f"hint {level}: {hint(state, self.strategy, level, rng=self.rng, opener=self.opener)}"

    def _is_word(self, token: str) -> bool:
        """Return whether a token is a guess word rather than feedback."""
        try:
            self.game.feedback_rule.parse(token, self.game.words.length)
            return False
        except FeedbackError:
            pass
        try:
            self.game.words.guess_id(token)
            return True
        except WordError:
            return False

    def _turn(self, tokens: list[str]) -> tuple[State, Reveal | None]:
        """Return the step after a turn's line: [WORD] FB... for the asked boards."""
        boards, state = self._asked_boards(), self.state
        groups = counted(len(boards), "feedback group")
        guess: GuessId | None
        if len(tokens) == len(boards) + 1:
            guess = self.game.words.guess_id(tokens[0])
        elif tokens and self._is_word(tokens[0]):
            raise NdleError(f"expected {groups} after {tokens[0].lower()}, got {len(tokens) - 1}")
        elif len(tokens) == len(boards) and state.turn >= self.game.prefill and not self.hints:
            guess = self.suggestion()
        else:
            which = "the pre-filled WORD and " if state.turn < self.game.prefill else (
                "WORD and " if self.hints else "[WORD] ")
            raise NdleError(f"expected {which}{groups}, got {counted(len(tokens), 'item')}")
        assert guess is not None  # suggested on a turn the strategy plays
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
        assert r is not None  # asked during a reveal
        if len(tokens) != 1:
            raise NdleError(f"expected board {r.board + 1}'s feedback for one earlier guess, got {len(tokens)} items")
        code = self.game.feedback_rule.parse(tokens[0], self.game.words.length)
        keep = narrow(self.game, r.candidates, state.guesses[len(r.entered)], code, r.board)
        entered = r.entered + (code,)
        if code == self.game.solved or len(entered) == state.turn:
            return self._next_reveal(state.reveal(r.board, entered))
        return state, replace(r, entered=entered, candidates=keep)

    def _show(self, every: bool = False) -> list[str]:
        """Return one line per board: its status and its remaining candidates (the first SHOW_CANDIDATES of them
        unless `every`, saying how many more there are)."""
        lines, words = [], self.game.words.answers
        lines.extend(self.game.observation.position_lines(self.state, None if every else SHOW_CANDIDATES))
        for b, board in enumerate(self.state.boards):
            if board.solved:
                lines.append(f"board {b + 1}: solved on turn {board.solved_at}")
            else:
                limit = len(board.candidates) if every else SHOW_CANDIDATES
                names = [] if board.hidden else candidate_labels(board, words, limit)
                more = (f" ... and {len(board.candidates) - len(names):,} more (show all)"
                        if len(names) < len(board.candidates) and names else "")
                lines.append(f"board {b + 1}: {board.left}{': ' if names else ''}{' '.join(names)}{more}")
        return lines
