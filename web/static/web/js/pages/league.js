// A league: its settings, a join (or leave) button, one season (the current one, or the
// past one in the address) with each division's standings, the promotion and relegation
// zones said in words, its matchdays with their tables, and every season of the league.
import { get, post } from "../lib/api.js";
import { announce, h, notice, replace } from "../lib/dom.js";
import { formatTime, listWords, ordinal, plural, timeControlWords } from "../lib/format.js";
import { readAll } from "../lib/paging.js";
import { timeZone, userId } from "../lib/session.js";

const root = document.getElementById("app");
const leagueId = Number(root.dataset.leagueId);
const wanted = root.dataset.season ? Number(root.dataset.season) : null;
const leagueBox = document.getElementById("league");
const seasonBox = document.getElementById("season");
const pastBox = document.getElementById("past-seasons");

const ZONES = {
  up: ["zone-up", "▲ promotion zone"],
  down: ["zone-down", "▼ relegation zone"],
};
const MOVED = { up: "▲ goes up", down: "▼ goes down" };

function statusWords(line) {
  if (line.withdrawn) return "withdrew";
  if (line.moved) return MOVED[line.moved];
  return ZONES[line.zone]?.[1] || "";
}

function standingsTable(division) {
  return h("table", { class: "standings", dataset: { division: String(division.number) } },
    h("caption", { class: "visually-hidden" }, `${division.name} standings`),
    h("thead", {}, h("tr", {}, ["Rank", "Player", "Points", "Games", "Opponents' points", ""]
      .map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, division.standings.map((line) => h("tr", {
      class: line.moved ? `zone-${line.moved}` : (ZONES[line.zone]?.[0] || ""),
      dataset: { user: String(line.user) } },
    h("td", {}, String(line.rank)),
    h("th", { scope: "row" }, line.name, line.user === userId ? " (you)" : ""),
    h("td", {}, String(line.points)),
    h("td", {}, String(line.games), line.byes ? ` (+${plural(line.byes, "bye")})` : ""),
    h("td", {}, String(line.buchholz)),
    h("td", { class: "zone" }, statusWords(line))))));
}

function resultWords(table) {
  if (!table.recorded) return table.status === "active" ? "In play." : "";
  if (!table.order.length) return "Ended without a result.";
  let place = 1;
  return `${table.order.map((group) => {
    const words = `${ordinal(place)} ${listWords(group)}`;
    place += group.length;
    return words;
  }).join(", ")}.`;
}

function matchday(day) {
  return h("li", { class: "matchday", dataset: { round: String(day.round) } },
    h("h4", {}, `Matchday ${day.round}`, h("span", { class: "muted" }, day.closed ? " · played" : " · in play")),
    h("ul", { class: "tables" }, day.tables.map((t) => h("li", {},
      `Table ${t.table}: ${listWords(t.players.map((p) => p.name))}. `, resultWords(t), " ",
      h("a", { href: `/games/${t.game}/` }, t.status === "active" ? `Open game ${t.game}` : `See game ${t.game}`)))),
    day.byes.length ? h("p", { class: "small muted" }, `Sitting out: ${listWords(day.byes.map((p) => p.name))}.`) : null);
}

function division(d, season) {
  const moves = season.finished ? "" : ` The top ${season.promote} of each division but the first go up; the bottom ${season.relegate} of each but the last go down.`;
  return h("section", { class: "panel division", "aria-labelledby": `division-${d.number}` },
    h("h3", { id: `division-${d.number}`, class: "panel-title" }, d.name),
    d.number === 0 && moves ? h("p", { class: "small muted" }, moves.trim()) : null,
    standingsTable(d),
    h("ol", { class: "matchdays plain" }, d.matchdays.map(matchday)),
    h("p", { class: "small muted" }, `${plural(d.matchdays_planned, "matchday")} planned.`));
}

function seasonView(season, tz) {
  const when = season.finished
    ? `Finished on ${formatTime(season.finished_at, tz)}. Pairing seed: ${season.seed} (its SHA-256 was published at the start: ${season.seed_sha256}).`
    : `Running until ${formatTime(season.ends_at, tz)}. Pairing seed committed: SHA-256 ${season.seed_sha256}.`;
  return [h("h2", { id: "season-title" }, season.title), h("p", { class: "small" }, when),
    season.divisions.map((d) => division(d, season))];
}

async function act(path, body, done) {
  try {
    await post(path, body);
    announce(done);
    await load();
  } catch (err) {
    replace(document.getElementById("league-error"), notice("error", err.detail));
  }
}

function actions(league) {
  if (!userId) return h("p", {}, h("a", { href: `/accounts/login/?next=/leagues/${leagueId}/` }, "Log in"), " to join this league.");
  const out = [];
  if (league.member) {
    out.push(h("button", { type: "button", class: "secondary", id: "leave-league",
      onclick: () => act(`leagues/${leagueId}/leave/`, {}, "You left the league.") }, "Leave the league"));
  } else {
    const code = league.invite_only && !league.organising
      ? h("input", { id: "invite-code", "aria-label": "Invite code", placeholder: "Invite code" }) : null;
    out.push(code, h("button", { type: "button", id: "join-league", onclick: () => act(`leagues/${leagueId}/join/`,
      { invite_code: code ? code.value.trim() : "" }, "You joined the league.") }, "Join the league"));
  }
  if (league.organising && !league.season_running) {
    out.push(h("button", { type: "button", id: "start-season", onclick: () => act(`leagues/${leagueId}/seasons/`,
      undefined, "The season has started.") }, `Start season ${(league.current_season || 0) + 1}`));
  }
  if (league.organising && league.invite_only) out.push(h("p", { class: "small" }, `Invite code: ${league.invite_code}`));
  return h("div", { class: "actions" }, out);
}

function leagueView(league, kindName) {
  const placement = league.placement.length ? league.placement.join(", ") : "table size − 1 for the winner down to 0";
  return [
    h("p", {}, `${kindName} at tables of ${league.table_size}, ${timeControlWords(league.time_control)}. `
      + `Divisions of about ${league.division_size} (at most ${league.max_divisions}); seasons of ${plural(league.weeks, "week")}; `
      + `${league.promote} up and ${league.relegate} down each season. Points by place: ${placement}. `
      + `Organised by ${league.organiser.name}${league.invite_only ? "; invite only" : ""}.`),
    h("p", { class: "small", id: "members" }, `Players (${league.members.length}): ${listWords(league.members.map((m) => m.name)) || "nobody yet"}.`,
      league.member && league.season_running ? " New players start in the bottom division next season." : ""),
    actions(league), h("div", { id: "league-error" }),
  ];
}

async function load() {
  let league, kinds, seasons, tz;
  try {
    [league, kinds, { items: seasons }, tz] = await Promise.all([get(`leagues/${leagueId}/`),
      get("kinds/"), readAll(`leagues/${leagueId}/seasons/`), timeZone()]);
  } catch (err) {
    replace(leagueBox, notice("error", err.detail));
    return;
  }
  document.getElementById("league-name").textContent = league.name;
  document.title = `${league.name} · Vitrine`;
  replace(leagueBox, leagueView(league, kinds.find((k) => k.slug === league.kind)?.name || league.kind));
  const number = wanted || league.current_season;
  if (number) {
    try {
      replace(seasonBox, seasonView(await get(`leagues/${leagueId}/seasons/${number}/`), tz));
    } catch (err) {
      replace(seasonBox, notice("error", err.detail));
    }
  } else replace(seasonBox, h("p", { class: "muted" }, "No season has started yet."));
  replace(pastBox, seasons.length ? h("ul", { id: "season-list" }, seasons.map((s) => h("li", {},
    h("a", { href: s.path, "aria-current": s.number === number ? "page" : null }, s.title),
    s.finished ? " · finished" : " · running"))) : h("p", { class: "muted" }, "None yet."));
}

load();
