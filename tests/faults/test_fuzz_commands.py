"""Hypothesis over the options of the commands `test_fuzz` leaves out: play, hide, review, benchmark, assist
(with what a person might type on its standard input), optimal (one board, the worst case, n boards, tree files,
journals, CSVs), rank's full-game ranking and experiment's own options. Whatever the input: exit status 0, or 2
with one line, within the time bound; never a traceback, and no file changes but the command's own (under out/, or
a new file an output option names).

The exact searches run on 30 answers (the first 30 of the small list), where three boards take seconds."""

from __future__ import annotations

import io
import sys

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tests.faults.test_fuzz import FAST, NUMBER, SLOW, TEXT, WORD, run, sandbox


def file(name: str):
    """A file option's value: its own new file under out/, a file or folder that is not ndle's, or nothing there."""
    return st.sampled_from([f"{{out}}/{name}", "{folder}/precious.txt", "{folder}", "{missing}", "{junk}",
                            "/dev/null"])


STRATEGY = st.sampled_from(["sum", "min", "random", "entropy", "bogus", "tree", ""])
OPTION = st.one_of(st.sampled_from(["pool=hard", "game=1", "tiebreak=x", "=", "a=b=c", "model={junk}",
                                    "model={folder}/precious.txt", "alpha=nan"]), TEXT)
WORDS = st.one_of(WORD, st.sampled_from(["{word},{other}", "{word} {other}", "{other},zzzzz", "{other}", ","]))
JOBS = st.sampled_from(["1", "2", "-1", "0", "x"])
SEEN = st.sampled_from(["{word}=BBBBB", "{word}=GGGGG", "{word}=BYBGB,-", "{word}=XXXXX", "=", "{word}"])
PLAYING = {"--boards": NUMBER, "--max-guesses": NUMBER, "--seed": NUMBER, "--strategy": STRATEGY, "--option": OPTION,
           "--opener": WORD, "--pool": st.sampled_from(["all", "candidates", "hard", "x"]),
           "--mode": st.sampled_from(["classic", "sequence", "rescue", "x"]), "--prefill": NUMBER,
           "--game": st.sampled_from(["quordle", "x"]), "--feedback": st.sampled_from(["exact", "x"])}
OPTIONS = {
    "play": {**PLAYING, "--answers": WORDS, "--prefilled": WORDS},
    "hide": {k: PLAYING[k] for k in ("--boards", "--strategy", "--option", "--opener", "--pool")}
    | {"--colour": st.sampled_from(["auto", "always", "never", "x"])},
    "review": {k: PLAYING[k] for k in ("--max-guesses", "--seed", "--strategy", "--option", "--opener")}
    | {"--answer": WORD},
    "benchmark": {k: PLAYING[k] for k in ("--strategy", "--option", "--opener", "--pool", "--max-guesses", "--seed")}
    | {"--repeat": NUMBER},
    "assist": {k: PLAYING[k] for k in ("--boards", "--max-guesses", "--seed", "--strategy", "--option", "--opener",
                                       "--pool", "--mode", "--game")} | {"--top": NUMBER},
    "optimal": {"--opener": st.one_of(WORD, st.sampled_from(["all", "auto"])), "--top": NUMBER,
                "--max-guesses": NUMBER, "--width": NUMBER, "--tree": file("tree.txt"),
                "--tree-json": file("tree.json"), "--check": file("tree.txt"), "--journal": file("j.jsonl"),
                "--csv": file("top.csv"), "--seen": SEEN, "--boards": NUMBER, "--memo": NUMBER,
                "--objective": st.sampled_from(["last", "total", "worst", "x", "worst,deepest", "total,beyond:3",
                                                "beyond:0"]), "--answers": WORDS,
                "--after": WORDS, "--jobs": JOBS,
                "--adversary": st.sampled_from(["absurdle", "x"])},
    "rank": {"--by": st.sampled_from(["entropy", "stddev", "scatter", "frequency", "dichter", "x"]), "--top": NUMBER,
             "--pool": PLAYING["--pool"], "--full-game": STRATEGY, "--openers": NUMBER, "--openers-list": WORDS,
             "--option": OPTION, "--jobs": JOBS},
    # experiment's --out is a folder it makes, or an existing one it adds its files to (replacing none): one outside
    # out/ ({folder}, {missing}) is as valid, but the check watches out/ only, so the folders offered are under it
    "experiment": {"--games": NUMBER, "--jobs": JOBS,
                   "--out": st.sampled_from(["{out}/res", "{out}", "{folder}/precious.txt", "{junk}", "/dev/null"])},
}
FLAGS = {"play": ["--json", "--hard", "--human"], "hide": ["--json"], "review": ["--json"],
         "benchmark": ["--json", "--hard"], "assist": ["--json", "--hard"],
         "optimal": ["--json", "--hard", "--resume", "--overwrite", "--quiet"], "rank": ["--json"],
         "experiment": ["--json", "--resume", "--overwrite", "--no-plots"]}
