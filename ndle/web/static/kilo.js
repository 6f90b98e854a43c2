"use strict";
// Kilordle on the Assist tab: nobody types a thousand boards' colours. The player enters each word played; the page
// suggests the next word of cover_adaptive's plan; the player may report the few boards they choose (those the real
// game shows first, closest to solved) by colouring their rows as the game shows them, and each reported board is
// tracked with its candidates and the words that surely finish it. Only complete reported boards are sent.
const UNSET = ".";           // a reported board's tile not coloured yet
let kiloRows = [];           // [{guess, feedback: [one string per reported board: "BYG..", "..." unset, "-" solved]}]
let kiloBoards = 0;          // boards reported
let kiloReply = null;        // the last answer of /api/assist
let kiloPending = { word: "", marks: null };  // the row being entered: its word, then each open board's marks
let kiloAdded = false;       // the last change added a row: a refusal takes it out again
let kiloSentBoards = [];     // the reported boards (0-based) the last request sent, in its order
const kiloDirty = new Set(); // reported boards whose entered rows were re-coloured since (sent on Done)

function isKilo() { return tab === "assist" && boardCount() > options.max_boards; }

function kiloGreens(b, upTo) {  // the places shown green on reported board b in the first `upTo` rows, as bits
  let bits = 0;
  kiloRows.slice(0, upTo).forEach((row) => {
    [...row.feedback[b]].forEach((c, i) => { if (c === "G") bits |= 1 << i; });
  });
  return bits;
}

function kiloSolvedAt(b) {  // the guess (1-based) after which every place of board b has been green, or 0
  const full = (1 << wordLength()) - 1;
  for (let t = 1; t <= kiloRows.length; t++) if (kiloGreens(b, t) === full) return t;
  return 0;
}

function kiloNormalise() {  // rows after a board's solving guess are "-"; a "-" before it is unset again
  for (let b = 0; b < kiloBoards; b++) {
    const solved = kiloSolvedAt(b);
    kiloRows.forEach((row, t) => {
      if (solved && t >= solved) row.feedback[b] = "-";
      else if (row.feedback[b] === "-") row.feedback[b] = UNSET.repeat(wordLength());
    });
  }
}

function kiloComplete(b) { return kiloRows.every((row) => !row.feedback[b].includes(UNSET)); }

function kiloOpen() { return Array.from({ length: kiloBoards }, (_, b) => !kiloSolvedAt(b)); }

function kiloLeft() {
  const v = $("kilo-left").value.trim();
  return v === "" ? null : Math.max(0, parseInt(v, 10) || 0);
}

function kiloBoardNamed(error) {  // the server numbers the boards sent: the page's own number instead
  return error.replace(/^board (\d+):/, (m, k) => `board ${(kiloSentBoards[k - 1] ?? k - 1) + 1}:`);
}

async function kiloRefresh() {
  writeAddress();
  kiloNormalise();
  kiloRender();
  const no = ++requestNo;
  clearTimeout(retryTimer);
  kiloDirty.clear();
  kiloSentBoards = Array.from({ length: kiloBoards }, (_, b) => b).filter(kiloComplete);
  const rows = kiloRows.map((row) => ({ guess: row.guess, feedback: kiloSentBoards.map((b) => row.feedback[b]) }));
  const body = { ...gameSpec(), top: 5, rows };
  if (kiloLeft() !== null) body.left = kiloLeft();
  say("thinking…", "busy");
  const { status, data } = await post("/api/assist", body);
  if (no !== requestNo) return;
  $("row-problem").textContent = "";
  if (status === 200) {
    kiloReply = data;
    kiloAdded = false;
    say(data.done ? `every board is solved, in ${data.turn} guesses` : data.rules.describe);
  } else if (status === 503) {
    say(data.error, "busy");
    retryTimer = setTimeout(kiloRefresh, 2000);
    document.body.dataset.busy = "1";
  } else {
    if (kiloAdded && kiloRows.length) {  // the row just added is refused: out again, its word kept to put right
      const row = kiloRows.pop();
      kiloPending = { word: row.guess, marks: null };
      $("assist-guess").value = row.guess;
      kiloAdded = false;
      $("row-problem").textContent = `guess ${kiloRows.length + 1}: ${kiloBoardNamed(data.error)}`;
      say("");
      kiloRender();
      return;
    }
    kiloReply = kiloReply && { ...kiloReply, suggestions: [], stale: true };
    $("row-problem").textContent = kiloBoardNamed(data.error);
    say("change the marked colours, or Undo", "error");
  }
  kiloRender();
}

