"""`ndle play`: one game, a strategy's (shown as a grid) or a person's (`--human`), against given or seeded answers.

Without `--answers` the answers are drawn from `--seed` exactly as game 0 of
`ndle simulate --seed S` draws them (a new seed, printed, when none is given), so
any game can be played again. A person plays (`--human`) by default when standard
input and output are terminals and neither `--answers` nor `--strategy` is given;
`--no-human` watches the strategy instead.
"""

from __future__ import annotations

import argparse
import sys

from ndle.strategies import DEFAULT_STRATEGY
from ndle.commands._common import (add_game_options, add_json_option, add_strategy_options, colour_wanted, emit_json,
                                   game_from, run_session, seed_value, split_words, strategy_from)

SEED_DIGITS = 6  # a new seed has at most this many digits: easy to type again


def register(sub) -> None:
    p = sub.add_parser("play", help="play one game (you, or a strategy) and show the grid",
                       description=__doc__.split("\n\n", 1)[1].replace("`", ""))
    p.add_argument("--answers", metavar="W1,W2,...", help="one answer per board (default: drawn from --seed)")
    p.add_argument("--seed", type=seed_value, metavar="S",
                   help="draw the answers (and pre-filled guesses) from seed S (default: a new seed, printed)")
    p.add_argument("--human", action=argparse.BooleanOptionalAction, default=None,
                   help="you guess, against hidden answers (default: yes on a terminal without --answers or "
                        "--strategy)")
    p.add_argument("--replacement", action="store_true",
                   help="draw each board's answer independently, repeats allowed (as simulate --replacement; "
                        "needed for more boards than answers)")
    p.add_argument("--prefilled", metavar="W1,W2,...",
                   help="the pre-filled guesses of --mode rescue/jumble (default: drawn from the seed)")
    add_strategy_options(p, DEFAULT_STRATEGY)
    add_game_options(p, notes={"boards": "number of boards (default: --game's, else the number of --answers, "
                                         "else 1)"})
    add_json_option(p)
    p.set_defaults(func=run, strategy=None)  # None: not given (so a terminal session may default to --human)


def run(args) -> int:
    import numpy as np

    from ndle.montecarlo.spec import draw_answers, fresh_seed, game_rng
    from ndle.xordle.pairs import pair_words

    answers = split_words(args.answers, "--answers") if args.answers is not None else None
    human = args.human if args.human is not None else (
        answers is None and args.strategy is None and sys.stdin.isatty() and sys.stdout.isatty())
    if human and args.json:
        raise _usage("--json does not apply to --human")
    if human and answers is not None:
        raise _usage("--human plays against hidden answers: give --seed, not --answers")
    args.strategy = args.strategy if args.strategy is not None else DEFAULT_STRATEGY
    game = game_from(args, boards=None if args.boards or not answers else len(answers))
    if args.replacement and pair_words(game) is not None:
        raise _usage("--replacement does not apply to xordle: its two answers are a pair with no letter in common")
    strategy, opener = (None, None) if human else strategy_from(args, game)
    prefilled = None if args.prefilled is None else [game.words.guess_id(w)
                                                     for w in split_words(args.prefilled, "--prefilled")]
    seed = None
    if answers is not None:
        ids = game.answer_ids(answers)
        rng = np.random.default_rng(0) if game.prefill and prefilled is None else None
        if game.observation.rows_lie:  # the host's lies: drawn from the seed's Generator (seed 0 unless given)
            rng = game_rng(args.seed if args.seed is not None else 0, 0)
    else:
        seed = args.seed if args.seed is not None else fresh_seed() % 10 ** SEED_DIGITS
        rng = game_rng(seed, 0)
        ids = draw_answers(rng, len(game.words.answers), game.boards, args.replacement, game.weights,
                           pair_words(game))
    if human:
        assert seed is not None  # --human draws its answers from the seed
        return _human(game, ids, rng, prefilled, seed)
    from ndle.playing import play_game
    from ndle.render.share import share_text
    from ndle.render.text import render_state

    from ndle.io.progress import working

    assert strategy is not None  # made unless --human
    with working(f"{args.strategy}: playing"):  # a first compile or a search: a status line after a second
        record, state = play_game(game, strategy, ids, opener=opener, rng=rng, prefilled=prefilled)
    if args.json:
        rules = {k: v for k, v in game.rules.to_dict().items() if k not in ("answers_file", "guesses_file")}
        emit_json({"strategy": args.strategy, **rules, "words": game.words.name, "seed": seed, **record.to_dict()})
        return 0
    if seed is not None:
        print(f"seed {seed} (play it again: add --seed {seed})")
    print(render_state(state, colour_wanted(), list(record.answers)))
    verdict = "won" if record.won else "lost"
    boards = "the board" if game.boards == 1 else f"all {game.boards} boards"
    print(f"\n{args.strategy}: {boards} solved in {record.turns} guesses, total "
          f"{record.total} ({verdict}; {game.describe()}): {' '.join(record.guesses)}")
    print(f"\nshare:\n{share_text(state)}")
    return 0


def _usage(message: str):
    from ndle.errors import ConfigError

    return ConfigError(message)


def _human(game, ids, rng, prefilled, seed: int) -> int:
    """Play a person's game on standard input and output; return the exit status."""
    from ndle.playing import HumanGame

    return run_session(HumanGame(game, ids, rng, prefilled, colour=colour_wanted()),
                       (f"seed {seed} (play it again: add --seed {seed})",))
