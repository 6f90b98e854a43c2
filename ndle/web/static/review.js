"use strict";
// The skill-and-luck review of a whole game (POST /api/skill-review, ndle.skill_review): a game played or assisted
// here once it is over, or one played elsewhere (its guesses, and its answers or its share text).
let skillNo = 0;  // a newer review replaces an older one still being computed

function figure(value, exact, signed) {  // a figure as the table shows it: 2 decimals, "~" before an estimate
  const text = (signed && value > 0 ? "+" : "") + value.toFixed(2);
  return `<span title="${value.toFixed(3)} ${exact ? "exact" : "estimated"}">${exact ? "" : "~"}${text}</span>`;
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;",
                                                    "'": "&#39;" }[c]));
}

function skillHtml(d) {  // the two scores, then a compact table: turn, guess, before, best, after, lost, luck
  const mark = (exact) => (exact ? "exact" : "~ estimated");
  const head = `<p class="scores"><b>Skill ${d.skill}/99</b> <small>(${d.skill_lost.toFixed(2)} guesses lost, ` +
               `${mark(d.skill_exact)})</small> · <b>Luck ${d.luck}/99</b> <small>(` +
               `${d.luck_guesses > 0 ? "+" : ""}${d.luck_guesses.toFixed(2)} guesses, ${mark(d.luck_exact)})</small>` +
               `</p><p class="answers-line">Answers: <span class="answer">${d.answers.map(escapeHtml).join(" ")}` +
               "</span></p>";
  const rows = d.turns.map((t) => {
    const e = t.exact;
    const cls = t.skill_lost > 1e-9 ? "worse" : "best";
    return `<tr class="${cls}"><td>${t.turn}</td><td class="answer">${escapeHtml(t.guess)}</td>` +
           `<td>${figure(t.before, e.before)}</td><td>${figure(t.best, e.best)}</td>` +
           `<td title="expected after ${t.expected_after.toFixed(3)}">${figure(t.reached, e.reached)}</td>` +
           `<td class="lost">${figure(t.skill_lost, e.skill_lost)}</td><td>${figure(t.luck, e.luck, true)}</td></tr>`;
  }).join("");
  return head + '<div class="scroll"><table class="skill-table"><thead><tr>' +
         '<th title="turn">#</th><th>guess</th>' +
         '<th title="expected guesses to finish before the guess">before</th>' +
         '<th title="the best guess&apos;s value there (the same: every best guess has it)">best</th>' +
         '<th title="expected guesses to finish at the position reached">after</th>' +
         '<th title="skill lost: expected guesses given away against the best guess">lost</th>' +
         '<th title="luck: how much better the position reached is than the guess could expect">luck</th>' +
         `</tr></thead><tbody>${rows}</tbody></table></div>` +
         '<p class="note">In expected guesses to finish; ~ marks an estimate, else exact.</p>';
}

async function skillReview(box, body) {  // ask until the server has it (503: still computing), then show it
  const no = ++skillNo;
  box.hidden = false;
  box.innerHTML = "<h2>Skill and luck</h2><p class='computing'>valuing each guess…</p>";
  for (;;) {
    const { status, data } = await post("/api/skill-review", body);
    if (no !== skillNo) return;
    if (status === 503) {
      document.body.dataset.busy = "1";
      await new Promise((r) => setTimeout(r, 2000));
      if (no !== skillNo) return;
      continue;
    }
    box.innerHTML = "<h2>Skill and luck</h2>" + (status === 200 ? skillHtml(data) :
      `<p class="problem">${escapeHtml(data.error)}</p>`);
    box.dataset.done = status === 200 ? "1" : "error";
    return;
  }
}

function clearSkill(box) { skillNo++; box.hidden = true; box.innerHTML = ""; delete box.dataset.done; }

function assistedAnswers() {  // an assisted game's answers: each board's word of its all-green row (Xordle: both)
  if (isXordle()) {
    return assistRows.filter((row) => rowMarks(row.feedback)[0] === allGreen()).map((row) => row.guess);
  }
  return Array.from({ length: boardCount() }, (_, b) => {
    const row = assistRows.find((r) => r.feedback[b] === allGreen() || (written() && assistReply &&
      assistReply.boards[b].solved_at === assistRows.indexOf(r) + 1));
    return row ? row.guess : null;
  });
}

function reviewAssisted() {  // the end of an assisted game: its review, the answers read from the rows
  const box = $("assist-skill");
  const answers = assistedAnswers();
  if (answers.includes(null) || !answers.length) { clearSkill(box); return; }
  const body = { ...gameSpec(), guesses: assistRows.map((r) => r.guess), answers };
  if (gameInfo().lies !== undefined) body.rows = assistRows.map((r) => r.feedback[0]);
  skillReview(box, body);
}

function reviewPasted() {  // a game played elsewhere: the guesses, and the answers or the share text
  const guesses = $("pasted-guesses").value.split(/[\s,;]+/).map(norm).filter(Boolean);
  const other = $("pasted-answers").value.trim();
  const body = { ...gameSpec(), guesses };
  if (/^[\p{L}\p{N}\s,;]*$/u.test(other)) body.answers = other.split(/[\s,;]+/).map(norm).filter(Boolean);
  else body.share = other;
  skillReview($("pasted-skill"), body);
}

function setUpReview() {
  $("pasted-review").addEventListener("click", reviewPasted);
}
