"""What a game is declared as: the table of its settings (`PARAMS`), their checks, the real games and modes, and
`Rules`, the one value built from them."""

from __future__ import annotations

from ndle.rules.param_checks import Check, FilePath, Name, OneOf, Prior, Whole, YesNo
from ndle.rules.modes import (PRESETS, PRESET_RULES, MAX_LIES, GREENS_MODE, XORDLE_MODE, MODES, PRESET_MODES,
                              PREFILL_SOURCES, PREFILLED_MODES, MODE_LIMITS, MODE_PREFILL, JUMBLE_LETTERS_PER_WORD,
                              MAX_DRAWS, MAX_GUESS_LIMIT, MAX_BOARDS, LARGEST_GUESS_LIMIT, MEMORY_SHARE, guess_cap,
                              game_memory, check_memory, LYING_LENGTHS, check_lies, check_lying_length, Setup,
                              resolve, draw_prefill, describe)
from ndle.rules.params import (BY_NAME, FIELDS, PARAMS, Param, TYPES, UNSAVED_DEFAULTS, WEB_FIELDS, WORD_FIELDS,
                               parameters_doc)
from ndle.rules.rules import OLD_NAMES, Rules, resolved
from ndle.rules.forms import rules_of, as_rules
from ndle.rules.fields import GameSettings, RulesFields

# the public names (documented, in the API reference); the others are imported here for the packages above
__all__ = ["as_rules", "BY_NAME", "Check", "FIELDS", "GameSettings", "GREENS_MODE", "JUMBLE_LETTERS_PER_WORD",
           "LARGEST_GUESS_LIMIT", "LYING_LENGTHS", "MAX_BOARDS", "MAX_DRAWS", "MAX_GUESS_LIMIT", "MAX_LIES",
           "MEMORY_SHARE", "MODE_LIMITS", "MODE_PREFILL", "MODES", "OLD_NAMES", "Param", "PARAMS", "PREFILL_SOURCES",
           "PREFILLED_MODES", "PRESET_MODES", "PRESET_RULES", "PRESETS", "Rules", "RulesFields", "TYPES",
           "UNSAVED_DEFAULTS", "WEB_FIELDS", "WORD_FIELDS", "XORDLE_MODE"]
