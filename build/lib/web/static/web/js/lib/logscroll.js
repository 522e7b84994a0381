// A scrolling game log shows whole entries: an entry cut by the top edge would show its
// time without its words. The box is sized to the entries that fit at its bottom, and
// scrolling snaps to the start of an entry (client.css: .log-scroll).

/** Size `scroller` (a .log-scroll holding one list) to whole entries and show the newest. */
export function showNewest(scroller) {
  const list = scroller.firstElementChild;
  scroller.style.height = "";
  const limit = parseFloat(getComputedStyle(scroller).maxHeight);
  const entries = list ? [...list.children] : [];
  const total = entries.reduce((sum, el) => sum + el.getBoundingClientRect().height, 0);
  if (!Number.isFinite(limit) || total <= limit) return;
  let height = 0;
  for (const el of entries.reverse()) {
    const h = el.getBoundingClientRect().height;
    if (height + h > limit) break;
    height += h;
  }
  if (height) scroller.style.height = `${height}px`;
  scroller.scrollTop = scroller.scrollHeight;
}

/** Refit on resize (entries re-wrap at another width). */
export function keepFitted(scroller, atBottom = () => true) {
  let timer = null;
  window.addEventListener("resize", () => {
    clearTimeout(timer);
    timer = setTimeout(() => { if (atBottom()) showNewest(scroller); }, 150);
  });
}
