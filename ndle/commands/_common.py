"""Options and helpers shared by the CLI subcommands."""

from __future__ import annotations

import argparse
import json
import sys

from typing import Mapping

from ndle.checks import a_path_ending, shown
from ndle.errors import ConfigError, NdleError, StrategyError
from ndle.game import Game, as_game, observation_kind
from ndle.io.files import check_outputs
from ndle.rules import BY_NAME, FIELDS, PARAMS, WORD_FIELDS
from ndle.rules import Rules, as_rules
from ndle.strategies import DEFAULT_STRATEGY, make_strategy
from ndle.strategies.base import check_options


def _whole_number(text: str, low: int) -> int:
    """Return `text` as a whole number of at least `low`, else raise argparse's one-line usage error."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least {low}, got {text!r}") from None
    if value < low:
        raise argparse.ArgumentTypeError(f"must be at least {low}, got {text}")
    return value


def positive_int(text: str) -> int:
    """Return a whole number of at least 1 (an argparse type: anything else is a one-line usage error)."""
    return _whole_number(text, 1)


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


GROUPS = {"words": "word lists and feedback", "game": "the game (ndle.Rules; real games: ndle.rules.modes)"}


def add_game_options(p: argparse.ArgumentParser, *, only: tuple[str, ...] | None = None,
                     refuse: Mapping[str, str] | None = None, notes: Mapping[str, str] | None = None) -> None:
    """Add one option per game setting (`ndle.rules.params.PARAMS`: --game, --boards, --words, --hard, ...), each
    defaulting to None ("not given": `rules_from` leaves it to Rules).

    Parameters
    ----------
    p : argparse.ArgumentParser
        The command's parser.
    only : tuple of str, optional
        The settings offered (default: all of them; the commands that read words only: `WORD_FIELDS`).
    refuse : Mapping, optional
        Settings the command cannot honour, with why: accepted, then refused in one line (exit 2) before any work.
    notes : Mapping, optional
        A setting's help for this command, where it says more than the shared line (its default here, say).
    """
    groups = {name: p.add_argument_group(title) for name, title in GROUPS.items()}
    for param in PARAMS:
        if only is None or param.name in only:
            option = {**param.option(), **({"help": notes[param.name]} if notes and param.name in notes else {})}
            groups[param.group].add_argument(param.flag, **option)
    p.set_defaults(refused_settings=dict(refuse or {}))


def classic_only(why: str) -> dict[str, str]:
    """Return the refusals (see `add_game_options`) of a command that plays classic games only: no mode, no
    pre-filled guesses."""
    return dict.fromkeys(("mode", "prefill", "prefill_source"), why)


def add_word_options(p: argparse.ArgumentParser) -> None:
    """Add the word-list options (`WORD_FIELDS`: a command that reads words but plays no game), --game (a real
    game's codes and feedback rule: `--game mastermind`) and --json."""
    add_game_options(p, only=(*WORD_FIELDS, "game"),
                     notes={"game": "a real game's codes and feedback rule (e.g. mastermind, bulls-cows)"})
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")


def add_json_option(p: argparse.ArgumentParser) -> None:
    """Add --json (print machine-readable JSON)."""
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")


def rules_fields(args: argparse.Namespace) -> dict:
    """Return the Rules fields the options gave (those not given left out: Rules has their defaults), refusing in
    one line a setting the command cannot honour."""
    for name, why in getattr(args, "refused_settings", {}).items():
        if getattr(args, name, None) is not None:
            raise ConfigError(f"{BY_NAME[name].flag} does not apply to ndle {args.command}: {why}")
    return {k: getattr(args, k) for k in FIELDS if getattr(args, k, None) is not None}


def rules_from(args: argparse.Namespace, **fields) -> Rules:
    """Return the Rules the options give, with `fields` (e.g. a command's own board count) where not None; a
    command of classic games refuses Xordle's mode in one line (unless it sets `takes_xordle`: `optimal`, `review`)."""
    rules = as_rules(rules_fields(args), **fields)
    why = getattr(args, "refused_settings", {}).get("mode")
    if why and observation_kind(rules).merged and not getattr(args, "takes_xordle", False):
        raise ConfigError(f"xordle does not apply to ndle {args.command}: {why}")
    return rules


def game_from(args: argparse.Namespace, **fields) -> Game:
    """Return the game the options give: `as_game` of their Rules, with a command's own fields (where not None:
    e.g. the board count its answers give)."""
    return as_game(rules_from(args, **fields))


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
    options: dict[str, object] = {}
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
                   help="loky (local processes, default) or dask (a Dask cluster; ndle's dask extra)")
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
    """Run a line-by-line session (`ndle.playing.assist.Session`, `ndle.playing.human.HumanGame`) on standard input and
    output until it is done or the input ends, and return the exit status.

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
    from ndle.io.progress import working

    echo = not sys.stdin.isatty()  # a terminal shows what is typed after a prompt; from a pipe, ndle shows it
    with working("thinking"):  # a first suggestion may take a while (a first compile, a search)
        opening = session.start()
    prompted = _say((*first, *opening.lines))
    while True:
        line = sys.stdin.readline()
        if prompted and echo:
            sys.stdout.write(line.rstrip("\r\n") + "\n")
        with working("thinking"):
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


def check_png(args) -> None:
    """Refuse a --png file that is not a .png path or is already there without --overwrite (before any work: an image,
    never replaced without --overwrite, never written by two commands)."""
    if args.png:
        check_outputs([a_path_ending(args.png, ".png", "the --png file")], args.overwrite)
