"""The Starlette application: the page, its static files and the JSON API (every error a JSON object)."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Callable, Iterable

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ndle._version import __version__
from ndle.errors import NdleError
from ndle.rules import MAX_LIES, MODES, PRESET_RULES, PRESETS
from ndle.patterns.feedback.base import rule_named, rule_names
from ndle.rules import BY_NAME, OneOf
from ndle.strategies.base import registered
from ndle.strategies.pools import POOLS
from ndle.web import advice, check, kilordle, skill
from ndle.web.bounded import Bounded, TooSlow
from ndle.io.untrusted import MAX_DEPTH, depth
from ndle.web.games import Library, page_settings, page_strategy
from ndle.web.guard import LOCAL_HOSTS, HostGuard
from ndle.web.schema import MAX_BOARDS, MAX_ROWS, MAX_TOP, RequestError, assist_request, play_request, review_request

STATIC = Path(__file__).resolve().parent / "static"
MAX_BODY = 64 * 1024  # bytes of one request body (a Duotrigordle game's full history is about 15 KB)
TIME_LIMIT = 10.0  # seconds a request may compute
POSITION = ("rows", "guesses", "guess", "feedback", "seed", "turn", "top", "hint",  # a request's fields past its game
            "answers", "share", "left")
log = logging.getLogger("ndle.web")


class TooLarge(Exception):
    """A request body over the size limit (status 413)."""


class NotJson(Exception):
    """A request body not declared as JSON (status 415)."""


async def read_json(request: Request, limit: int):
    """Return a request's JSON body, raising TooLarge past `limit` bytes and RequestError if it is not JSON."""
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
        raise NotJson("send the request body as application/json")  # a cross-site form cannot, without asking
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > limit):
        raise TooLarge(f"the request body is larger than {limit:,} bytes")
    body = b""
    try:
        async for chunk in request.stream():
            body += chunk
            if len(body) > limit:
                raise TooLarge(f"the request body is larger than {limit:,} bytes")
    except ClientDisconnect:  # the client went away before the body ended: its answer goes nowhere
        raise RequestError("the request body ended early") from None
    try:
        value = json.loads(body)
    except (ValueError, UnicodeDecodeError, RecursionError):  # RecursionError: thousands of nested lists
        raise RequestError("the request body must be JSON") from None
    if depth(value, MAX_DEPTH) > MAX_DEPTH:  # the checks below walk the body: bounded as any file ndle reads
        raise RequestError(f"the request body is nested deeper than {MAX_DEPTH} levels")
    return value


def work_keys(path: str, body) -> tuple[str, str]:
    """Return what a request's computation answers (the route and the whole body: asked twice, computed once) and
    its kind (the route and the body but the position: the game and the strategy, as `Bounded` needs them)."""
    setting = {k: v for k, v in body.items() if k not in POSITION} if isinstance(body, dict) else body
    return path + json.dumps(body, sort_keys=True), path + json.dumps(setting, sort_keys=True)


def error(status: int, message: str, **extra) -> JSONResponse:
    return JSONResponse({"error": message, **extra}, status_code=status)


def _api_routes(library: Library, bounded: Bounded, max_body: int) -> list[Route]:
    """Return the POST routes of the JSON API, each body read within `max_body` and computed within `bounded`."""
    offered = library.catalogue

    async def api(request: Request, compute):
        try:
            body = await read_json(request, max_body)
            key, kind = work_keys(request.url.path, body)
            return JSONResponse(await bounded.run(lambda: compute(body), key, kind))
        except TooLarge as e:
            return error(413, str(e))
        except NotJson as e:
            return error(415, str(e))
        except RequestError as e:
            return error(400, str(e))
        except NdleError as e:
            return error(422, str(e))
        except TooSlow as e:
            return error(503, str(e), retry=True)

    def assisted(body):  # Kilordle: the words played and the boards reported (`ndle.web.kilordle`)
        if kilordle.is_many(body):
            return kilordle.assist(kilordle.many_request(body, offered), library)
        return advice.assist(assist_request(body, offered), library)

    async def assist(request: Request):
        return await api(request, assisted)

    async def play(request: Request):
        return await api(request, lambda body: advice.play(play_request(body, offered), library))

    async def check_row(request: Request):  # the assist page's row, checked before it enters the game
        return await api(request, lambda body: check.check(check.check_request(body, offered), library))

    async def review(request: Request):
        return await api(request, lambda body: advice.review_turn(*review_request(body, offered), library))

    async def skill_review(request: Request):  # a whole game's skill and luck
        return await api(request, lambda body: skill.review(skill.skill_request(body, offered), library))

    return [Route("/api/assist", assist, methods=["POST"]), Route("/api/play", play, methods=["POST"]),
            Route("/api/review", review, methods=["POST"]), Route("/api/check", check_row, methods=["POST"]),
            Route("/api/skill-review", skill_review, methods=["POST"])]


