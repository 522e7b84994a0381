// Leagues: every league, newest first, with its game, its players and its season; and the
// form that starts a league (its organiser plays only if they join it too).
import { get, post } from "../lib/api.js";
import { h, notice, replace } from "../lib/dom.js";
import { plural, timeControlWords } from "../lib/format.js";
import { readAll } from "../lib/paging.js";
import { userId } from "../lib/session.js";

const box = document.getElementById("leagues");
const formBox = document.getElementById("create-league");

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

function field(id, label, input, help) {
  return h("div", { class: "field" }, h("label", { for: id }, label), input,
    help ? h("p", { class: "help", id: `${id}-help` }, help) : null);
}

function number(id, value, min, max) {
  return h("input", { type: "number", id, name: id, value: String(value), min, max, step: 1,
    "aria-describedby": `${id}-help` });
}

function createForm(kinds) {
  const form = h("form", { class: "create-form", novalidate: true });
  const error = h("div", { class: "form-error", id: "league-error" });
  const whole = (name) => Number(form.elements[name].value);
  form.append(
    field("league-name", "Name", h("input", { id: "league-name", name: "league-name", maxlength: 80, required: true })),
    field("league-kind", "Game", h("select", { id: "league-kind", name: "league-kind" },
      kinds.map((k) => h("option", { value: k.slug }, `${k.name} (${k.min_players}-${k.max_players} players)`))),
    "Played with the game's usual options."),
    h("div", { class: "field-pair" },
      field("table-size", "Players a table", number("table-size", 4, 2, 8), "Within the game's player counts."),
      field("division-size", "Players a division", number("division-size", 8, 2, 60), "Divisions aim at this many.")),
    h("div", { class: "field-pair" },
      field("promote", "Go up each season", number("promote", 1, 0, 30), "From each division but the top."),
      field("relegate", "Go down each season", number("relegate", 1, 0, 30), "From each division but the bottom.")),
    h("div", { class: "field-pair" },
      field("weeks", "Weeks a season", number("weeks", 4, 1, 52), "The window its games are played in."),
      field("days", "Days per move", number("days", 3, 1, 14), "1 to 14 days for each answer.")),
    h("div", { class: "field field-check" }, h("input", { type: "checkbox", id: "invite-only", name: "invite-only" }),
      h("label", { for: "invite-only" }, "Invite only: players join with the league's invite code")),
    error, h("button", { type: "submit", class: "primary" }, "Start the league"));
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    replace(error);
    try {
      const league = await post("leagues/", {
        name: form.elements["league-name"].value, kind: form.elements["league-kind"].value,
        table_size: whole("table-size"), division_size: whole("division-size"),
        promote: whole("promote"), relegate: whole("relegate"), weeks: whole("weeks"),
        time_control: { kind: "per_move", days: whole("days") },
        invite_only: form.elements["invite-only"].checked });
      window.location.assign(league.path);
    } catch (err) {
      error.append(notice("error", err.detail));
    }
  });
  return [h("h2", { id: "create-title" }, "Start a league"), form];
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
  if (userId && formBox) replace(formBox, createForm(kinds.filter((k) => k.max_players > 1)));
}

load();
