"use strict";
// ndle's page: the game lives here (settings, guesses, feedback); every request sends all of it to the server.
const $ = (id) => document.getElementById(id);
let options = null;
let tab = "assist";
let playGuesses = [];      // the words guessed in play
let playReply = null;      // the last answer of /api/play
let typed = "";            // the word being typed in play
let requestNo = 0;         // answers to older requests are dropped
let retryTimer = null;
const optionValues = {};   // strategy name -> {option: value set on the page}
const LETTER = /^\p{L}$/u;

function wordLength() { return options.words[$("words").value] || 5; }
function gameInfo() { return options.games[$("game").value] || {}; }  // the chosen game's facts ({} for custom)
function ruleInfo() { return options.feedback[gameInfo().feedback || "exact"]; }  // its feedback rule's forms
function written() { return !ruleInfo().tiles; }  // the rule has no tiles (peg counts): feedback is written out
function isXordle() { return $("game").value === "xordle" || $("mode").value === "xordle"; }
function shownBoards() { return isXordle() ? 1 : boardCount(); }  // Xordle: one board, one merged row a guess
function symbol(c, alpha) {  // a character a guess may hold: a letter, or one of the game's symbols (a code's digits)
  return [...c].length === 1 && (LETTER.test(c) || (alpha || "").includes(c) || (written() && /^\p{N}$/u.test(c)));
}
function rowMarks(feedback) { return isXordle() ? [feedback.find((f) => f && f !== "-") || null] : feedback; }
function norm(word) { return word.trim().normalize("NFC").toLowerCase(); }

function say(text, kind) { const m = $("message"); m.textContent = text || ""; m.className = kind || ""; }

let inFlight = 0;
async function post(path, body) {
  inFlight++;
  document.body.dataset.busy = "1";
  try { return await postNow(path, body); } finally {
    if (--inFlight === 0) document.body.dataset.busy = "0";
  }
}

async function postNow(path, body) {
  const r = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" },
                                body: JSON.stringify(body) });
  let data = null;
  try { data = await r.json(); } catch (e) { data = { error: `the server answered ${r.status}` }; }
  return { status: r.status, data };
}

function gameSpec() {  // the Rules' own fields, as on the command line
  const game = $("game").value;
  const spec = { mode: $("mode").value, words: $("words").value, hard: $("hard").checked };
  if (game === "custom") spec.boards = Math.max(1, parseInt($("boards").value || "1", 10));
  else spec.game = game;
  if (gameInfo().lies !== undefined) spec.lies = Math.max(0, parseInt($("lies").value || "0", 10));
  if ($("consistent").checked) spec.consistent = true;  // only when ticked: a request without it is as before
  return spec;
}

function strategySpec() {  // the strategy, its pool and the options changed from their defaults
  const name = $("strategy").value;
  const declared = options.strategies[name].options;
  const set = {};
  for (const [k, v] of Object.entries(optionValues[name] || {})) if (v !== declared[k]) set[k] = v;
  return { strategy: name, pool: $("pool").value, options: set };
}

function boardCount() {
  const g = $("game").value;
  return g === "custom" ? Math.max(1, parseInt($("boards").value || "1", 10)) : options.games[g].boards;
}

// ---- the strategy's options: the registry's own names and defaults (the server checks the values) -----------
function renderStrategyOptions() {
  const box = $("strategy-options");
  box.innerHTML = "";
  const name = $("strategy").value;
  const declared = options.strategies[name].options;
  const values = optionValues[name] = optionValues[name] || {};
  for (const [k, d] of Object.entries(declared)) {
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.dataset.option = k;
    const v = k in values ? values[k] : d;
    if (typeof d === "boolean") { input.type = "checkbox"; input.checked = v; }
    else if (typeof d === "number") { input.type = "number"; input.step = "any"; input.value = v; }
    else { input.type = "text"; input.value = v; input.size = Math.max(6, String(d).length + 2); }
    input.title = `default ${d}`;
    input.addEventListener("change", () => {
      values[k] = typeof d === "boolean" ? input.checked : typeof d === "number" ? Number(input.value) : input.value;
      if (tab === "assist") refreshAssist();
    });
    label.className = "option";
    const small = document.createElement("small");
    small.textContent = ` default ${d}`;
    label.append(k + " ", input, small);
    box.appendChild(label);
  }
  const own = gameInfo().why_strategy && name === gameInfo().strategy;
  const why = own ? ` (this game's default: ${gameInfo().why_strategy})` : "";
  $("strategy").title = options.strategies[name].summary;
  $("strategy-summary").textContent = options.strategies[name].summary + why;
}

