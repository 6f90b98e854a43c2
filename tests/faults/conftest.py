"""Small word lists for the fault tests: quick games, matrices built in no time."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from ndle.words import load_words


def _sample(folder: Path, name: str, n_answers: int, n_guesses: int, seed: int) -> tuple[Path, Path]:
    full = load_words("wordle")
    rng = np.random.default_rng(seed)
    answers = sorted(rng.choice(full.answers, n_answers, replace=False))
    extra = sorted(set(rng.choice(full.guesses, n_guesses, replace=False)) - set(answers))
    a, g = folder / f"{name}-answers.txt", folder / f"{name}-guesses.txt"
    a.write_text("\n".join(answers) + "\n")
    g.write_text("\n".join(extra) + "\n")
    return a, g


@pytest.fixture(scope="session")
def words_file(tmp_path_factory) -> Path:
    """100 answers, the only guesses: a Quordle game on them takes milliseconds."""
    return _sample(tmp_path_factory.mktemp("words"), "a100", 100, 0, 5)[0]


@pytest.fixture(scope="session")
def sweep_files(tmp_path_factory) -> tuple[Path, Path]:
    """150 answers and about 600 further guesses: a top-list sweep of some seconds."""
    return _sample(tmp_path_factory.mktemp("sweep"), "s150", 150, 600, 7)


@pytest.fixture(scope="session")
def written(tmp_path_factory, words_file) -> dict[str, list[str]]:
    """label: the files each command of `test_outputs.commands` writes when nothing is in its way (the census
    `test_outputs` and `test_claims` walk; lock and temporary files would fail)."""
    import os

    from tests.faults.test_outputs import commands, setup
    from tests.faults.test_paths import contents

    found = {}
    for label, argv in commands(words_file).items():
        folder = tmp_path_factory.mktemp("census")
        setup(folder, words_file)
        before = set(contents(folder))
        cwd = os.getcwd()
        os.chdir(folder)
        try:
            from ndle.cli import main

            assert main(list(argv)) == 0, label
        finally:
            os.chdir(cwd)
        found[label] = sorted(set(contents(folder)) - before)
    return found
