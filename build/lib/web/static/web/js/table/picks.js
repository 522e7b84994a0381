// Cards on the board that stand for an option of the viewer's prompt become buttons that
// choose it (the prompt panel lists the same options as buttons too).

/** Mark the `[data-pick]` elements of `board` for `prompt` (null: none is pickable);
 *  `selection` is what is chosen so far, `onToggle(id)` is called on a click or key. */
export function markPicks(board, prompt, selection, onToggle) {
  const ids = new Set(prompt && prompt.kind === "choose" ? prompt.options.map((o) => o.id) : []);
  const chosen = new Set(selection);
  for (const el of board.querySelectorAll("[data-pick]")) {
    const id = el.dataset.pick;
    if (!el.dataset.label) el.dataset.label = el.getAttribute("aria-label") || el.textContent.trim();
    if (ids.has(id)) {
      const option = prompt.options.find((o) => o.id === id);
      el.classList.add("pickable");
      el.classList.toggle("picked", chosen.has(id));
      el.tabIndex = 0;
      el.setAttribute("role", "button");
      el.setAttribute("aria-pressed", chosen.has(id) ? "true" : "false");
      el.setAttribute("aria-label", `${el.dataset.label}. Choose: ${option.label}`);
      // stopPropagation: a token drawn on a card is picked alone, not with its card.
      el.onclick = (e) => { e.preventDefault(); e.stopPropagation(); onToggle(id); };
      el.onkeydown = (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); e.stopPropagation(); onToggle(id); }
      };
    } else if (el.classList.contains("pickable")) {
      el.classList.remove("pickable", "picked");
      el.removeAttribute("tabindex");
      el.setAttribute("role", "group");
      el.removeAttribute("aria-pressed");
      el.setAttribute("aria-label", el.dataset.label);
      el.onclick = null;
      el.onkeydown = null;
    }
  }
}
