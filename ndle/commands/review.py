"""`ndle review --answer WORD[,WORD...] GUESS1 GUESS2 ...`: a played game turn by turn, beside what a strategy would
have done (one answer per board: `--answer clout,fleet,fibre,fairy` reviews a Quordle game)."""

from __future__ import annotations

import numpy as np

from ndle.io.progress import working
from ndle.commands._common import (add_game_options, add_json_option, add_strategy_options, classic_only, emit_json,
                                   game_from, seed_value, split_words, strategy_from)


def register(sub) -> None:
    p = sub.add_parser("review", help="replay a game you played: bits per turn and how a strategy would have played")
    p.add_argument("guesses", nargs="+", metavar="GUESS", help="your guesses in order")
    p.add_argument("--answer", required=True, metavar="WORD[,WORD...]",
                   help="the game's answer, or one per board in board order (W1,W2,... for a game on several boards)")
    p.add_argument("--seed", type=seed_value, default=0, help="seed for a randomised strategy (default 0)")
    add_strategy_options(p)
    add_game_options(p, refuse={**classic_only("a review replays a classic game"),
                                "lies": "a review replays honest rows"})
    add_json_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    from ndle.analysis.review import review

    answers = split_words(args.answer)
    if len(answers) > 1:
        return _boards(args, answers)
    game = game_from(args)
    strategy, _ = strategy_from(args, game)
    with working(f"{args.strategy}: replaying the game"):
        result = review(game, strategy, args.answer, args.guesses, np.random.default_rng(args.seed))
    if args.json:
        emit_json({"words": game.words.name, **result.to_dict()})
        return 0
    print(f"answer {result.answer}; strategy {args.strategy} (pool {args.pool})")
    print("turn guess  feedback  before  after  expected  gained | instead  expected  would need")
    for t in result.turns:
        print(f"{t.turn:>4} {t.guess}  {t.feedback}    {t.before:>6} {t.after:>6}  {t.expected_bits:>6.2f}b "
              f"{t.bits_gained:>6.2f}b | {t.strategy_guess}  {t.strategy_expected_bits:>6.2f}b  {t.strategy_total:>6}")
    mine = f"solved in {result.player_total}" if result.solved else f"not solved after {len(result.turns)}"
    print(f"you: {mine}; {args.strategy} alone: {result.strategy_alone} "
          "('would need' = guesses in all had it taken over before that turn)")
    return 0


def _boards(args, answers: list[str]) -> int:
    """Review a game on several boards (one answer per board)."""
    from ndle.analysis.review_boards import review_boards

    game = game_from(args, boards=len(answers))
    strategy, _ = strategy_from(args, game)
    with working(f"{args.strategy}: replaying the game"):
        result = review_boards(game, strategy, answers, args.guesses, np.random.default_rng(args.seed))
    if args.json:
        emit_json({"words": game.words.name, **result.to_dict()})
        return 0
    print(f"answers {' '.join(result.answers)}; strategy {args.strategy} (pool {args.pool}); {game.describe()}")
    print("turn guess  feedback per board; candidates left per board | bits expected, gained | instead  expected  "
          "last board")
    for t in result.turns:
        left = " ".join(f"{a}" for a in t.after)
        print(f"{t.turn:>4} {t.guess}  {' '.join(t.feedback)}; {left} | {t.expected_bits:6.2f}b {t.bits_gained:6.2f}b "
              f"| {t.strategy_guess}  {t.strategy_expected_bits:6.2f}b  {t.strategy_last:>4}")
    turns = " ".join("-" if t is None else str(t) for t in result.solved_at)
    mine = (f"all solved, the last on turn {max(result.solved_at)}, total {sum(result.solved_at)}" if result.solved
            else f"{sum(t is not None for t in result.solved_at)} of {len(answers)} solved")
    print(f"you: {mine} (solved on turns {turns}); {args.strategy} alone: the last on turn {result.strategy_last} "
          "('last board' = the turn it would have solved the last board on, had it taken over before that turn)")
    return 0
