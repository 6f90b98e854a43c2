"""Adversaries: hosts that choose their feedback against the player instead of fixing answers (Absurdle's), and
the least number of guesses that forces a win against them.

`ndle.adversary.absurdle` is the host (pure functions of the candidates and the guess, which `Game` may
call); `ndle.adversary.forced` searches for forced wins.
"""

__all__ = ["absurdle", "forced", "hosting"]  # submodules (imported on use: the game may call the host)
