"""Options and helpers shared by the CLI subcommands."""

from __future__ import annotations

import argparse
import json
import sys

from ndle.checks import shown
from ndle.errors import NdleError, StrategyError
from ndle.game import Game
from ndle.modes import MAX_GUESS_LIMIT, MODES, PREFILL_SOURCES, PRESETS
from ndle.patterns.rules import RULES
from ndle.rules import FIELDS, Rules
from ndle.strategies import DEFAULT_STRATEGY, make_strategy
from ndle.strategies.base import check_options
from ndle.words import DEFAULT_LISTS, LIST_NAMES, MAX_LENGTH, MIN_LENGTH, WordList


def _whole_number(text: str, low: int) -> int:
    """Return `text` as a whole number of at least `low`, else raise argparse's one-line usage error."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least {low}, got {text!r}") from None
    if value < low:
        raise argparse.ArgumentTypeError(f"must be at least {low}, got {text}")
    return value


def word_length(text: str) -> int:
    """Return a word length from MIN_LENGTH to MAX_LENGTH (an argparse type)."""
    value = _whole_number(text, MIN_LENGTH)
    if value > MAX_LENGTH:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_LENGTH}, got {text}")
    return value


def positive_int(text: str) -> int:
    """Return a whole number of at least 1 (an argparse type: anything else is a one-line usage error)."""
    return _whole_number(text, 1)


def guess_limit(text: str) -> int:
    """Return a guess limit: a whole number from 1 to MAX_GUESS_LIMIT (an argparse type)."""
    value = positive_int(text)
    if value > MAX_GUESS_LIMIT:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_GUESS_LIMIT}, got {text}")
    return value


def game_count(text: str) -> int | str:
    """Return a number of games: a whole number of at least 1, or `all` (every answer tuple once; an argparse
    type)."""
    return "all" if text.strip().lower() == "all" else positive_int(text)


def job_count(text: str) -> int:
    """Return a worker count: at least 1, or -1 for every core (an argparse type)."""
    if text.strip() == "-1":
        return -1
    return positive_int(text)


def seed_value(text: str) -> int:
    """Return a seed: a whole number of at least 0 (an argparse type)."""
    return _whole_number(text, 0)


def workers(jobs: int, command: str) -> int:
    """Return `jobs` capped at the machine's cores, saying so on stderr in one line when it is capped."""
    from ndle.parallel.processes import cores, worker_count

    n = worker_count(jobs)
    if jobs > n:
        print(f"ndle {command}: --jobs {jobs} is more than the {cores()} cores here; using {n}", file=sys.stderr)
    return n


def finish_hint(args) -> str:
    """Return how to finish an interrupted command that resumes with --resume."""
    return "to finish: rerun the same command" if args.resume else "to finish: add --resume to the same command"


def add_word_list_options(p: argparse.ArgumentParser, *, games: bool = True, hard: bool = True) -> None:
    """Add the options of a game's Rules: --words, --answers-file, --guesses-file, --feedback; with `games` the
    real games' group (--game, --mode, --prefill, --prefill-source); with `hard`, --hard. The defaults but
    --feedback's are None ("not given"): `rules_from` leaves them to Rules."""
    g = p.add_argument_group("word lists and feedback")
    g.add_argument("--words", metavar="LIST",
                   help=f"a shipped list ({', '.join(LIST_NAMES[:3])}, ...: see ndle lists; default wordle, or "
                        "the --length list)")
    g.add_argument("--length", type=word_length, metavar="L",
                   help=f"word length: the shipped list of L letters ({min(DEFAULT_LISTS)}-{max(DEFAULT_LISTS)}; "
                        "with --words or --answers-file, the length they must have)")
    g.add_argument("--answers-file", metavar="F", help="your own answers, one word a line (replaces --words)")
    g.add_argument("--guesses-file", metavar="F", help="further allowed guesses, one a line (with --answers-file)")
    g.add_argument("--feedback", default="exact", metavar="RULE",
                   help=f"feedback rule: {', '.join(RULES)} (default exact, Wordle's; the others reproduce "
                        "published programs, see ndle.patterns.rules)")
    if hard:
        g.add_argument("--hard", action="store_true", default=None,
                       help="hard mode (one board): every guess uses the hints shown so far (Selby's rule)")
    if games:
        add_game_options(p)


def add_game_options(p: argparse.ArgumentParser) -> None:
    """Add --game, --mode, --prefill and --prefill-source (the real games, see ndle.modes)."""
    g = p.add_argument_group("real games (ndle.modes)")
    g.add_argument("--game", choices=list(PRESETS), metavar="NAME",
                   help=f"a real game's board count and guess limit: {', '.join(PRESETS)} "
                        "(--boards/--max-guesses override)")
    g.add_argument("--mode", choices=list(MODES), metavar="MODE",
                   help=f"how it is played: {', '.join(MODES)} (default classic)")
    g.add_argument("--prefill", type=int, metavar="K",
                   help="pre-filled guesses of rescue/jumble (default: the game's, e.g. 2 on quordle rescue)")
    g.add_argument("--prefill-source", choices=list(PREFILL_SOURCES), metavar="LIST",
                   help="where pre-filled guesses are drawn from: answers (default) or guesses; "
                        "never one of the game's answers")


def add_word_options(p: argparse.ArgumentParser, *, games: bool = True, hard: bool = True) -> None:
    """Add the word-list options (see `add_word_list_options`) and --json."""
    add_word_list_options(p, games=games, hard=hard)
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")