function boardColumns(n) {  // Quordle 2 x 2, Octordle 4 x 2 (2 x 4 on a phone), more boards in rows of 4 or 2
  const phone = window.matchMedia("(max-width: 600px)").matches;
  if (n <= 1) return 1;
  if (n <= 4) return 2;
  return phone ? 2 : 4;
}

let strategyChosen = false;  // the player picked a strategy (or the address named one): kept from game to game

function gameStrategy(names) {  // the game's own default (one that answers at once where the strongest cannot)
  const own = gameInfo().strategy;
  return own && names.includes(own) ? own : options.strongest;
}

function fillStrategies() {  // assist: every strategy; play: those that can review a game (value any guess)
  const names = tab === "play" ? options.reviewers : Object.keys(options.strategies);
  const old = $("strategy").value;
  fill($("strategy"), names);
  $("strategy").value = strategyChosen && names.includes(old) ? old : gameStrategy(names);
  renderStrategyOptions();
}

// ---- the address: settings and the seed, so a played game can be shared --------------------------------------
function readAddress() {
  const q = new URLSearchParams(location.search);
  if (q.get("tab")) tab = q.get("tab") === "play" ? "play" : "assist";
  if (q.get("preset") !== null && q.get("game") === null) q.set("game", q.get("preset"));  // the older name
  for (const k of ["game", "mode", "words", "pool", "boards", "seed", "lies"]) {
    if (q.get(k) !== null && $(k)) $(k).value = q.get(k);
  }
  if (q.get("strategy") !== null) {
    fill($("strategy"), Object.keys(options.strategies));
    $("strategy").value = q.get("strategy");
    strategyChosen = q.get("strategy") !== gameStrategy(Object.keys(options.strategies));
  }
  $("hard").checked = q.get("hard") === "1";
  $("consistent").checked = q.get("consistent") === "1";
  if (!$("seed").value) $("seed").value = randomSeed();
}

function writeAddress() {
  const q = new URLSearchParams({ tab, game: $("game").value, mode: $("mode").value, words: $("words").value });
  if ($("game").value === "custom") q.set("boards", $("boards").value);
  if ($("hard").checked) q.set("hard", "1");
  if ($("consistent").checked) q.set("consistent", "1");
  if (gameInfo().lies !== undefined) q.set("lies", $("lies").value);
  if (tab === "play") q.set("seed", $("seed").value);
  else { q.set("strategy", $("strategy").value); if ($("pool").value !== "all") q.set("pool", $("pool").value); }
  history.replaceState(null, "", "?" + q.toString());
}

function randomSeed() { const a = new Uint32Array(1); crypto.getRandomValues(a); return a[0]; }

// ---- tiles and boards ------------------------------------------------------------------------------------------
function tile(letter, mark, extra) {
  const t = document.createElement("div");
  t.className = "tile " + (mark || "") + (extra ? " " + extra : "");
  t.textContent = letter || "";
  return t;
}

function boardCard(b, info) {
  const card = document.createElement("div");
  card.className = "board" + (info && info.solved_at ? " solved" : "");
  card.dataset.board = b + 1;
  const h = document.createElement("h3");
  card.appendChild(h);
  return [card, h];
}

// ---- play ------------------------------------------------------------------------------------------------------
const KEYS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

function alphabet() { return playReply ? playReply.rules.alphabet : "abcdefghijklmnopqrstuvwxyz"; }

