"""SignalWatch: a signal ndle's handler did not take in time is reported; one another handler takes is left alone."""

from __future__ import annotations

import os
import signal
import time

from ndle.parallel.stopping import SignalWatch


def _raise_and_wait(called: list, seconds: float) -> None:
    os.kill(os.getpid(), signal.SIGUSR1)
    end = time.monotonic() + seconds
    while not called and time.monotonic() < end:
        time.sleep(0.01)


def test_a_signal_its_handler_did_not_take_in_time_is_reported():
    called = []

    def ours(signum, frame):  # stands for a handler that never ran: it does not say it did
        pass

    previous = signal.signal(signal.SIGUSR1, ours)
    try:
        with SignalWatch(called.append, {signal.SIGUSR1: ours}, grace=0.1):
            _raise_and_wait(called, 10)
    finally:
        signal.signal(signal.SIGUSR1, previous)
    assert called == [signal.SIGUSR1]


def test_a_handled_signal_is_not_reported():
    called = []
    watch = None

    def ours(signum, frame):
        watch.handled()

    previous = signal.signal(signal.SIGUSR1, ours)
    try:
        with SignalWatch(called.append, {signal.SIGUSR1: ours}, grace=0.1) as watch:
            _raise_and_wait(called, 0.5)
    finally:
        signal.signal(signal.SIGUSR1, previous)
    assert called == []


def test_a_signal_another_handler_takes_is_left_to_it():
    called = []

    def ours(signum, frame):
        pass

    previous = signal.signal(signal.SIGUSR1, lambda signum, frame: None)  # a web server's, say
    try:
        with SignalWatch(called.append, {signal.SIGUSR1: ours}, grace=0.1):
            _raise_and_wait(called, 0.5)
    finally:
        signal.signal(signal.SIGUSR1, previous)
    assert called == []
