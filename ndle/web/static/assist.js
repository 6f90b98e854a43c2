"use strict";
// ndle's page, the Assist tab: the rows entered so far and a pending row that waits for its colours. Nothing goes
// into the game until the row is complete and confirmed; the server checks it first (/api/check, answered 200
// either way), so a wrong colour is marked on the row itself.
const CYCLE = { B: "Y", Y: "G", G: "B" };
const MARK = { "0": "B", "1": "Y", "2": "G", b: "B", y: "Y", g: "G" };
const NOT_SET = "?";
let assistRows = [];       // [{guess, feedback: ["BYBGB" | "-", ...one per board]}]: entered
let assistReply = null;    // the last answer of /api/assist
let pending = { word: "", marks: null };  // the row being entered: its word, then (once accepted) its marks per board
let problems = [];         // the last check's problems: [{row, board, error}]
let rowsEdited = false;    // an entered row's tile was changed: check the rows before asking for advice
let checkNo = 0;

function allGreen() { return written() ? null : "G".repeat(wordLength()); }  // written feedback: the server says
function allGrey() { return "B".repeat(wordLength()); }

function normalise() {  // a board's entries after its all-green row are "-", and only those (Xordle's rows are
  // made so when entered: confirmRow)
  if (isXordle()) return;
  const n = boardCount();
  for (let b = 0; b < n; b++) {
    let solved = false;
    for (const row of assistRows) {
      if (solved) row.feedback[b] = "-";
      else if (row.feedback[b] === "-") row.feedback[b] = allGrey();
      if (row.feedback[b] === allGreen()) solved = true;
    }
  }
}

function xordleFound() {  // Xordle: the merged rows that found a word (all green)
  return assistRows.filter((row) => rowMarks(row.feedback)[0] === allGreen()).length;
}

function solvedBoards() {
  if (isXordle()) return [0, 1].map((b) => xordleFound() > b);
  const fresh = written() && assistReply && assistReply.turn === assistRows.length;  // counts: the server says
  return Array.from({ length: boardCount() }, (_, b) => assistRows.some((row) => row.feedback[b] === allGreen()) ||
    !!(fresh && assistReply.boards[b] && assistReply.boards[b].solved_at));
}

function hiddenBoards() {  // sequence mode: boards after the first unsolved one show nothing yet
  const solved = solvedBoards();
  let first = 0;
  while (first < solved.length && solved[first]) first++;
  return solved.map((_, b) => $("mode").value === "sequence" && b > first);
}

function openBoards() {  // the boards whose colours the pending row needs (Xordle: its one merged row)
  if (isXordle()) return [xordleFound() < 2];
  const solved = solvedBoards(), hidden = hiddenBoards();
  return solved.map((s, b) => !s && !hidden[b]);
}

function gameOver() {  // the last answer says every board is solved, and it is the answer for these rows
  return !!(assistReply && assistReply.done && assistReply.turn === assistRows.length);
}

// ---- the pending row -------------------------------------------------------------------------------------------
function pendingFeedback() {  // one string per board, as /api/check and /api/assist take it
  if (isXordle()) {  // the merged row for both words; once one is found, for the other only
    const m = pending.marks[0].includes(null) ? NOT_SET : goingOn(pending.marks[0].join(""));
    return xordleFound() ? ["-", m] : [m, m];
  }
  const open = openBoards(), solved = solvedBoards();
  return open.map((o, b) => solved[b] ? "-" : !o ? allGrey() :
    pending.marks[b].includes(null) ? NOT_SET : goingOn(pending.marks[b].join("")));
}

function canGoOn() {  // a row may show all greens while the game goes on: Xordle (neither word), Fibble (a lie)
  return isXordle() || (gameInfo().lies !== undefined && parseInt($("lies").value || "0", 10) > 0);
}

function goingOn(marks) {  // the row as typed: all greens then "*" when the player says the game went on
  return marks === allGreen() && $("goes-on").checked && canGoOn() ? marks + "*" : marks;
}

function pendingAllGreen() {  // every open board's pending tiles set and green
  return !!pending.marks && pending.marks.some(Boolean) &&
    pending.marks.every((m) => !m || m.join("") === allGreen());
}

function marksLeft() {
  if (!pending.marks) return 0;
  return pending.marks.reduce((n, m) => n + (m ? m.filter((x) => x === null).length : 0), 0);
}

