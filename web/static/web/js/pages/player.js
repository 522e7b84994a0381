// A player's profile: their rating in each game with a small chart of its history, their
// reliability and pace, and their recent finished games.
import { get } from "../lib/api.js";
import { lineChart } from "../lib/chart.js";
import { h, notice, replace } from "../lib/dom.js";
import { durationWords, formatTime, listWords, ordinal, percentDown, plural } from "../lib/format.js";
import { timeZone } from "../lib/session.js";

const root = document.getElementById("app");
const id = Number(root.dataset.playerId);
const els = {
  name: document.getElementById("player-name"),
  figures: document.getElementById("player-figures"),
  ratings: document.getElementById("player-ratings"),
  recent: document.getElementById("recent-games"),
};

async function history(kind) {
  const points = [];
  let after = 0;
  for (;;) {
    const page = await get(`players/${id}/ratings/${kind}/history/`, { after, limit: 500 });
    points.push(...page.points);
    after = page.next_after;
    if (page.points.length < 500) return points;
  }
}

async function kindCard(r, name, tz) {
  const points = await history(r.kind);
  return h("article", { class: "rating-card", dataset: { kind: r.kind } },
    h("h3", {}, h("a", { href: `/leaderboard/${r.kind}/` }, r.kind_name)),
    h("p", { class: "rating-figure" }, h("strong", {}, `Rating ${r.rating.toFixed(1)}`),
      ` after ${plural(r.games, "rated game")}`,
      r.provisional ? [" ", h("span", { class: "badge" }, "provisional")] : null),
    lineChart(points.map((p) => ({ x: `After game ${p.game} (${formatTime(p.at, tz)})`, y: p.rating })),
      { label: `${name}'s ${r.kind_name} rating over ${plural(points.length, "game")}` }));
}

function gameLine(game, kinds) {
  const mine = game.seats.find((s) => s.player === id);
  const rank = mine && game.result?.ranks?.[mine.seat];
  const others = game.seats.filter((s) => s !== mine).map((s) => s.name);
  return h("li", {},
    h("a", { href: `/games/${game.id}/` }, kinds.get(game.kind) || game.kind),
    ` with ${listWords(others)}`,
    rank ? `: came ${ordinal(rank)} of ${game.seats.length}` : "",
    game.rated ? "" : " (unrated)");
}

async function load() {
  let out, kinds, games, tz;
  try {
    [out, kinds, tz] = await Promise.all([get(`players/${id}/ratings/`), get("kinds/"), timeZone()]);
    games = (await get("games/", { player: id, status: "finished", limit: 10 })).games;
  } catch (err) {
    replace(els.ratings, notice("error", err.detail));
    replace(els.recent);
    return;
  }
  const name = out.player.name;
  document.title = `${name} · Vitrine`;
  els.name.textContent = name;
  replace(els.figures, `Reliability ${percentDown(out.reliability)} of deadlines met · pace ${durationWords(out.pace_seconds)} per answer`);
  const cards = await Promise.all(out.ratings.map((r) => kindCard(r, name, tz)));
  replace(els.ratings, cards.length ? cards : h("p", { class: "empty" }, `${name} has no rating yet: ratings come with finished rated games.`));
  const names = new Map(kinds.map((k) => [k.slug, k.name]));
  replace(els.recent, games.length ? h("ul", { class: "recent-games" }, games.map((g) => gameLine(g, names)))
    : h("p", { class: "empty" }, "No finished game yet."));
  root.dataset.ready = "true";
}

load();
