"""`ndle.parallel.processes`: loky workers replaced for their memory (a memo that grows on purpose) go unreported,
and every task's result still arrives."""

from __future__ import annotations

import time
import warnings

import numpy as np
from joblib import delayed

from ndle.parallel.processes import parallel, worker_count

_KEPT: list = []  # a worker's memo: it lives as long as the worker


def _grow(i: int) -> int:
    """Keep 400 MB (every page written) from the third task on, as a search's memo does."""
    if i >= 2:
        _KEPT.append(np.ones(50_000_000))
    time.sleep(0.6)  # loky checks a worker's memory at most once a second
    return i


def test_workers_replaced_for_their_memory_are_not_reported_and_lose_nothing():
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        out = list(parallel(2, return_as="generator")(delayed(_grow)(i) for i in range(12)))
    assert out == list(range(12))
    assert not [w for w in got if "worker stopped" in str(w.message)], [str(w.message) for w in got]


def test_worker_count_is_capped_by_the_machine():
    assert worker_count(1) == 1 and worker_count(10_000) == worker_count(-1) >= 1
