"use strict";
// Help with many boards: the boards sorted by progress (a toggle), the letters known on a board shown faintly in its
// empty tiles ("ghost letters"), the board to attack, Kilordle's compact view (its unsolved boards only, one small
// row each: never a thousand grids), and the settings folded away on a phone once a game is under way.
const COMPACT_SHOWN = 60;  // unsolved boards drawn in the compact view (the closest to solved first)

function sortByProgress() { return $("sort-boards").checked; }

function sortCards(box, order) {  // put the board cards in this order of board numbers (1-based)
  const cards = new Map([...box.children].map((c) => [Number(c.dataset.board), c]));
  for (const b of order) if (cards.has(b)) box.appendChild(cards.get(b));
}

function progressOrder(infos, solved) {  // unsolved first, the fewest candidates (or the most known letters) first
  const known = (i) => (i && i.known ? [...i.known].filter((c) => c !== "?").length : 0);
  const key = (b) => [solved[b] ? 1 : 0, infos && infos[b] && infos[b].left != null ? infos[b].left : 1e9,
                      -known(infos && infos[b]), b];
  const cmp = (x, y) => { for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i]; return 0; };
  return solved.map((_, b) => b).sort((x, y) => cmp(key(x), key(y))).map((b) => b + 1);
}

function ghostTiles(row, known) {  // the empty tiles of a row show the board's known letters, faintly
  if (!known || !$("ghosts").checked) return;
  [...row.querySelectorAll(".tile")].forEach((t, i) => {
    if (!t.textContent && known[i] && known[i] !== "?") {
      t.classList.add("ghost");
      t.textContent = known[i];
    }
  });
}

function attackBoard(infos, solved) {  // the unsolved board with the fewest candidates left (1-based), or null
  let best = null;
  (infos || []).forEach((i, b) => {
    if (!solved[b] && !i.hidden && i.left && (best === null || i.left < infos[best].left)) best = b;
  });
  return best === null ? null : best + 1;
}

function renderCompact(box, reply, typedWord) {  // Kilordle: a summary and the unsolved boards' compact rows
  box.innerHTML = "";
  box.classList.add("compact");
  const n = boardCount();
  const boards = reply ? reply.boards : [];
  const open = reply ? boards.filter((b) => !b.solved_at) : [];
  const summary = document.createElement("p");
  summary.className = "compact-summary";
  summary.textContent = reply ? `${(n - open.length).toLocaleString()} of ${n.toLocaleString()} boards solved` +
    (open.length ? `; ${open.length.toLocaleString()} to go, the closest to solved first` : "") :
    `${n.toLocaleString()} boards`;
  box.appendChild(summary);
  if (!(reply && reply.over)) {
    const cur = document.createElement("div");
    cur.className = "row current";
    const letters = [...typedWord];
    for (let i = 0; i < wordLength(); i++) cur.appendChild(tile(letters[i] || "", ""));
    box.appendChild(cur);
  }
  const list = document.createElement("div");
  list.className = "compact-boards";
  const shown = [...open].sort((a, b) => a.left - b.left || a.board - b.board).slice(0, COMPACT_SHOWN);
  for (const b of shown) {
    const card = document.createElement("div");
    card.className = "mini";
    card.dataset.board = b.board;
    const r = document.createElement("div");
    r.className = "row";
    for (let i = 0; i < wordLength(); i++) r.appendChild(tile("", ""));
    ghostTiles(r, b.known);
    const label = document.createElement("small");
    label.textContent = `#${b.board} · ${b.left} left`;
    card.append(r, label);
    list.appendChild(card);
  }
  box.appendChild(list);
  if (open.length > shown.length) {
    const more = document.createElement("p");
    more.className = "compact-more";
    more.textContent = `… and ${(open.length - shown.length).toLocaleString()} more unsolved boards`;
    box.appendChild(more);
  }
}

function boardOptionsShown() {  // each toggle only where it acts: sorting where several boards are drawn (not
  // Kilordle's compact view, always sorted), known letters where rows have letters' tiles (not counts)
  const many = boardCount() > options.max_boards;
  const sort = many ? tab === "assist" : shownBoards() > 1;
  const ghosts = !written() && !isXordle();
  $("sort-label").hidden = !sort;
  $("ghosts-label").hidden = !ghosts;
  document.querySelector(".board-options").hidden = !sort && !ghosts;
}

function foldSettings() {  // a phone: the settings fold away once a game is under way (a button unfolds them)
  const started = tab === "play" ? playGuesses.length > 0 : (isKilo() ? kiloRows : assistRows).length > 0;
  document.body.classList.toggle("started", started);
  $("settings-toggle").textContent = document.body.classList.contains("unfold") ? "Settings ▴" : "Settings ▾";
}

function setUpBoards() {
  for (const [id, key, def] of [["sort-boards", "ndle-sort", "0"], ["ghosts", "ndle-ghosts", "1"]]) {
    $(id).checked = (localStorage.getItem(key) || def) === "1";
    $(id).addEventListener("change", () => {
      localStorage.setItem(key, $(id).checked ? "1" : "0");
      if (tab === "assist") renderAssist(); else renderPlay();
    });
  }
  $("settings-toggle").addEventListener("click", () => {
    document.body.classList.toggle("unfold");
    foldSettings();
  });
}
