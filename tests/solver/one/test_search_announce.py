"""A one-board search whose tables take a gigabyte or more says so in one line before it builds them, in a pipe too
(`ndle.solver.one.engine.Solver`; the 8-letter list's look-ahead: 1.1 GB)."""

from __future__ import annotations

import ndle
import ndle.solver.one.engine as search
from ndle.solver.one.context import table_bytes


def test_the_tables_are_announced_before_they_are_built(monkeypatch, capsys):
    game = ndle.as_game(code_length=3, symbols="abc")
    monkeypatch.delenv("NDLE_PROGRESS", raising=False)
    need = table_bytes(game.matrix, False, 1 << 10)
    seen = []  # what stderr held when the tables were built
    real = search.kernel_codes

    def watched(matrix, n_codes):
        seen.append(capsys.readouterr().err)
        return real(matrix, n_codes)

    monkeypatch.setattr(search, "kernel_codes", watched)
    monkeypatch.setattr(search, "ANNOUNCE_BYTES", need + 1)
    quiet = search.Solver(game.words, matrix=game.matrix, capacity=1 << 10, feedback=game.feedback)
    monkeypatch.setattr(search, "ANNOUNCE_BYTES", need)
    told = search.Solver(game.words, matrix=game.matrix, capacity=1 << 10, feedback=game.feedback)
    assert seen[0] == ""  # under the threshold: nothing
    line = seen[1]  # capsys's stderr is no terminal: a pipe
    assert line.count("\n") == 1 and line.startswith("ndle: Selby's exact search over the ")
    assert "27 answers x 27 guesses" in line and "GB of memory" in line
    assert capsys.readouterr().err == ""  # nothing more once built
    assert quiet.value(range(27), 10) == told.value(range(27), 10)  # the same search


def test_the_8_letter_lookahead_is_over_a_gigabyte():
    """The look-ahead's one-board search on the 8-letter list (5,328 answers x 29,765 guesses of two bytes, a cache of
    2**20 positions) is announced: its estimate is over the threshold, measured 1.27 GB in all."""
    import numpy as np

    matrix = np.lib.stride_tricks.as_strided(np.zeros(1, np.uint16), (29765, 5328), (0, 0))  # the shape, no memory
    assert table_bytes(matrix, True, 1 << 20) >= search.ANNOUNCE_BYTES
