"""`ndle play --answers w1,...,wn`: one game of a strategy against given answers."""

from __future__ import annotations

import numpy as np

from ndle.loop import play_game
from ndle.render.text import render_state
from ndle.commands._common import (add_strategy_options, add_word_options, colour_wanted, emit_json, game_from,
                                   guess_limit, split_words, strategy_from)


def register(sub) -> None:
    p = sub.add_parser("play", help="play one game against given answers and show the grid")
    p.add_argument("--answers", required=True, metavar="W1,W2,...", help="one answer per board (n boards)")
    p.add_argument("--max-guesses", type=guess_limit, default=0, metavar="M",
                   help="guess limit (default: the game's and mode's, else boards + 5)")
    p.add_argument("--prefilled", metavar="W1,W2,...",
                   help="the pre-filled guesses of --mode rescue/jumble (default: drawn from seed 0)")
    add_strategy_options(p)
    add_word_options(p)
    p.set_defaults(func=run)


def run(args) -> int:
    answers = split_words(args.answers)
    game = game_from(args, max(len(answers), 1), args.max_guesses)
    ids = game.answer_ids(answers)
    strategy, opener = strategy_from(args, game)
    prefilled = [game.words.guess_id(w) for w in split_words(args.prefilled)] if args.prefilled else None
    rng = np.random.default_rng(0) if game.prefill and prefilled is None else None
    record, state = play_game(game, strategy, ids, opener=opener, rng=rng, prefilled=prefilled)
    if args.json:
        rules = {k: v for k, v in game.rules.to_dict().items() if k not in ("answers_file", "guesses_file")}
        emit_json({"strategy": args.strategy, **rules, "words": game.words.name, **record.to_dict()})
    else:
        print(render_state(state, colour_wanted(), list(record.answers)))
        verdict = "won" if record.won else "lost"
        print(f"\n{args.strategy}: all {game.boards} board(s) solved in {record.turns} guesses, total "
              f"{record.total} ({verdict}; {game.describe()}): {' '.join(record.guesses)}")
    return 0
