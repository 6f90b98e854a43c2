"""No command replaces a file that is already there without --overwrite: every file it may write is checked before
any work starts (experiment figures and comparisons, matrix and spectrum images)."""

from __future__ import annotations

import pytest

from tests.faults.procs import refused
from tests.faults.test_paths import contents
from tests.players_util import run_cli

PRECIOUS = b"not ndle's: keep me\n"


def experiment(tmp_path, words_file) -> tuple[str, ...]:
    config = tmp_path / "e.toml"
    config.write_text(f'strategies = ["sum", "min"]\n[run]\nboards = 2\ngames = 3\nseed = 1\n'
                      f'answers_file = "{words_file}"\n')
    return "experiment", str(config), "--out", str(tmp_path / "res")


@pytest.mark.parametrize("name", ["guesses.png", "openers-sum.png", "openers-min.png", "sum-vs-min.json",
                                  "sum-vs-min.png"])
def test_experiment_never_replaces_a_file_in_its_folder(tmp_path, capsys, words_file, name):
    argv = experiment(tmp_path, words_file)
    (tmp_path / "res").mkdir()
    (tmp_path / "res" / name).write_bytes(PRECIOUS)
    before = contents(tmp_path)
    assert f"res/{name} exists; give --overwrite" in refused(capsys, *argv)
    assert contents(tmp_path) == before  # refused before the first game: no run file either
    assert run_cli(capsys, *argv, "--overwrite")[0] == 0
    assert (tmp_path / "res" / name).read_bytes() != PRECIOUS
    assert not [p for p in (tmp_path / "res").iterdir() if p.name.startswith(".")]  # no lock or temporary file


def test_experiment_without_figures_leaves_figure_names_alone(tmp_path, capsys, words_file):
    argv = experiment(tmp_path, words_file)
    (tmp_path / "res").mkdir()
    (tmp_path / "res" / "guesses.png").write_bytes(PRECIOUS)
    assert run_cli(capsys, *argv, "--no-plots")[0] == 0
    assert (tmp_path / "res" / "guesses.png").read_bytes() == PRECIOUS


@pytest.mark.parametrize("command", ["matrix", "spectrum"])
def test_images_are_never_replaced_without_overwrite(tmp_path, capsys, words_file, command):
    command = (command,) if command == "matrix" else (command, words_file.read_text().split()[0])
    png = tmp_path / "figure.png"
    png.write_bytes(PRECIOUS)
    argv = (*command, "--answers-file", str(words_file), "--png", str(png))
    assert f"{png} exists; give --overwrite" in refused(capsys, *argv)
    assert contents(tmp_path) == {"figure.png": PRECIOUS}
    assert run_cli(capsys, *argv, "--overwrite")[0] == 0
    assert png.read_bytes().startswith(b"\x89PNG") and sorted(contents(tmp_path)) == ["figure.png"]


@pytest.mark.parametrize("command", ["matrix", "spectrum"])
def test_an_image_is_never_written_over_a_file_of_another_kind(tmp_path, capsys, words_file, command):
    """`--png notes.txt --overwrite` replaced the text file with an image (found by the fuzz test): a --png name
    must end in .png, checked before any work, --overwrite or not; any case of the suffix is an image."""
    command = (command,) if command == "matrix" else (command, words_file.read_text().split()[0])
    notes = tmp_path / "notes.txt"
    notes.write_bytes(PRECIOUS)
    for extra in ((), ("--overwrite",)):
        line = refused(capsys, *command, "--answers-file", str(words_file), "--png", str(notes), *extra)
        assert line.rstrip("\n") == f"ndle {command[0]}: error: {notes}: the --png file must be a .png path", line
        assert contents(tmp_path) == {"notes.txt": PRECIOUS}
    assert run_cli(capsys, *command, "--answers-file", str(words_file), "--png", str(tmp_path / "F.PNG"))[0] == 0
    assert (tmp_path / "F.PNG").read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize("strategies,named", [
    ('["sum", {name = "min", label = "summary"}]', "summary.json"),  # the run's results became the summary
    ('["sum", {name = "min", label = "SUMMARY"}]', "summary.json"),  # one file where case is ignored
    ('["sum", "min", {name = "entropy", label = "sum-vs-min"}]', "sum-vs-min.json"),  # a comparison's file
    ('["sum", "min", {name = "entropy", label = "Sum-Vs-Min"}]', "sum-vs-min.json"),
    ('[{name = "sum", label = "openers"}, {name = "min", label = "vs-x"}, {name = "entropy", label = "x"}]',
     "openers-vs-x.png"),  # an openers figure and a comparison's figure
])
def test_experiment_labels_naming_the_experiments_own_files_are_refused_at_load(tmp_path, capsys, words_file,
                                                                                strategies, named):
    """A strategy labelled `summary`, or like a comparison's file, had its run replaced by the experiment's summary
    or comparison (exit 0): refused when the config is read, before anything is made."""
    config = tmp_path / "e.toml"
    config.write_text(f"strategies = {strategies}\n[run]\nboards = 2\ngames = 3\nseed = 1\n"
                      f'answers_file = "{words_file}"\n')
    before = contents(tmp_path)
    line = refused(capsys, "experiment", str(config), "--out", str(tmp_path / "res"))
    assert named in line and "other labels" in line, line
    assert contents(tmp_path) == before and not (tmp_path / "res").exists()


def test_every_file_an_experiment_writes_is_named_in_one_place(tmp_path, capsys, words_file):
    """The names `experiment_files` gives are those the experiment writes, no more and no fewer."""
    from ndle.montecarlo.experiment_config import experiment_files

    argv = experiment(tmp_path, words_file)
    assert run_cli(capsys, *argv)[0] == 0
    made = sorted(p.name for p in (tmp_path / "res").iterdir())
    assert made == sorted(f.name for f in experiment_files(["sum", "min"]))