function feedbackText() {  // the marks as typed: b/y/g, a dot for a tile not set yet, one group per open board
  return pending.marks.filter(Boolean).map((m) => m.map((x) => (x ? x.toLowerCase() : ".")).join("")
    .replace(/\.+$/, "")).join(" ").trim();
}

function readFeedbackText(text) {  // typed marks fill the open boards' tiles in order (spaces and "-" skipped)
  if (isKilo()) return kiloReadText(text);
  if (!pending.marks) return;
  if (written()) {  // the rule's written form (e.g. 2B1W), the server checks it
    pending.marks[pending.marks.findIndex(Boolean)] = [text.trim() || null];
    problems = problems.filter((p) => p.row !== assistRows.length);
    renderAssist();
    return;
  }
  const chars = [...text.toLowerCase()].filter((c) => c in MARK || c === ".");
  for (const m of pending.marks) {
    if (!m) continue;
    for (let i = 0; i < m.length; i++) {
      const c = chars.shift();
      m[i] = c === undefined || c === "." ? null : MARK[c];
    }
  }
  problems = problems.filter((p) => p.row !== assistRows.length);
  renderAssist();
  checkSoon();
}

function typedWord(text) {  // the word box changed: the pending row shows it and waits for the word to be accepted
  if (isKilo()) return kiloTyped(text);
  pending = { word: norm(text), marks: null };
  problems = problems.filter((p) => p.row !== assistRows.length);
  $("assist-feedback").value = "";
  renderAssist();
}

async function check(extra) {  // ask the server whether the rows (and the pending row) can be entered
  const no = ++checkNo;
  const { status, data } = await post("/api/check", { ...gameSpec(), ...strategySpec(), rows: assistRows, ...extra });
  if (no !== checkNo) return null;
  if (status !== 200) { say(data.error, status === 503 ? "busy" : "error"); return null; }
  problems = data.problems;
  return data;
}

async function acceptWord(word) {  // Enter on a word: checked, then the row waits for its colours
  if (isKilo()) return kiloAccept(word);
  word = norm(word);
  if (gameOver()) { say("the game is over: Undo to change the last row, or New game", "error"); return; }
  if (!word) { say("type the word you played, or click a suggestion", "error"); return; }
  pending = { word, marks: null };
  $("assist-guess").value = word;
  const alpha = assistReply && assistReply.rules.alphabet;
  if (![...word].every((c) => symbol(c, alpha)) || [...word].length !== wordLength()) {
    problems = [{ row: assistRows.length, board: null,
                  error: `${word}: the ${$("words").value} list has ${wordLength()}-letter words` }];
    renderAssist();
    return;
  }
  const data = await check({ guess: word });
  if (!data || norm($("assist-guess").value) !== word) return renderAssist();
  if (data.ok) {
    pending.marks = openBoards().map((o) => (o ? Array(written() ? 1 : wordLength()).fill(null) : null));
    $("assist-feedback").value = "";
    $("assist-feedback").focus();
  }
  renderAssist();
}

let checkTimer = null;
function checkSoon() {  // once a board's colours are all set, check them (the last change wins)
  clearTimeout(checkTimer);
  if (!pending.marks || !pendingFeedback().some((f, b) => openBoards()[b] && f !== NOT_SET)) return;
  checkTimer = setTimeout(() => check({ guess: pending.word, feedback: pendingFeedback() }).then(renderAssist), 150);
}

async function confirmRow() {  // Enter on the colours: the row enters the game if every tile is set and it fits
  if (isKilo()) return kiloConfirm();
  if (!pending.marks) return acceptWord($("assist-guess").value);
  const left = marksLeft();
  if (left) { say(`set the colours of every tile first (${left} to go), then Enter`, "error"); return; }
  clearTimeout(checkTimer);
  const data = await check({ guess: pending.word, feedback: pendingFeedback() });
  if (!data) return;
  if (!data.ok) { renderAssist(); return; }
  assistRows.push({ guess: pending.word, feedback: pendingFeedback() });
  pending = { word: "", marks: null };
  $("assist-guess").value = "";
  $("assist-feedback").value = "";
  normalise();
  refreshAssist();
  $("assist-guess").focus();
}

function useSuggestion(word) {
  $("assist-guess").value = word;
  acceptWord(word);
}

