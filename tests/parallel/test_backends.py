"""`ndle.parallel.backends` on loky: every call's result, and a worker that dies is one NdleError with the resume
hint (loky's error is the standard library's BrokenProcessPool)."""

from __future__ import annotations

import os

import pytest

from ndle.errors import NdleError
from ndle.parallel.backends import choose_backend, run_unordered


def _square_or_die(shared, i):
    if i == shared:
        os._exit(3)  # the worker process ends at once, as if it were killed
    return i * i


def test_loky_yields_every_calls_result():
    assert sorted(run_unordered(choose_backend("loky"), 2, _square_or_die, -1, [(i,) for i in range(6)])) == [
        0, 1, 4, 9, 16, 25]


def test_a_worker_that_dies_is_one_line_with_the_resume_hint():
    with pytest.raises(NdleError, match=r"^a worker died \(.+\); finished games are kept: rerun with --resume$"):
        list(run_unordered(choose_backend("loky"), 2, _square_or_die, 3, [(i,) for i in range(6)]))
