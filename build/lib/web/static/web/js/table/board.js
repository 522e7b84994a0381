// The board: one state of a game drawn by the kind's table module, with the final result
// above it at the end. The table page and the replay both draw through here.
import { h, notice, replace } from "../lib/dom.js";
import { resultSection } from "./result.js";

/** Draw the state of `ctx` with `module` into `board`; a module that fails leaves a notice
 *  in words (`fallback`) rather than a broken page. */
export function drawBoard(board, module, ctx, fallback = "This table could not be drawn.") {
  let drawn;
  try {
    drawn = module.render(ctx);
  } catch (err) {
    console.error(err);
    drawn = notice("error", fallback);
  }
  replace(board, drawn);
}

/** The board before there is a table to draw (or when there never will be). */
export function boardWithout(board, { title = null, lines = [] } = {}) {
  replace(board, h("div", { class: "panel" },
    title ? h("h2", { class: "panel-title" }, title) : null,
    lines.filter(Boolean).map((l) => (l instanceof Node ? l : h("p", {}, l)))));
}

/** The final result (or nothing) in `el`. */
export function drawResult(el, result, ctx) {
  replace(el, result ? resultSection(result, ctx) : "");
}

/** The chosen options of a game in words ("Stones in the pile: 15"). */
export function optionsWords(game, kind) {
  const specs = kind?.options || [];
  const items = Object.entries(game.options || {}).map(([name, value]) => {
    const spec = specs.find((o) => o.name === name);
    let shown = value;
    if (spec?.type === "bool") shown = value ? "yes" : "no";
    if (spec?.type === "choice") shown = spec.choices.find((c) => c.value === value)?.label || value;
    return h("li", {}, `${spec?.label || name}: ${shown}`);
  });
  return items.length ? h("ul", { class: "options-list" }, items) : null;
}
