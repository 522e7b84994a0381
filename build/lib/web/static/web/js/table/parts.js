// Building blocks shared by the table modules: cards, chips, panels. A card is readable
// HTML: its name and numbers are text, its colour always comes with a symbol or letter,
// and it carries a text alternative (aria-label) with everything the card shows.
import { h } from "../lib/dom.js";

/**
 * card({title, subtitle, chips, lines, pick, label, tone, extra, size})
 * - pick: the prompt option id this card stands for (clicking it chooses that option)
 * - label: the text alternative; by default title, subtitle, chips and lines in words
 * - tone: a CSS colour for the card's edge (never the only signal: pair it with a chip)
 */
export function card({ title, subtitle = "", chips = [], lines = [], pick = null, label = null,
  tone = null, extra = null, size = "", classes = "", corner = null } = {}) {
  const words = label || [title, subtitle, ...chips.map((c) => c.words || c.text),
    ...lines.filter((l) => typeof l === "string")].filter(Boolean).join(", ");
  const el = h("article", {
    class: `card-face ${size ? `card-${size}` : ""} ${classes}`.trim(),
    role: "group", "aria-label": words,
    dataset: pick !== null && pick !== undefined ? { pick: String(pick) } : {},
    style: tone ? `--tone: ${tone}` : null,
  },
  h("header", { class: "card-title" }, h("strong", {}, title),
    subtitle ? h("span", { class: "card-subtitle" }, subtitle) : null),
  corner ? h("span", { class: "card-corner", style: corner.tone ? `--tone: ${corner.tone}` : null,
    "aria-hidden": "true" }, corner.symbol) : null,
  chips.length ? h("div", { class: "chips" }, chips.map(chipEl)) : null,
  lines.length ? h("div", { class: "card-lines" },
    lines.map((l) => (l instanceof Node ? l : h("p", {}, l)))) : null,
  extra);
  return el;
}

/** chip({text, symbol, tone, words, kind}): a small badge, e.g. {symbol: "R", text: "red"};
 *  the symbol is drawn, the words are said. */
export function chip(spec) {
  return chipEl(spec);
}

function chipEl(spec) {
  if (spec instanceof Node) return spec;
  return h("span", { class: `chip ${spec.kind ? `chip-${spec.kind}` : ""}`.trim(),
    style: spec.tone ? `--tone: ${spec.tone}` : null, title: spec.words || null },
  spec.symbol ? h("span", { class: "chip-symbol", "aria-hidden": "true" }, spec.symbol) : null,
  h("span", {}, spec.text));
}

export function chips(list) {
  return h("div", { class: "chips" }, list.map(chipEl));
}

/** A titled panel of the table. */
export function panel(title, ...children) {
  return h("section", { class: "panel" }, h("h3", { class: "panel-title" }, title), ...children);
}

/** Cards side by side, wrapping on a narrow screen. */
export function row(cards, { label = null, empty = "None" } = {}) {
  const list = cards.filter(Boolean);
  if (!list.length) return h("p", { class: "muted" }, empty);
  return h("div", { class: "card-row", role: label ? "list" : null, "aria-label": label },
    list.map((c) => (label ? h("div", { role: "listitem" }, c) : c)));
}

/** A definition list of label/value pairs. */
export function facts(pairs) {
  return h("dl", { class: "facts" }, pairs.filter(Boolean).flatMap(([k, v]) => [
    h("dt", {}, k), h("dd", {}, v instanceof Node ? v : String(v))]));
}

/** "You" marker and seat names: a small tag naming a seat (bold for the viewer's own). */
export function seatTag(ctx, n) {
  const mine = ctx.seat !== null && ctx.seat === Number(n);
  return h("span", { class: `seat-tag ${mine ? "seat-mine" : ""}` },
    ctx.seatName(n), mine ? " (you)" : "");
}

export function badge(text, kind = "") {
  return h("span", { class: `badge ${kind ? `badge-${kind}` : ""}` }, text);
}

/** The first of `candidates` that is an option of the current prompt, else null: the id a
 *  card on the table stands for right now (e.g. "acquire-hand-x", then "h-x", then "x"). */
export function firstOption(ctx, ...candidates) {
  for (const c of candidates) if (c !== null && c !== undefined && ctx.optionIds.has(String(c))) return String(c);
  return null;
}

/** A marker where something can go (a free slot, an end of a row): a pickable target. */
export function slot(text, pick, words = null) {
  return h("div", { class: "slot", dataset: pick ? { pick } : {}, role: "group", "aria-label": words || text },
    h("span", { "aria-hidden": "true" }, "+ "), text);
}

/** A titled area of one player (their museum, terrariums...). */
export function area(ctx, seat, { extra = null, turn = false } = {}, ...children) {
  const mine = ctx.seat !== null && ctx.seat === seat;
  return h("section", { class: `area ${mine ? "area-mine" : ""} ${turn ? "area-turn" : ""}`,
    "aria-label": `${ctx.seatName(seat)}${mine ? " (you)" : ""}` },
  h("h3", { class: "area-title" }, seatTag(ctx, seat), turn ? badge("▶ to move", "turn") : null, extra),
  ...children);
}

/** "slug-like-id" -> "Slug like id" for ids no card name is known for. */
export function idWords(id) {
  const s = String(id).replace(/[-_]+/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}