function kiloAccept(word) {  // Enter on a word: with reported boards open, the row waits for their colours
  word = norm(word);
  if (kiloReply && kiloReply.done && kiloReply.turn === kiloRows.length) {
    say("every board is solved: Undo to change the last row, or New game", "error");
    return;
  }
  if (!word) { say("type the word you played, or click a suggestion", "error"); return; }
  if ([...word].length !== wordLength()) {
    $("row-problem").textContent = `${word}: the ${$("words").value} list has ${wordLength()}-letter words`;
    return;
  }
  if (kiloRows.some((row) => row.guess === word)) {
    $("row-problem").textContent = `'${word}' was already played`;
    return;
  }
  $("row-problem").textContent = "";
  const open = kiloOpen();
  if (!open.some(Boolean)) return kiloAddRow(word, []);
  kiloPending = { word, marks: open.map((o) => (o ? Array(wordLength()).fill(null) : null)) };
  $("assist-guess").value = word;
  $("assist-feedback").value = "";
  $("assist-feedback").focus();
  kiloRender();
}

function kiloAddRow(word, marks) {
  const open = kiloOpen();
  kiloRows.push({ guess: word, feedback: open.map((o, b) => (o ? marks[b].join("") : "-")) });
  kiloPending = { word: "", marks: null };
  kiloAdded = true;
  $("assist-guess").value = "";
  $("assist-feedback").value = "";
  $("assist-guess").focus();
  kiloRefresh();
}

function kiloMarksLeft() {
  return kiloPending.marks ? kiloPending.marks.reduce((n, m) => n + (m ? m.filter((x) => !x).length : 0), 0) : 0;
}

function kiloConfirm() {  // Enter on the colours
  if (!kiloPending.marks) return kiloAccept($("assist-guess").value);
  const left = kiloMarksLeft();
  if (left) { say(`set the colours of every tile of the reported boards first (${left} to go), then Enter`, "error"); return; }
  kiloAddRow(kiloPending.word, kiloPending.marks);
}

function kiloReadText(text) {  // typed marks fill the open reported boards' tiles in order
  if (!kiloPending.marks) return;
  const chars = [...text.toLowerCase()].filter((c) => c in MARK || c === ".");
  for (const m of kiloPending.marks) {
    if (!m) continue;
    for (let i = 0; i < m.length; i++) {
      const c = chars.shift();
      m[i] = c === undefined || c === "." ? null : MARK[c];
    }
  }
  kiloRender();
}

function kiloTyped(text) {
  kiloPending = { word: norm(text), marks: null };
  $("assist-feedback").value = "";
  kiloRender();
}

function kiloUndo() {
  if (kiloPending.word) { kiloPending = { word: "", marks: null }; $("assist-guess").value = ""; }
  else kiloRows.pop();
  $("assist-feedback").value = "";
  $("row-problem").textContent = "";
  kiloRefresh();
}

function kiloReport() {  // a new reported board: its rows unset until coloured as the game shows them
  kiloRows.forEach((row) => row.feedback.push(UNSET.repeat(wordLength())));
  if (kiloPending.marks) kiloPending.marks.push(Array(wordLength()).fill(null));
  kiloBoards++;
  kiloRender();
  say(kiloRows.length ? `colour board ${kiloBoards}'s ${kiloRows.length} rows as the game shows them ` +
      "(click or tap a tile: grey, yellow, green)" : `board ${kiloBoards} is reported: its colours come with each ` +
      "guess from now on");
  if (!kiloRows.length) kiloRefresh();
}

function kiloDrop(b) {
  kiloRows.forEach((row) => row.feedback.splice(b, 1));
  if (kiloPending.marks) kiloPending.marks.splice(b, 1);
  kiloBoards--;
  kiloRefresh();
}