function keyRows() {  // the QWERTY rows with the list's letters; letters beyond a-z in rows of ten after them
  const letters = [...alphabet()];
  const rows = KEYS.map((r) => [...r].filter((c) => letters.includes(c)));
  const other = letters.filter((c) => !KEYS.join("").includes(c));
  for (let i = 0; i < other.length; i += 10) rows.push(other.slice(i, i + 10));
  const last = rows.filter((r) => r.length).pop();
  last.unshift("enter");
  last.push("back");
  return rows.filter((r) => r.length);
}

function keyStates() {  // per letter, per board: the best mark seen (G over Y over B)
  const n = shownBoards();
  const rank = { B: 1, Y: 2, G: 3 };
  const states = {};
  if (!playReply || !playReply.rules.tiles) return states;  // written feedback (peg counts) marks no key
  for (const row of playReply.rows) {
    rowMarks(row.feedback).forEach((f, b) => {
      if (!f) return;
      [...row.guess].forEach((letter, i) => {
        states[letter] = states[letter] || Array(n).fill(null);
        const old = states[letter][b];
        if (!old || rank[f[i]] > rank[old]) states[letter][b] = f[i];
      });
    });
  }
  return states;
}

function renderKeyboard() {
  const kb = $("keyboard");
  kb.innerHTML = "";
  const states = keyStates();
  const n = shownBoards();
  const solved = playReply && !isXordle() ? playReply.boards.map((b) => !!b.solved_at) : Array(n).fill(false);
  const cols = n <= 1 ? 1 : n <= 4 ? 2 : 4;
  keyRows().forEach((keys) => {
    const row = document.createElement("div");
    row.className = "krow";
    for (const k of keys) {
      const key = document.createElement("button");
      key.className = "key" + (k === "enter" || k === "back" ? " wide" : "");
      key.dataset.key = k;
      key.tabIndex = -1;  // Enter typed after a click must not press the key again
      key.addEventListener("mousedown", (e) => e.preventDefault());
      const letter = k !== "enter" && k !== "back";
      if (letter && states[k] && n <= 8) {
        key.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
        states[k].forEach((m, b) => {
          const seg = document.createElement("div");
          seg.className = "seg " + (m || "");
          key.appendChild(seg);
        });
      } else if (letter && states[k]) {  // many boards: the best mark over the unsolved boards
        const best = states[k].filter((m, b) => !solved[b]).reduce((a, m) => (m === "G" || (m === "Y" && a !== "G")
                                                                              || (m === "B" && !a) ? m : a), null);
        const seg = document.createElement("div");
        seg.className = "seg " + (best || "");
        key.appendChild(seg);
      }
      const lab = document.createElement("span");
      lab.className = "lab";
      lab.textContent = k === "back" ? "⌫" : k;
      key.appendChild(lab);
      key.addEventListener("click", () => playKey(k));
      row.appendChild(key);
    }
    kb.appendChild(row);
  });
}

