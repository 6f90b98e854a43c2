"""The answers of the web API: an assisted game's position and suggestions, a played game's rows and review."""

from __future__ import annotations

import contextlib
from typing import Any

import numpy as np

from ndle.checks import counted
from ndle.errors import NdleError
from ndle.game import Game, State
from ndle.playing import hint
from ndle.montecarlo.spec import draw_answers, game_rng
from ndle.playing import answered_by_shipped
from ndle.xordle.pairs import pair_words
from ndle.playing import top_guesses
from ndle.render.share import PALETTES, share_text
from ndle.strategies import Strategy
from ndle.strategies.pools import hard_refusal
from ndle.playing import likeliest
from ndle.web.games import Library, fixed_rng
from ndle.web.many import compact_boards, known_letters
from ndle.web.schema import MAX_BOARDS, AssistRequest, PlayRequest, RequestError, StrategySpec
from ndle.web.scores import guesses_to_finish, solve_chance, speaks_for_players

SHOW_CANDIDATES = 60  # candidates listed per board (the count is always given)


def board_info(state: State) -> list[dict]:
    """Return each board's status: solved turn, hidden (sequence mode), candidates left and the first of them (under
    a prior the likeliest, with their chances), its known letters (`ndle.web.many.known_letters`)."""
    words = state.game.words.answers
    out = []
    for b, (board, known) in enumerate(zip(state.boards, known_letters(state))):
        ids, chances = (np.empty(0, np.int64), None) if board.hidden else likeliest(board, SHOW_CANDIDATES)
        info: dict[str, object] = {"board": b + 1, "solved_at": board.solved_at, "hidden": board.hidden,
                                   "left": len(board.candidates), "candidates": [words[a] for a in ids],
                                   "known": known}
        if chances is not None:  # under a prior: the likeliest first, each with its chance
            info["chances"] = [float(p) for p in chances]
        out.append(info)
    return out


def assisted_state(game: Game, req: AssistRequest) -> State:
    """Return the position the request's rows reach (refusing a word played twice or a wrong number of boards)."""
    seen = set()
    for i, row in enumerate(req.rows):
        if len(row.feedback) != game.boards:
            raise RequestError(f"rows[{i}]: expected feedback for {counted(game.boards, 'board')}, "
                               f"got {len(row.feedback)}")
        if row.guess.lower() in seen:
            raise NdleError(f"{row.guess.lower()!r} was already played")
        seen.add(row.guess.lower())
    return State.from_feedback(game, [(r.guess, list(r.feedback)) for r in req.rows])


def suggestions(state: State, strategy: Strategy, top: int) -> list[dict]:
    """Return the strategy's `top` best guesses (`ndle.playing.ranking.top_guesses`: its choice first) with its scores
    (None where the strategy does not score guesses) and whether each is still a possible answer."""
    words = state.game.words
    possible = set()
    for board in state.unsolved:
        possible.update(words.answer_guess[board.candidates].tolist())
    return [{"guess": r.word, "score": r.score, "chosen": r.chosen, "candidate": words.guess_index[r.word] in possible,
             "solve_chance": solve_chance(state, r.word)}
            for r in top_guesses(state, strategy, top, rng=fixed_rng())]


def add_own_scores(state: State, found: list[dict], strategy: Strategy) -> None:
    """Give a suggestion the ranking left unscored (the choice of an endgame rule, outside the scored guesses) the
    strategy's own value of it, where its scores are the player's expected guesses (`speaks_for_players`)."""
    missing = [s for s in found if s["score"] is None]
    if missing and speaks_for_players(strategy):
        for s in missing:  # one guess a call: with several, `evaluate` may bound the worse ones, not value them
            s["score"] = float(strategy.evaluate(state, np.array([state.game.words.guess_index[s["guess"]]]))[0])


def add_guesses_to_finish(state: State, found: list[dict], strategy: Strategy) -> None:
    """Give each suggestion `finish`: the expected guesses to finish the game with it (see `ndle.web.scores`); the
    fitted estimate where the strategy's own score is not that number or not known."""
    own = speaks_for_players(strategy)
    fitted = guesses_to_finish(state, [s["guess"] for s in found])
    for s, f in zip(found, fitted):
        s["finish"] = s["score"] if own and s["score"] is not None else f


def shares(state: State) -> dict[str, str]:
    """Return the game's share text (`ndle.render.share`) in each palette, by the palette's name."""
    return {palette: share_text(state, palette=palette) for palette in PALETTES}


def assist(req: AssistRequest, library: Library) -> dict:
    """Return the answer to POST /api/assist: every board's candidates and the strategy's suggestions, the hint of
    the level asked for (`ndle.playing`), and the share text once the game is over (solved, or the limit used up)."""
    game = library.game(req.game)
    state = assisted_state(game, req)
    out: dict[str, Any] = {"rules": rules_info(game), "turn": state.turn, "done": state.done,
                           "boards": board_info(state), "strategy": req.strategy.name, "suggestions": [], "note": None}
    if state.done:
        out["total"] = sum(b.solved_at or 0 for b in state.boards)  # all solved: the sum of the solve turns
        boards = "solved" if game.boards == 1 else f"all {game.boards} boards solved"
        out["note"] = f"{boards} in {state.turn} guess{'es' * (state.turn != 1)}"
    elif state.turn < game.prefill:
        out["note"] = f"enter the {game.prefill} pre-filled guesses first ({state.turn} so far)"
    else:
        strategy, lock = library.strategy(req.game, req.strategy)
        # a shipped first suggestion reads no memo: no wait for the strategy's lock (held by the warm-up's search)
        with contextlib.nullcontext() if answered_by_shipped(state, strategy, req.top) else lock:
            out["suggestions"] = suggestions(state, strategy, req.top)
            add_own_scores(state, out["suggestions"], strategy)
            if req.hint is not None:
                out["hint"] = hint(state, strategy, req.hint, rng=fixed_rng())
        if out["suggestions"]:
            add_guesses_to_finish(state, out["suggestions"], strategy)
        out["better"] = strategy.better
        if state.turn >= game.max_guesses:
            out["note"] = f"the game's limit of {game.max_guesses} guesses is used up; suggestions go on"
    if state.done or state.turn >= game.max_guesses:
        out["share"] = shares(state)
    return out


