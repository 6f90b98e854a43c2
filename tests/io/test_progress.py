"""Progress bars: shown in Jupyter and on terminals by default, switched by `progress=` and NDLE_PROGRESS."""

from __future__ import annotations

import sys
import types

import pytest

import ndle
from ndle.io import progress


class ZMQInteractiveShell:  # the name is what identifies a Jupyter kernel's shell
    pass


@pytest.fixture
def fake_jupyter(monkeypatch):
    fake = types.ModuleType("IPython")
    fake.get_ipython = ZMQInteractiveShell
    monkeypatch.setitem(sys.modules, "IPython", fake)
    monkeypatch.delenv(progress.ENV, raising=False)


def test_in_notebook(fake_jupyter):
    assert progress.in_notebook() and progress.wanted(None)


def test_not_in_notebook(monkeypatch):
    fake = types.ModuleType("IPython")
    fake.get_ipython = lambda: None  # plain python, IPython imported by some library
    monkeypatch.setitem(sys.modules, "IPython", fake)
    assert not progress.in_notebook()
    monkeypatch.delitem(sys.modules, "IPython")
    assert not progress.in_notebook()


@pytest.mark.parametrize("env, expected", [("0", False), ("off", False), ("False", False), ("no", False),
                                           ("1", True), ("on", True), ("yes", True)])
def test_environment_variable(fake_jupyter, monkeypatch, env, expected):
    monkeypatch.setenv(progress.ENV, env)
    assert progress.wanted(None) is expected
    assert progress.wanted(True) and not progress.wanted(False)  # the argument wins


def test_default_without_jupyter_follows_the_terminal(monkeypatch):
    monkeypatch.delenv(progress.ENV, raising=False)
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    assert progress.wanted(None)
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False, raising=False)
    assert not progress.wanted(None)


def test_bar_class():
    from tqdm.std import tqdm as text_bar

    assert progress.bar_class(notebook=False) is text_bar
    try:
        import ipywidgets  # noqa: F401
    except ImportError:
        assert progress.bar_class(notebook=True) is text_bar  # a text bar still shows in Jupyter
    else:
        from tqdm.notebook import tqdm as widget_bar

        assert progress.bar_class(notebook=True) is widget_bar


@pytest.mark.parametrize("env, shown", [("1", True), ("0", False)])
def test_simulate_shows_or_hides_the_bar(wordle, monkeypatch, capfd, env, shown):
    monkeypatch.setenv(progress.ENV, env)
    ndle.simulate(wordle, "sum", games=3, seed=1)
    err = capfd.readouterr().err
    assert ("3/3" in err) is shown, err
    ndle.simulate(wordle, "sum", games=3, seed=1, progress=not shown)
    assert ("3/3" in capfd.readouterr().err) is not shown


def test_a_bar_inside_a_status_line_takes_its_place(monkeypatch):
    """One progress line at a time: a bar opened inside a `working` block blanks the block's line, which waits
    until the bar closes."""
    import io
    import time

    out = io.StringIO()
    monkeypatch.setattr(sys, "stderr", out)
    with progress.working("searching", progress=True, delay=0.05):
        time.sleep(0.2)
        shown = out.getvalue()
        bar = progress.progress_bar(True, total=3, file=out, desc="matrix")
        during = len(out.getvalue())
        time.sleep(0.6)  # the status line's ticks write nothing while the bar is open
        quiet = out.getvalue()[during:]
        bar.update(3)
        bar.close()
        time.sleep(0.6)
    assert shown.startswith("\rsearching ... ") and "searching" not in quiet
    assert out.getvalue().rstrip("\r ").rsplit("\r", 1)[-1].startswith("searching ... ")  # back after the bar


def test_a_long_wait_prints_one_line_in_a_pipe(monkeypatch):
    import io
    import time

    monkeypatch.delenv(progress.ENV, raising=False)
    monkeypatch.setattr(progress, "PIPE_DELAY", 0.1)
    out = io.StringIO()
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False, raising=False)
    with progress.working("exact search", stream=out), progress.working("inner", stream=out):
        time.sleep(0.4)
    assert out.getvalue() == "ndle: exact search: still working after 0 s\n"  # one line, not the inner's too
    quick, off = io.StringIO(), io.StringIO()
    with progress.working("quick", stream=quick):
        pass
    monkeypatch.setenv(progress.ENV, "0")  # --json and NDLE_PROGRESS=0: nothing
    with progress.working("hidden", stream=off):
        time.sleep(0.3)
    assert quick.getvalue() == "" and off.getvalue() == ""


def test_announce_says_a_cost_first(monkeypatch):
    import io

    out = io.StringIO()
    monkeypatch.delenv(progress.ENV, raising=False)
    progress.announce("building a matrix: 1.1 GB", stream=out)
    monkeypatch.setenv(progress.ENV, "off")
    progress.announce("not shown", stream=out)
    assert out.getvalue() == "ndle: building a matrix: 1.1 GB\n"


def test_a_cold_kernel_cache_is_said_at_once_by_the_first_status_line(monkeypatch, tmp_path):
    import io
    import time

    monkeypatch.setattr(progress, "_KERNELS_CHECKED", [])
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))  # no compiled kernel in it
    out, later = io.StringIO(), io.StringIO()
    with progress.working("thinking", progress=True, delay=5, stream=out):
        time.sleep(0.2)
    with progress.working("thinking", progress=True, delay=5, stream=later):
        time.sleep(0.2)
    assert out.getvalue().startswith(f"\rthinking ({progress.COLD}) ... 0 s") and later.getvalue() == ""
    (tmp_path / "k.nbi").write_bytes(b"")
    monkeypatch.setattr(progress, "_KERNELS_CHECKED", [])
    assert not progress.cold_kernels()
