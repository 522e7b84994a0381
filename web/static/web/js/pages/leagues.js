// Leagues: every league, newest first, with its game, its players and its season.
import { get } from "../lib/api.js";
import { h, notice, replace } from "../lib/dom.js";
import { plural, timeControlWords } from "../lib/format.js";
import { readAll } from "../lib/paging.js";

const box = document.getElementById("leagues");

function leagueItem(league, kindName) {
  const season = league.current_season
    ? `Season ${league.current_season} ${league.season_running ? "is running" : "has finished"}.`
    : "No season yet.";
  const mine = league.member ? h("span", { class: "badge badge-you" }, "you play here") : null;
  return h("li", { class: "game-item", dataset: { leagueId: String(league.id) } },
    h("div", { class: "game-item-main" },
      h("h3", {}, h("a", { href: league.path }, league.name), " ", mine),
      h("p", { class: "small" }, `${kindName} at tables of ${league.table_size}, `
        + `${timeControlWords(league.time_control)}; seasons of ${plural(league.weeks, "week")}.`),
      h("p", { class: "small muted" }, `${plural(league.members.length, "player")}, organised by `
        + `${league.organiser.name}${league.invite_only ? " (invite only)" : ""}. ${season}`)),
    h("a", { class: "button-link secondary", href: league.path }, "See the league"));
}

async function load() {
  let kinds, leagues;
  try {
    [kinds, { items: leagues }] = await Promise.all([get("kinds/"), readAll("leagues/")]);
  } catch (err) {
    replace(box, notice("error", err.detail));
    return;
  }
  const kindName = (slug) => kinds.find((k) => k.slug === slug)?.name || slug;
  replace(box, leagues.length
    ? h("ul", { class: "game-items", id: "league-list" }, leagues.map((l) => leagueItem(l, kindName(l.kind))))
    : h("p", { class: "muted" }, "There are no leagues yet."));
}

load();
