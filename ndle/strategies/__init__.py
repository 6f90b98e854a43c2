"""Strategies, one module per family, registered by name (see `strategy_names()`)."""

from ndle.strategies.base import (DEFAULT_STRATEGY, Strategy, check_strategy, check_strategy_options, make_strategy,
                                 register, strategy_names)
from ndle.strategies.options import Option

__all__ = ["DEFAULT_STRATEGY", "Option", "Strategy", "check_strategy", "check_strategy_options", "make_strategy",
           "register", "strategy_names"]