function renderPlay() {
  const box = $("play-boards");
  box.innerHTML = "";
  const n = shownBoards();
  const rows = playReply ? playReply.rows : [];
  const over = playReply && playReply.over;
  box.style.setProperty("--cols", boardColumns(n));
  box.style.setProperty("--len", wordLength());
  box.classList.toggle("written", written());
  const compact = boardCount() > options.max_boards;  // Kilordle: the unsolved boards' compact rows
  box.classList.toggle("compact", compact);
  if (compact) renderCompact(box, playReply, typed);
  for (let b = 0; b < (compact ? 0 : n); b++) {
    const info = playReply ? (isXordle() ? xordleInfo(playReply.boards) : playReply.boards[b]) : null;
    const [card, h] = boardCard(b, info);
    h.textContent = isXordle() ? xordleTitle(playReply ? playReply.boards : null) :
      `Board ${b + 1}` + (info && info.solved_at ? `: solved on turn ${info.solved_at}` :
                          info && info.hidden ? ": hidden" : "");
    for (const row of rows) {
      const f = rowMarks(row.feedback)[b];
      if (!f && info && info.solved_at && rows.indexOf(row) >= info.solved_at) continue;
      card.appendChild(guessRow([...row.guess], f));
    }
    if (!over && !(info && info.solved_at)) {
      const r = document.createElement("div");
      r.className = "row current";
      const letters = [...typed];
      for (let i = 0; i < wordLength(); i++) r.appendChild(tile(letters[i] || "", ""));
      if (written()) r.appendChild(writtenMark(""));
      else if (!isXordle()) ghostTiles(r, info && info.known);
      card.appendChild(r);
    }
    if (over && playReply.answers) {
      const a = document.createElement("div");
      a.className = "answer";
      a.textContent = isXordle() ? playReply.answers.join(" · ") : playReply.answers[b];
      card.appendChild(a);
    }
    box.appendChild(card);
  }
  if (!compact && sortByProgress() && playReply && !isXordle()) {
    sortCards(box, progressOrder(playReply.boards, playReply.boards.map((i) => !!i.solved_at)));
  }
  renderKeyboard();
  foldSettings();
  renderPlayShare();
  const st = $("play-status");
  if (!playReply) st.textContent = "";
  else if (over) st.textContent = (playReply.won ? `Won in ${playReply.turn} guess` +
                                  (playReply.turn === 1 ? "" : "es") + officialTotal(playReply) : "Lost") +
                                 ` (${playReply.rules.describe}, seed ${playReply.seed}).`;
  else st.textContent = `Guess ${playReply.turn + 1} of ${playReply.rules.max_guesses} ` +
                        `(${playReply.rules.describe}, seed ${playReply.seed}); share this page's address to ` +
                        "give someone the same game.";
}

function guessRow(letters, f) {  // a played row: its tiles coloured, or (written feedback) plain with the text after
  const r = document.createElement("div");
  r.className = "row";
  const tiles = !written();
  letters.forEach((letter, i) => r.appendChild(tile(letter, f && tiles ? f[i] : "", f ? "" : "off")));
  if (!tiles) r.appendChild(writtenMark(f || ""));
  return r;
}

function writtenMark(text) {  // a row's written feedback (peg counts), after its tiles; Mastermind's drawn as pegs
  const w = document.createElement("span");
  w.className = "written";
  const pegs = gameInfo().feedback === "mastermind" ? pegCounts(text) : null;
  if (!pegs) { w.textContent = text; return w; }
  w.classList.add("pegs");
  w.title = `${text}: ${pegs[0]} black (right place), ${pegs[1]} white (wrong place)`;
  w.setAttribute("aria-label", w.title);
  for (const [n, colour] of [[pegs[0], "black"], [pegs[1], "white"]]) {
    for (let i = 0; i < n; i++) {
      const peg = document.createElement("span");
      peg.className = "peg " + colour;
      w.appendChild(peg);
    }
  }
  if (!pegs[0] && !pegs[1]) w.appendChild(Object.assign(document.createElement("span"), { className: "peg none" }));
  return w;
}

function pegCounts(text) {  // Mastermind's feedback as written (2B1W, 2B, 1W, 0B0W or two digits): [black, white]
  const t = (text || "").trim().toUpperCase();
  const m = /^(?:(\d+)B)?(?:(\d+)W)?$/.exec(t), d = /^(\d)(\d)$/.exec(t);
  if (d) return [Number(d[1]), Number(d[2])];
  if (!t || !m || (!m[1] && !m[2])) return null;
  return [Number(m[1] || 0), Number(m[2] || 0)];
}

function xordleInfo(boards) {  // Xordle's one board: solved once both words are found (on the later turn)
  return boards.every((b) => b.solved_at) ? { solved_at: Math.max(...boards.map((b) => b.solved_at)) } : null;
}

function xordleTitle(boards) {  // Xordle's one board: how many of its two words are found
  const found = boards ? boards.filter((b) => b.solved_at).length : 0;
  return `Two words, ${found} of 2 found`;
}

