// A game's leaderboard: ranked players by rating, then provisional ones, each with their
// reliability and pace; more rows on demand (the API pages by position).
import { get } from "../lib/api.js";
import { h, notice, replace } from "../lib/dom.js";
import { durationWords, percentDown } from "../lib/format.js";

const root = document.getElementById("app");
const box = document.getElementById("leaderboard");
const kind = root.dataset.kind;
const PAGE = 50;

function row(r) {
  return h("tr", { dataset: { player: String(r.player.id) } },
    h("td", { class: "num" }, r.rank === null ? "–" : String(r.rank)),
    h("td", {}, h("a", { href: `/players/${r.player.id}/` }, r.player.name),
      r.provisional ? [" ", h("span", { class: "badge" }, "provisional")] : null),
    h("td", { class: "num" }, r.rating.toFixed(1)),
    h("td", { class: "num" }, String(r.games)),
    h("td", { class: "num" }, percentDown(r.reliability)),
    h("td", {}, durationWords(r.pace_seconds)));
}

async function load() {
  const body = h("tbody");
  const more = h("button", { type: "button", class: "secondary", hidden: true }, "Show more players");
  let after = 0;
  const page = async () => {
    const got = await get(`kinds/${kind}/leaderboard/`, { after, limit: PAGE });
    body.append(...got.rows.map(row));
    after = got.next_after;
    more.hidden = got.rows.length < PAGE;
    return got;
  };
  let first;
  try {
    first = await page();
  } catch (err) {
    replace(box, notice("error", err.detail));
    return;
  }
  more.addEventListener("click", () => page().catch((err) => more.replaceWith(notice("error", err.detail))));
  replace(box, first.rows.length ? [h("table", { class: "leaderboard" },
    h("caption", { class: "visually-hidden" }, `${first.kind_name} ratings`),
    h("thead", {}, h("tr", {}, ["Rank", "Player", "Rating", "Games", "Reliability", "Pace"].map(
      (t) => h("th", { scope: "col", class: ["Player", "Pace"].includes(t) ? "" : "num" }, t)))), body), more]
    : h("p", { class: "empty" }, `Nobody has a rating in ${first.kind_name} yet: finish a rated game to be the first.`));
  root.dataset.ready = "true";
}

load();
