// The head of a game's pages: its title and links (table, replay, rules, history), and on
// the table page the status line (whose move it is) and the deadline.
import { h } from "../lib/dom.js";
import { deadlineWords, listWords, seatName, timeControlWords } from "../lib/format.js";
import { rulesUrl } from "../lib/shell.js";

/** The title and the links of the game of `source`; `replay` for the replay page. */
export function gameTitle(source, { replay = false } = {}) {
  const g = source.game;
  const q = source.inviteQuery;
  return h("div", { class: "table-title" },
    h("h1", {}, replay ? `Replay: ${source.kindName}` : source.kindName,
      h("span", { class: "muted game-number" }, ` · game ${g.id}`)),
    h("nav", { class: "table-links", "aria-label": "This game" },
      replay ? h("a", { href: `/games/${g.id}/${q}` }, "Back to the table")
        : h("a", { href: `/games/${g.id}/replay/${q}` }, "Replay"),
      rulesUrl(g.kind) ? h("a", { href: rulesUrl(g.kind) }, "Rules") : null,
      partOfLink(g),
      h("a", { href: `/api/games/${g.id}/export/${q}`, download: `vitrine-${g.kind}-${g.id}.json` },
        "Download history")));
}

/** "Part of Spring Cup": the tournament or league season that made this game, if any. */
function partOfLink(g) {
  const p = g.part_of;
  // The path is the site's own page; anything else is not linked.
  if (!p || !/^\/[a-z]/.test(p.path || "")) return null;
  return h("a", { href: p.path, class: "part-of" }, `Part of ${p.title}`);
}

/** Where the game stands, in a sentence, for the viewer at `seat`. */
export function statusWords(game, state, seat) {
  const g = game;
  if (g.status === "open") {
    const free = g.seats.filter((s) => s.open).length;
    return `Waiting for players: ${free} of ${g.seat_count} seats free.`;
  }
  if (g.status === "aborted") {
    return g.started_at ? "A moderator stopped this game; the reason is in the log." : "This game was called off.";
  }
  if (g.status === "finished") return "The game is over.";
  const acting = (state?.to_act || g.to_act || []);
  const mine = state?.prompt ? "Your move" : null;
  const others = acting.filter((s) => s !== seat).map((s) => seatName(g, s));
  if (mine && others.length) return `${mine}; also waiting for ${listWords(others)}.`;
  if (mine) return `${mine}.`;
  if (others.length) return `Waiting for ${listWords(others)}.`;
  return "In play.";
}

/** The table page's head: title and links, status line, deadline and time control. */
export function tableHead(source, state, seat) {
  const g = source.game;
  const deadline = g.status === "active" ? deadlineWords(g.deadline, source.tz) : null;
  const control = timeControlWords(g.time_control);
  return [
    gameTitle(source),
    h("p", { class: `status status-${g.status} ${state?.prompt ? "status-mine" : ""}`, role: "status", id: "status" },
      h("span", { class: "status-icon", "aria-hidden": "true" }, state?.prompt ? "▶" : g.status === "finished" ? "■" : "…"),
      " ", statusWords(g, state, seat)),
    h("p", { class: "deadline small", id: "deadline" }, deadline
      || (g.status === "active" ? "No deadline: take your time." : ""),
    control && ["open", "active"].includes(g.status)
      ? h("span", { class: "muted" }, ` · Time control: ${control}.`) : ""),
  ];
}
