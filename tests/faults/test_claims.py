"""Every file every command writes is claimed before any work: while another process holds the claim on any one of
them (it is writing that file), the command is refused in one line naming the file and that process, and writes
nothing. With the real races of `test_races`, this shows two runs started together on one output never both write
it, for every output of every command (the census of `test_outputs` finds the files)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.faults.procs import ROOT, refused
from tests.faults.test_outputs import commands, setup
from tests.faults.test_paths import contents

HOLDER = """
import sys
from ndle.io.files import claim, release
for line in sys.stdin:
    what, _, path = line.rstrip("\\n").partition(" ")
    claim(path) if what == "claim" else release(path)
    print("done", flush=True)
"""


@pytest.fixture(scope="module")
def holder():
    """Another process that claims and releases outputs when told (as a second run of a command would)."""
    proc = subprocess.Popen([sys.executable, "-c", HOLDER], env={**os.environ, "PYTHONPATH": str(ROOT)},
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def tell(what: str, path) -> None:
        proc.stdin.write(f"{what} {path}\n")
        proc.stdin.flush()
        assert proc.stdout.readline() == "done\n", f"the holder failed to {what} {path}"

    tell.pid = proc.pid
    yield tell
    proc.stdin.close()
    proc.wait(timeout=60)


@pytest.mark.parametrize("label", list(commands(Path("w.txt"))))
def test_an_output_another_process_holds_stops_the_command_before_any_work(tmp_path, capsys, monkeypatch,
                                                                           words_file, written, holder, label):
    assert written[label], f"{label} wrote nothing"
    for name in written[label]:
        folder = tmp_path / name.replace("/", "_")
        folder.mkdir()
        setup(folder, words_file)
        holder("claim", folder / name)
        try:
            before = contents(folder)
            monkeypatch.chdir(folder)
            line = refused(capsys, *commands(words_file)[label])
            assert f"another process (pid {holder.pid}) is writing" in line and name in line, line
            assert contents(folder) == before, f"{label}: something was written while {name} was held"
        finally:
            holder("release", folder / name)
        assert not list(folder.rglob(".*")), f"{label}: a lock or temporary file was left"
