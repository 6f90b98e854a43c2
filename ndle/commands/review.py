"""`ndle review --answer WORD[,WORD...] GUESS1 GUESS2 ...`: a played game turn by turn, beside what a strategy would
have done (one answer per board: `--answer clout,fleet,fibre,fairy` reviews a Quordle game; Xordle's two words:
`--game xordle --answer WORD,WORD CLUE GUESS...`; a Fibble game from its rows as shown: `GUESS=ROW`)."""

from __future__ import annotations

import numpy as np

from ndle.analysis.values import DEFAULT_BUDGET
from ndle.errors import ArgumentError, FeedbackError
from ndle.io.progress import working
from ndle.patterns.codes import NOT_WON_HINT
from ndle.commands._common import (add_game_options, add_json_option, add_strategy_options, check_png, classic_only,
                                   emit_json, game_from, seed_value, split_words, strategy_from)


def register(sub) -> None:
    p = sub.add_parser("review", help="replay a game you played: bits per turn and how a strategy would have played")
    p.add_argument("guesses", nargs="+", metavar="GUESS[=ROW]",
                   help="your guesses in order, each with the row the game showed if you like (checked against the "
                        "answer); Fibble: each with its row as shown, lies included (GUESS=ROW; "
                        f"{NOT_WON_HINT}); Xordle: the clue first")
    p.add_argument("--answer", required=True, metavar="WORD[,WORD...]",
                   help="the game's answer, or one per board in board order (W1,W2,... for a game on several boards; "
                        "Xordle: its two words)")
    p.add_argument("--seed", type=seed_value, default=0, help="seed for a randomised strategy (default 0)")
    add_strategy_options(p)
    add_game_options(p, refuse=classic_only("a review replays a classic game, Fibble's or Xordle's"))
    p.add_argument("--budget", type=float, default=DEFAULT_BUDGET, metavar="SECONDS",
                   help="seconds of processor time the exact values may take on each figure before the "
                        f"estimate is used (default {DEFAULT_BUDGET:g}; 0: estimates only)")
    p.add_argument("--png", metavar="FILE", help="also draw each guess's skill lost and luck to this image (needs "
                                                 "matplotlib)")
    p.add_argument("--overwrite", action="store_true", help="replace the --png file if it exists")
    add_json_option(p)
    p.set_defaults(func=run, takes_xordle=True)


def run(args) -> int:
    from ndle.analysis.review import review

    if not args.budget >= 0:
        raise ArgumentError(f"--budget: expected seconds, at least 0, got {args.budget}")
    check_png(args)
    answers = split_words(args.answer)
    guesses, rows = _given(args.guesses)
    game = game_from(args, boards=len(answers) if len(answers) > 1 else None)
    if game.observation.boards_shown > 1:  # Xordle's one merged row is reviewed as one board
        if any(rows):
            raise FeedbackError("a review of several boards reads their rows from the answers: give the guesses "
                                "alone")
        return _boards(args, game, answers, guesses)
    strategy, _ = strategy_from(args, game)
    with working(f"{args.strategy}: replaying the game"):
        result = review(game, strategy, answers, guesses, np.random.default_rng(args.seed),
                        rows=rows if any(rows) else None)
    skill = _skill(args, game, answers, guesses, rows)
    if args.json:
        emit_json({"words": game.words.name, **result.to_dict(), "skill_luck": skill.to_dict()})
        return 0
    lying, pairs = game.observation.rows_lie, game.observation.merged
    print(f"answer {result.answer}; strategy {args.strategy} (pool {args.pool}); {game.describe()}")
    shown = "shown  true   lied" if lying else "feedback"
    left = "pairs before  after" if pairs else "before  after"
    chance = "  chance" if lying or pairs else ""
    print(f"turn guess  {shown}  {left}{chance}  expected  gained | instead  expected  would need")
    for t in result.turns:
        row = f"{t.feedback:<6} {t.true_feedback}  {_lies(t):<4}" if lying else f"{t.feedback}   "
        odds = f"  {100 * t.chance:5.1f}%" if chance else ""
        alt = (f"{t.strategy_guess}  {t.strategy_expected_bits:>6.2f}b  {t.strategy_total:>6}"
               if t.strategy_guess is not None else "(the clue: given, not chosen)")
        print(f"{t.turn:>4} {t.guess}  {row} {t.before:>{12 if pairs else 6}} {t.after:>6}{odds}  "
              f"{t.expected_bits:>6.2f}b {t.bits_gained:>6.2f}b | {alt}")
    mine = f"solved in {result.player_total}" if result.solved else f"not solved after {len(result.turns)}"
    note = "guesses in all had it taken over before that turn" + ("; one game, its lies drawn from --seed"
                                                                  if lying else "; the clue included" if pairs else "")
    _print_skill(skill, args.png)
    print(f"you: {mine}; {args.strategy} alone: {result.strategy_alone} ('would need' = {note})")
    return 0