function undo() {
  if (isKilo()) return kiloUndo();
  if (pending.word) { pending = { word: "", marks: null }; $("assist-guess").value = ""; }
  else assistRows.pop();
  $("assist-feedback").value = "";
  problems = [];
  rowsEdited = true;  // an earlier problem may be gone with the row
  refreshAssist();
}

function cycleTile(t, b, i, to) {  // a click, tap or key on a tile: grey -> yellow -> green (a pending tile starts
  // grey), or straight to the colour `to` (a key b/y/g or 0/1/2 on a focused tile)
  if (t === assistRows.length) {
    const m = pending.marks[b];
    m[i] = to || (m[i] ? CYCLE[m[i]] : "B");
    $("assist-feedback").value = feedbackText();
    problems = problems.filter((p) => p.row !== t);
    renderAssist();
    checkSoon();
    return;
  }
  const row = assistRows[t];
  const chars = [...row.feedback[b].replace("*", "")];  // a changed tile: the row no longer says the game went on
  chars[i] = to || CYCLE[chars[i]];
  row.feedback[b] = chars.join("");
  normalise();
  rowsEdited = true;
  refreshAssist();
}

// ---- the boards ------------------------------------------------------------------------------------------------
function rowProblem(t, b) { return problems.find((p) => p.row === t && (p.board === null || p.board === b + 1)); }

const COLOUR_NAMES = { B: "grey", Y: "yellow", G: "green" };
let focusedTile = null;  // [turn, board, position] of the tile a key changed: focused again once re-drawn

function tileKey(e, t, b, i, length) {  // a key on a focused tile: Enter or Space cycles its colour, b/y/g or 0/1/2
  // set it (and move on to the next tile), the arrows move between tiles
  const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.key === "Enter" || e.key === " ") {
    focusedTile = [t, b, i];
    cycleTile(t, b, i);
  } else if (e.key.toLowerCase() in MARK) {
    focusedTile = [t, b, Math.min(i + 1, length - 1)];
    cycleTile(t, b, i, MARK[e.key.toLowerCase()]);
  } else if (e.key in moves) {
    const [dt, di] = moves[e.key];
    const next = document.querySelector(`#assist-boards .board[data-board="${b + 1}"] ` +
                                        `.tile[data-turn="${t + 1 + dt}"][data-pos="${i + 1 + di}"]`);
    if (next) next.focus();
  } else return;
  e.preventDefault();
}

function tileLabel(letter, mark, t, b, i) {  // what a screen reader says of a tile
  return `board ${b + 1}, guess ${t + 1}, letter ${i + 1} ${letter}: ${COLOUR_NAMES[mark] || "not set"}`;
}

function tileRow(letters, marks, t, b, clickable) {
  if (written()) {  // no tiles to colour: the feedback as written, after the letters
    const r = guessRow(letters, marks && !marks.includes(null) ? marks.join("") : null);
    r.querySelectorAll(".tile").forEach((el) => el.classList.remove("off"));
    if (rowProblem(t, b)) r.classList.add("bad");
    return r;
  }
  const r = document.createElement("div");
  r.className = "row";
  letters.forEach((letter, i) => {
    const m = marks ? marks[i] : null;
    const el = tile(letter, m || "", clickable ? "click" : "off");
    if (clickable) {
      el.dataset.turn = t + 1;
      el.dataset.pos = i + 1;
      el.setAttribute("role", "button");
      // the pending row: every tile a Tab stop; an entered row: its first tile, the arrows reach the others
      el.tabIndex = t === assistRows.length || i === 0 ? 0 : -1;
      el.setAttribute("aria-label", tileLabel(letter, m, t, b, i));
      el.title = "click or tap: grey, yellow, green (keys: Enter or Space, or b y g; arrows move)";
      el.addEventListener("pointerdown", (e) => {  // at the press: a tile re-drawn before the release still counts
        if (e.button !== 0) return;
        e.preventDefault();  // the colour box keeps the focus (typing goes on)
        cycleTile(t, b, i);
      });
      el.addEventListener("keydown", (e) => tileKey(e, t, b, i, letters.length));
    }
    r.appendChild(el);
  });
  const bad = rowProblem(t, b);
  if (bad) r.classList.add("bad");
  return r;
}