def rules_info(game: Game) -> dict:
    """Return what the page shows of a game's rules: real game, boards, limit, mode, hard mode, pre-filled guesses,
    the word list, its word length and alphabet, the answer prior, the feedback rule (`tiles`: its marks, "" for a
    rule of counts), the lying tiles a row, a description."""
    r = game.rules
    return {"game": r.game, "boards": r.boards, "max_guesses": r.max_guesses, "mode": r.mode, "hard": r.hard,
            "prefill": r.prefill, "words": game.words.name, "length": game.words.length,
            "alphabet": game.words.alphabet, "prior": r.prior, "feedback": r.feedback,
            "tiles": game.feedback_rule.tiles, "lies": r.lies, "describe": game.describe()}


def hidden_answers(game: Game, seed: int) -> tuple[tuple[int, ...], np.random.Generator]:
    """Return a played game's answers (distinct, drawn from game 0 of `seed`, as `simulate` draws game 0)
    and the Generator, which goes on to draw any pre-filled guesses."""
    rng = game_rng(seed, 0)
    return draw_answers(rng, len(game.words.answers), game.boards, replacement=False,
                        pairs_of=pair_words(game)), rng


def played_state(game: Game, req: PlayRequest) -> tuple[State, tuple[int, ...], list[State]]:
    """Return the position after the request's guesses, the answers and the position before each guess."""
    answers, rng = hidden_answers(game, req.seed)
    state = game.opening(answers, rng)
    before = []
    for word in req.guesses:
        if over(state):
            raise NdleError(f"the game is over: no more guesses after {state.turn}")
        guess = game.words.guess_id(word)
        if guess in state.guesses:
            raise NdleError(f"{game.words.guesses[guess]!r} was already played")
        if why := hard_refusal(state, guess):
            raise NdleError(why)
        before.append(state)
        state = state.play(guess, answers, rng)  # a lying game's lies: drawn from the game's Generator
    return state, answers, before


def over(state: State) -> bool:
    """Return whether a played game has ended: every board solved, or the guess limit used up."""
    return state.done or state.turn >= state.game.max_guesses


def play(req: PlayRequest, library: Library) -> dict:
    """Return the answer to POST /api/play: each guess's feedback per board (past `MAX_BOARDS` boards, `compact`:
    each board's solving turn, candidates left and known letters instead), each board's known letters
    (`ndle.web.many`), and the answers and the share text (in each palette) once it is over."""
    game = library.game(req.game)
    state, answers, _ = played_state(game, req)
    words = game.words
    compact = game.boards > MAX_BOARDS  # Kilordle: each board's known letters, not its rows (a million of them)
    rows = [{"guess": words.guesses[g], "prefilled": t < game.prefill,
             "feedback": [] if compact else [None if p is None else game.feedback_rule.show(p, words.length)
                                             for p in state.patterns[t]]}
            for t, g in enumerate(state.guesses)]
    end = over(state)
    known = known_letters(state)
    out = {"rules": rules_info(game), "seed": req.seed, "turn": state.turn, "rows": rows, "over": end,
           "won": state.done and state.turn <= game.max_guesses, "compact": compact,
           "boards": compact_boards(state) if compact else
           [{"board": b + 1, "solved_at": board.solved_at, "hidden": board.hidden, "known": k}
            for b, (board, k) in enumerate(zip(state.boards, known))],
           "answers": [words.answers[a] for a in answers] if end else None, "share": shares(state) if end else None}
    return out


def review_turn(req: PlayRequest, turn: int, chosen: StrategySpec, library: Library) -> dict:
    """Return the review of one guess (1-based turn) of a finished played game against a strategy that values any
    guess (the strongest, `lookahead`, by default): its choice in the same position and the estimated further
    score after each (lower is better)."""
    game = library.game(req.game)
    state, _, before = played_state(game, req)
    if not over(state):
        raise NdleError("a game is reviewed once it is over")
    if not game.prefill < turn <= state.turn:
        raise RequestError(f"turn must be from {game.prefill + 1} to {state.turn}, got {turn}")
    position, played = before[turn - 1 - game.prefill], state.guesses[turn - 1]
    strategy, lock = library.strategy(req.game, chosen)
    with lock:
        best = int(strategy.choose(position, fixed_rng()))
        # one guess a call: on one board `evaluate` cuts off guesses worse than the best so far (bounds, not values)
        values = [float(strategy.evaluate(position, np.array([g]))[0])  # type: ignore[attr-defined]  # a reviewer
                  for g in (played, best)]
    words = game.words
    return {"turn": turn, "guess": words.guesses[played], "best": words.guesses[best], "strategy": chosen.name,
            "score": float(values[0]), "best_score": float(values[1]),
            "left": int(sum(len(b.candidates) for b in position.unsolved))}
