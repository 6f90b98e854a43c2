"""`ndle serve`: the local web page (assist and play) on 127.0.0.1; needs the extra ndle[web]."""

from __future__ import annotations

import contextlib
import socket
import sys
import threading
import webbrowser
from pathlib import Path

from ndle.commands._common import positive_int
from ndle.checks import shown
from ndle.errors import MissingExtraError, NdleError, WordListError, install_hint

LOCAL = ("127.0.0.1", "localhost", "::1")


def register(sub) -> None:
    p = sub.add_parser("serve", help="a local web page: be assisted through a real game, or play one",
                       description="Serves the ndle page and its JSON API (ndle's web extra) and opens it "
                                   "in the browser. Nothing is stored on the server: each browser tab holds its "
                                   "own game.")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--allow-host", action="append", default=[], metavar="NAME", type=_host_name,
                   help="also answer requests that name the server NAME (a host name or address; repeatable). By "
                        "default only localhost, 127.0.0.1, [::1] and the --host address are answered, so that no "
                        "other web page can drive the server")
    p.add_argument("--port", type=_port, default=8000, help="port (default 8000; 0: any free port)")
    p.add_argument("--no-browser", action="store_true", help="do not open the page in a browser")
    p.add_argument("--no-warm-up", action="store_true",
                   help="do not run the strongest strategy's exact search of the first Wordle guess at start (about "
                        "a minute of one core; the first suggestion ships with ndle and answers meanwhile, the "
                        "review of a played game's first Wordle guess waits for the search)")
    p.add_argument("--answers-file", metavar="FILE",
                   help="also offer your own word list: answers, one word a line, UTF-8, any alphabet (its name on "
                        "the page: the file's name without its suffix)")
    p.add_argument("--guesses-file", metavar="FILE", help="further allowed guesses of --answers-file's list")
    p.add_argument("--time-limit", type=positive_int, default=10, metavar="S",
                   help="seconds a request may compute before it is answered 'busy' (default 10)")
    p.set_defaults(func=run)


def _port(text: str) -> int:
    import argparse

    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, got {text!r}")
    return int(text)


def _host_name(text: str) -> str:
    import argparse
    import ipaddress

    name = text.strip().removeprefix("[").removesuffix("]")
    try:
        if ":" in name:
            ipaddress.IPv6Address(name.split("%")[0])
    except ValueError:
        name = ""
    if not name or any(c in name for c in "/@ \t[]"):
        raise argparse.ArgumentTypeError(f"expected a host name or address (without a port), got {shown(text)}")
    return name


def run(args) -> int:
    try:
        import httptools  # noqa: F401  (uvicorn's httptools protocol: see below)
        import uvicorn

        from ndle.web import create_app
        from ndle.web.games import Library, warm_up
        from ndle.web.guard import LOCAL_HOSTS
    except ImportError as e:
        raise MissingExtraError(f"ndle serve needs {e.name}: {install_hint('web')}") from None
    if args.guesses_file and not args.answers_file:
        raise WordListError("a guesses file needs an answers file too (--answers-file)")
    files = {Path(args.answers_file).stem: (args.answers_file, args.guesses_file)} if args.answers_file else {}
    sock = listening(args.host, args.port)  # a port in use or an unknown host: one line, before the server starts
    try:
        library = Library(files=files)  # a bad file is refused now, before the server starts
    except BaseException:
        sock.close()
        raise
    port = sock.getsockname()[1]
    if args.host not in LOCAL:
        print(f"ndle serve: warning: listening on {args.host}: anyone who can reach this address can use the page",
              file=sys.stderr)
    # the --host address too (the page's address printed below names it; a page elsewhere cannot be at it)
    app = create_app(time_limit=float(args.time_limit), library=library,
                     hosts=[*LOCAL_HOSTS, args.host, *args.allow_host], port=port)
    # httptools, not h11: after a malformed request pipelined behind a slow one, uvicorn's h11 protocol has
    # already answered 400 and closed when the first answer comes, and h11 raises on it (a logged crash);
    # httptools writes nothing to a closing connection
    config = uvicorn.Config(app, host=args.host, port=port, log_level="warning", http="httptools")
    if not args.no_warm_up:
        threading.Thread(target=warm_up, args=(library,), name="ndle-warm-up", daemon=True).start()
    server = uvicorn.Server(config)
    threading.Thread(target=_announce, args=(server, args), daemon=True).start()
    with sock, contextlib.suppress(KeyboardInterrupt):  # uvicorn shuts down, then raises the Ctrl-C it caught
        server.run(sockets=[sock])
    print("ndle serve: stopped", file=sys.stderr)
    return 0


def listening(host: str, port: int) -> socket.socket:
    """Return a socket bound to `host` and `port` (for the server to listen on), raising NdleError in one line if
    the host is unknown or the port in use.

    Parameters
    ----------
    host : str
        A host name or address.
    port : int
        The port (0: any free one).

    Returns
    -------
    socket.socket
        Bound, with SO_REUSEADDR as uvicorn sets it; the server listens on it.
    """
    if not host.strip():
        raise NdleError("--host must name an address, e.g. 127.0.0.1")
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                             flags=socket.AI_PASSIVE)[0]
    except (socket.gaierror, UnicodeError) as e:
        raise NdleError(f"cannot listen on {shown(host)}: unknown host ({getattr(e, 'strerror', None) or e})") \
            from None
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as e:
        sock.close()
        raise NdleError(f"cannot listen on {host} port {port}: {e.strerror or e}") from None
    return sock


def _announce(server, args) -> None:
    """Print the page's address once the server listens, and open it unless --no-browser."""
    import time

    while not server.started:
        if server.should_exit:
            return
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    host = f"[{args.host}]" if ":" in args.host else args.host
    url = f"http://{host}:{port}/"
    print(f"ndle serve: {url} (Ctrl-C to stop)", flush=True)
    if not args.no_browser:
        webbrowser.open(url)