function boardTitle(b, info, hidden, solved) {
  if (isXordle()) return `Two words, ${xordleFound()} of 2 found` + (info && !solved ? ` · ${info.left} left` : "");
  if (solved && info && info.solved_at) return `Board ${b + 1} · solved in ${info.solved_at}`;
  if (hidden) return `Board ${b + 1} · hidden`;
  if (!info) return `Board ${b + 1}`;
  return `Board ${b + 1} · ${info.left} left`;
}

function renderBoards() {
  const box = $("assist-boards");
  const active = document.activeElement;  // a focused tile or list keeps the focus when the boards are drawn anew
  const inBox = active && active !== box && box.contains(active);
  if (!focusedTile && inBox && active.classList.contains("tile")) {
    focusedTile = [active.dataset.turn - 1, active.closest(".board").dataset.board - 1, active.dataset.pos - 1];
  }
  const focusedList = inBox && active.classList.contains("cands") ? active.closest(".board").dataset.board : null;
  box.innerHTML = "";
  const n = shownBoards();
  box.style.setProperty("--cols", boardColumns(n));
  box.style.setProperty("--len", wordLength());
  box.classList.toggle("written", written());
  const all = assistReply && assistReply.boards && assistReply.boards.length === boardCount() ? assistReply.boards :
    null;
  const infos = all && isXordle() ? [xordleBoard(all)] : all;
  const hide = hiddenBoards(), open = openBoards();
  const solved = isXordle() ? [xordleFound() >= 2] : solvedBoards();
  const level = hintLevel();
  const attack = attackBoard(infos, solved);
  const t0 = assistRows.length;
  for (let b = 0; b < n; b++) {
    const info = infos ? infos[b] : null;
    const [card, h] = boardCard(b, solved[b] ? { solved_at: 1 } : null);
    h.textContent = boardTitle(b, info, hide[b], solved[b]);
    assistRows.forEach((row, t) => {
      const f = rowMarks(row.feedback)[b];
      if (f === "-") return;
      card.appendChild(tileRow([...row.guess], hide[b] ? null : [...f], t, b, !hide[b]));
    });
    if (open[b] && !gameOver()) {
      const letters = [...pending.word].slice(0, wordLength());
      while (letters.length < wordLength()) letters.push("");
      const r = tileRow(letters, pending.marks && pending.marks[b], t0, b, !!pending.marks);
      r.classList.add("pending");
      if (!written() && !isXordle()) ghostTiles(r, info && info.known);
      card.appendChild(r);
    }
    for (const p of problems.filter((q) => q.board === b + 1)) {
      const e = document.createElement("div");
      e.className = "row-error";
      e.textContent = (p.row < t0 ? `guess ${p.row + 1}: ` : "") + p.error;
      card.appendChild(e);
    }
    if (info && !solved[b] && !hide[b] && level === "all" && info.candidates.length) {
      const c = document.createElement("div");
      c.className = "cands";
      c.tabIndex = 0;  // a Tab stop: the arrow keys scroll a long list
      c.setAttribute("aria-label", `board ${b + 1}: the candidates left`);
      c.textContent = info.candidates.join(" ") + (info.left > info.candidates.length ? " …" : "");
      card.appendChild(c);
    }
    if (level === "board" && attack === b + 1) card.classList.add("attack");
    box.appendChild(card);
  }
  if (sortByProgress() && !isXordle()) sortCards(box, progressOrder(infos, solved));
  if (focusedTile) {  // the tile a key changed was drawn anew: the focus stays on it
    const [t, b, i] = focusedTile;
    focusedTile = null;
    const el = box.querySelector(`.board[data-board="${b + 1}"] .tile[data-turn="${t + 1}"][data-pos="${i + 1}"]`);
    if (el) el.focus();
  }
  if (focusedList) {
    const el = box.querySelector(`.board[data-board="${focusedList}"] .cands`);
    if (el) el.focus();
  }
}

function xordleBoard(boards) {  // Xordle's one board: the words left of the pairs still possible
  const open = boards.filter((b, i) => !solvedBoards()[i]);
  return { left: open.reduce((a, b) => a + b.left, 0), candidates: open.flatMap((b) => b.candidates),
           solved_at: null };
}

