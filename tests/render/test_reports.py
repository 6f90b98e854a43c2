"""Text reports of saved summaries: the numbers they show."""

from ndle.render.reports import format_p


def test_format_p():
    assert format_p(None) == "-" and format_p(0.0) == "< 1e-300" and format_p(0.01234) == "0.0123"