def _given(items: list[str]) -> tuple[list[str], list[str | None]]:
    """Return the guesses and the rows given with them (GUESS=ROW; None where only the guess is given)."""
    guesses, rows = [], []
    for item in items:
        word, sep, row = item.partition("=")
        if sep and not row.strip():
            raise FeedbackError(f"{item!r}: expected GUESS or GUESS=ROW, e.g. soare=BYBGB")
        guesses.append(word.strip())
        rows.append(row.strip() if sep else None)
    return guesses, rows


def _lies(turn) -> str:
    """Return the tiles a reviewed Fibble row lied about, from 1 (``-`` for an honest row)."""
    shown = turn.feedback.rstrip("*")
    where = [str(i + 1) for i, (a, b) in enumerate(zip(shown, turn.true_feedback)) if a != b]
    return ",".join(where) or "-"


def _boards(args, game, answers: list[str], guesses: list[str]) -> int:
    """Review a game on several boards (one answer per board)."""
    from ndle.analysis.review_boards import review_boards

    strategy, _ = strategy_from(args, game)
    with working(f"{args.strategy}: replaying the game"):
        result = review_boards(game, strategy, answers, guesses, np.random.default_rng(args.seed))
    skill = _skill(args, game, answers, guesses, [None] * len(guesses))
    if args.json:
        emit_json({"words": game.words.name, **result.to_dict(), "skill_luck": skill.to_dict()})
        return 0
    print(f"answers {' '.join(result.answers)}; strategy {args.strategy} (pool {args.pool}); {game.describe()}")
    print("turn guess  feedback per board; candidates left per board | bits expected, gained | instead  expected  "
          "last board")
    for t in result.turns:
        left = " ".join(f"{a}" for a in t.after)
        print(f"{t.turn:>4} {t.guess}  {' '.join(t.feedback)}; {left} | {t.expected_bits:6.2f}b {t.bits_gained:6.2f}b "
              f"| {t.strategy_guess}  {t.strategy_expected_bits:6.2f}b  {t.strategy_last:>4}")
    turns = " ".join("-" if t is None else str(t) for t in result.solved_at)
    when = [t or 0 for t in result.solved_at]
    mine = (f"all solved, the last on turn {max(when)}, total {sum(when)}" if result.solved
            else f"{sum(t is not None for t in result.solved_at)} of {len(answers)} solved")
    _print_skill(skill, args.png)
    print(f"you: {mine} (solved on turns {turns}); {args.strategy} alone: the last on turn {result.strategy_last} "
          "('last board' = the turn it would have solved the last board on, had it taken over before that turn)")
    return 0


def _skill(args, game, answers: list[str], guesses: list[str], rows: list):
    """Return the skill-and-luck review (and draw its plot if asked)."""
    from ndle.analysis.skill import skill_review

    with working("skill and luck: valuing each guess"):
        result = skill_review(game, answers, guesses, rows=rows if any(rows) else None, budget=args.budget)
    if args.png:
        from ndle.render.skill import skill_png

        skill_png(result, args.png)
    return result


def _print_skill(result, png: str | None) -> None:
    """Print the skill-and-luck table, the game's two scores (``~``: an estimate, else exact) and the
    image written."""
    from ndle.analysis.skill import mark

    print("skill and luck, in expected guesses to finish (~ = an estimate, else exact):")
    print("turn guess   before    best  exp.after  reached  skill lost     luck")
    for t in result.turns:
        cells = [f"{'' if t.exact[k] else '~'}{getattr(t, k):.3f}" for k in
                 ("before", "best", "expected_after", "reached", "skill_lost", "luck")]
        print(f"{t.turn:>4} {t.guess:<6} {cells[0]:>7} {cells[1]:>7} {cells[2]:>10} {cells[3]:>8} {cells[4]:>11} "
              f"{cells[5]:>8}")
    print(f"skill {result.skill}/99 ({result.skill_lost:.3f} guesses lost, {mark(result.skill_exact)}); "
          f"luck {result.luck_score}/99 ({result.luck:+.3f} guesses, {mark(result.luck_exact)})")
    if png:
        print(f"wrote {png} (skill lost and luck per guess; hatched: estimated)")
