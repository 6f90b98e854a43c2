"""Real kills of real runs (issue 9, section 2): nothing a command started outlives it, and runs resume byte for byte.

Each test starts a real `ndle` command with two workers on a small word list,
waits until it is doing work (games journaled, openers decided, workers up),
records its process tree, kills it with SIGKILL or SIGTERM, and checks with
psutil that every process it had started is gone 10 seconds later. SIGTERM is
handled like Ctrl-C: exit status 143 and one line saying how to resume; the
resumed output must be byte-identical to an uninterrupted run's.
"""

from __future__ import annotations

import json
import signal

import psutil
import pytest

from ndle.game import Game
from ndle.montecarlo.run import simulate
from ndle.montecarlo.storage import csv_path, read_run
from tests.faults.procs import lines, running, terminated_lines
from tests.players_util import run_cli

GAMES, SEED = 600, 3
RUN = ("--boards", "4", "--games", str(GAMES), "--seed", str(SEED), "--jobs", "2", "--chunk-size", "4")
KILLED = {signal.SIGKILL: -signal.SIGKILL, signal.SIGTERM: 143}


@pytest.fixture(scope="module")
def reference(tmp_path_factory, words_file) -> dict:
    """Uninterrupted runs of sum and min (one process): {strategy: (JSON bytes, CSV bytes)}."""
    folder = tmp_path_factory.mktemp("reference")
    game = Game.create(answers_file=str(words_file), boards=4)
    out = {}
    for name in ("sum", "min"):
        path = folder / f"{name}.json"
        simulate(game, name, games=GAMES, seed=SEED, out=path, progress=False)
        out[name] = (path.read_bytes(), csv_path(path).read_bytes())
    return out


def busy(workers) -> bool:
    try:
        return len(workers) >= 2 and all(p.cpu_times().user > 0.5 for p in workers)
    except psutil.Error:
        return False


def journaling(run, csv) -> bool:
    return lines(csv) > 3 and len(run.workers()) >= 2


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_killed_simulate_leaves_no_process_and_resumes_byte_identically(tmp_path, words_file, reference, capsys,
                                                                         sig):
    out = tmp_path / "run.json"
    with running(tmp_path, "simulate", *RUN, "--answers-file", str(words_file), "--json", str(out)) as run:
        run.wait_until(lambda: journaling(run, csv_path(out)), "games journaled by two workers")
        assert run.kill(sig) == KILLED[sig]
    hint = (f"ndle simulate: terminated; finished games are kept in {csv_path(out)}; "
            f"to finish: ndle simulate --resume --json {out} --answers-file {words_file}")
    assert terminated_lines(run.err(), "simulate") == ([hint] if sig == signal.SIGTERM else [])
    assert read_run(out)[1] == "running" and lines(csv_path(out)) < GAMES
    # the resume line, as printed: only the run's path (and its word-list file)
    code, _, err = run_cli(capsys, *hint.partition("to finish: ndle ")[2].split())
    assert code == 0, err
    assert (out.read_bytes(), csv_path(out).read_bytes()) == reference["sum"]


def test_terminated_compare_resumes_byte_identically(tmp_path, words_file, reference, capsys):
    out = tmp_path / "c.json"
    with running(tmp_path, "compare", "sum", "min", *RUN, "--answers-file", str(words_file),
                 "--json", str(out)) as run:
        run.wait_until(lambda: journaling(run, tmp_path / "c-sum.csv"), "games journaled by two workers")
        assert run.kill(signal.SIGTERM) == 143
    [line] = terminated_lines(run.err(), "compare")
    assert line.endswith(f"to finish: ndle compare --resume --json {out} --answers-file {words_file}")
    assert json.loads(out.read_text())["status"] == "running"
    code, _, err = run_cli(capsys, "compare", "--resume", "--json", str(out), "--answers-file", str(words_file))
    assert code == 0, err
    for name in ("sum", "min"):
        assert (tmp_path / f"c-{name}.json").read_bytes() == reference[name][0]
        assert (tmp_path / f"c-{name}.csv").read_bytes() == reference[name][1]
    assert json.loads(out.read_text())["status"] == "complete"


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_killed_experiment_leaves_no_process_and_resumes_byte_identically(tmp_path, words_file, reference, capsys,
                                                                           sig):
    config = tmp_path / "e.toml"
    config.write_text(f'strategies = ["sum", "min"]\n[run]\nboards = 4\ngames = {GAMES}\nseed = {SEED}\njobs = 2\n'
                      f'chunk_size = 4\nanswers_file = "{words_file}"\n')
    with running(tmp_path, "experiment", str(config), "--out", "res", "--no-plots") as run:
        run.wait_until(lambda: journaling(run, tmp_path / "res" / "sum.csv"), "games journaled by two workers")
        assert run.kill(sig) == KILLED[sig]
    assert terminated_lines(run.err(), "experiment") == ([
        "ndle experiment: terminated; finished games are kept in res; to finish: add --resume to the same command"]
        if sig == signal.SIGTERM else [])
    argv = ("experiment", str(config), "--out", str(tmp_path / "res"), "--no-plots")
    code, _, err = run_cli(capsys, *argv)
    assert code == 2 and "--resume" in err  # an unfinished experiment is not started again from scratch
    code, _, err = run_cli(capsys, *argv, "--resume")
    assert code == 0, err
    for name in ("sum", "min"):
        assert (tmp_path / "res" / f"{name}.csv").read_bytes() == reference[name][1]
    assert json.loads((tmp_path / "res" / "summary.json").read_text())["status"] == "complete"


