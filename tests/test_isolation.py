"""The test suite keeps out of the user's own folders: run with a fake home and no cache variables, cache-touching
tests (a real game's pattern matrix, compiled kernels, an xdist worker) leave that home's cache untouched."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import TEST_CACHE

ROOT = Path(__file__).resolve().parents[1]
# a real game (its matrix goes to the cache folder) and the sum rule's compiled kernels
SUBSET = ["tests/game/test_game.py::test_defaults",
          "tests/playing/test_ranking.py::test_opener_comes_first_and_a_finished_game_ranks_nothing"]


def test_the_suite_never_writes_to_the_users_cache(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items()
           if k not in ("NDLE_CACHE_DIR", "NUMBA_CACHE_DIR", "XDG_CACHE_HOME", "XDG_STATE_HOME")
           and not k.startswith(("PYTEST_", "COV_"))}
    env.update(HOME=str(home), NDLE_PROGRESS="0")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "1", *SUBSET],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "2 passed" in done.stdout
    assert not (home / ".cache").exists() and not (home / ".local").exists()
    assert sorted(p.name for p in home.rglob("*")) == []
    # the tests did touch a cache: the checkout's own (the Wordle matrix and the kernels' folder)
    assert list(TEST_CACHE.glob("patterns-5-*.npy")) and (TEST_CACHE / "numba").is_dir()
