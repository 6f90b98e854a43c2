"use strict";
// The share grid players post: the game and its result, each board's solve turn as a keycap digit (a red square
// for a board not solved), and for up to four boards each row's colours, the boards side by side in pairs.
const KEYCAPS = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"];
const MOST_ROWS_SHOWN = 4;  // boards whose rows the grid shows (more would be a wall of squares)

function shareSquares() {  // grey, yellow, green, and the padding after a board is solved
  const contrast = document.body.classList.contains("contrast");
  return { B: "⬜", Y: contrast ? "🟦" : "🟨", G: contrast ? "🟧" : "🟩", pad: "⬛" };
}

function shareGrid(rules, feedback, solvedAt) {  // feedback: per row, one string per board ("-"/null once solved)
  const turns = feedback.length;
  const won = solvedAt.every((t) => t) && turns <= rules.max_guesses;
  const name = rules.game || `${rules.boards} boards`;
  const lines = [`ndle ${name} ${won ? turns : "X"}/${rules.max_guesses}` + (rules.mode !== "classic" ? ` ${rules.mode}` : "")];
  if (rules.boards > 1) {
    const digits = solvedAt.map((t) => (!t ? "🟥" : t < KEYCAPS.length ? KEYCAPS[t] : String(t)));
    for (let i = 0; i < digits.length; i += 2) lines.push(digits.slice(i, i + 2).join(""));
  }
  if (rules.boards > MOST_ROWS_SHOWN) return lines.join("\n");
  const sq = shareSquares();
  const pad = sq.pad.repeat(rules.length);
  for (let first = 0; first < rules.boards; first += 2) {
    const pair = [first, first + 1].filter((b) => b < rules.boards);
    const last = Math.max(...pair.map((b) => solvedAt[b] || turns));
    lines.push("");
    for (let t = 0; t < last; t++) {
      lines.push(pair.map((b) => {
        const f = feedback[t] && feedback[t][b];
        return !f || f === "-" || (solvedAt[b] && t >= solvedAt[b]) ? pad : [...f].map((m) => sq[m]).join("");
      }).join(" "));
    }
  }
  return lines.join("\n");
}

async function copyText(text, button) {  // the clipboard where the browser allows it, else the text selected
  let done = false;
  try { await navigator.clipboard.writeText(text); done = true; } catch (e) { done = false; }
  if (!done) {
    const area = document.createElement("textarea");
    area.value = text;
    document.body.appendChild(area);
    area.select();
    try { done = document.execCommand("copy"); } catch (e) { done = false; }
    area.remove();
  }
  const old = button.dataset.label || button.textContent;
  button.dataset.label = old;
  button.textContent = done ? "Copied ✓" : "Select and copy the grid";
  setTimeout(() => { button.textContent = old; }, 2500);
}
