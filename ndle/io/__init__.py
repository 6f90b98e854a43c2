"""Files and input from outside: what reads and writes at a user's path, the cache folder, resumable journals.

`files` writes safely (atomic writes, outputs claimed by one process) and `safeopen` opens only plain regular
files; `untrusted` reads input from outside with bounds and checks; `cachedir` is where caches live (numba's
compiled kernels too) and `cacheinfo` reports and clears what they hold; `journal` is the base of the resumable
journals (the exact sweep's, the opener ranking's, the tuple walk's JSON lines and a simulation's per-game CSV):
appending synced lines, checking them, dropping a torn last line. Nothing here knows a game.
"""

__all__ = []  # the modules are the interface (ndle.io.files, ndle.io.journal, ...)
