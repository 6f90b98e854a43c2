"""Many seeded games: the run's spec, its parallel play and journal, results and files, paired statistics,
comparisons, experiment configs.

Imports go one way: spec <- storage <- results; spec <- workers <- driver; storage, spec <- resume;
driver, resume, results <- run <- compare <- experiment."""

from ndle.montecarlo.spec import Spec
from ndle.montecarlo.results import Results
from ndle.montecarlo.run import simulate
from ndle.montecarlo.stats import describe, paired
from ndle.montecarlo.compare import Comparison, compare
from ndle.montecarlo.experiment import Experiment, load_experiment, run_experiment

__all__ = [
    "Comparison", "Experiment", "Results", "Spec", "compare", "describe", "load_experiment", "paired",
    "run_experiment", "simulate",
]
