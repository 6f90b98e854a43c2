"""Every guess of a position ranked by its exact n-board value: rounds over the root's guesses, any number of jobs.

The root's guesses (one per feedback family, best bound first) are decided in
rounds of `ROUND`: each guess of a round is searched with beta = c + 1, c the
`top`-th best exact value decided before the round, so it comes back exact
(<= c) or proven worse than c. A guess whose bound alone exceeds c needs no
search, and since guesses are in bound order the rest then do too. The cut-off
of each round depends only on the rounds before it, and the list is every guess
whose value is at most the `top`-th best, so the ranking is the same for any
number of jobs or back end. The first round is the guesses that split the
candidates most (`NBoardSolver.moves`' order): it is searched without a
cut-off, so it must be cheap. After it (at once when a resumed search already
has a cut-off), every guess whose first bound does not exceed the cut-off gets
the bound of its children's static bounds (`NBoardSolver.after_bound`, the
same in every process; the others are already proven worse, and with many
boards a guess has hundreds of thousands of children to bound) and the
guesses are ordered by it, so the best come first. A journal records each
decided guess as soon as it is decided (a long round stopped keeps what it
decided) and each bound of that pass (JSON lines, the options first);
`resume` continues it, the bound pass included.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import sys
import time
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ndle.checks import is_whole
from ndle.errors import ConfigError, NdleError
from ndle.io.files import claim_output, write_new
from ndle.io.journal import Lines, append_synced, checked_line, digest
from ndle.parallel.backends import choose_backend, pool, reach
from ndle.io.safeopen import open_plain
from ndle.solver.nboard.search import DEFAULT_CAPACITY, INF, NBoardSolver, Position, tuples_of
from ndle.solver.nboard.families import partitions
from ndle.io.untrusted import MAX_LINE_BYTES, parse_json
from ndle.words import WordList

ROUND = 8  # root guesses per round (the cut-off is updated between rounds)
BOUND_CHUNK = 512  # root guesses per task of the bound pass, at most
_SOLVERS: dict = {}  # per process: (lists, objective, capacity) -> NBoardSolver, its memo kept across guesses


@dataclass(frozen=True)
class Ranking:
    """The exact values (integers summed over the position's N answer tuples) of the best root guesses."""

    position: Position
    objective: str
    values: tuple[tuple[int, int], ...]  # (guess id, F), best first, ties by guess id
    complete: bool  # every other guess proven worse than the last listed
    decided: int
    n_moves: int
    nodes: int
    seconds: float
    full: bool = False  # the memo filled up somewhere
    messages: tuple[str, ...] = field(default=())


def _families(s: NBoardSolver, pos: Position, guesses) -> dict[int, int]:
    """Return each guess's family representative (the lowest id splitting every candidate alike; -1 when the guess
    changes nothing)."""
    ids = set(s.moves(pos)[0].tolist())
    union = sorted(set().union(*pos))
    R = partitions(np.ascontiguousarray(s.matrix[:, union]), s.green)
    _, first, inv = np.unique(R.view(np.dtype((np.void, R.shape[1]))).ravel(), return_index=True,
                              return_inverse=True)
    rep = {int(g): int(first[inv[int(g)]]) for g in guesses}
    return {g: (r if r in ids else -1) for g, r in rep.items()}


def _solver(words: WordList, objective: str, capacity: int) -> NBoardSolver:
    key = (words.digest, objective, capacity)
    if key not in _SOLVERS:
        _SOLVERS.clear()
        _SOLVERS[key] = NBoardSolver(words, objective, capacity=capacity)
    return _SOLVERS[key]


def _decide(shared: tuple, ids: list[int], beta: int) -> list[tuple[int, int, int, float]]:
    """Return (guess, F or a bound >= beta, nodes searched, processor seconds) for each guess of ids."""
    words, objective, capacity, pos = shared
    s = _solver(words, objective, capacity)
    out = []
    for g in ids:
        cpu, nodes = time.process_time(), s.nodes
        out.append((g, int(s.guess_value(pos, g, beta)), s.nodes - nodes, time.process_time() - cpu))
    return out


def _after_bounds(shared: tuple, ids: list[int]) -> list[tuple[int, int]]:
    """Return (guess, its static bound after the guess) for each guess of ids."""
    words, objective, capacity, pos = shared
    s = _solver(words, objective, capacity)
    return [(g, s.after_bound(pos, g)) for g in ids]


def _options(words: WordList, objective: str, pos: Position, top: int) -> dict:
    sha = lambda ws: hashlib.blake2b("\n".join(ws).encode(), digest_size=12).hexdigest()
    return {"nboard": 1, "answers": sha(words.answers), "guesses": sha(words.guesses), "objective": objective,
            "position": [list(b) for b in pos], "top": int(top)}


def _read_journal(path: Path, options: dict, words: WordList,
                  bound_of: dict) -> tuple[dict[int, tuple[int, int]], dict[int, int]]:
    """Return (guess -> (value, beta), guess -> its children's bound) from a journal of the same options, each
    line checked (`ndle.io.untrusted`): a guess this search ranks, named by its word, decided (or bounded) once, a
    value no lower than its first bound."""
    journal = Lines(path)  # the text after the last newline may be torn: dropped once the rest passes
    lines, head = journal.lines, journal.header(MAX_LINE_BYTES)
    if head != options:
        differ = sorted(k for k in options if not isinstance(head, dict) or head.get(k) != options[k])
        raise ConfigError(f"{path} is the journal of another run (differs in {', '.join(differ)})")
    done, after, checked = {}, {}, None  # checked: whether its lines carry checks (those of an older ndle do not)
    for n, line in enumerate(lines[1:], 2):
        d = parse_json(line, f"{path}:{n}") if len(line) <= MAX_LINE_BYTES else None
        checked = ("check" in d) if checked is None and isinstance(d, dict) else checked
        mark = d.pop("check", None) if isinstance(d, dict) else None
        bounded = isinstance(d, dict) and "bound" in d  # a line of the bound pass
        keys = {"guess", "word", "bound"} if bounded else {"guess", "word", "value", "beta"}
        if not (isinstance(d, dict) and set(d) == keys and all(is_whole(d[k]) for k in keys - {"word"})):
            raise ConfigError(f"{path}:{n}: malformed journal line")
        if checked and mark != digest(lines[0], json.dumps(d)):
            raise ConfigError(f"{path}:{n}: its check does not match (a damaged or edited line)")
        g, v = d["guess"], d["bound" if bounded else "value"]
        if g not in bound_of or g in (after if bounded else done) or d["word"] != words.guesses[g] or not (
                0 <= v <= INF if bounded else bound_of[g] <= v <= INF):
            raise ConfigError(f"{path}:{n}: not a decision this search could have made (guess {g}, value {v}); "
                              "the journal is not as ndle wrote it")
        if bounded:
            after[g] = v
        else:
            done[g] = (v, d["beta"])
    journal.drop_torn()
    return done, after


def _first_line(path: Path) -> bytes:
    """Return a journal's first line (without its newline)."""
    with open_plain(path, "rb") as f:
        return f.readline().rstrip(b"\n")


def rank(words: WordList, pos: Position, objective: str = "last", *, top: int = 5, only: list[int] | None = None,
         jobs: int = 1, journal: str | Path | None = None, resume: bool = False, capacity: int = DEFAULT_CAPACITY,
         progress: bool | None = None, backend: str | None = None, scheduler: str | None = None,
         on_full=None) -> Ranking:
    """Return the `top` best guesses of a position with their exact values (see the module docstring).

    `only` ranks just those guess ids (each valued exactly). The ranking and
    values do not depend on `jobs` or `backend`.
    """
    if top < 1:
        raise NdleError(f"--top must be at least 1, got {top}")
    if resume and journal is None:
        raise NdleError("--resume needs --journal FILE")
    start = time.perf_counter()
    s = _solver(words, objective, capacity)
    s.on_full = on_full
    ids, _, _, bounds = s.moves(pos)
    bound_of = dict(zip(ids.tolist(), bounds.tolist()))
    if only is not None:
        fam = _families(s, pos, only)
        ids = [int(g) for g in only]
        bound_of = {g: (bound_of.get(fam[g], 0) if fam[g] >= 0 else INF) for g in ids}
        top = len(ids)
    else:
        ids = ids.tolist()
    decided: dict[int, tuple[int, int]] = {}
    options = _options(words, objective, pos, top)
    path = Path(journal) if journal is not None else None
    if path is not None and path.exists() and not resume:
        raise ConfigError(f"{path} exists: pass --resume to continue it, or choose another journal")
    where = choose_backend(backend, scheduler)
    reach(where)  # a scheduler that never answers is found before the journal is started
    if path is not None:
        claim_output(path)  # held until the command ends: no second search appends to it
    after: dict[int, int] = {}  # guess -> its children's bound, from the bound pass (journaled)
    if path is not None and path.exists():
        done, after = _read_journal(path, options, words, bound_of)
        decided.update(done)
    elif path is not None:
        write_new(path, json.dumps(options) + "\n")  # whole, and only where nothing is
    header = _first_line(path) if path is not None else b""
    from tqdm.auto import tqdm

    show = sys.stderr.isatty() if progress is None else progress
    bar = tqdm(total=len(ids), initial=len(decided), disable=not show, unit="guess", dynamic_ncols=True)
    stack = ExitStack()
    nodes = 0

    exact = sorted(v for v, b in decided.values() if v < b)  # the exact values decided, kept sorted

    def cutoff() -> int:
        return exact[top - 1] if len(exact) >= top else INF

    try:
        out = stack.enter_context(open_plain(path, "a", encoding="utf-8")) if path is not None else None
        run = stack.enter_context(pool(where, jobs))
        shared = (words, objective, capacity, pos)
        todo = [g for g in ids if g not in decided]
        bar.set_description("search")
        refined = False

        def record(d: dict) -> None:  # one checked journal line
            append_synced(out, checked_line(header, json.dumps(d)))

        for i in range(0, len(todo), ROUND):
            if not refined and (i > 0 or cutoff() < INF):  # the bound pass (see above), once
                refined = True
                bar.set_description("bounds")
                c = cutoff()
                rest = [g for g in todo[i:] if bound_of[g] <= c and g not in after]  # (a resumed pass goes on)
                size = max(1, min(BOUND_CHUNK, -(-len(rest) // (4 * jobs))))  # every worker busy on short lists
                chunks = [rest[j:j + size] for j in range(0, len(rest), size)]
                for r in run(_after_bounds, shared, [(ch,) for ch in chunks]):
                    for g, b in r:
                        after[g] = b
                        if out is not None:
                            record({"guess": g, "word": words.guesses[g], "bound": b})
                for g, b in after.items():
                    bound_of[g] = max(bound_of[g], b)
                todo = todo[:i] + sorted(todo[i:], key=lambda g: (bound_of[g], g))
                bar.set_description("search")
            c = cutoff()
            beta = c + 1 if c < INF else INF
            batch = [g for g in todo[i:i + ROUND] if bound_of[g] < beta]
            for g in todo[i:i + ROUND]:
                if bound_of[g] >= beta:
                    decided[g] = (bound_of[g], beta)
            for r in run(_decide, shared, [([g], beta) for g in batch]):  # each journaled as it comes: a long
                for g, v, n, _ in r:                                         # round stopped keeps what it decided
                    decided[g] = (v, beta)
                    if v < beta:
                        bisect.insort(exact, v)
                    nodes += n
                    if out is not None:
                        record({"guess": g, "word": words.guesses[g], "value": v, "beta": beta})
            bar.update(min(ROUND, len(todo) - i))
            if show and exact:
                bar.set_postfix(best=f"{exact[0] / tuples_of(pos):.4f}")
            if only is None and todo[i + ROUND:i + ROUND + 1] and bound_of[todo[i + ROUND]] > cutoff():
                decided.update((g, (bound_of[g], cutoff() + 1)) for g in todo[i + ROUND:])
                bar.update(len(todo) - i - ROUND)
                break  # bound order: every guess left is proven worse than the cut-off
    finally:
        bar.close()
        stack.close()
    c = cutoff()
    values = tuple(sorted(((g, v) for g, (v, b) in decided.items() if v < b and v <= c), key=lambda x: (x[1], x[0])))
    return Ranking(pos, objective, values, len(decided) == len(ids), len(decided), len(ids), nodes,
                   time.perf_counter() - start, s.full)


__all__ = ["ROUND", "Ranking", "rank"]
