"""`ndle hide`: play against the absurdle host, which never fixes an answer (type guesses; blank line or EOF ends),
or watch a strategy play against it (`--strategy`)."""

from __future__ import annotations

import sys

from ndle.adversary.absurdle import MAX_BOARDS
from ndle.adversary.hosting import host_game, host_play
from ndle.checks import counted
from ndle.errors import ConfigError, NdleError
from ndle.rules import MAX_GUESS_LIMIT
from ndle.render.text import render_state
from ndle.commands._common import (add_game_options, add_strategy_options, classic_only, colour_wanted, emit_json,
                                   game_from, strategy_from)


def register(sub) -> None:
    p = sub.add_parser("hide", help="play against the absurdle host, which keeps the most answers alive",
                       description="Guess against a host that never fixes an answer: after each guess it shows, "
                                   "on every board, the feedback that keeps the most answers alive (distinct "
                                   "answers across boards). Type one guess a line; a blank line or end of input "
                                   "stops. With --strategy a strategy plays instead, and its line is shown.")
    p.add_argument("--colour", choices=("auto", "always", "never"), default="auto",
                   help="coloured tiles (default: on a terminal)")
    add_strategy_options(p)
    p.add_argument("--json", action="store_true", help="with --strategy: print the line as JSON")
    add_game_options(p, notes={"boards": f"boards at once (default: --game's, else 1; at most {MAX_BOARDS})"},
                     refuse={**classic_only("the host plays classic games"), "hard": "the host has no hard mode",
                             "consistent": "the host has no consistent play",
                             "prior": "the host dodges guesses whatever an answer's likelihood",
                             "max_guesses": "the host's games go on until won (or stopped)",
                             "lies": "the host dodges guesses with honest rows"})
    p.set_defaults(func=run, strategy=None)  # None: a person types the guesses


def run(args) -> int:
    game = game_from(args, max_guesses=MAX_GUESS_LIMIT)
    if game.boards > MAX_BOARDS:
        raise ConfigError(f"the absurdle host plays at most {MAX_BOARDS} boards at once, got {game.boards}")
    colour = colour_wanted() if args.colour == "auto" else args.colour == "always"
    state = game.start()
    n = game.boards
    if args.strategy is not None:
        return _watch(args, game, colour)
    if args.json:
        raise ConfigError("--json needs --strategy (a person's game is shown as it goes)")
    print(f"The host keeps the most answers alive on {n} board{'s' if n > 1 else ''} ({game.words.name} list, "
          f"{len(game.words.answers):,} answers). Guess away; a blank line stops.")
    echo = not sys.stdin.isatty()  # a terminal shows what is typed after the prompt; from a pipe, ndle shows it
    while True:
        sys.stdout.write(f"guess {state.turn + 1}> ")
        sys.stdout.flush()
        line = sys.stdin.readline()
        if echo:
            sys.stdout.write(line.rstrip("\r\n") + "\n")
        word = line.strip().lower()
        if not word:
            break
        try:
            guess = game.words.guess_id(word)
            if guess in state.guesses:
                raise NdleError(f"{word!r} was guessed already")
        except NdleError as e:
            print(e)
            continue
        state = host_play(state, guess)
        print(render_state(state, colour))
        if state.done:
            print(f"won in {counted(state.turn, 'guess')}")
            return 0
    left = ", ".join(b.left for b in state.unsolved)
    print(f"stopped after {counted(state.turn, 'guess')}; the host still has {left}")
    return 0


def _watch(args, game, colour: bool) -> int:
    """Play the strategy against the host and show its line."""
    strategy, opener = strategy_from(args, game)
    state = host_game(game.start(), strategy, opener=opener, turn_cap=MAX_GUESS_LIMIT)
    words = [game.words.guesses[g] for g in state.guesses]
    if args.json:
        emit_json({"strategy": args.strategy, "words": game.words.name, "boards": game.boards, "guesses": words,
                   "won": state.done, "turns": state.turn})
        return 0
    print(render_state(state, colour))
    how = f"{'won' if state.done else 'not won'} in {counted(state.turn, 'guess')}"
    print(f"{args.strategy} against the host on {game.boards} board{'s' if game.boards > 1 else ''}: {how} "
          f"({' '.join(words)})")
    return 0
