"""The web application's middleware: an answer the connection cannot carry is dropped, not logged as a crash."""

from __future__ import annotations

import asyncio

import pytest

pytest.importorskip("starlette")

from ndle.web.app import DropUnsendable  # noqa: E402


def test_an_answer_the_connection_cannot_carry_is_dropped_quietly(caplog):
    """A server that refuses to send (h11 after a malformed pipelined request) does not make a crash or a 500."""
    sent = []

    async def app(scope, receive, send):
        await send({"type": "http.response.start", "status": 200, "headers": []})

    async def refusing_send(message):
        sent.append(message)
        raise RuntimeError("can't handle event type Response when role=SERVER and state=MUST_CLOSE")

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    with caplog.at_level("INFO", logger="ndle.web"):
        asyncio.run(DropUnsendable(app)({"type": "http"}, receive, refusing_send))
    assert len(sent) == 1 and "could not carry it" in caplog.text and "MUST_CLOSE" in caplog.text
