"""Xordle: two secret words with no letter in common on one board, each row coloured against both at once.

The rules, from the game's own page and source (xordle.xyz by Kelly Dornhaus; github.com/6zs/xordle, `src/clue.ts`
and `src/Game.tsx`): the two answers share no letter; a guess's letter is green if it is green against either word
as Wordle colours it, else yellow if yellow against either, else grey (each word coloured by Wordle's rule, repeated
letters included, then tile by tile the better colour: since the words share no letter, a letter of the guess can
match at most one of them). A row that guesses one word is all green and the game says so; later rows are still
coloured against both words. The game is won when both words have been guessed, within nine rows whose first is a
given clue (a word of the answer list, neither answer): eight tries.

`ndle.xordle.pairs` holds the pairs and the merged codes, `ndle.game.xordle` a position's pairs and boards,
`ndle.xordle.scores` the distribution of merged rows over the pairs left, `ndle.solver.xordle.exact` the exact values on
small lists.
"""

from ndle.xordle.pairs import all_pairs, check_pair, draw_pair, merge_table, merged_codes

__all__ = ["all_pairs", "check_pair", "draw_pair", "merge_table", "merged_codes"]
