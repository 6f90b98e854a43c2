"use strict";
// The share text comes from the server (ndle.render.share, in each palette): the page picks the palette and copies.
function shareText(share) {  // the high-contrast squares when the page is in high contrast, else the light page's
  if (!share) return "";
  return document.body.classList.contains("contrast") ? share.contrast : share.light;
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
