"""A real `ndle serve` in a child process on 127.0.0.1 (any free port), stopped with Ctrl-C's signal (standard library
only: CI's check of the installed command uses it too)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request


class Served:
    """`ndle serve --port 0 --no-browser ARGS` running; `url` is the page's address once it listens."""

    def __init__(self, *args: str, wait: float = 60.0, command: tuple[str, ...] = (sys.executable, "-m", "ndle.cli")):
        self.proc = subprocess.Popen([*command, "serve", "--port", "0", "--no-browser", *args],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, env=dict(os.environ), start_new_session=True)
        self.url = None
        self._stopped: tuple[int, str] | None = None
        deadline = time.monotonic() + wait
        while self.url is None and time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                break
            if line.startswith("ndle serve: http://"):
                self.url = line.split()[2]
        if self.url is None:
            self.stop()
            raise RuntimeError(f"ndle serve did not start: {self.proc.stderr.read()}")

    @property
    def port(self) -> int:
        return int(self.url.rstrip("/").rsplit(":", 1)[1])

    def get(self, path: str):
        with urllib.request.urlopen(self.url.rstrip("/") + path, timeout=30) as r:
            return json.loads(r.read())

    def stop(self, sig: int = signal.SIGINT) -> tuple[int, str]:
        """Stop the server as Ctrl-C does (or with another signal); return its exit status and standard error
        (again when called again)."""
        if self._stopped is not None:
            return self._stopped
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        err = self.proc.stderr.read()
        self.proc.stdout.close()
        self.proc.stderr.close()
        self._stopped = (self.proc.returncode, err)
        return self._stopped

    def __enter__(self) -> "Served":
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


def freed(port: int) -> bool:
    """Return whether a new server can listen on 127.0.0.1:port at once (as uvicorn does, with SO_REUSEADDR)."""
    with socket.socket() as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
            sock.listen()
        except OSError:
            return False
    return True