function officialTotal(reply) {  // the multi-board games' score: the sum of the boards' solve turns
  if (reply.rules.boards === 1 || isXordle()) return "";
  const turns = reply.boards.map((b) => b.solved_at);
  return `, official total ${turns.reduce((a, t) => a + t, 0)} (${turns.join(" + ")})`;
}

function renderPlayShare() {
  const box = $("play-end");
  const wasHidden = box.hidden;
  box.hidden = !(playReply && playReply.over);
  $("play").classList.toggle("over", !box.hidden);  // the keyboard no longer sticks to the bottom
  if (box.hidden) return;
  if (wasHidden) box.scrollIntoView({ block: "nearest" });  // the share box in view at the end
  $("play-share").textContent = shareText(playReply.share);
}

async function refreshPlay(extra) {
  writeAddress();
  const no = ++requestNo;
  const guesses = extra ? [...playGuesses, extra] : playGuesses;
  const { status, data } = await post("/api/play", { ...gameSpec(), seed: parseInt($("seed").value, 10),
                                                     guesses });
  if (no !== requestNo) return;
  if (status === 200) {
    if (extra) { playGuesses.push(extra); typed = ""; }
    playReply = data;
    say("");
    if (data.over) {
      skillReview($("play-skill"), { ...gameSpec(), seed: parseInt($("seed").value, 10), guesses: playGuesses });
      reviewGame();
    }
  } else {
    say(data.error, status === 503 ? "busy" : "error");
    if (!extra) playReply = null;
  }
  renderPlay();
}

function playKey(k) {
  if (playReply && playReply.over) return;
  if (k === "enter") { if (typed.length) refreshPlay(typed); return; }
  if (k === "back") typed = [...typed].slice(0, -1).join("");
  else if (alphabet().includes(k) && [...typed].length < wordLength()) typed += k;
  say("");
  renderPlay();
}

async function reviewGame() {
  const box = $("review");
  const reviewer = strategySpec();
  const what = playReply.rules.boards === 1 && reviewer.strategy === "lookahead" ?
    "the expected number of guesses from that turn to the end, the guess included (exact where its search reaches " +
    "every position the guess leads to, else its model's estimate; the skill review above marks which are exact)" :
    "its estimated further score after each guess (lower is better)";
  if (boardCount() > options.max_boards) {  // Kilordle: a search a guess over 1,000 boards is not waited for
    box.innerHTML = `<h2>Review</h2><p id="review-done">No review of each guess past ${options.max_boards} ` +
                    "boards: the strategy's search over them takes far too long.</p>";
    return;
  }
  if (gameInfo().why_strategy && !strategyChosen) {  // the reviewer takes minutes here: said, not waited for
    box.innerHTML = `<h2>Review</h2><p id="review-done">No review by default: ${gameInfo().why_strategy}, but ` +
                    `does not value any guess. Pick ${reviewer.strategy} under Advanced to wait for its review.</p>`;
    return;
  }
  box.innerHTML = `<h2>Review</h2><p>Each guess against ${reviewer.strategy}'s choice in the same position: ` +
                  what + ".</p>";
  const t = document.createElement("table");
  t.innerHTML = `<tr><th>turn</th><th>you</th><th>score</th><th>${reviewer.strategy}</th><th>score</th>` +
                "<th>cost</th></tr>";
  box.appendChild(t);
  const game = gameSpec(), seed = parseInt($("seed").value, 10), guesses = [...playGuesses];
  const first = playReply.rules.prefill + 1;
  for (let turn = first; turn <= playReply.turn; turn++) {
    const tr = document.createElement("tr");
    tr.innerHTML = `<td>${turn}</td><td colspan="5">computing…</td>`;
    t.appendChild(tr);
    for (;;) {
      const { status, data } = await post("/api/review", { ...game, ...reviewer, seed, guesses, turn });
      if (guesses.length !== playGuesses.length) return;  // a new game started meanwhile
      if (status === 503) {  // still computing on the server: ask again (busy until then)
        document.body.dataset.busy = "1";
        await new Promise((r) => setTimeout(r, 2000));
        continue;
      }
      if (status !== 200) { tr.innerHTML = `<td>${turn}</td><td colspan="5">${data.error}</td>`; break; }
      const cost = data.score - data.best_score;
      tr.className = data.guess === data.best || cost <= 1e-9 ? "best" : "worse";
      tr.innerHTML = `<td>${turn}</td><td class="answer">${data.guess}</td><td>${data.score.toFixed(3)}</td>` +
                     `<td class="answer">${data.best}</td><td>${data.best_score.toFixed(3)}</td>` +
                     `<td>${cost <= 1e-9 ? "best" : "+" + cost.toFixed(3)}</td>`;
      break;
    }
  }
  box.insertAdjacentHTML("beforeend", "<p id='review-done'>Review complete.</p>");
}