def test_killed_full_game_ranking_leaves_no_process(tmp_path):
    with running(tmp_path, "rank", "--full-game", "entropy", "--openers", "12", "--jobs", "2") as run:
        run.wait_until(lambda: len(run.workers()) >= 2, "two workers")
        run.wait_until(lambda: busy(run.workers()), "workers at work")
        run.kill(signal.SIGKILL)


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_killed_top_list_sweep_leaves_no_process(tmp_path, sweep_files, sig):
    answers, guesses = sweep_files
    journal = tmp_path / "sweep.jsonl"
    with running(tmp_path, "optimal", "--opener", "all", "--top", "3", "--jobs", "2", "--answers-file", str(answers),
                 "--guesses-file", str(guesses), "--journal", str(journal), "--csv", "top.csv") as run:
        run.wait_until(lambda: lines(journal) > 2 and len(run.workers()) >= 2, "openers decided by two workers")
        assert run.kill(sig) == KILLED[sig]
    assert terminated_lines(run.err(), "optimal") == ([
        f"ndle optimal: terminated; decided openers are kept in {journal}; to finish: add --resume to the same "
        "command"] if sig == signal.SIGTERM else [])
    assert not (tmp_path / "top.csv").exists()


@pytest.mark.slow
def test_terminated_sweep_resumes_to_the_same_list(tmp_path, sweep_files, capsys):
    answers, guesses = sweep_files
    argv = ("optimal", "--opener", "all", "--top", "3", "--jobs", "2", "--answers-file", str(answers),
            "--guesses-file", str(guesses), "--journal", str(tmp_path / "sweep.jsonl"), "--csv")
    with running(tmp_path, *argv, "top.csv") as run:
        run.wait_until(lambda: lines(tmp_path / "sweep.jsonl") > 2 and len(run.workers()) >= 2, "openers decided")
        assert run.kill(signal.SIGTERM) == 143
    assert run_cli(capsys, *argv, str(tmp_path / "top.csv"), "--resume", "--quiet")[0] == 0
    whole = (*argv[:-3], "--csv", str(tmp_path / "whole.csv"), "--quiet")
    assert run_cli(capsys, *whole)[0] == 0
    assert (tmp_path / "top.csv").read_bytes() == (tmp_path / "whole.csv").read_bytes()


@pytest.mark.parametrize("argv,line", [
    (("simulate", "--games", "5"), "ndle simulate: terminated; no games were saved: give --json PATH.json to keep "
                                   "finished games across interruptions"),
    (("compare", "sum", "min", "--games", "5"), "ndle compare: terminated; no games were saved: give --json "
                                                "PATH.json to keep finished games across interruptions"),
    (("optimal", "--opener", "all"), "ndle optimal: terminated; nothing was saved: give --journal FILE to keep "
                                     "decided openers across interruptions"),
])
def test_terminated_without_saved_output_says_so(capsys, monkeypatch, argv, line):
    """SIGTERM (as the CLI's handler raises it) where nothing is kept: status 143 and a line saying so."""
    import ndle.commands.compare
    import ndle.commands.simulate
    import ndle.solver.one.openers
    from ndle.cli import Terminated

    def stop(*args, **kwargs):
        raise Terminated()

    for module, name in ((ndle.commands.simulate, "simulate"), (ndle.commands.compare, "compare"),
                         (ndle.solver.one.openers, "sweep")):  # `ndle optimal` imports the sweep when it runs
        monkeypatch.setattr(module, name, stop)
    assert run_cli(capsys, *argv) == (143, "", line + "\n")


def nboard(words_file, journal, *more: str) -> tuple[str, ...]:
    return ("optimal", "--boards", "2", "--opener", "all", "--top", "2", "--jobs", "2", "--answers-file",
            str(words_file), "--journal", str(journal), *more)


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_killed_nboard_search_leaves_no_process(tmp_path, words_file, sig):
    """The n-board solver's rounds over the root's guesses, on two workers, killed while they work."""
    journal = tmp_path / "nj.jsonl"
    with running(tmp_path, *nboard(words_file, journal)) as run:
        run.wait_until(lambda: busy(run.workers()), "two workers at work")
        assert run.kill(sig) == KILLED[sig]
    assert terminated_lines(run.err(), "optimal") == ([
        f"ndle optimal: terminated; decided guesses are kept in {journal}; to finish: add --resume to the same "
        "command"] if sig == signal.SIGTERM else [])


@pytest.mark.slow
def test_terminated_nboard_search_resumes_to_the_same_ranking(tmp_path, words_file, capsys):
    journal = tmp_path / "nj.jsonl"
    with running(tmp_path, *nboard(words_file, journal)) as run:
        run.wait_until(lambda: busy(run.workers()), "two workers at work")
        assert run.kill(signal.SIGTERM) == 143
    code, resumed, err = run_cli(capsys, *nboard(words_file, journal, "--resume", "--quiet"))
    assert code == 0, err
    code, whole, err = run_cli(capsys, *nboard(words_file, tmp_path / "whole.jsonl", "--quiet"))
    assert code == 0 and resumed.splitlines()[-3:-1] == whole.splitlines()[-3:-1], (resumed, whole)