function kiloCycle(t, b, i, to) {  // a tile clicked: unset/grey -> yellow -> green -> grey
  if (t === kiloRows.length) {
    const m = kiloPending.marks[b];
    m[i] = to || (m[i] ? CYCLE[m[i]] : "B");
    kiloRender();
    return;
  }
  const chars = [...kiloRows[t].feedback[b]];
  chars[i] = to || (chars[i] === UNSET ? "B" : CYCLE[chars[i]]);
  kiloRows[t].feedback[b] = chars.join("");
  kiloDirty.add(b);  // sent once the player says the colours are done (no request for each tile on the way)
  kiloNormalise();
  kiloRender();
}

let kiloFocus = null;  // [turn, board, place] (0-based) of the tile a key changed: focused again once drawn anew

function kiloTileAt(t, b, i) {
  return document.querySelector(`#assist-boards .board[data-board="${b + 1}"] ` +
                                `.tile[data-turn="${t + 1}"][data-pos="${i + 1}"]`);
}

function kiloTileRow(letters, marks, t, b, clickable) {
  const r = document.createElement("div");
  r.className = "row";
  letters.forEach((letter, i) => {
    const m = marks && marks[i] !== UNSET ? marks[i] : "";
    const el = tile(letter, m || "", clickable ? "click" : "off");
    if (clickable) {
      el.dataset.turn = t + 1;
      el.dataset.pos = i + 1;
      el.setAttribute("role", "button");
      el.tabIndex = 0;
      el.setAttribute("aria-label", `reported board ${b + 1}, guess ${t + 1}, letter ${i + 1} ${letter}: ` +
                      (COLOUR_NAMES[m] || "not set"));
      el.addEventListener("pointerdown", (e) => {
        if (e.button !== 0) return;
        e.preventDefault();
        kiloCycle(t, b, i);
      });
      el.addEventListener("keydown", (e) => {  // Enter or Space cycles, b/y/g or 0/1/2 sets (and moves on), arrows move
        const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        if (e.key === "Enter" || e.key === " ") {
          kiloFocus = [t, b, i];
          kiloCycle(t, b, i);
        } else if (e.key.toLowerCase() in MARK) {
          kiloFocus = [t, b, Math.min(i + 1, letters.length - 1)];
          kiloCycle(t, b, i, MARK[e.key.toLowerCase()]);
        } else if (e.key in moves) {
          const next = kiloTileAt(t + moves[e.key][0], b, i + moves[e.key][1]);
          if (next) next.focus();
        } else return;
        e.preventDefault();
      });
    }
    r.appendChild(el);
  });
  return r;
}

let kiloTyping = null;  // {board, caret}: a reported board's rows being typed

function kiloRowsBox(b) {  // a reported board's rows typed (b/y/g or 0/1/2 a tile, in order), as the tiles fill
  const input = document.createElement("input");
  input.className = "kilo-rows";
  input.autocomplete = "off";
  input.autocapitalize = "off";
  input.spellcheck = false;
  input.placeholder = "or type its rows: b y g, a tile each";
  input.setAttribute("aria-label", `board ${b + 1}: its rows' colours, b y g or 0 1 2 a tile each`);
  input.value = kiloRows.filter((row) => row.feedback[b] !== "-")
    .map((row) => row.feedback[b].toLowerCase().replace(/\.+$/, "")).join(" ").trim();
  input.addEventListener("input", () => {
    const chars = [...input.value.toLowerCase()].filter((c) => c in MARK || c === ".");
    for (const row of kiloRows) {
      if (row.feedback[b] === "-") continue;
      row.feedback[b] = Array.from({ length: wordLength() }, () => {
        const c = chars.shift();
        return c === undefined || c === "." ? UNSET : MARK[c];
      }).join("");
    }
    kiloDirty.add(b);
    kiloTyping = { board: b, caret: input.selectionStart, text: input.value };
    kiloNormalise();
    kiloRender();
  });
  input.addEventListener("blur", () => { kiloTyping = null; });
  input.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && kiloComplete(b)) { kiloTyping = null; kiloRefresh(); }
  });
  return input;
}

function kiloInfo(b) {  // the last answer's facts of reported board b (null if it was not sent, or is stale)
  if (!kiloReply || kiloReply.turn !== kiloRows.length) return null;
  const k = kiloSentBoards.indexOf(b);
  return k >= 0 && kiloReply.boards[k] ? kiloReply.boards[k] : null;
}