FIRST = {  # what the command needs to do any work at all (later options may replace it)
    "review": st.tuples(st.just("--answer"), st.sampled_from(["{word}", "{other}"])).map(list).flatmap(
        lambda a: st.lists(st.sampled_from(["{word}", "{other}"]) | WORDS, min_size=1, max_size=3).map(
            lambda g: a + g)),
    "optimal": st.sampled_from(["{word}", "{other}", "all", "auto"]).map(lambda o: ["--opener", o]),
    "experiment": st.just(["{config}", "--out", "{out}/res"]),
}
TYPED = st.lists(st.one_of(WORD, SEEN, st.sampled_from(["BBBBB", "GGGGG", "YYBBG", "-", "quit", "?", ""]), TEXT),
                 max_size=6).map(lambda lines: "\n".join(lines) + "\n")


def command_lines():
    def build(command, first, picks, flags):
        argv = [command, *first]
        for option, value in picks:
            argv += [option, value]
        return [*argv, *flags] if command == "experiment" else [*argv, *flags, "--answers-file", "{small}"]

    def of(command):
        pick = st.sampled_from(sorted(OPTIONS[command])).flatmap(
            lambda o: st.tuples(st.just(o), OPTIONS[command][o]))
        return st.builds(build, st.just(command), FIRST.get(command, st.just([])), st.lists(pick, max_size=5),
                         st.lists(st.sampled_from(FLAGS[command]), max_size=2, unique=True))

    return st.sampled_from(sorted(OPTIONS)).flatmap(of)


def check(words_file, argv, typed) -> None:
    with sandbox(words_file) as (folder, words):
        small = folder / "small.txt"
        small.write_text("".join(words.read_text().splitlines(keepends=True)[:30]))
        (folder / "out").mkdir()
        config = folder / "e.toml"
        config.write_text(f'strategies = ["sum", "min"]\n[run]\ngames = 3\nseed = 1\nanswers_file = "{small}"\n')
        fill = {"{small}": str(small), "{other}": small.read_text().split()[1], "{config}": str(config)}
        for key, value in fill.items():
            argv = [a.replace(key, value) for a in argv]
        stdin = sys.stdin
        sys.stdin = io.StringIO(typed)
        try:
            run(argv, folder, small)
        finally:
            sys.stdin = stdin


@FAST
@given(argv=command_lines(), typed=TYPED)
@example(argv=["optimal", "--opener", "auto", "--json", "--answers-file", "{small}"], typed="")  # numpy bools: exit 1
# a new file named by an output option is made; a missing file named by an input option is refused, nothing made
@example(argv=["optimal", "--opener", "{word}", "--tree", "{missing}", "--answers-file", "{small}"], typed="")
@example(argv=["optimal", "--opener", "{word}", "--check", "{missing}", "--answers-file", "{small}"], typed="")
def test_any_line_of_the_other_commands_is_one_line_or_works(words_file, argv, typed):
    check(words_file, argv, typed)


@pytest.mark.slow
@SLOW
@given(argv=command_lines(), typed=TYPED)
def test_any_line_of_the_other_commands_is_one_line_or_works_many(words_file, argv, typed):
    check(words_file, argv, typed)

