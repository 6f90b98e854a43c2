"""`ndle strategies`: list the registered strategies."""

from __future__ import annotations

from ndle.strategies.base import DEFAULT_STRATEGY, registered
from ndle.commands._common import emit_json


def register(sub) -> None:
    p = sub.add_parser("strategies", help="list the registered strategies")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.set_defaults(func=run)


WHY_DEFAULT = (f"{DEFAULT_STRATEGY} is the default of every command and function: Fetterman's reference rule, "
               "the baseline the published figures are measured against, and its choice comes at once on any "
               "position and board count. lookahead (the page's choice) plays a little better, 0.01 to 0.25 guesses "
               "a game on Quordle to Duotrigordle, for more time a move: --strategy lookahead.")


def run(args) -> int:
    found = registered()
    if args.json:
        emit_json([{"name": name, "summary": cls.summary, "default": name == DEFAULT_STRATEGY}
                   for name, cls in found.items()])
    else:
        width = max(map(len, found))
        for name, cls in found.items():
            mark = " (default)" if name == DEFAULT_STRATEGY else ""
            print(f"{name.ljust(width)}  {cls.summary}{mark}")
        print(f"\n{WHY_DEFAULT}")
    return 0