function kiloRender() {
  const box = $("assist-boards");
  const typingNow = kiloTyping;  // (the box drawn anew may lose the focus on the way)
  box.innerHTML = "";
  box.style.setProperty("--cols", boardColumns(Math.max(1, kiloBoards)));
  box.style.setProperty("--len", wordLength());
  box.classList.remove("written", "compact");
  $("kilo-controls").hidden = false;
  $("assist-feedback").closest("label").hidden = !kiloOpen().some(Boolean);  // colours only of reported boards
  $("kilo-played").textContent = kiloRows.length ?
    `Played (${kiloRows.length}): ${kiloRows.map((r) => r.guess).join(" · ")}` : "No word played yet.";
  const solvedFlags = [], infos = [];
  for (let b = 0; b < kiloBoards; b++) {
    const info = kiloInfo(b), solved = kiloSolvedAt(b);
    solvedFlags.push(!!solved);
    infos.push(info);
    const [card, h] = boardCard(b, solved ? { solved_at: solved } : null);
    const changed = kiloDirty.has(b) || !kiloComplete(b);
    h.textContent = `Board ${b + 1}` + (changed ? " · colour its rows, then Done" :
      solved ? ` · solved on guess ${solved}` : info ? ` · ${info.left} left` : "");
    const drop = document.createElement("button");
    drop.type = "button";
    drop.className = "drop";
    drop.textContent = "×";
    drop.title = `stop tracking board ${b + 1}`;
    drop.setAttribute("aria-label", `stop tracking reported board ${b + 1}`);
    drop.addEventListener("click", () => kiloDrop(b));
    h.appendChild(drop);
    kiloRows.forEach((row, t) => {
      if (row.feedback[b] === "-") return;
      card.appendChild(kiloTileRow([...row.guess], [...row.feedback[b]], t, b, true));
    });
    if (changed) {
      const done = document.createElement("button");
      done.type = "button";
      done.className = "track";
      done.textContent = "Done";
      done.disabled = !kiloComplete(b);
      done.title = kiloComplete(b) ? "these are the board's colours: track it" : "colour every tile first";
      done.addEventListener("click", kiloRefresh);
      card.append(kiloRowsBox(b), done);
    }
    if (!solved) {
      const letters = [...kiloPending.word].slice(0, wordLength());
      while (letters.length < wordLength()) letters.push("");
      const marks = kiloPending.marks && kiloPending.marks[b];
      const r = kiloTileRow(letters, marks, kiloRows.length, b, !!marks);
      r.classList.add("pending");
      ghostTiles(r, !changed && info && info.known);
      card.appendChild(r);
    }
    if (!solved && !changed) {
      if (info && info.candidates.length) {
        const c = document.createElement("div");
        c.className = "cands";
        c.tabIndex = 0;
        c.setAttribute("aria-label", `reported board ${b + 1}: the candidates left`);
        c.textContent = info.candidates.join(" ") + (info.left > info.candidates.length ? " …" : "");
        card.appendChild(c);
      }
      if (info) {
        const f = document.createElement("div");
        f.className = "finish";
        f.textContent = info.finish ? `finished for sure by ${info.finish.length === 1 ? "" : "all of "}` +
          info.finish.join(" ") : "too many answers left to say which words finish it";
        card.appendChild(f);
      }
    }
    box.appendChild(card);
  }
  if (sortByProgress()) sortCards(box, progressOrder(infos, solvedFlags));
  if (kiloFocus) {
    const el = kiloTileAt(...kiloFocus);
    kiloFocus = null;
    if (el) el.focus();
  }
  const typing = typingNow && box.querySelector(`.board[data-board="${typingNow.board + 1}"] .kilo-rows`);
  if (typing) {  // the box being typed in was drawn anew: the focus and the caret stay
    typing.value = typingNow.text;  // as typed, spaces and all
    typing.focus();
    typing.setSelectionRange(typingNow.caret, typingNow.caret);
    kiloTyping = typingNow;
  }
  kiloSide();
  kiloStatus();
  foldSettings();
}

function kiloUseButton(word) {
  const use = document.createElement("button");
  use.className = "use";
  use.textContent = word;
  use.title = "I played this word: fill the row with it";
  use.addEventListener("click", () => { $("assist-guess").value = word; kiloAccept(word); });
  return use;
}

