"""`ndle spectrum WORD [--given GUESS=FB ...]`: a guess's 243-code spectrum with H, sigma and chi
(Hayes's Program 2)."""

from __future__ import annotations

import numpy as np

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
    p.add_argument("--all", action="store_true",
                   help="list every feedback code (3**L under Wordle's: 243 for five letters), empty ones too")
    p.add_argument("--png", metavar="FILE", help="also write a log-scale bar chart (needs matplotlib)")
    p.add_argument("--overwrite", action="store_true", help="replace the --png file if it exists")
    add_game_options(p, refuse={**classic_only("a spectrum is of a classic game"),
                                "lies": "a spectrum counts the true rows"},
                     notes={"prior": "weigh the candidates by this prior: H over their probabilities, and each "
                                     "feedback's chance; sigma and chi count them (default uniform; a file of "
                                     "'word weight' lines, or frequency)"})
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
    n, rule = game.words.length, game.feedback_rule
    n_codes = rule.n_patterns(n)
    sizes = spectrum(game.matrix, guess, cands, n, n_codes=n_codes)
    chances = None
    if not game.observation.weighted:
        st = stats_of(sizes, n_codes)
        every = stats_all(game.matrix, cands, length=n, n_codes=n_codes)
    else:  # the candidates weighed by the prior (ndle.measures.prior_stats)
        from ndle.measures.prior_stats import feedback_chances, weighted_stats

        weights = game.weights
        assert weights is not None  # a weighted game has its prior
        w = weights[cands] / weights[cands].sum()
        every = weighted_stats(game.matrix, cands, w, length=n, n_codes=n_codes)
        st = stats_of(sizes, n_codes)
        st = type(st)(st.m, float(every.entropy[guess]), st.stddev, st.scatter)
        chances = feedback_chances(game.matrix, guess, cands, w, n_codes)
    rank = {"entropy": int((every.entropy > every.entropy[guess]).sum()) + 1,
            "stddev": int((every.stddev < every.stddev[guess]).sum()) + 1,
            "scatter": int((every.scatter > every.scatter[guess]).sum()) + 1}
    word = game.words.guesses[guess]
    if args.png:
        from ndle.render.pattern_figures import spectrum_png

        spectrum_png(sizes, args.png, length=n, rule=rule, title=f"{word.upper()} against {st.m} candidates: "
                     f"H = {st.entropy:.3f} bits, σ = {st.stddev:.2f}, χ = {st.scatter}")
    if args.json:
        prior = {} if chances is None else {"prior": game.rules.prior, "chances": chances.tolist()}
        emit_json({"word": word, "candidates": st.m, "entropy": st.entropy, "stddev": st.stddev,
                   "scatter": st.scatter, "rank": rank, "spectrum": sizes.tolist(), **prior, "png": args.png})
        return 0
    print(f"{word} against {counted(st.m, 'candidate')}: H = {st.entropy:.4f} bits (rank {rank['entropy']}), "
          f"sigma = {st.stddev:.3f} (rank {rank['stddev']}), chi = {st.scatter} (rank {rank['scatter']}) "
          f"of {len(game.words.guesses)} guesses" + (f"; prior {game.rules.prior}" if chances is not None else ""))
    top = int(sizes.max()) if st.m else 0
    width = max(len(rule.show(c, n)) for c in (0, n_codes - 1))
    chance = "  chance" if chances is not None else ""
    print(f"code   {'zip' if rule.tiles else 'feedback':<{width}}  count{chance}  (bars: log scale)")
    for code in range(n_codes) if args.all else np.flatnonzero(sizes):
        k = int(sizes[code])
        example = ""
        if 0 < k <= 3:
            hits = cands[game.matrix[guess, cands] == code]
            example = " " + " ".join(game.words.answers[a] for a in hits)
        p = f"  {chances[code]:>6.1%}" if chances is not None else ""
        print(f"{code:>4}  {rule.show(int(code), n):<{width}}  {k:>5}{p}  {bar(k, top, BAR, log=True)}{example}")
    if args.png:
        print(f"wrote {args.png}")
    return 0