function newPlay(seed) {
  $("seed").value = seed === undefined ? randomSeed() : seed;
  playGuesses = []; typed = ""; playReply = null;
  $("review").innerHTML = "";
  clearSkill($("play-skill"));
  refreshPlay();
}

// ---- the page --------------------------------------------------------------------------------------------------
function showTab(name) {
  tab = name;
  document.body.classList.remove("tab-assist", "tab-play");
  document.body.classList.add("tab-" + name);
  for (const t of ["assist", "play"]) {
    $(t).classList.toggle("active", t === name);
    $("tab-" + t).classList.toggle("active", t === name);
  }
  say("");
  fillStrategies();
  boardOptionsShown();
  kiloShown(isKilo());
  if (name === "assist") refreshAssist(); else refreshPlay();
}

function gameChanged() {  // a code game plays its own codes; a game with lies shows its number of lies a row
  const own = gameInfo().words;
  if (own) $("words").value = own;
  else if (Object.values(options.games).some((g) => g.words === $("words").value)) $("words").value = "wordle";
  $("words").disabled = !!own;
  $("lies").value = gameInfo().lies === undefined ? "" : gameInfo().lies;
  if (!strategyChosen) fillStrategies();  // the new game's own default strategy
  settingsShown();
  settingsChanged();
}

function gameSettings() { return $("game").value === "custom" ? options.custom : gameInfo(); }

function choicesShown() {  // the modes the chosen game plays and its hard mode, as the server's game table says
  const s = gameSettings(), one = s.modes.length === 1;
  const several = $("game").value === "custom" && boardCount() > 1;  // the server's reason is said of 2 boards
  const noHard = several ? s.why_no_hard_several.replace("not 2", `not ${boardCount()}`) : s.why_no_hard;
  const old = $("mode").value;
  fill($("mode"), s.modes);
  $("mode").value = s.modes.includes(old) ? old : s.modes[0];  // a game's own mode first (Xordle's, Kilordle's)
  $("mode").disabled = one;
  $("mode-label").classList.toggle("off", one);
  $("mode-label").title = $("mode").title =
    one ? `${$("game").value} is played in the ${s.modes[0]} mode only: ${s.why_one_mode}` : "";
  if (choicesShown.hard === undefined) choicesShown.hard = $("hard-label").title;  // the page's own words for it
  const hard = $("hard");  // refused: unticked, the player's choice kept for a game that has hard mode
  if (noHard && !hard.disabled) { hard.dataset.wanted = hard.checked ? "1" : ""; hard.checked = false; }
  else if (!noHard && hard.disabled) hard.checked = hard.dataset.wanted === "1";
  hard.disabled = !!noHard;
  $("hard-label").classList.toggle("off", !!noHard);
  $("hard-label").title = noHard ? `no hard mode: ${noHard}` : choicesShown.hard;
  $("hard").title = noHard ? $("hard-label").title : "";
}