function kiloSide() {  // the plan's words, the reported boards' finish, and what is and is not known
  const s = $("suggestions");
  s.innerHTML = "";
  const r = kiloReply;
  if (!r || r.turn !== kiloRows.length || r.done || r.stale) return;
  const t = document.createElement("table");
  t.innerHTML = `<tr><th>${r.strategy}'s plan, next word first</th><th title="the expected number of boards' ` +
    "places it turns green (over the reported boards and, for the others, any answer not yet covered)\">new greens " +
    "(expected)</th><th>a possible answer?</th></tr>";
  for (const sug of r.suggestions) {
    const tr = document.createElement("tr");
    const td = document.createElement("td");
    td.appendChild(kiloUseButton(sug.guess));
    tr.appendChild(td);
    tr.insertAdjacentHTML("beforeend", `<td class="greens">${sug.greens.toFixed(1)}</td>` +
                                       `<td>${sug.candidate ? "yes" : "no"}</td>`);
    t.appendChild(tr);
  }
  s.appendChild(t);
  const plan = document.createElement("p");
  plan.className = "plan";
  plan.textContent = `The plan has ${r.plan} word${r.plan === 1 ? "" : "s"}: together they turn green every place ` +
    "a board not solved may still need, so they finish every board whatever its answer.";
  s.appendChild(plan);
  if (r.reported) {
    const f = document.createElement("p");
    f.className = "finish-all";
    if (r.finish && r.finish.length) {
      f.append(`To finish the ${r.reported === 1 ? "reported board" : `${r.reported} reported boards`} for sure: `);
      r.finish.forEach((w) => f.append(kiloUseButton(w), " "));
    } else if (r.finish) f.textContent = "Every reported board is solved.";
    else f.textContent = "The reported boards have too many answers left to say which words finish them.";
    s.appendChild(f);
  }
  const known = document.createElement("p");
  known.className = "known";
  const others = r.estimated ? `about ${Math.round(r.unknown).toLocaleString()} (an estimate from the ` +
    `${r.open_answers.toLocaleString()} answers whose letters have not all been green; give the game's count ` +
    "above)" : Math.round(r.unknown).toLocaleString();
  known.textContent = `Known: the ${kiloRows.length} word${kiloRows.length === 1 ? "" : "s"} played and the ` +
    `${r.reported} board${r.reported === 1 ? "" : "s"} reported. Not known: the other boards' answers; unsolved ` +
    `among them: ${others}.`;
  s.appendChild(known);
}

function kiloStatus() {
  const st = $("assist-status");
  $("assist-end").hidden = true;
  const turn = kiloRows.length + 1;
  const max = kiloReply ? kiloReply.rules.max_guesses : 1005;
  if (kiloReply && kiloReply.done && kiloReply.turn === kiloRows.length) {
    st.textContent = `Every board is solved, in ${kiloRows.length} guesses.`;
    return;
  }
  const step = !kiloPending.marks ? "type the word you played (or click the plan's word), then Enter" :
    `set the reported boards' colours: click the tiles or type b/y/g (${kiloMarksLeft()} to go), then Enter`;
  st.textContent = `Guess ${turn} of ${max}: ${step}.`;
}

function kiloReset() {
  kiloRows = []; kiloBoards = 0; kiloReply = null; kiloPending = { word: "", marks: null }; kiloAdded = false;
  kiloSentBoards = [];
}

function kiloShown(on) {  // the Kilordle controls on its Assist tab only; the help levels and the strategy's
  // settings are not for it (its suggestions are cover_adaptive's plan, said beside them)
  $("kilo-controls").hidden = !on;
  $("advanced").hidden = on;
  if (!on) $("assist-feedback").closest("label").hidden = false;
  $("hint-level").closest(".help").hidden = on;
  $("entry-help").closest(".hint").hidden = on;
  if (!on) $("assist-boards").querySelectorAll(".drop").forEach((e) => e.remove());
}

function setUpKilo() {
  $("kilo-report").addEventListener("click", kiloReport);
  $("kilo-left").addEventListener("change", () => { if (isKilo()) kiloRefresh(); });
}
