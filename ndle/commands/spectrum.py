"""`ndle spectrum WORD [--given GUESS=FB ...]`: a guess's 243-code spectrum with H, sigma and chi
(Hayes's Program 2)."""

from __future__ import annotations

import numpy as np

from ndle.patterns.codes import decode, n_patterns
from ndle.game import State
from ndle.commands.suggest import parse_given
from ndle.commands._common import check_png, add_game_options, add_json_option, classic_only, emit_json, game_from
from ndle.errors import ConfigError
from ndle.render.text import bar
from ndle.checks import counted

BAR = 40


def register(sub) -> None:
    p = sub.add_parser("spectrum", help="the zip-code spectrum of a guess against the current candidates")
    p.add_argument("word", help="the guess to analyse")
    p.add_argument("--given", nargs="*", default=[], metavar="GUESS=FEEDBACK",
                   help="feedback seen so far (one board), e.g. soare=BYBGB")
    p.add_argument("--all", action="store_true", help="list all 3**L codes (243 for five letters), empty ones too")
    p.add_argument("--png", metavar="FILE", help="also write a log-scale bar chart (needs matplotlib)")
    p.add_argument("--overwrite", action="store_true", help="replace the --png file if it exists")
    add_game_options(p, refuse={
        **classic_only("a spectrum is of a classic game"),
        "prior": "a spectrum counts every answer equally",
        "lies": "a spectrum counts the true rows"})
    add_json_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    from ndle.measures.spectrum import spectrum, stats_all, stats_of

    check_png(args)
    game = game_from(args)
    if game.boards > 1:
        raise ConfigError(f"a spectrum is of one board (--given takes one board's feedback), not {game.boards}")
    state = State.from_feedback(game, parse_given(args.given))
    guess = game.words.guess_id(args.word)
    cands = state.boards[0].candidates
    n = game.words.length
    sizes = spectrum(game.matrix, guess, cands, n)
    st = stats_of(sizes)
    every = stats_all(game.matrix, cands, length=n)
    rank = {"entropy": int((every.entropy > every.entropy[guess]).sum()) + 1,
            "stddev": int((every.stddev < every.stddev[guess]).sum()) + 1,
            "scatter": int((every.scatter > every.scatter[guess]).sum()) + 1}
    word = game.words.guesses[guess]
    if args.png:
        from ndle.render.pattern_figures import spectrum_png

        spectrum_png(sizes, args.png, length=n, title=f"{word.upper()} against {st.m} candidates: "
                     f"H = {st.entropy:.3f} bits, σ = {st.stddev:.2f}, χ = {st.scatter}")
    if args.json:
        emit_json({"word": word, "candidates": st.m, "entropy": st.entropy, "stddev": st.stddev,
                   "scatter": st.scatter, "rank": rank, "spectrum": sizes.tolist(), "png": args.png})
        return 0
    print(f"{word} against {counted(st.m, 'candidate')}: H = {st.entropy:.4f} bits (rank {rank['entropy']}), "
          f"sigma = {st.stddev:.3f} (rank {rank['stddev']}), chi = {st.scatter} (rank {rank['scatter']}) "
          f"of {len(game.words.guesses)} guesses")
    top = int(sizes.max()) if st.m else 0
    print(f"code   {'zip':<{n}}  count  (bars: log scale)")
    for code in range(n_patterns(n)) if args.all else np.flatnonzero(sizes):
        k = int(sizes[code])
        example = ""
        if 0 < k <= 3:
            hits = cands[game.matrix[guess, cands] == code]
            example = " " + " ".join(game.words.answers[a] for a in hits)
        print(f"{code:>4}  {decode(code, game.words.length)}  {k:>5}  {bar(k, top, BAR, log=True)}{example}")
    if args.png:
        print(f"wrote {args.png}")
    return 0
