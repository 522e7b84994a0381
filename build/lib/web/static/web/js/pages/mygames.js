// My games: where it is my move first (with the deadline in my time zone), then the games
// waiting for others, then the finished ones with their results.
import { get } from "../lib/api.js";
import { h, notice, replace } from "../lib/dom.js";
import { deadlineWords, formatTime, listWords, ordinal, relative } from "../lib/format.js";
import { readAll } from "../lib/paging.js";
import { pollMs, timeZone } from "../lib/session.js";

const root = document.getElementById("app");
const box = document.getElementById("my-games");
let kinds = [];
let tz = "UTC";

const nameOf = (slug) => kinds.find((k) => k.slug === slug)?.name || slug;
const seatName = (game, n) => game.seats.find((s) => s.seat === Number(n))?.name || `Seat ${Number(n) + 1}`;

function myTurn(g) {
  const seat = g.seats.find((s) => s.seat === g.my_seat);
  return g.status === "active" && seat && seat.to_act && !seat.bot;
}

/** The prompt of each game where it is my move (its text is shown as a preview). */
async function myMoves(games) {
  const waiting = games.filter(myTurn);
  const answers = await Promise.all(waiting.map((g) => get(`games/${g.id}/state/`)
    .then((s) => [g.id, { prompt: s.prompt, seat: s.seat }]).catch(() => [g.id, null])));
  return new Map(answers);
}

function gameItem(game, extra) {
  return h("li", { class: "game-item", dataset: { gameId: String(game.id) } },
    h("div", { class: "game-item-main" },
      h("h3", {}, h("a", { href: `/games/${game.id}/` }, nameOf(game.kind)),
        h("span", { class: "muted" }, ` · game ${game.id}`)),
      h("p", { class: "small muted" }, `With ${listWords(game.seats.filter((s) => !s.open).map((s) => s.name))}`),
      extra),
    h("a", { class: "button-link secondary", href: `/games/${game.id}/` },
      game.status === "finished" ? "See the table" : "Open the table"));
}

function section(id, title, items, empty) {
  return h("section", { class: "panel", "aria-labelledby": id },
    h("h2", { id, class: "panel-title" }, title, " ", h("span", { class: "count" }, `(${items.length})`)),
    items.length ? h("ul", { class: "game-items" }, items) : h("p", { class: "muted" }, empty));
}

function resultWords(game, seat) {
  const r = game.result;
  if (!r) return "Finished.";
  const winners = (r.winners || []).map((s) => seatName(game, s));
  const mine = seat !== null && seat !== undefined && r.ranks?.[seat]
    ? ` You came ${ordinal(r.ranks[seat])}.` : "";
  const scores = Object.entries(r.scores || {}).map(([s, v]) => `${seatName(game, s)} ${v}`).join(", ");
  return `${listWords(winners)} won.${mine} Scores: ${scores}.`;
}

async function load() {
  let games, moves;
  try {
    [kinds, tz] = await Promise.all([get("kinds/"), timeZone()]);
    ({ items: games } = await readAll("games/", { query: { mine: "true" } }));
    moves = await myMoves(games);
  } catch (err) {
    replace(box, notice("error", err.detail));
    return;
  }
  const mine = [], waiting = [], finished = [];
  for (const g of games) {
    const me = moves.get(g.id);
    if (myTurn(g) && me?.prompt !== null) mine.push(g);
    else if (g.status === "active" || g.status === "open") waiting.push(g);
    else finished.push(g);
  }
  // Closest deadline first; games without one after.
  mine.sort((a, b) => (a.deadline ? Date.parse(a.deadline) : Infinity) - (b.deadline ? Date.parse(b.deadline) : Infinity));
  replace(box,
    section("my-move", "Your move", mine.map((g) => gameItem(g, h("div", {},
      h("p", { class: "prompt-preview" }, h("span", { class: "badge badge-turn" }, h("span", { "aria-hidden": "true" }, "▶ "), "your move"), " ", moves.get(g.id)?.prompt?.text || ""),
      h("p", { class: "small deadline" }, deadlineWords(g.deadline, tz) || "No deadline.")))),
    "Nothing is waiting for you. Find a game in the lobby."),
    section("waiting", "Waiting for others", waiting.map((g) => gameItem(g, h("p", { class: "small" },
      g.status === "open" ? `Waiting for ${g.seats.filter((s) => s.open).length} more player(s) to join.`
        : `Waiting for ${listWords(g.to_act.map((s) => seatName(g, s))) || "the table"}.`,
      g.deadline ? ` ${deadlineWords(g.deadline, tz)}.` : ""))),
    "No game is waiting for someone else."),
    section("finished", "Finished", finished.map((g) => gameItem(g, h("p", { class: "small" },
      g.status === "aborted" ? (g.started_at ? "Stopped by a moderator." : "Called off before it started.") : resultWords(g, g.my_seat),
      g.finished_at ? h("span", { class: "muted" }, ` Ended ${relative(g.finished_at)} (${formatTime(g.finished_at, tz)}).`) : ""))),
    "No finished games yet."));
  root.dataset.ready = "true";
}

load();
setInterval(() => { if (!document.hidden) load(); }, pollMs(30000));
