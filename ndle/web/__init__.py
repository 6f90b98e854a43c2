"""`ndle serve`: a local web page to be assisted through a real game, or to play one, and its JSON API.

Needs the optional extra `ndle[web]` (Starlette and uvicorn). `create_app()`
returns the ASGI application; the server keeps no game state between
requests: each request carries the whole game (its settings and the guesses
and feedback so far), so any number of browser sessions are independent.
"""

from ndle.web.app import create_app

__all__ = ["create_app"]
