"""The `ndle` command line: finds subcommands in ndle.commands, turns library errors into one line and exit 2."""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from ndle._version import __version__
from ndle import commands
from ndle.errors import NdleError

EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose usage errors are a single line."""

    def error(self, message: str):
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """Return the parser with every subcommand registered."""
    parser = _Parser(prog="ndle", description="Wordle and its n-board cousins: play, simulate, analyse.")
    parser.add_argument("--version", action="version", version=f"ndle {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            importlib.import_module(f"{commands.__name__}.{info.name}").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; return the exit status."""
    args = build_parser().parse_args(argv)
    try:
        return args.func(args) or 0
    except NdleError as e:
        print(f"ndle {args.command}: error: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print(f"ndle {args.command}: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