function renderRowProblem() {  // a problem of a whole row (a word not allowed, played already, ...)
  const p = problems.find((q) => q.board === null);
  $("row-problem").textContent = p ? (p.row < assistRows.length ? `guess ${p.row + 1}: ` : "") + p.error : "";
}

function percent(p) {
  if (!p) return "0%";
  return p < 0.1 ? `${(100 * p).toFixed(1)}%` : `${Math.round(100 * p)}%`;
}

function renderSuggestions() {
  const s = $("suggestions");
  s.innerHTML = "";
  const sugs = assistReply && assistReply.suggestions ? assistReply.suggestions : [];
  const level = hintLevel();
  if (!sugs.length || gameOver()) return;
  if (level === "1" || level === "2" || level === "board") return;  // the hint's own text says it (renderAssist)
  const shown = level === "3" ? sugs.slice(0, 1) : sugs;
  const t = document.createElement("table");
  const better = assistReply.better || "lower";
  t.innerHTML = `<tr><th>suggested guess (${assistReply.strategy}'s choice first)</th>` +
                "<th title='the expected number of guesses to solve every board, this one included'>guesses to " +
                "finish</th><th title='the chance that this guess is one of the boards&apos; answers'>solves a " +
                "board now</th><th>a possible answer?</th></tr>";
  for (const sug of shown) {
    const tr = document.createElement("tr");
    const use = document.createElement("button");
    use.className = "use";
    use.textContent = sug.guess;
    use.title = "I played this word: fill the row with it";
    use.addEventListener("click", () => useSuggestion(sug.guess));
    const td = document.createElement("td");
    td.appendChild(use);
    tr.appendChild(td);
    const own = sug.score === null ? "" : ` title="${assistReply.strategy}'s own score ` +
                `${sug.score.toFixed(3)} (${better} is better)"`;
    tr.insertAdjacentHTML("beforeend", `<td class="finish"${own}>${sug.finish === null ? "–" : sug.finish.toFixed(1)}</td>` +
                                       `<td class="chance">${percent(sug.solve_chance)}</td>` +
                                       `<td>${sug.candidate ? "yes" : "no"}</td>`);
    t.appendChild(tr);
  }
  s.appendChild(t);
}

function assistStatus() {
  const st = $("assist-status");
  const end = $("assist-end");
  end.hidden = true;
  if (!assistReply) { st.textContent = ""; return; }
  const rules = assistReply.rules;
  const turn = assistRows.length + 1;
  if (gameOver()) {
    showEnd(end, rules);
    st.textContent = "";
    return;
  }
  const over = assistRows.length >= rules.max_guesses ? ` (past the game's ${rules.max_guesses})` : "";
  const step = !pending.marks ? "type the word you played (or click a suggestion), then Enter" : written() ?
    `set its feedback: type it as ${ruleInfo().written} in the box, then Enter` : `set its colours: click the tiles or type b/y/g (${marksLeft()} to go), then Enter`;
  st.textContent = `Guess ${turn} of ${rules.max_guesses}${over}: ${step}.`;
  if (assistRows.length >= rules.max_guesses && assistReply.turn === assistRows.length) showEnd(end, rules);
}

function showEnd(end, rules) {  // the end of the game: the result, the official total, the share grid
  const solved = assistReply.boards.filter((b) => b.solved_at);
  const won = assistReply.done && assistRows.length <= rules.max_guesses;
  const boards = rules.boards === 1 ? "" : rules.boards === solved.length ? `all ${rules.boards} boards ` :
    `${solved.length} of ${rules.boards} boards `;
  $("end-title").textContent = won ? "Solved!" : assistReply.done ? "Solved, past the limit" : "Out of guesses";
  let text = `${boards}in ${assistRows.length} guess${assistRows.length === 1 ? "" : "es"}`;
  if (assistReply.total !== undefined && rules.boards > 1) {
    text += ` · official total ${assistReply.total} (${solved.map((b) => b.solved_at).join(" + ")})`;
  }
  $("end-text").textContent = text.charAt(0).toUpperCase() + text.slice(1) + ".";
  $("share").textContent = shareText(assistReply.share);
  if (end.dataset.shown !== String(assistRows.length)) {  // just ended: the share box in view
    end.dataset.shown = String(assistRows.length);
    end.hidden = false;
    end.scrollIntoView({ block: "nearest" });
  }
  end.hidden = false;
  end.classList.toggle("won", won);
}

