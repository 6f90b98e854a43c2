"""Where parallel work runs, whatever the work: joblib's processes on this machine or a Dask cluster, worker
processes that never outlive their parent, and stopping a command that is inside compiled code.

`backends` chooses and runs a back end (`choose_backend`, `pool`, `session`), `cluster` and `scheduler` are
its Dask side, `processes` starts and counts worker processes, `stopping` turns SIGTERM and Ctrl-C into a
clean stop. Simulations, the exact solvers and the analyses all run on these; nothing here knows a game.
The names below are loaded on first use, so a command that never runs in parallel does not import joblib.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

_WHERE = {"Backend": "backends", "choose_backend": "backends", "pool": "backends", "reach": "backends",
          "run_unordered": "backends", "session": "backends", "cores": "processes", "parallel": "processes",
          "worker_count": "processes", "SignalWatch": "stopping"}
if TYPE_CHECKING:  # what type checkers and editors see: each public name from its module (`_WHERE`; a test checks)
    from ndle.parallel.backends import Backend, choose_backend, pool, reach, run_unordered, session
    from ndle.parallel.processes import cores, parallel, worker_count
    from ndle.parallel.stopping import SignalWatch

__all__ = ["Backend", "SignalWatch", "choose_backend", "cores", "parallel", "pool", "reach", "run_unordered", "session",
           "worker_count"]  # `_WHERE`'s names


def __getattr__(name: str):
    """Return a public name, importing its module the first time (PEP 562)."""
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
