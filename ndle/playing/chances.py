"""What a player is told of a board's candidates under an answer prior: the likeliest, with their chances."""

from __future__ import annotations

import numpy as np


def describe_prior(probabilities: np.ndarray | None) -> str:
    """Return a one-line summary of a prior: its entropy in bits and its effective number of answers.

    Parameters
    ----------
    probabilities : numpy.ndarray or None
        The answers' probabilities (None: uniform, described by nothing).

    Returns
    -------
    str
        e.g. ``"prior: 10.83 bits (1,820 effective answers of 2,315)"``, or "" for the uniform prior.
    """
    if probabilities is None:
        return ""
    p = np.asarray(probabilities)
    h = float(-(p * np.log2(p)).sum())
    return f"prior: {h:.2f} bits ({2 ** h:,.0f} effective answers of {p.size:,})"


def likeliest(board, limit: int) -> tuple[np.ndarray, np.ndarray | None]:
    """Return the candidates a board lists and their chances: under a prior the `limit` likeliest (the likelier
    first, ties in list order) with their probabilities; else the first `limit` in list order and None.

    Parameters
    ----------
    board : Board
        A visible board.
    limit : int
        The most candidates listed.

    Returns
    -------
    tuple of (numpy.ndarray, numpy.ndarray or None)
        The answer ids listed, and their probabilities (None without a prior).
    """
    if board.weights is None:
        return board.candidates[:limit], None
    order = np.argsort(-board.weights, kind="stable")[:limit]
    return board.candidates[order], board.weights[order]


def candidate_labels(board, answers, limit: int) -> list[str]:
    """Return how a board's candidates are listed (`likeliest`): words alone, or under a prior each with its chance
    (``crane 12.3%``).

    Parameters
    ----------
    board : Board
        A visible board.
    answers : sequence of str
        The list's answers.
    limit : int
        The most candidates listed.

    Returns
    -------
    list of str
        One label per listed candidate.
    """
    ids, chances = likeliest(board, limit)
    if chances is None:
        return [answers[a] for a in ids]
    return [f"{answers[a]} {100 * p:.3g}%" for a, p in zip(ids, chances)]