def _options_route(library: Library, time_limit: float):
    """Return the endpoint answering the page's choices: games (a game with codes of its own: their list and
    feedback rule; each one's modes and hard mode as its rules allow, `page_settings`), feedback rules (how each
    is written), modes, lists, priors, pools, strategies and limits."""
    offered, summaries = library.catalogue, registered()
    choices = {"version": __version__, "games": {k: {"boards": b, "max_guesses": m, **PRESET_RULES.get(k, {}),
                                                     **page_settings(k), **page_strategy(k)}
                                                    for k, (b, m) in PRESETS.items()},
               "custom": page_settings(None),
               "max_lies": MAX_LIES,
               "feedback": {name: {"summary": rule_named(name).summary, "written": rule_named(name).written,
                                   "tiles": rule_named(name).tiles} for name in rule_names()},
               "modes": list(MODES), "words": library.list_lengths(), "pools": list(POOLS),
               "priors": list(_web_priors()),
               "strategies": {name: {"summary": summaries[name].summary, "options": opts}
                              for name, opts in offered.strategies.items()},
               "reviewers": list(offered.reviewers), "strongest": offered.strongest, "max_boards": MAX_BOARDS,
               "max_rows": MAX_ROWS, "max_top": MAX_TOP, "time_limit": time_limit}

    async def options(request: Request):
        return JSONResponse(choices)
    return options


async def _page(request: Request):
    """Return the single page."""
    return FileResponse(STATIC / "index.html")


async def _http_error(request: Request, exc: HTTPException):
    """Return an HTTP error (404, 405, ...) as a JSON object."""
    return error(exc.status_code, exc.detail)


async def _crash(request: Request, exc: Exception):
    """Log an unexpected error and answer 500 with a JSON object."""
    log.exception("ndle web: unexpected error on %s %s", request.method, request.url.path)
    return error(500, "internal error (see the server's log)")


def create_app(*, time_limit: float = TIME_LIMIT, max_body: int = MAX_BODY, library: Library | None = None,
               slots: int = 4, hosts: Iterable[str] | None = LOCAL_HOSTS, port: int | None = None) -> Starlette:
    """Return the ndle web application (ASGI).

    Parameters
    ----------
    time_limit : float
        Seconds a request may compute before it is answered with status 503 (the work goes on in the
        background and fills the strategies' memos).
    max_body : int
        Largest request body in bytes (status 413 past it).
    library : Library, optional
        The games and strategies shared by the requests (default: a new one).
    slots : int
        Computations running at once.
    hosts : iterable of str, optional
        The host names the server answers to (status 403 for others, and for requests from pages elsewhere: see
        `ndle.web.guard`); default this machine's loopback names; None: any (behind a proxy that checks them).
    port : int, optional
        The port it listens on, which Host and Origin headers must name (None: any).

    Returns
    -------
    starlette.applications.Starlette
        The application, to be served by uvicorn (``ndle serve``) or tested with Starlette's TestClient.
    """
    library = library or Library()
    routes = [Route("/", _page), Route("/api/options", _options_route(library, time_limit)),
              *_api_routes(library, Bounded(time_limit, slots), max_body),
              Mount("/static", StaticFiles(directory=STATIC), name="static")]
    guard = [Middleware(HostGuard, hosts=hosts, port=port)] if hosts is not None else []
    handlers: dict[Any, Callable[..., Any]] = {HTTPException: _http_error, Exception: _crash}
    return Starlette(routes=routes, middleware=guard, exception_handlers=handlers)


def _web_priors() -> tuple[str, ...]:
    """Return the answer priors the web API offers."""
    bound = BY_NAME["prior"].web
    assert isinstance(bound, OneOf)  # a name among a few (never a file on the server)
    return tuple(bound.options())
