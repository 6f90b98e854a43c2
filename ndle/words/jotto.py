"""The `wordle-jotto` list's rule: the words of distinct letters, one word (the alphabetically first) of each anagram
class.

Under Jotto's feedback two anagrams answer every guess alike but the win, so a list of one word per anagram class is
the game as Jotto is played (words of five different letters, no two of the same letters).

    >>> jotto_words(["later", "alter", "alert", "llama", "crane"])
    ('alert', 'crane')
"""

from __future__ import annotations

from collections.abc import Iterable


def jotto_words(words: Iterable[str]) -> tuple[str, ...]:
    """Return the words of distinct letters, the alphabetically first of each anagram class, sorted.

    Parameters
    ----------
    words : iterable of str
        Words of one length (e.g. the `wordle` answers).

    Returns
    -------
    tuple of str
        The list's words, sorted: no word repeats a letter, no two are anagrams.
    """
    first: dict[str, str] = {}
    for w in words:
        if len(set(w)) == len(w):
            key = "".join(sorted(w))
            first[key] = min(first.get(key, w), w)
    return tuple(sorted(first.values()))


__all__ = ["jotto_words"]
