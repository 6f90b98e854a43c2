"""`ndle hide`: play against the absurdle host, which never fixes an answer (type guesses; blank line or EOF ends)."""

from __future__ import annotations

import sys

from ndle.adversary.absurdle import MAX_BOARDS
from ndle.adversary.hosting import host_play
from ndle.errors import ConfigError, NdleError
from ndle.game import Game
from ndle.modes import MAX_GUESS_LIMIT
from ndle.render.text import render_state
from ndle.commands._common import add_word_list_options, colour_wanted, positive_int, words_from


def register(sub) -> None:
    p = sub.add_parser("hide", help="play against the absurdle host, which keeps the most answers alive",
                       description="Guess against a host that never fixes an answer: after each guess it shows, "
                                   "on every board, the feedback that keeps the most answers alive (distinct "
                                   "answers across boards). Type one guess a line; a blank line or end of input "
                                   "stops.")
    p.add_argument("--boards", type=positive_int, default=1, metavar="N",
                   help=f"boards at once (default 1, at most {MAX_BOARDS})")
    p.add_argument("--colour", choices=("auto", "always", "never"), default="auto",
                   help="coloured tiles (default: on a terminal)")
    add_word_list_options(p)
    p.set_defaults(func=run)


def run(args) -> int:
    if args.boards > MAX_BOARDS:
        raise ConfigError(f"the absurdle host plays at most {MAX_BOARDS} boards at once, got {args.boards}")
    game = Game.create(words=words_from(args), boards=args.boards, feedback=args.feedback, max_guesses=MAX_GUESS_LIMIT)
    colour = colour_wanted() if args.colour == "auto" else args.colour == "always"
    state = game.start()
    n = game.boards
    print(f"The host keeps the most answers alive on {n} board{'s' if n > 1 else ''} ({game.words.name} list, "
          f"{len(game.words.answers):,} answers). Guess away.")
    for line in sys.stdin:
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
            print(f"won in {state.turn} guesses")
            return 0
    print(f"stopped after {state.turn} guesses; the host still has {', '.join(b.left for b in state.unsolved)}")
    return 0
