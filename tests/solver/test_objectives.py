"""Lexicographic objectives' keys: parsed and refused in one line, their weights keep the order of the keys, and each
key's value is read off a histogram."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, strategies as st

from ndle.errors import NdleError
from ndle.solver.objectives import cost_table, key_values, parse_keys


def test_keys_are_parsed_and_written_canonically():
    assert parse_keys("worst,deepest") == ("worst", "deepest")
    assert parse_keys(" Total , beyond:04 ") == ("total", "beyond:4")
    assert parse_keys(("beyond:4", "total")) == ("beyond:4", "total")
    assert parse_keys(["total", "worst", "deepest"]) == ("total", "worst", "deepest")


@pytest.mark.parametrize("bad, says", [
    ("speed", "unknown objective key 'speed'"), ("beyond:0", "K a whole number"), ("beyond:x", "K a whole number"),
    ("beyond:", "K a whole number"), ("beyond:-2", "K a whole number"), ("total,,worst", "empty"),
    ("", "empty"), ("total,total", "given twice"), ("beyond:4,beyond:04", "given twice"),
    ("deepest", "put 'worst' before it"), ("deepest,worst", "put 'worst' before it"), ((), "no key"),
    (("total", 3), "is a string")])
def test_bad_keys_are_refused_in_one_line(bad, says):
    with pytest.raises(NdleError, match=says) as e:
        parse_keys(bad)
    assert "\n" not in str(e.value)


SUMS = ("total", "deepest", "beyond:1", "beyond:2", "beyond:3")


@given(keys=st.lists(st.sampled_from(SUMS), min_size=1, max_size=3, unique=True), limit=st.integers(3, 5),
       n=st.integers(1, 4))
def test_one_weighted_sum_orders_histograms_as_the_keys_do(keys, limit, n):
    """Every pair of histograms of n answers within the limit: the weighted total orders them as the tuple of the
    keys' values (`deepest` taken at the limit, as after `worst` when the worst case is the limit)."""
    keys = tuple(keys)
    c = cost_table(keys, limit, n)
    assert c[0] == 0 and np.all(np.diff(c[1:]) >= 0)
    hists = [h for h in itertools.product(range(n + 1), repeat=limit) if sum(h) == n]

    def as_tuple(h):
        full = dict(enumerate(h, start=1))
        v = key_values(keys, full)
        if "deepest" in keys:
            v["deepest"] = full[limit]
        return tuple(v[k] for k in keys)

    weighted = {h: sum(int(c[d]) * k for d, k in enumerate(h, start=1)) for h in hists}
    for a, b in itertools.combinations(hists, 2):
        assert (weighted[a] < weighted[b]) == (as_tuple(a) < as_tuple(b))
        assert (weighted[a] == weighted[b]) == (as_tuple(a) == as_tuple(b))


def test_a_wider_span_keeps_the_order_under_a_shorter_limit():
    """Tables of one list under limits up to the span weigh the keys alike: their totals compare across limits."""
    assert cost_table(("beyond:3", "total"), 4, 5).tolist() == [0, 1, 2, 3, 25]  # the total reaches 20 within 4
    assert cost_table(("beyond:3", "total"), 4, 5, span=6).tolist() == [0, 1, 2, 3, 35]
    assert cost_table(("beyond:3", "total"), 6, 5).tolist()[:5] == [0, 1, 2, 3, 35]


def test_too_many_keys_for_the_answers_are_refused():
    with pytest.raises(NdleError, match="too many keys"):
        cost_table(("total", "beyond:2", "beyond:3", "beyond:4"), 10, 100000)


def test_values_are_read_off_the_histogram():
    h = {1: 1, 2: 7, 3: 18, 4: 1}
    assert key_values(("total", "worst", "deepest", "beyond:2", "beyond:3"), h) == {
        "total": 1 + 14 + 54 + 4, "worst": 4, "deepest": 1, "beyond:2": 19, "beyond:3": 1}
