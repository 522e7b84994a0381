// The generic table: draws any game's view readably (labels for keys, seat names for seat
// numbers, cards for lists of things). Games without a module of their own use it, and
// the game modules fall back on it for parts they do not draw themselves.
import { h } from "../lib/dom.js";
import { humanize } from "../lib/format.js";
import { card, facts, panel } from "./parts.js";

const SEAT_KEYS = /^(seat|turn_seat|player|holder|winner|loser|muse|actor|from|to|you|first)$/;
const TITLE_KEYS = ["name", "title", "label", "text"];

function isScalar(v) {
  return v === null || ["string", "number", "boolean"].includes(typeof v);
}

function isSeatMap(obj, ctx) {
  const keys = Object.keys(obj);
  return keys.length > 0 && keys.every((k) => /^\d+$/.test(k) && Number(k) < (ctx.seatCount || 12));
}

/** A scalar in words. */
export function scalarWords(key, value, ctx) {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" && SEAT_KEYS.test(key || "") && ctx.seatName) {
    return ctx.seatName(value);
  }
  return String(value);
}

/** Any value as readable HTML. */
export function valueNode(key, value, ctx, depth = 0) {
  if (isScalar(value)) return document.createTextNode(scalarWords(key, value, ctx));
  if (Array.isArray(value)) {
    if (!value.length) return h("span", { class: "muted" }, "none");
    if (value.every(isScalar)) {
      return document.createTextNode(value.map((v) => scalarWords(key, v, ctx)).join(", "));
    }
    if (value.every((v) => v && typeof v === "object" && !Array.isArray(v))) {
      return h("div", { class: "card-row" }, value.map((v, i) => objectCard(v, ctx, depth, i)));
    }
    return h("ol", { class: "plain-list" }, value.map((v) => h("li", {}, valueNode(key, v, ctx, depth + 1))));
  }
  const entries = Object.entries(value);
  if (!entries.length) return h("span", { class: "muted" }, "none");
  const seatMap = isSeatMap(value, ctx);
  return facts(entries.map(([k, v]) => [
    seatMap ? ctx.seatName(Number(k)) : humanize(k),
    valueNode(seatMap ? "" : k, v, ctx, depth + 1)]));
}

function objectCard(obj, ctx, depth, index) {
  const titleKey = TITLE_KEYS.find((k) => typeof obj[k] === "string");
  const title = titleKey ? obj[titleKey] : (typeof obj.seat === "number" ? ctx.seatName(obj.seat) : `#${index + 1}`);
  const rest = Object.entries(obj).filter(([k]) => k !== titleKey && k !== "id");
  const scalars = rest.filter(([, v]) => isScalar(v));
  const nested = rest.filter(([, v]) => !isScalar(v));
  const lines = scalars.map(([k, v]) => `${humanize(k)}: ${scalarWords(k, v, ctx)}`);
  return card({
    title, lines,
    pick: obj.id !== undefined ? obj.id : null,
    extra: nested.length && depth < 4 ? facts(nested.map(([k, v]) => [humanize(k), valueNode(k, v, ctx, depth + 1)])) : null,
  });
}

/** The whole view: scalar facts first, then one panel per structured part. */
export function render(ctx) {
  const view = ctx.view || {};
  const entries = Object.entries(view).filter(([k]) => k !== "game");
  const scalars = entries.filter(([, v]) => isScalar(v));
  const parts = entries.filter(([, v]) => !isScalar(v));
  return h("div", { class: "generic-table" },
    scalars.length ? panel("At the table", facts(scalars.map(([k, v]) => [humanize(k), scalarWords(k, v, ctx)]))) : null,
    parts.map(([k, v]) => panel(humanize(k), valueNode(k, v, ctx))));
}

/** Every {id, name|title|label} found anywhere in the view: id -> name, for the log. */
export function names(view, out = new Map()) {
  if (Array.isArray(view)) {
    for (const v of view) names(v, out);
  } else if (view && typeof view === "object") {
    const title = view.name || view.title || view.label;
    if (view.id !== undefined && typeof title === "string") out.set(String(view.id), title);
    for (const v of Object.values(view)) if (v && typeof v === "object") names(v, out);
  }
  return out;
}