function hintLevel() { return $("hint-level").value; }

function renderAssist() {
  if (isKilo()) return kiloRender();
  $("assist").classList.toggle("over", gameOver());
  const goesOn = !written() && canGoOn() && pendingAllGreen() && !gameOver();
  $("goes-on-label").hidden = !goesOn;
  if (!goesOn) $("goes-on").checked = false;
  renderBoards();
  renderRowProblem();
  renderSuggestions();
  assistStatus();
  const fresh = assistReply && assistReply.turn === assistRows.length && !gameOver();
  const hint = fresh && assistReply.hint;  // ndle.hints' text of the level asked for, at these rows
  const attack = fresh && hintLevel() === "board" && !isXordle() ? attackBoard(assistReply.boards, solvedBoards()) :
    null;
  $("hint-text").textContent = hint ? `Hint: ${hint}.` : attack ? `Attack board ${attack}: ` +
    `${assistReply.boards[attack - 1].left} answer${assistReply.boards[attack - 1].left === 1 ? "" : "s"} left ` +
    "there, the fewest of any board (outlined)." : "";
  foldSettings();
}

async function refreshAssist() {
  kiloShown(isKilo());
  if (isKilo()) return kiloRefresh();  // Kilordle: the words played and the boards reported (kilo.js)
  writeAddress();
  renderAssist();
  const no = ++requestNo;
  clearTimeout(retryTimer);
  if (rowsEdited && assistRows.length) {  // an entered row changed: it must fit before the advice is asked for
    rowsEdited = false;
    const data = await check({});
    if (no !== requestNo) return;
    if (data && !data.ok) {
      rowsEdited = true;
      assistReply = assistReply && { ...assistReply, suggestions: [] };
      say("a row's colours fit no answer: change the marked tiles", "error");
      renderAssist();
      return;
    }
  }
  problems = problems.filter((p) => p.row === assistRows.length);
  say("thinking…", "busy");
  const level = hintLevel();
  const body = { ...gameSpec(), ...strategySpec(), top: 5, rows: assistRows,
                 hint: level === "all" || level === "board" ? null : parseInt(level, 10) };
  const { status, data } = await post("/api/assist", body);
  if (no !== requestNo) return;
  if (status === 200) {
    assistReply = data;
    say(data.note || data.rules.describe);
    if (gameOver()) reviewAssisted(); else clearSkill($("assist-skill"));
  } else {
    assistReply = assistReply && { ...assistReply, suggestions: [] };
    say(data.error, status === 503 ? "busy" : "error");
    if (status === 503) {  // still computing on the server: ask again (busy until then)
      retryTimer = setTimeout(refreshAssist, 2000);
      document.body.dataset.busy = "1";
    }
  }
  renderAssist();
}

function resetAssist() {
  kiloReset();
  assistRows = []; assistReply = null; pending = { word: "", marks: null }; problems = []; rowsEdited = false;
  $("assist-guess").value = ""; $("assist-feedback").value = "";
  clearSkill($("assist-skill"));
}

function setUpAssist() {
  $("assist-guess").addEventListener("input", (e) => typedWord(e.target.value));
  $("assist-guess").addEventListener("keydown", (e) => { if (e.key === "Enter") acceptWord(e.target.value); });
  $("assist-feedback").addEventListener("input", (e) => readFeedbackText(e.target.value));
  $("assist-feedback").addEventListener("keydown", (e) => {
    if (e.key === "Enter") confirmRow();
    else if (e.key === "Escape" || (e.key === "Backspace" && !e.target.value)) {  // back to the word
      pending.marks = null;
      $("assist-guess").focus();
      renderAssist();
    }
  });
  $("assist-enter").addEventListener("click", confirmRow);
  $("goes-on").addEventListener("change", () => { renderAssist(); checkSoon(); });
  $("assist-undo").addEventListener("click", undo);
  $("hint-level").addEventListener("change", () => {  // the hint's text comes from the server
    localStorage.setItem("ndle-hints", hintLevel());
    refreshAssist();
  });
  $("share-copy").addEventListener("click", () => copyText($("share").textContent, $("share-copy")));
  const saved = localStorage.getItem("ndle-hints");
  if (saved && [...$("hint-level").options].some((o) => o.value === saved)) $("hint-level").value = saved;
}
