"""Files and input from outside: what every resumable journal shares.

`journal` is the base of the resumable journals (the exact sweep's, the opener ranking's, the tuple walk's
JSON lines and a simulation's per-game CSV): appending synced lines, checking them, dropping a torn last line.
"""

__all__ = []  # the modules are the interface: ndle.io.journal, ...
