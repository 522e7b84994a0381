// One tournament: where it stands, its standings and rounds, the Register/Withdraw button
// and, for its organiser, the controls (start, remove, replace, adjudicate).
import { get, post } from "../lib/api.js";
import { announce, h, notice, replace } from "../lib/dom.js";
import { listWords, ordinal, plural } from "../lib/format.js";
import { readAll } from "../lib/paging.js";

const root = document.getElementById("app");
const id = Number(root.dataset.tournamentId);
const els = ["title", "summary", "actions", "organiser", "standings", "rounds"]
  .reduce((acc, name) => ({ ...acc, [name]: document.getElementById(name) }), {});
const FORMATS = { swiss: "Swiss", "round-robin": "Round robin in groups", elimination: "Single elimination", ladder: "Ladder" };
const STATUS = { registration: "Open for registration", running: "In play", finished: "Finished" };
const GAME = { active: "in play", finished: "finished", aborted: "ended by a ruling", open: "waiting" };

function points(p) {
  return Number.isInteger(p) ? String(p) : p.toFixed(2);
}

function summary(t) {
  const format = FORMATS[t.format] || t.format;
  const rounds = t.format === "elimination" ? `the top ${t.params.top_k} of each table go through`
    : t.format === "ladder" ? `${plural(t.rounds, "round")} of challenges, up to ${t.params.reach} places up`
      : plural(t.rounds, "round");
  const where = t.status === "running" ? ` Round ${t.current_round} is under way.` : "";
  const scoring = t.scoring.placement ? `Points by place: ${t.scoring.placement.join(", ")}.` : "The win is worth 1 point, shared on a tie.";
  return [
    h("p", {}, h("span", { class: "badge" }, STATUS[t.status]), ` ${t.kind_name} at tables of ${t.table_size}. `,
      `${format}: ${rounds}.${where} ${plural(t.players, "player")}. Organised by ${t.organiser_name}.`),
    h("p", { class: "small muted" }, `${scoring} ${t.invite_only ? "Invite-only. " : ""}`,
      t.seed ? `Pairing seed, published: ${t.seed}.` : `Pairing seed committed: SHA-256 ${t.seed_sha256.slice(0, 16)}…`),
  ];
}

async function act(path, body, done) {
  const box = h("div", { class: "row-error" });
  try {
    await post(`tournaments/${id}/${path}/`, body);
    announce(done);
    await load(notice("info", done));
  } catch (err) {
    els.actions.prepend(box);
    box.append(notice("error", err.detail));
  }
}

function actions(t) {
  const buttons = [];
  if (t.may_register) buttons.push(h("button", { type: "button", class: "primary", onclick: () => act("register", {}, "You are registered.") }, "Register"));
  if (t.my_entry === "registered" && t.status !== "finished") {
    buttons.push(h("button", { type: "button", class: "secondary", onclick: () => act("withdraw", {}, "You have withdrawn.") }, "Withdraw"));
  }
  const words = { registered: "You are registered.", withdrawn: "You withdrew.", removed: "The organiser took you out.", replaced: "Someone took your place." };
  return [t.my_entry ? h("p", {}, words[t.my_entry]) : null, buttons.length ? h("p", {}, buttons) : null];
}

