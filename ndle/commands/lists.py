"""`ndle lists`: the shipped word lists (name, word length, answers, guesses, source)."""

from __future__ import annotations

from ndle.commands._common import emit_json
from ndle.words import DEFAULT_LISTS, SHIPPED, load_words


def register(sub) -> None:
    p = sub.add_parser("lists", help="the shipped word lists: name, length, answers, guesses, source")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.set_defaults(func=run)


def run(args) -> int:
    rows = []
    for name, shipped in SHIPPED.items():
        words = load_words(name)
        rows.append({"name": name, "length": words.length, "answers": len(words.answers),
                     "guesses": len(words.guesses), "default": DEFAULT_LISTS.get(words.length) == name,
                     "source": shipped.source})
    if args.json:
        emit_json(rows)
        return 0
    print(f"{'name':<10} {'length':>6} {'answers':>8} {'guesses':>8}  source")
    for r in rows:
        star = "*" if r["default"] else " "
        print(f"{r['name']:<10} {r['length']:>6} {r['answers']:>8,} {r['guesses']:>8,} {star} {r['source']}")
    print("* the default list of its length (--length L); --words NAME picks any; see data/README.md")
    return 0
