"""The `ndle` command line: finds subcommands in ndle.commands, turns library errors into one line and exit 2."""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import signal
import sys
import threading
import warnings

# Before numpy loads: the command does no linear algebra and runs its parallel work in processes, so OpenBLAS's
# thread pool (numpy's and scipy's) would only cost start-up time (about 0.2 processor seconds a run).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from ndle._version import __version__
from ndle import commands
from ndle.errors import NdleError
from ndle.io.files import release
from ndle.parallel.stopping import SignalWatch

EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT
EXIT_TERMINATED = 143  # 128 + SIGTERM
EXAMPLES = """examples:
  ndle play --human --game quordle                  you play a Quordle game (seeded, in colour)
  ndle play --no-human --game quordle --seed 1      watch the sum strategy play a seeded Quordle game
  ndle suggest --boards 4 soare=BBYGB,BYBBB,GBBBY,BBBBB
                                                    the next guess for the feedback you saw
  ndle suggest --top 5 soare=BBYGB                  its five best guesses, with their scores
  ndle simulate --boards 4 --games 1000 --seed 1 --jobs 2 --json runs/q.json
  ndle simulate --resume --json runs/q.json         finish an interrupted run
  ndle compare sum min entropy --game quordle --games 1000 --seed 1
                                                    three strategies on the same games, each against sum
  ndle experiment experiments/fetterman_n4.toml
  ndle COMMAND --help                               a command's options
"""


class Terminated(KeyboardInterrupt):
    """SIGTERM, handled like Ctrl-C: finished work is kept and the command says how to resume."""


_WATCH = SignalWatch(lambda signum: None)  # replaced by main's for each command


def _terminate(signum, frame):
    _WATCH.handled()
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a second SIGTERM ends the process at once
    raise Terminated()


def _interrupt(signum, frame):
    _WATCH.handled()
    raise KeyboardInterrupt()


def _stop_line(args, signum: int) -> tuple[str, int]:
    """Return the line a stopped command prints and its exit status."""
    hint = f"; {hint}" if (hint := _hint(args)) else ""
    if signum == signal.SIGTERM:
        return f"ndle {args.command}: terminated{hint}", EXIT_TERMINATED
    return f"ndle {args.command}: interrupted{hint}", EXIT_INTERRUPTED


def _hint(args) -> str | None:
    """Return what a stopped command says on how to finish it (see `main`)."""
    return args.on_interrupt() if callable(args.on_interrupt) else args.on_interrupt


def _stuck(args, signum: int) -> None:
    """End the process from the watching thread: the main thread is inside compiled code."""
    line, status = _stop_line(args, signum)
    print(line, file=sys.stderr, flush=True)
    release()  # every output this command claimed
    os._exit(status)


def _warning_line(message, category, filename, lineno, file=None, line=None) -> None:
    print(f"ndle: warning: {message}", file=sys.stderr if file is None else file)


def one_line(text: str, most: int = 1000) -> str:
    """Return a message on one line: line breaks in it (a value echoed back) shown as \\n, and a value echoed
    back at length (a 100,000-character word) cut in the middle to `most` characters."""
    text = text.replace("\r", "\\r").replace("\n", "\\n")
    return text if len(text) <= most else f"{text[:most // 2]} ... {text[-(most // 2):]}"


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose usage errors are a single line."""

    def error(self, message: str):
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {one_line(message)}\n")


def command_names() -> list[str]:
    """Return the subcommands' names, sorted (each is the name of its module in ndle.commands)."""
    return sorted(i.name for i in pkgutil.iter_modules(commands.__path__) if not i.name.startswith("_"))


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """Return the parser with every subcommand registered, or only the one named `only` (a quicker start)."""
    parser = _Parser(prog="ndle", description="Wordle and its n-board cousins: play, simulate, analyse.",
                     epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"ndle {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for name in [only] if only is not None else command_names():
        importlib.import_module(f"{commands.__name__}.{name}").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; return the exit status."""
    given = sys.argv[1:] if argv is None else list(argv)
    if given == ["--version"]:  # answered without importing the commands
        print(f"ndle {__version__}")
        return 0
    # `ndle COMMAND ...` builds only that command's parser (importing the others cost about 0.06 s a run)
    args = build_parser(given[0] if given and given[0] in command_names() else None).parse_args(argv)
    args.on_interrupt = None  # a command that keeps finished work says here how to resume it (or a function saying
    # it when asked: what is kept is known only when the command stops)
    main_thread = threading.current_thread() is threading.main_thread()  # signal handlers live there only
    global _WATCH
    _WATCH = SignalWatch(lambda signum: _stuck(args, signum),
                         {signal.SIGTERM: _terminate, signal.SIGINT: _interrupt})
    previous = (signal.signal(signal.SIGTERM, _terminate), signal.getsignal(signal.SIGINT)) if main_thread else None
    if previous is not None and previous[1] is signal.default_int_handler:  # an ignored Ctrl-C (nohup, &) stays ignored
        signal.signal(signal.SIGINT, _interrupt)
    bars = os.environ.get("NDLE_PROGRESS")
    if getattr(args, "json", False):  # --json: stderr stays as quiet as stdout is strict (no bar, no status line)
        os.environ["NDLE_PROGRESS"] = "0"
    try:
        with warnings.catch_warnings(), _WATCH:
            warnings.showwarning = _warning_line  # one line, no source echo
            return args.func(args) or 0
    except NdleError as e:
        print(f"ndle {args.command}: error: {one_line(str(e))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt as e:
        line, status = _stop_line(args, signal.SIGTERM if isinstance(e, Terminated) else signal.SIGINT)
        print(line, file=sys.stderr)
        return status
    except BrokenPipeError:
        return 0
    except Exception as e:  # the last resort: one line, the traceback in a log file
        from ndle.commands._crash import last_resort

        return last_resort(args.command, e, _hint(args), argv)
    finally:
        release()  # every output this command claimed
        if bars is None:
            os.environ.pop("NDLE_PROGRESS", None)
        else:
            os.environ["NDLE_PROGRESS"] = bars
        if previous is not None:  # the main thread's
            signal.signal(signal.SIGTERM, previous[0])
            signal.signal(signal.SIGINT, previous[1])


if __name__ == "__main__":
    sys.exit(main())