function organiserControls(t, lines, rounds) {
  if (!t.organised_by_me || t.status === "finished") return null;
  const parts = [h("h2", { class: "panel-title" }, "Organiser")];
  if (t.status === "registration") {
    parts.push(h("p", {}, h("button", { type: "button", onclick: () => act("start", {}, "Round 1 is paired.") }, "Start now")));
  }
  for (const line of lines.filter((l) => l.active)) {
    const input = h("input", { type: "number", min: 1, placeholder: "user id", "aria-label": `Replacement for ${line.name} (user id)` });
    parts.push(h("p", { class: "small" }, `${line.name}: `,
      h("button", { type: "button", class: "secondary", onclick: () => act("remove", { player: line.user }, `${line.name} is out.`) }, `Remove ${line.name}`), " ",
      input, h("button", { type: "button", class: "secondary",
        onclick: () => act("replace", { player: line.user, replacement: Number(input.value) }, `${line.name} is replaced.`) }, "Replace")));
  }
  for (const round of rounds) {
    for (const table of round.tables.filter((x) => x.status === "active")) {
      const places = table.players.map((p) => h("input", { type: "number", min: 1, max: table.players.length, value: "1",
        "aria-label": `Place of ${p.name}` }));
      const reason = h("input", { placeholder: "reason", "aria-label": "Reason" });
      const order = () => {
        const by = new Map();
        table.players.forEach((p, i) => by.set(Number(places[i].value), [...(by.get(Number(places[i].value)) || []), p.user]));
        return [...by.keys()].sort((a, b) => a - b).map((k) => by.get(k));
      };
      parts.push(h("p", { class: "small" }, `Round ${round.round}, table ${table.table}: `,
        table.players.flatMap((p, i) => [`${p.name} `, places[i], " "]), reason,
        h("button", { type: "button", class: "secondary",
          onclick: () => act("adjudicate", { game: table.game, order: order(), reason: reason.value }, "The game is adjudicated.") }, "Adjudicate")));
    }
  }
  return h("section", { class: "panel", "aria-label": "Organiser" }, parts);
}

function standings(lines) {
  if (!lines.length) return h("p", { class: "empty" }, "Nobody has registered yet.");
  return h("table", { class: "standings" },
    h("thead", {}, h("tr", {}, ["Rank", "Player", "Points", "Buchholz", "Games", "Byes"].map((c) => h("th", { scope: "col" }, c)))),
    h("tbody", {}, lines.map((l) => h("tr", { class: l.active ? "" : "muted" },
      h("td", {}, String(l.rank)), h("td", {}, l.active ? l.name : `${l.name} (left)`), h("td", {}, points(l.points)),
      h("td", {}, points(l.buchholz)), h("td", {}, String(l.games)), h("td", {}, String(l.byes))))));
}

function tableWords(table) {
  const names = new Map(table.players.map((p) => [p.user, p.name]));
  if (!table.order) return `${GAME[table.status] || table.status}`;
  let place = 1;
  const finish = table.order.map((group) => {
    const words = `${listWords(group.map((u) => names.get(u) || "?"))} ${ordinal(place)}`;
    place += group.length;
    return words;
  });
  return `${table.adjudicated ? "adjudicated" : "finished"}: ${finish.join(", ")}`;
}

function roundsList(rounds) {
  if (!rounds.length) return h("p", { class: "empty" }, "Round 1 is paired when the tournament starts.");
  return [...rounds].reverse().map((round) => h("section", { class: "tournament-round" },
    h("h3", {}, `Round ${round.round}`, round.closed ? h("span", { class: "muted" }, " · over") : null),
    h("ul", {}, round.tables.map((table) => h("li", {},
      h("a", { href: `/games/${table.game}/` }, `Table ${table.table}`), `: ${listWords(table.players.map((p) => p.name))} — `,
      tableWords(table)))),
    round.byes.length ? h("p", { class: "small" }, `Sitting out: ${listWords(round.byes.map((p) => p.name))}.`) : null));
}

async function load(message = null) {
  let t, lines, rounds;
  try {
    [t, { items: lines }, { items: rounds }] = await Promise.all([
      get(`tournaments/${id}/`), readAll(`tournaments/${id}/standings/`), readAll(`tournaments/${id}/pairings/`)]);
  } catch (err) {
    replace(els.summary, notice("error", err.detail));
    return;
  }
  document.title = `${t.title} · Vitrine`;
  replace(els.title, t.title);
  replace(els.summary, message, ...summary(t));
  replace(els.actions, ...actions(t));
  replace(els.organiser, organiserControls(t, lines, rounds));
  replace(els.standings, standings(lines));
  replace(els.rounds, roundsList(rounds));
  root.dataset.ready = "true";
}

load();
