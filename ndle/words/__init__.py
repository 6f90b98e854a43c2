"""What can be guessed: word lists (the shipped ones and your own files) and generated code spaces."""

from __future__ import annotations

from ndle.words.shipped import WORD_LENGTH, MAX_LENGTH, NYT_REMOVED, Shipped, SHIPPED, LIST_NAMES, DEFAULT_LISTS
from ndle.words.codespace import (CODE_PRESETS, MAX_CODES, code_space_name, code_space_of, check_code_space,
                                  code_words)
from ndle.words.lists import (Word, MIN_LENGTH, MAX_LETTERS, ASCII, WordList, normalise, check_word, alphabet_of,
                              parse_words, read_words, make_word_list, default_list, load_words, code_space)

# the public names (documented, in the API reference); the others are imported here for the packages above
__all__ = ["ASCII", "check_code_space", "CODE_PRESETS", "code_space", "code_space_name", "code_space_of", "code_words",
           "DEFAULT_LISTS", "LIST_NAMES", "load_words", "MAX_CODES", "MAX_LENGTH", "MAX_LETTERS", "MIN_LENGTH",
           "NYT_REMOVED", "SHIPPED", "Word", "WORD_LENGTH", "WordList"]
