"""How a run and a comparison show themselves: a short repr, notebook HTML and `plot()`, drawn by `ndle.render`."""

from __future__ import annotations


class Shown:
    """The displays of `Results` and `Comparison`: `VIEW` names the `ndle.render` functions that draw them
    (`results_repr`, `results_html`, `results_axes`; `comparison_...`)."""

    __slots__ = ()
    VIEW = ""

    def __repr__(self) -> str:
        from ndle.render import reprs
        return getattr(reprs, f"{self.VIEW}_repr")(self)

    def _repr_html_(self) -> str:
        from ndle.render import html
        return getattr(html, f"{self.VIEW}_html")(self)

    def plot(self, ax=None, score: str = "last"):
        """Return matplotlib Axes with the games' scores (needs `ndle[plot]`): a run's histogram with the count on
        each bar, or each run of a comparison's share of games per score, side by side.

        Parameters
        ----------
        ax : matplotlib.axes.Axes, optional
            Where to draw (default: a new figure's Axes).
        score : str
            `last` (the turn the last board was solved) or `total` (the sum of the boards' solve turns).

        Returns
        -------
        matplotlib.axes.Axes
        """
        from ndle.render import plots
        return getattr(plots, f"{self.VIEW}_axes")(self, ax, score)
