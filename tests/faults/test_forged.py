"""Forged or damaged files are refused at `file:line`, never trusted: lines appended to a finished opener-sweep
journal (an opener not in the list, an impossible total, a second decision, bad types, NaN, bad bytes, deep
nesting) and run files whose fields have the wrong type or an impossible value."""

from __future__ import annotations

import json

import pytest

from tests.faults.procs import refused
from tests.players_util import run_cli


@pytest.fixture(scope="module")
def finished_sweep(tmp_path_factory, sweep_files):
    """A finished `optimal --opener all` journal on the small lists, and the command that resumes it."""
    answers, guesses = sweep_files
    journal = tmp_path_factory.mktemp("sweep") / "j.jsonl"
    argv = ("optimal", "--opener", "all", "--top", "2", "--answers-file", str(answers), "--guesses-file",
            str(guesses), "--journal", str(journal), "--quiet", "--json")
    from ndle.cli import main

    assert main(list(argv)) == 0
    return journal, argv


def decision(opener: str, value, how: str = "exact", beta=10**9, **more) -> bytes:
    return json.dumps({"opener": opener, "value": value, "how": how, "beta": beta, "seconds": 0.1, "cpu": 0.1,
                       **more}).encode() + b"\n"


FORGED = {
    "not an allowed guess": decision("zzzzz", 300),
    "is impossible (every strategy needs": decision("{first}", 2),
    "decided twice": decision("{first}", "{total}"),
    "field 'value' must be int": decision("{first}", "300"),
    "invalid JSON": b'{"opener": "{first}", "value": NaN, "how": "exact", "beta": 1, "seconds": 0, "cpu": 0}\n',
    "unknown field 'extra'": decision("{first}", 300, extra=1),
    "unknown kind": decision("{first}", 300, how="guess"),
    "does not reach its cutoff": decision("{first}", 5, how="root", beta=900),
    "nested deeper than": b'{"opener": ' + b"[" * 40 + b"]" * 40 + b"}\n",
    "invalid JSON (": b'{"opener": "\xff\xfe"}\n',
}


@pytest.mark.parametrize("problem", FORGED)
def test_a_line_appended_to_a_finished_journal_is_refused_at_its_line(tmp_path, capsys, finished_sweep, problem):
    journal, argv = finished_sweep
    done = journal.read_bytes()
    exact = [json.loads(line) for line in done.splitlines()[1:] if json.loads(line)["how"] == "exact"]
    first = exact[0]
    line = FORGED[problem].replace(b"{first}", first["opener"].encode()).replace(b'"{total}"',
                                                                                  str(first["value"]).encode())
    forged = tmp_path / "j.jsonl"
    forged.write_bytes(done + line)
    argv = tuple(str(forged) if a == str(journal) else a for a in argv)
    err = refused(capsys, *argv, "--resume")
    number = done.count(b"\n") + 1
    assert f"{forged}:{number}: " in err and problem in err, err
    assert forged.read_bytes() == done + line  # refused, not repaired or ranked


def test_the_finished_journal_itself_resumes(capsys, finished_sweep):
    journal, argv = finished_sweep
    code, out, err = run_cli(capsys, *argv, "--resume")
    assert code == 0 and json.loads(out)["complete"] is True, err


def run_file(tmp_path, capsys, words_file) -> tuple:
    out = tmp_path / "r.json"
    argv = ("simulate", "--boards", "2", "--games", "3", "--seed", "1", "--answers-file", str(words_file),
            "--json", str(out))
    assert run_cli(capsys, *argv)[0] == 0
    return out, ("simulate", "--resume", "--answers-file", str(words_file), "--json", str(out))


@pytest.mark.parametrize("field,value,message", [
    ("options", [1], "field 'options' must be"),
    ("max_guesses", 1e9, "field 'max_guesses' must be int"),
    ("games", "3", "field 'games' must be int"),
    ("replacement", "yes", "field 'replacement' must be bool"),
    ("status", "done", "unknown run status"),
    ("strategy", "bogus", "unknown strategy 'bogus'"),
    ("boards", 0, "boards"),
    ("options", {"pool": "all"}, "pool is a setting of its own"),
])
def test_a_run_file_with_a_forged_field_is_refused_naming_it(tmp_path, capsys, words_file, field, value, message):
    out, resume = run_file(tmp_path, capsys, words_file)
    saved = json.loads(out.read_text())
    out.write_text(json.dumps({**saved, "status": "running", field: value}))
    err = refused(capsys, *resume)
    assert err.startswith(f"ndle simulate: error: {out}") and message in err, err


@pytest.mark.parametrize("text", [b'{"status": "running", "boards": NaN}', b"\xff\xfe{}", b"[" * 100_000,
                                  b'{"status": "running", "x": ' + b"[" * 50 + b"]" * 50 + b"}"])
def test_a_run_file_that_is_not_json_is_refused(tmp_path, capsys, words_file, text):
    out, resume = run_file(tmp_path, capsys, words_file)
    out.write_bytes(text)
    assert f"{out}: " in refused(capsys, *resume)


def value_model(tmp_path, change) -> str:
    from importlib import resources

    data = json.loads(resources.files("ndle.data").joinpath("value.json").read_text(encoding="utf-8"))
    change(data["fits"][0])
    path = tmp_path / "model.json"
    path.write_text(json.dumps(data))  # json writes NaN and Infinity unless told not to
    return str(path)


@pytest.mark.parametrize("change,message", [
    (lambda fit: fit["weights"].__setitem__(2, float("nan")), "invalid JSON"),
    (lambda fit: fit.__setitem__("intercept", float("inf")), "invalid JSON"),
    (lambda fit: fit.__setitem__("boards", "4"), "field 'boards' must be int"),
    (lambda fit: fit.__setitem__("weights", [1.0, "x"]), "field 'weights' must be"),
    (lambda fit: fit.__setitem__("boards", -4), "bad fit"),
])
def test_a_value_model_with_nan_or_wrong_weights_never_plays(tmp_path, capsys, words_file, change, message):
    err = refused(capsys, "simulate", "--strategy", "lookahead", "--option", f"model={value_model(tmp_path, change)}",
                  "--games", "2", "--answers-file", str(words_file))
    assert "model.json" in err and message in err, err


@pytest.mark.parametrize("text", ['{"format": "ndle-tree", "tree": ' + '{"guess": "crane", "next": {"BBBBB": ' * 300
                                  + '{"guess": "slate"}' + "}}" * 300 + "}",
                                  "crane " + " ".join(f"BBBBB{k} slate" for k in range(1, 400)) + "\n"])
def test_a_tree_file_nested_too_deep_is_refused(tmp_path, capsys, words_file, text):
    tree = tmp_path / "deep.txt"
    tree.write_text(text)
    err = refused(capsys, "optimal", "--check", str(tree), "--answers-file", str(words_file))
    assert str(tree) in err and ("deeper than" in err or "nested deeper" in err), err


@pytest.mark.parametrize("value", ["[" * 100_000 + "]" * 100_000, "{a = " * 5000 + "1" + "}" * 5000,
                                   "[" * 40 + "]" * 40])
def test_an_experiment_config_nested_too_deep_is_refused(tmp_path, capsys, value):
    """tomllib parses nesting by recursion: a deep config was a RecursionError, exit 1 as if a bug."""
    config = tmp_path / "deep.toml"
    config.write_text(f'strategies = ["sum", "min"]\nx = {value}\n[run]\ngames = 2\nseed = 1\n')
    err = refused(capsys, "experiment", str(config), "--out", str(tmp_path / "res"))
    assert f"{config}: nested deeper than 32 levels" in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deep.toml"]
