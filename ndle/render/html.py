"""HTML rendering for notebooks: games as coloured tile grids, run summaries with a histogram, paired comparisons.

Pure functions returning HTML strings (inline styles, inline SVG; no IPython,
no matplotlib). The classes' ``_repr_html_`` methods delegate here. Objects are
read through their attributes only (a State, a GameRecord, a Results, a
Comparison), so this module imports none of theirs.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from ndle.render.reports import format_p
from ndle.patterns.codes import feedback
from ndle.checks import counted

#: Tile colours (Wordle's): green, yellow (gold) and grey.
COLOURS = {"G": "#6aaa64", "Y": "#c9b458", "B": "#787c7e"}
LOST = "#b33a3a"
BOARDS_PER_ROW = 4

_TILE = ("display:inline-block;width:1.6em;height:1.6em;line-height:1.6em;margin:1px;text-align:center;"
         "font:bold 0.95em sans-serif;color:#fff;background:{bg};border-radius:2px")
_BOARD = "display:inline-block;vertical-align:top;width:{width}em;margin:0 1.2em 0.8em 0;font:0.85em sans-serif"
_CELL = "padding:1px 8px;text-align:right"
_VALUE = "padding:1px 8px;text-align:left"
_HEAD = "padding:1px 8px;text-align:left"


def tile(letter: str, mark: str) -> str:
    """Return one tile: the letter upper-cased on its feedback colour (mark B, Y or G)."""
    return (f'<span class="ndle-tile" data-mark="{mark}" style="{_TILE.format(bg=COLOURS[mark])}">'
            f"{escape(letter.upper())}</span>")


def guess_row(word: str, marks: str, turn: int, solved: bool = False) -> str:
    """Return one guess row: its turn number, one tile per letter, and a check mark on the solving turn."""
    mark = '<span class="ndle-solved-mark" style="color:#6aaa64"> &#10003;</span>' if solved else ""
    cls = "ndle-row ndle-solved" if solved else "ndle-row"
    if len(marks) == len(word) and set(marks) <= set(COLOURS):
        tiles = "".join(map(tile, word, marks))
    else:  # another rule's feedback (pegs, a count, arrows): plain tiles, then the feedback as written
        tiles = "".join(tile(c, "B") for c in word) + f'<span class="ndle-feedback"> {escape(marks)}</span>'
    return (f'<div class="{cls}" data-turn="{turn}"><span style="display:inline-block;width:1.8em;color:#888;'
            f'text-align:right;margin-right:4px">{turn}</span>{tiles}{mark}</div>')


def board_html(title: str, rows: Sequence[tuple[str, str]], solved_at: int | None, status: str,
               lost: bool = False) -> str:
    """Return one board: a title, its (word, marks) rows numbered from turn 1, and a status line."""
    body = "".join(guess_row(w, m, t, t == solved_at) for t, (w, m) in enumerate(rows, 1))
    colour = LOST if lost else ("#6aaa64" if solved_at else "#888")
    cls = "ndle-board ndle-lost" if lost else "ndle-board"
    width = max([13.5] + [2.1 * len(w) + 3 for w, _ in rows])  # five tiles fit 13.5em
    style = _BOARD.format(width=f"{width:g}")
    return (f'<div class="{cls}" style="{style}"><div style="font-weight:bold;margin-bottom:2px">'
            f"{escape(title)}</div>{body}"
            f'<div class="ndle-status" style="color:{colour};margin-top:2px">{escape(status)}</div></div>')


def boards_html(boards: Sequence[str], caption: str) -> str:
    """Return boards laid out four to a row under a caption."""
    rows = ["<div>" + "".join(boards[i:i + BOARDS_PER_ROW]) + "</div>"
            for i in range(0, len(boards), BOARDS_PER_ROW)]
    return f'<div class="ndle-game"><div style="margin-bottom:4px">{escape(caption)}</div>{"".join(rows)}</div>'


def record_html(record) -> str:
    """Return a finished game (a GameRecord) as one tile grid per board, lost boards marked with their answers."""
    boards = []
    for b, (answer, solved_at) in enumerate(zip(record.answers, record.solved_at)):
        rows = [(g, feedback(g, answer)) for g in record.guesses[:solved_at]]
        lost = solved_at > record.max_guesses
        status = (f"lost: {answer.upper()} found on turn {solved_at}, past the limit of {record.max_guesses}"
                  if lost else f"solved on turn {solved_at}")
        boards.append(board_html(f"#{b + 1} {answer.upper()}", rows, solved_at, status, lost))
    verdict = "won" if record.won else "lost"
    caption = (f"{counted(len(record.answers), 'board')}, {verdict} in {counted(record.turns, 'guess')} "
               f"(limit {record.max_guesses}), total {record.total}; first board solved on turn {record.first_solved}")
    return boards_html(boards, caption)


def _candidates_text(words: Sequence[str], ids, limit: int = 6) -> str:
    shown = ", ".join(words[i].upper() for i in ids[:limit])
    return shown + (f", ... ({len(ids)} in all)" if len(ids) > limit else "")


def state_html(state) -> str:
    """Return a game in progress or over (a State) as tile grids: solved turns marked, candidates left listed,
    boards lost (past the guess limit) marked with their answers or remaining candidates."""
    game = state.game
    guesses, answers = game.words.guesses, game.words.answers
    limit, over = game.max_guesses, state.turn >= game.max_guesses
    boards = []
    for b, board in enumerate(state.boards):
        rows = []
        for g, shown in zip(state.guesses, state.patterns):
            if shown[b] is None:
                break
            rows.append((guesses[g], game.feedback_rule.show(shown[b], game.words.length)))
        left = board.candidates
        if board.solved_at is not None:
            answer = guesses[state.guesses[board.solved_at - 1]].upper()
            lost = board.solved_at > limit
            title = f"#{b + 1} {answer}"
            status = (f"lost: {answer} found on turn {board.solved_at}, past the limit of {limit}" if lost
                      else f"solved on turn {board.solved_at}")
        elif board.hidden:
            lost, title, status = over, f"#{b + 1} hidden", "hidden until it is the first unsolved board"
        else:
            lost = over
            title = f"#{b + 1} " + (answers[left[0]].upper() if len(left) == 1 else board.left)
            status = (f"lost: {'answer ' if len(left) == 1 else 'one of '}{_candidates_text(answers, left)}"
                      if lost else f"{len(left)} left: {_candidates_text(answers, left)}")
        boards.append(board_html(title, rows, board.solved_at, status, lost))
    solved = sum(b.solved_at is not None for b in state.boards)
    caption = f"turn {state.turn} of {limit}: {solved} of {counted(len(state.boards), 'board')} solved"
    return boards_html(boards, caption)


def histogram_svg(histogram: dict, limit: int | None = None, width: int = 260, height: int = 100) -> str:
    """Return an inline SVG bar chart of {turns: games}, each bar labelled with its count; bars past the guess
    limit in red."""
    if not histogram:
        return ""
    items = sorted((int(k), int(v)) for k, v in histogram.items())
    lo, hi = items[0][0], items[-1][0]
    counts = dict(items)
    n_bars, top, total = hi - lo + 1, max(counts.values()), sum(counts.values())
    bar_w, plot_h, head = width / n_bars, height - 16, 11  # `head`: room above the tallest bar for its count
    parts = [f'<svg class="ndle-histogram" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" style="font:10px sans-serif">']
    for i, k in enumerate(range(lo, hi + 1)):
        v = counts.get(k, 0)
        h = (plot_h - head) * v / top
        colour = LOST if limit is not None and k > limit else COLOURS["G"]
        x = i * bar_w
        parts.append(f'<rect data-turns="{k}" data-games="{v}" x="{x + 1:.1f}" y="{plot_h - h:.1f}" '
                     f'width="{bar_w - 2:.1f}" height="{h:.1f}" fill="{colour}">'
                     f"<title>{k} guesses: {v:,} games ({v / total:.1%})</title></rect>")
        if v:
            parts.append(f'<text class="ndle-count" x="{x + bar_w / 2:.1f}" y="{plot_h - h - 2:.1f}" '
                         f'text-anchor="middle" style="font-size:8px;fill:#555">{v:,}</text>')
        parts.append(f'<text x="{x + bar_w / 2:.1f}" y="{height - 3}" text-anchor="middle">{k}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _table(rows: Sequence[tuple[str, str]]) -> str:
    body = "".join(f'<tr><th style="{_HEAD}">{escape(k)}</th><td style="{_VALUE}">{escape(v)}</td></tr>'
                   for k, v in rows)
    return f'<table class="ndle-summary">{body}</table>'


def results_html(results) -> str:
    """Return a run (a Results) as its summary table beside a histogram of the turns the last board was solved."""
    spec, d = results.spec, results.summary()
    ci = d["ci95"]
    rows = [("strategy", spec.strategy), ("boards", str(spec.boards)), ("games", f"{d['games']:,}"),
            ("mean guesses", f"{d['mean']:.4f}" + (f" ± {(ci[1] - ci[0]) / 2:.4f} (95% CI)" if ci else "")),
            ("std", f"{d['std']:.4f}"),
            ("mean total", f"{d['total_mean']:.4f}" + (f" ± {(t[1] - t[0]) / 2:.4f} (95% CI)" if (t := d["total_ci95"])
                                                       else "") + " (sum of the boards' solve turns)"),
            ("won", f"{d['win_rate']:.2%} within {spec.max_guesses} guesses"),
            ("first board solved", f"turn {d['first_solved_mean']:.4f} on average"),
            ("openers", ", ".join(f"{o['guesses']} {o['share']:.1%}" for o in d["openers"][:3]))]
    hist = histogram_svg(d["histogram"], spec.max_guesses)
    return (f'<div class="ndle-results"><div style="margin-bottom:4px">{escape(spec.describe())}</div>'
            f'<div style="display:flex;gap:2em;align-items:flex-start">{_table(rows)}'
            f'<div><div style="font:0.85em sans-serif;color:#555">guesses (games)</div>{hist}</div></div></div>')


def comparison_html(comparison) -> str:
    """Return a Comparison as its paired tables, one per run against the first: shares of games each finished
    first, ties, mean difference, its 95% interval and the Wilcoxon p, for the last board solved, the total and
    the first board solved; the caption gives every run's mean guesses, mean total and win rate."""
    d = comparison.summary()
    runs = d.get("runs") or [{"label": d[k], "mean": d[f"mean_{k}"], "total_mean": d[f"total_mean_{k}"],
                              "win_rate": d[f"win_rate_{k}"]} for k in ("a", "b")]
    pairs = d.get("pairs") or [{k: d[k] for k in ("a", "b", "last_board", "first_board", "total")}]
    tables = []
    for pair in pairs:
        a, b = pair["a"], pair["b"]
        head = "".join(f'<th style="{_CELL}">{escape(h)}</th>' for h in
                       ("", f"{a} first", "tie", f"{b} first", "mean diff (a - b)", "95% CI", "Wilcoxon p"))
        body = []
        for label in ("last board", "total", "first board"):
            p = pair[label.replace(" ", "_")]
            ci = p["ci95"]
            cells = (f"{p['a_better']:.2%}", f"{p['tie']:.2%}", f"{p['b_better']:.2%}",
                     f"{p['mean_difference']:+.4f}", f"[{ci[0]:+.4f}, {ci[1]:+.4f}]" if ci else "-",
                     format_p(p["wilcoxon_p"]))
            body.append(f'<tr><th style="{_HEAD}">{label}</th>'
                        + "".join(f'<td style="{_CELL}">{escape(c)}</td>' for c in cells) + "</tr>")
        tables.append(f'<table class="ndle-paired"><tr>{head}</tr>{"".join(body)}</table>')
    each = lambda key, fmt: ", ".join(f"{r['label']} {r[key]:{fmt}}" for r in runs)  # noqa: E731
    caption = (f"{' vs '.join(r['label'] for r in runs)}: {comparison.describe()}; {d['games']:,} games on the same "
               f"answers; mean guesses {each('mean', '.4f')}; mean total {each('total_mean', '.4f')}; "
               f"won {each('win_rate', '.2%')}")
    return (f'<div class="ndle-comparison"><div style="margin-bottom:4px">{escape(caption)}</div>'
            f'{"".join(tables)}</div>')