WORD_FIELDS = ("words", "answers_file", "guesses_file", "length")


def rules_fields(args: argparse.Namespace) -> dict:
    """Return the Rules fields the options gave (those not given left out: Rules has their defaults)."""
    return {k: getattr(args, k) for k in FIELDS if getattr(args, k, None) is not None}


def rules_from(args: argparse.Namespace, **fields) -> Rules:
    """Return the Rules the options give, with `fields` (e.g. a command's own board count) where not None."""
    return Rules.from_dict({**rules_fields(args), **{k: v for k, v in fields.items() if v is not None}})


def words_from(args: argparse.Namespace) -> WordList:
    """Return the word list the options name (the other options are the command's own)."""
    given = rules_fields(args)
    return Rules.from_dict({k: given[k] for k in WORD_FIELDS if k in given}).word_list()


def game_from(args: argparse.Namespace, boards: int | None = 1, max_guesses: int | None = None) -> Game:
    """Return the game the options give: their Rules, with a command's own board count (None: the --game
    preset's, else 1) and guess limit (None or 0: the game's)."""
    return Game.create(rules_from(args, boards=boards, max_guesses=max_guesses or None))


def add_strategy_options(p: argparse.ArgumentParser, default: str = DEFAULT_STRATEGY) -> None:
    """Add --strategy, --pool and --opener."""
    p.add_argument("--strategy", default=default, metavar="NAME",
                   help=f"strategy name (default {default}; `ndle strategies` lists them)")
    p.add_argument("--pool", default="all", metavar="POOL", help="guess pool: all, candidates or hard (default all)")
    p.add_argument("--opener", metavar="WORD", help="fixed first guess (default: the strategy's own choice)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a strategy option, e.g. --option tiebreak=candidates (repeatable)")


def parse_options(items: list[str]) -> dict:
    """Return strategy options from KEY=VALUE strings (true/false, integers and floats converted)."""
    options = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise StrategyError(f"option {item!r} must be KEY=VALUE")
        low = value.lower()
        if low in ("true", "false", "yes", "no", "on", "off"):
            options[key] = low in ("true", "yes", "on")
        else:
            for kind in (int, float):
                try:
                    options[key] = kind(value)
                    break
                except ValueError:
                    continue
            else:
                options[key] = value
    return check_options(options)


def strategy_from(args: argparse.Namespace, game: Game):
    """Return (strategy, opener guess id or None) from the options."""
    strategy = make_strategy(args.strategy, game, pool=args.pool, **parse_options(getattr(args, "option", [])))
    opener = game.words.guess_id(args.opener) if args.opener is not None else None
    return strategy, opener


def add_backend_options(p: argparse.ArgumentParser) -> None:
    """Add --backend and --scheduler (where parallel work runs; see ndle.parallel.backends)."""
    p.add_argument("--backend", metavar="NAME",
                   help="loky (local processes, default) or dask (a Dask cluster; pip install 'ndle[dask]')")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="Dask scheduler to connect to, e.g. tcp://10.0.0.5:8786 (default $NDLE_SCHEDULER; "
                        "none: a local cluster of --jobs workers)")


def backend_kwargs(args: argparse.Namespace) -> dict:
    """Return the backend= and scheduler= keywords the options give (None: not given), validated before any work."""
    from ndle.parallel.backends import choose_backend

    if args.backend is not None or args.scheduler is not None:
        choose_backend(args.backend, args.scheduler)
    return {"backend": args.backend, "scheduler": args.scheduler}


def split_words(text: str, option: str = "the list") -> list[str]:
    """Return the words of a comma- or space-separated list, raising NdleError naming `option` if it has none."""
    if not (words := [w for w in text.replace(",", " ").split() if w]):
        raise NdleError(f"{option} needs one or more words (comma- or space-separated), got {shown(text)}")
    return words


def emit_json(obj) -> None:
    """Print an object as JSON on stdout (made whole first: a failure prints no half document)."""
    sys.stdout.write(json.dumps(obj, indent=2) + "\n")


def colour_wanted() -> bool:
    """Return whether stdout is a terminal that should get ANSI colours."""
    from ndle.render.text import terminal_colour

    return terminal_colour()


def run_session(session, first: tuple[str, ...] = ()) -> int:
    """Run a line-by-line session (`ndle.assist.Session`, `ndle.human.HumanGame`) on standard input and output
    until it is done or the input ends, and return the exit status.

    Parameters
    ----------
    session : Session or HumanGame
        Anything with `start()`, `handle(line)` and `end_of_input()` returning replies (`lines`, `done`).
    first : tuple of str
        Lines to print before the session's opening lines.

    Returns
    -------
    int
        0.
    """
    echo = not sys.stdin.isatty()  # a terminal shows what is typed after a prompt; from a pipe, ndle shows it
    prompted = _say((*first, *session.start().lines))
    while True:
        line = sys.stdin.readline()
        if prompted and echo:
            sys.stdout.write(line.rstrip("\r\n") + "\n")
        reply = session.handle(line) if line else session.end_of_input()
        prompted = _say(reply.lines)
        if reply.done:
            return 0


def _say(lines) -> bool:
    """Write lines, a prompt (ending '> ') without a newline, flushing after each (a pipe sees each at once); return
    whether the last was a prompt."""
    prompt = False
    for line in lines:
        prompt = line.endswith("> ")
        sys.stdout.write(line if prompt else line + "\n")
        sys.stdout.flush()
    return prompt