function settingsShown() {  // the settings the chosen game has: boards for a custom game, lies for Fibble
  choicesShown();
  boardOptionsShown();
  kiloShown(isKilo());
  $("boards-label").style.display = $("game").value === "custom" ? "" : "none";
  $("lies-label").style.display = gameInfo().lies === undefined ? "none" : "";
  $("words").disabled = !!gameInfo().words;
  if (gameInfo().words) $("words").value = gameInfo().words;
  $("assist-feedback").placeholder = written() ? "as the game shows it" : "b y g or 0 1 2, a tile each";
  $("assist-feedback").title = written() ? ruleInfo().written : "b y g or 0 1 2, a tile each";
  $("feedback-name").textContent = written() ? "Its feedback" : "Its colours";
  if (!settingsShown.tiles) settingsShown.tiles = $("entry-help").textContent;  // the page's own words for tiles
  $("entry-help").textContent = written() ?
    `Enter the code you played, then its feedback as ${ruleInfo().written}` : settingsShown.tiles;
}

function settingsChanged() {
  settingsShown();
  $("assist-guess").maxLength = wordLength();
  resetAssist();
  playGuesses = []; typed = ""; playReply = null;
  $("review").innerHTML = "";
  clearSkill($("play-skill"));
  showTab(tab);
}

function fill(select, values, labels) {
  select.innerHTML = "";
  values.forEach((v, i) => {
    const o = document.createElement("option");
    o.value = v;
    o.textContent = labels ? labels[i] : v;
    select.appendChild(o);
  });
}

async function start() {
  options = await (await fetch("/api/options")).json();
  $("version").textContent = options.version;
  const games = Object.keys(options.games);
  const size = (g) => (options.games[g].modes[0] === "xordle" ? "2 words" : options.games[g].boards);  // one board
  fill($("game"), [...games, "custom"], [...games.map((g) => `${g} (${size(g)})`), "any number of boards"]);
  fill($("mode"), options.modes);
  const lists = Object.keys(options.words);
  fill($("words"), lists, lists.map((w) => `${w} (${options.words[w]} letters)`));
  fill($("pool"), options.pools);
  $("game").value = "quordle";
  $("boards").max = options.max_boards;
  $("lies").max = options.max_lies;
  readAddress();
  if (gameInfo().lies !== undefined && $("lies").value === "") $("lies").value = gameInfo().lies;
  settingsShown();
  $("assist-guess").maxLength = wordLength();
  $("game").addEventListener("change", gameChanged);
  for (const id of ["boards", "mode", "words", "hard", "consistent", "lies"]) $(id).addEventListener("change", settingsChanged);
  $("strategy").addEventListener("change", () => {
    strategyChosen = true;
    renderStrategyOptions();
    if (tab === "assist") refreshAssist();
  });
  $("pool").addEventListener("change", () => { if (tab === "assist") refreshAssist(); });
  $("seed").addEventListener("change", () => newPlay($("seed").value));
  $("new-game").addEventListener("click", () => (tab === "play" ? newPlay() : settingsChanged()));
  $("tab-assist").addEventListener("click", () => showTab("assist"));
  $("tab-play").addEventListener("click", () => showTab("play"));
  $("play-copy").addEventListener("click", () => copyText($("play-share").textContent, $("play-copy")));
  setUpAssist();
  setUpKilo();
  setUpReview();
  setUpBoards();
  $("contrast").checked = localStorage.getItem("ndle-contrast") === "1";
  document.body.classList.toggle("contrast", $("contrast").checked);
  $("contrast").addEventListener("change", () => {
    localStorage.setItem("ndle-contrast", $("contrast").checked ? "1" : "0");
    document.body.classList.toggle("contrast", $("contrast").checked);
    if (tab === "assist") renderAssist(); else renderPlay();
  });
  window.matchMedia("(max-width: 600px)").addEventListener("change", () => (tab === "assist" ? renderAssist() :
                                                                             renderPlay()));
  document.addEventListener("keydown", (e) => {
    if (tab !== "play" || e.target.tagName === "INPUT" || e.target.tagName === "SELECT" || e.ctrlKey || e.metaKey) {
      return;
    }
    if (e.key === "Enter") playKey("enter");
    else if (e.key === "Backspace") playKey("back");
    else if (symbol(e.key, alphabet())) playKey(e.key.normalize("NFC").toLowerCase());
    else return;
    e.preventDefault();
  });
  showTab(tab);
}

document.addEventListener("DOMContentLoaded", start);
