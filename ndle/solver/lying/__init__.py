"""One board whose rows lie (Fibble), exactly, on tiny lists: `search` is the expectimax over the answers' weights
(`LyingSolver`); `check_size` refuses a list too big for it."""

from ndle.solver.lying.search import MAX_ANSWERS, MAX_GUESSES, LyingSolver, check_size

__all__ = ["LyingSolver", "MAX_ANSWERS", "MAX_GUESSES", "check_size"]
