"""`ndle matrix --png FILE`: the pattern matrix as an image coloured by tile counts (Hayes's Figure 14)."""

from __future__ import annotations

import numpy as np

from ndle.commands._common import check_png, add_word_options, emit_json, rules_from
from ndle.patterns.cache import matrix_for
from ndle.patterns.feedback.base import rule_named


def register(sub) -> None:
    p = sub.add_parser("matrix", help="summarise the pattern matrix; --png draws it as Hayes's Figure 14")
    p.add_argument("--png", metavar="FILE", help="write the image (needs matplotlib)")
    p.add_argument("--all-guesses", action="store_true",
                   help="every allowed guess as a column (Hayes's Figure 16), not only the answers")
    p.add_argument("--overwrite", action="store_true", help="replace the --png file if it exists")
    add_word_options(p)
    p.set_defaults(func=run)


def run(args) -> int:
    check_png(args)
    rules = rules_from(args)
    words = rules.word_list()
    full = matrix_for(words, rules.feedback)
    matrix = full if args.all_guesses else full[words.answer_guess]
    codes, counts = np.unique(np.asarray(matrix), return_counts=True)
    used = dict(zip(codes.tolist(), counts.tolist()))
    n, rule = words.length, rule_named(rules.feedback)
    if args.png:
        from ndle.render.pattern_figures import matrix_png

        matrix_png(matrix, args.png, n, None if rule.tiles else rule.n_patterns(n))
    info = {"guesses": int(matrix.shape[0]), "answers": int(matrix.shape[1]), "words": words.name,
            "length": n, "codes_used": len(used), "all_gray": used.get(0, 0),
            "all_green": used.get(rule.solved(n), 0), "png": args.png}
    if rules.feedback != "exact":  # the rule's own codes: the first (all gray under tiles) and the solved one
        info.update(feedback=rules.feedback, codes=rule.n_patterns(n))
    if args.json:
        emit_json(info)
        return 0
    kinds = "zip codes" if rule.tiles else "feedbacks"
    print(f"{words.name}: {info['guesses']} guesses x {info['answers']} answers; "
          f"{info['codes_used']:,} of {rule.n_patterns(n):,} {kinds} occur; {rule.show(0, n)} {info['all_gray']} "
          f"times, {rule.show(rule.solved(n), n)} {info['all_green']}")
    if args.png:
        print(f"wrote {args.png} (rows: target words, columns: guesses, both alphabetical)")
    return 0
