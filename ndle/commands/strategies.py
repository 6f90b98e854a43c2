"""`ndle strategies`: list the registered strategies."""

from __future__ import annotations

from ndle.strategies.base import registered
from ndle.commands._common import emit_json


def register(sub) -> None:
    p = sub.add_parser("strategies", help="list the registered strategies")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.set_defaults(func=run)


def run(args) -> int:
    found = registered()
    if args.json:
        emit_json([{"name": name, "summary": cls.summary} for name, cls in found.items()])
    else:
        width = max(map(len, found))
        for name, cls in found.items():
            print(f"{name.ljust(width)}  {cls.summary}")
    return 0
