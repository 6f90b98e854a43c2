"""`ndle feedback GUESS ANSWER`: print the feedback (B/Y/G under Wordle's rule, as the --feedback rule writes it)."""

from __future__ import annotations

from ndle.patterns.feedback.base import rule_named
from ndle.commands._common import add_word_options, emit_json, rules_from


def register(sub) -> None:
    p = sub.add_parser("feedback", help="print the feedback of a guess against an answer, e.g. YYGYB")
    p.add_argument("guess")
    p.add_argument("answer")
    p.add_argument("--check-words", action="store_true", help="also require both to be in the word list")
    add_word_options(p)
    p.set_defaults(func=run)


def run(args) -> int:
    rules = rules_from(args)
    if args.check_words:
        words = rules.word_list()
        words.guess_id(args.guess)
        words.guess_id(args.answer)
    rule = rule_named(rules.feedback)
    marks = rule.reference(args.guess, args.answer)
    if args.json:
        code = rule.parse(marks, len(args.guess.strip()))
        emit_json({"guess": args.guess.lower(), "answer": args.answer.lower(), "feedback": marks, "code": code,
                   "rule": rules.feedback})
    else:
        print(marks)
    return 0
