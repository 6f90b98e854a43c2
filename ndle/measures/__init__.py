"""What a guess is worth on one board: partitions and their entropy, spectrum statistics, letter statistics."""

from ndle.measures.memo import CandidateMemo
from ndle.measures.bits import entropy_bits, partition_sizes, remaining_bits
from ndle.measures.entropy import Scorer, remaining_all
from ndle.measures.spectrum import Stats, StatsCache, spectrum, stats_all, stats_of
from ndle.measures.letters import frequency_scores, position_counts

__all__ = [
    "CandidateMemo", "Scorer", "Stats", "StatsCache", "entropy_bits", "frequency_scores", "partition_sizes",
    "position_counts", "remaining_all", "remaining_bits", "spectrum", "stats_all", "stats_of",
]
