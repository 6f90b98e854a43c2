"""Strategies, one module per family, registered by name (see `strategy_names()`)."""

from ndle.strategies.base import Strategy, make_strategy, register, strategy_names

__all__ = ["Strategy", "make_strategy", "register", "strategy_names"]
