"""`ndle suggest GUESS=FB[,FB...] ...`: live play, the next guess for the feedback seen so far."""

from __future__ import annotations

from dataclasses import asdict

import numpy as np

from ndle.errors import FeedbackError, ModeError
from ndle.rules import XORDLE_MODE
from ndle.game import State
from ndle.playing import likeliest
from ndle.checks import counted
from ndle.playing import top_guesses
from ndle.io.progress import working
from ndle.render.text import ranking_lines
from ndle.commands._common import (add_game_options, add_json_option, add_strategy_options, emit_json, game_from,
                                   positive_int, split_words, strategy_from)

from ndle.patterns.codes import NOT_WON_HINT

SHOW_CANDIDATES = 12


def register(sub) -> None:
    p = sub.add_parser("suggest", help="live play: the next guess given the feedback you have seen")
    p.add_argument("given", nargs="*", metavar="GUESS=FB1,FB2,...",
                   help="a guess and its feedback on each board: five of B (absent), Y (present), G (correct), "
                        "either case, or the digits 0, 1, 2; a board already solved takes -; in Xordle and "
                        f"Fibble, {NOT_WON_HINT}")
    p.add_argument("--top", type=positive_int, default=1, metavar="K",
                   help="show the strategy's K best guesses with its scores (default 1: its choice only)")
    add_strategy_options(p)
    add_game_options(p, notes={"boards": "number of boards (default: --game's, else from the feedback)"})
    add_json_option(p)
    p.set_defaults(func=run)


def parse_given(items: list[str]) -> list[tuple[str, list[str]]]:
    """Return (guess, [feedback per board]) pairs from GUESS=FB1,FB2 strings."""
    history = []
    for item in items:
        word, sep, marks = item.partition("=")
        if not sep or not marks:
            raise FeedbackError(f"{item!r}: expected GUESS=FEEDBACK, e.g. soare=BYBGB")
        history.append((word, split_words(marks)))
    return history


def board_info(b: int, board, answers) -> dict:
    """Return what suggest tells of a board: its status and listed candidates (the likeliest, with their chances,
    under a prior)."""
    ids, chances = (np.empty(0, np.int64), None) if board.hidden else likeliest(board, SHOW_CANDIDATES)
    info: dict[str, object] = {"board": b + 1, "solved_at": board.solved_at, "hidden": board.hidden,
                               "left": len(board.candidates), "candidates": [answers[a] for a in ids]}
    if chances is not None:
        info["chances"] = [float(p) for p in chances]
    return info


def run(args) -> int:
    history = parse_given(args.given)
    xordle = args.game == "xordle" or args.mode == XORDLE_MODE  # one merged row for its two boards
    n = None if args.boards or not history or xordle else len(history[0][1])
    game = game_from(args, boards=n)
    state = State.from_feedback(game, history)
    if state.turn < game.prefill:
        if xordle:
            raise ModeError(f"{game.describe()}: give the clue's row first (CLUE=ROW, e.g. surer=BBYYB)")
        raise ModeError(f"{game.describe()}: give the {counted(game.prefill, 'pre-filled guess')} first "
                        f"(GUESS=FB...), got {state.turn}")
    boards = [board_info(b, board, game.words.answers) for b, board in enumerate(state.boards)]
    strategy, opener = strategy_from(args, game)
    with working(f"{args.strategy}: choosing a guess"):  # a first compile, a search: a status line after a second
        ranked = top_guesses(state, strategy, args.top, opener=opener)
    word = ranked[0].word if ranked else None
    if args.json:  # xordle: the pairs left
        extra = game.observation.position_info(state, SHOW_CANDIDATES)
        emit_json({"turn": state.turn + 1, "strategy": args.strategy, "guess": word, "boards": boards,
                   "top": [asdict(r) for r in ranked], "better": strategy.better, **extra})
        return 0
    for line in game.observation.position_lines(state, SHOW_CANDIDATES):
        print(line)
    for info in boards:
        if info["hidden"]:
            print(f"board {info['board']}: hidden (sequence mode: its feedback is given when it is revealed)")
            continue
        status = f"solved on turn {info['solved_at']}" if info["solved_at"] else f"{info['left']} left"
        more = " ..." if info["left"] > SHOW_CANDIDATES else ""
        names = info["candidates"] if "chances" not in info else [
            f"{w} {100 * p:.3g}%" for w, p in zip(info["candidates"], info["chances"])]
        print(f"board {info['board']}: {status}: {' '.join(names)}{more}")
    print(f"all boards solved in {state.turn}" if word is None else f"next guess ({args.strategy}): {word}")
    if args.top > 1 and ranked:
        print("\n".join(ranking_lines(ranked, strategy)))
    return 0
