"""Fetterman's tie order: the order in which a Clojure hash map keyed by the guess words iterates them.

Fetterman's program (Clojure) kept each guess's score in a hash map keyed by
the word and sorted the entries by score with a stable sort, so equal scores
stay in the map's iteration order. A Clojure map of more than eight entries is
a hash array mapped trie over the key's 32-bit `hasheq`, which for a string is
MurmurHash3's integer finaliser (`Murmur3.hashInt`, seed 0) of Java's
`String.hashCode`; the trie is walked five hash bits at a time from the low
end. `clojure_rank` reproduces that order (checked move for move against the
paper's published games, see docs/research/fetterman.md).
"""

from __future__ import annotations

from functools import cache
from typing import Sequence

import numpy as np

_MASK = np.uint64(0xFFFFFFFF)


def _u32(x: np.ndarray) -> np.ndarray:
    return x & _MASK


def _rotl(x: np.ndarray, r: int) -> np.ndarray:
    return _u32((x << np.uint64(r)) | (x >> np.uint64(32 - r)))


def java_string_hash(words: Sequence[str]) -> np.ndarray:
    """Return Java's `String.hashCode` of each word as an unsigned 32-bit integer (s[0]*31^(n-1) + ... + s[n-1])."""
    h = np.zeros(len(words), dtype=np.uint64)
    width = max((len(w) for w in words), default=0)
    codes = np.array([[ord(c) for c in w.ljust(width, "\0")] for w in words], dtype=np.uint64).reshape(len(words), -1)
    lengths = np.array([len(w) for w in words])
    for i in range(width):
        live = lengths > i
        h[live] = _u32(h[live] * np.uint64(31) + codes[live, i])
    return h


def murmur3_hash_int(x: np.ndarray) -> np.ndarray:
    """Return MurmurHash3 (x86, 32-bit, seed 0) of one 4-byte integer each, as Clojure's `Murmur3.hashInt`
    (0 stays 0)."""
    x = np.asarray(x, dtype=np.uint64)
    k = _rotl(_u32(x * np.uint64(0xCC9E2D51)), 15)
    k = _u32(k * np.uint64(0x1B873593))
    h = _u32(_rotl(k, 13) * np.uint64(5) + np.uint64(0xE6546B64))
    h ^= np.uint64(4)
    h ^= h >> np.uint64(16)
    h = _u32(h * np.uint64(0x85EBCA6B))
    h ^= h >> np.uint64(13)
    h = _u32(h * np.uint64(0xC2B2AE35))
    h ^= h >> np.uint64(16)
    return np.where(x == 0, np.uint64(0), h)


def clojure_hasheq(words: Sequence[str]) -> np.ndarray:
    """Return Clojure's `hash` of each string (unsigned 32-bit)."""
    return murmur3_hash_int(java_string_hash(words))


def trie_key(h: np.ndarray) -> np.ndarray:
    """Return sort keys putting hashes in hash-trie walk order: bits 0-4 first, then 5-9, ..., then 30-31."""
    h = np.asarray(h, dtype=np.uint64)
    key = np.zeros_like(h)
    for shift, bits in ((0, 5), (5, 5), (10, 5), (15, 5), (20, 5), (25, 5), (30, 2)):
        key = (key << np.uint64(bits)) | ((h >> np.uint64(shift)) & np.uint64((1 << bits) - 1))
    return key


@cache
def _rank(words: tuple[str, ...]) -> np.ndarray:
    order = np.argsort(trie_key(clojure_hasheq(words)), kind="stable")
    rank = np.empty(len(words), dtype=np.int64)
    rank[order] = np.arange(len(words))
    rank.setflags(write=False)
    return rank


def clojure_rank(words: Sequence[str]) -> np.ndarray:
    """Return each word's position when a Clojure hash map keyed by `words` is iterated (equal hashes: list order)."""
    return _rank(tuple(words))
