"""Many seeded games: the parallel run, its journal and results, paired statistics, comparisons, experiment configs."""

from ndle.montecarlo.run import simulate
from ndle.montecarlo.results import Results, Spec
from ndle.montecarlo.stats import describe, paired
from ndle.montecarlo.compare import Comparison, compare
from ndle.montecarlo.experiment import Experiment, load_experiment, run_experiment

__all__ = ["Comparison", "Experiment", "Results", "Spec", "compare", "describe", "load_experiment", "paired", "run_experiment", "simulate"]
