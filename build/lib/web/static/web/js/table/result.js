// The result at the end: ranks, scores and each seat's breakdown by category.
import { h } from "../lib/dom.js";
import { humanize, listWords, ordinal } from "../lib/format.js";
import { valueNode } from "./generic.js";

function cell(value, ctx) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "object") return valueNode("", value, ctx);
  return String(value);
}

/** A table of seats (best first) by categories; `ctx.seatName(n)` names the seats. */
export function resultSection(result, ctx) {
  if (!result) return null;
  const seats = Object.keys(result.scores || {}).map(Number)
    .sort((a, b) => (result.ranks[a] - result.ranks[b]) || a - b);
  const categories = [];
  for (const s of seats) {
    for (const k of Object.keys(result.breakdown?.[s] || {})) {
      if (!categories.includes(k)) categories.push(k);
    }
  }
  const winners = (result.winners || []).map((s) => ctx.seatName(s));
  const headline = winners.length
    ? `${listWords(winners)} ${winners.length > 1 ? "share the win" : "wins"}.` : "The game is over.";
  return h("section", { class: "result panel", "aria-labelledby": "result-title" },
    h("h2", { id: "result-title" }, "Final result"),
    h("p", { class: "result-headline" }, headline),
    result.summary ? h("p", {}, result.summary) : null,
    h("div", { class: "table-scroll" }, h("table", { class: "result-table" },
      h("caption", { class: "visually-hidden" }, "Scores by seat and category"),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col" }, "Rank"), h("th", { scope: "col" }, "Player"),
        categories.map((c) => h("th", { scope: "col" }, humanize(c))),
        h("th", { scope: "col" }, "Total"))),
      h("tbody", {}, seats.map((s) => h("tr", { class: result.ranks[s] === 1 ? "winner" : "" },
        h("td", {}, ordinal(result.ranks[s]), result.ranks[s] === 1 ? h("span", { class: "visually-hidden" }, " (winner)") : null),
        h("th", { scope: "row" }, ctx.seatName(s), ctx.seat === s ? " (you)" : ""),
        categories.map((c) => h("td", {}, cell(result.breakdown?.[s]?.[c], ctx))),
        h("td", { class: "total" }, String(result.scores[s]))))))),
    result.details && Object.keys(result.details).length
      ? h("details", { class: "result-details" }, h("summary", {}, "How the scores were reached"),
        valueNode("", result.details, ctx)) : null);
}
