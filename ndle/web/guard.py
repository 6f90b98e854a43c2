"""Who may drive the local server: requests must name it by an allowed host, and come from a page it served.

A web page the user visits elsewhere can make the browser send requests to the
local server: by DNS rebinding (its own host name made to resolve to 127.0.0.1,
so the browser sends `Host: attacker.example`), or straight from its own origin
(the browser adds `Origin: http://attacker.example`). `HostGuard` answers both
with status 403 before any routing or computing: the `Host` header must name
an allowed host (by default this machine's loopback names) and the server's
port, and an `Origin` header, when there is one, must be such an address too.
Requests without `Origin` (the page's own same-origin reads, curl, scripts)
pass on their `Host` alone.
"""

from __future__ import annotations

import json
from typing import Iterable
from urllib.parse import urlsplit

LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")
DEFAULT_PORTS = {"http": 80, "https": 443}


def host_name(name: str) -> str:
    """Return a host name as compared: lower case, without IPv6 brackets or a final dot.

    Parameters
    ----------
    name : str
        A host name or address, e.g. ``LocalHost.``, ``[::1]`` or ``127.0.0.1``.

    Returns
    -------
    str
    """
    return name.strip().lower().removeprefix("[").removesuffix("]").rstrip(".")


def _split_host(header: str) -> tuple[str, int | None] | None:
    """Return (name, port or None) of a Host header, or None if it is malformed."""
    try:
        parts = urlsplit(f"//{header}")
        return host_name(parts.hostname or ""), parts.port
    except ValueError:  # a port that is not a number, or out of range
        return None


class HostGuard:
    """ASGI middleware: status 403 for a request whose Host (or Origin) is not an allowed address of this server.

    Parameters
    ----------
    app : ASGI application
        What the allowed requests go on to.
    hosts : iterable of str
        The host names and addresses allowed (default: this machine's loopback names).
    port : int, optional
        The port the server listens on: a Host or Origin naming another is refused (None: any port).
    """

    def __init__(self, app, hosts: Iterable[str] = LOCAL_HOSTS, port: int | None = None):
        self.app, self.port = app, port
        self.hosts = frozenset(host_name(h) for h in hosts)

    def problem(self, host: str | None, origin: str | None) -> str | None:
        """Return why a request with these Host and Origin headers is refused, or None if it is allowed.

        Parameters
        ----------
        host, origin : str or None
            The headers' values (None: absent).

        Returns
        -------
        str or None
            One line for the refusal's JSON answer.
        """
        split = _split_host(host) if host else None
        if split is None or not self._allowed(split[0], split[1] if split[1] is not None else 80):
            return (f"this server does not answer to the host {host[:100]!r}" if host else "a Host header is needed") \
                + "; to serve it under another name, start it with --allow-host NAME"
        if origin is None:
            return None
        try:
            parts = urlsplit(origin)
            allowed = parts.scheme in DEFAULT_PORTS and self._allowed(
                host_name(parts.hostname or ""), parts.port or DEFAULT_PORTS[parts.scheme])
        except ValueError:
            allowed = False
        return None if allowed else f"requests from the page {origin[:100]!r} are not answered here"

    def _allowed(self, name: str, port: int) -> bool:
        return name in self.hosts and (self.port is None or port == self.port)

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers: dict[bytes, list[bytes]] = {}
        for key, value in scope["headers"]:
            headers.setdefault(key.lower(), []).append(value)
        hosts, origins = headers.get(b"host", []), headers.get(b"origin", [])
        if len(hosts) > 1 or len(origins) > 1:
            why: str | None = "a request may carry one Host header and one Origin header"
        else:
            why = self.problem(*(v[0].decode("latin-1") if v else None for v in (hosts, origins)))
        if why is None:
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":  # refused before it is accepted
            await send({"type": "websocket.close", "code": 1008})
            return
        body = json.dumps({"error": why}).encode("utf-8")
        await send({"type": "http.response.start", "status": 403,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})


__all__ = ["LOCAL_HOSTS", "HostGuard", "host_name"]
