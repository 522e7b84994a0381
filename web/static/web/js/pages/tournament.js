// One tournament: where it stands, its standings and rounds, the Register/Withdraw button
// and, for its organiser, the controls (start, remove, replace, adjudicate). A ladder shows
// its challenges instead of rounds, and a Challenge button beside each player within reach.
import { get, post } from "../lib/api.js";
import { announce, h, notice, replace } from "../lib/dom.js";
import { browserTimeZone, formatTime, listWords, ordinal, plural } from "../lib/format.js";
import { readAll } from "../lib/paging.js";

const root = document.getElementById("app");
const id = Number(root.dataset.tournamentId);
const els = ["title", "summary", "actions", "organiser", "standings", "rounds", "rounds-title", "standings-title"]
  .reduce((acc, name) => ({ ...acc, [name]: document.getElementById(name) }), {});
const FORMATS = { swiss: "Swiss", "round-robin": "Round robin in groups", elimination: "Single elimination", ladder: "Ladder" };
const STATUS = { registration: "Open for registration", running: "In play", finished: "Finished" };
const GAME = { active: "in play", finished: "finished", aborted: "ended by a ruling", open: "waiting" };

function points(p) {
  return Number.isInteger(p) ? String(p) : p.toFixed(2);
}

function summary(t) {
  const format = FORMATS[t.format] || t.format;
  const ladder = t.format === "ladder";
  const rounds = t.format === "elimination" ? `the top ${t.params.top_k} of each table go through`
    : ladder ? `challenge anyone up to ${plural(t.params.reach, "place")} above you; the winner takes the higher place`
      : plural(t.rounds, "round");
  const where = t.status !== "running" ? "" : !ladder ? ` Round ${t.current_round} is under way.`
    : t.challenges_closed_at ? " Challenges are closed: the ladder ends when the last one in play is over."
      : t.params.challenges_close ? ` Challenges close ${formatTime(t.params.challenges_close, browserTimeZone(), { zone: true })}.` : "";
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
  const ladder = t.format === "ladder";
  if (t.status === "registration") {
    parts.push(h("p", {}, h("button", { type: "button", onclick: () => act("start", {}, ladder ? "The ladder is open for challenges." : "Round 1 is paired.") }, "Start now")));
  }
  if (ladder && t.status === "running" && !t.challenges_closed_at) {
    parts.push(h("p", {}, h("button", { type: "button", onclick: () => act("close-challenges", {}, "Challenges are closed.") }, "Close challenges"),
      h("span", { class: "small muted" }, " No new challenges after this; the ladder ends when the last one in play is over.")));
  }
  for (const line of lines.filter((l) => l.active)) {
    const input = h("input", { type: "number", min: 1, placeholder: "user id", "aria-label": `Replacement for ${line.name} (user id)` });
    parts.push(h("p", { class: "small" }, `${line.name}: `,
      h("button", { type: "button", class: "secondary", onclick: () => act("remove", { player: line.user }, `${line.name} is out.`) }, `Remove ${line.name}`), " ",
      input, h("button", { type: "button", class: "secondary",
        onclick: () => act("replace", { player: line.user, replacement: Number(input.value) }, `${line.name} is replaced.`) }, "Replace")));
  }
  for (const round of rounds) {
    const label = round.challenge ? `Challenge ${round.challenge}` : `Round ${round.round}, table`;
    for (const table of round.tables.filter((x) => x.status === "active")) {
      const places = table.players.map((p) => h("input", { type: "number", min: 1, max: table.players.length, value: "1",
        "aria-label": `Place of ${p.name}` }));
      const reason = h("input", { placeholder: "reason", "aria-label": "Reason" });
      const order = () => {
        const by = new Map();
        table.players.forEach((p, i) => by.set(Number(places[i].value), [...(by.get(Number(places[i].value)) || []), p.user]));
        return [...by.keys()].sort((a, b) => a - b).map((k) => by.get(k));
      };
      parts.push(h("p", { class: "small" }, round.challenge ? `${label}: ` : `${label} ${table.table}: `,
        table.players.flatMap((p, i) => [`${p.name} `, places[i], " "]), reason,
        h("button", { type: "button", class: "secondary",
          onclick: () => act("adjudicate", { game: table.game, order: order(), reason: reason.value }, "The game is adjudicated.") }, "Adjudicate")));
    }
  }
  return h("section", { class: "panel", "aria-label": "Organiser" }, parts);
}

async function challenge(t, defenders) {
  try {
    const made = await post(`tournaments/${id}/challenges/`, { defenders: defenders.map((p) => p.user) });
    const done = `You challenged ${listWords(defenders.map((p) => p.name))}: your game has started.`;
    announce(done);
    await load(notice("info", h("span", {}, `${done} `, h("a", { href: `/games/${made.game}/` }, "Go to the game"))));
  } catch (err) {
    replace(els.actions, notice("error", err.detail));
  }
}

// Beside each player within reach: a Challenge button (tables of two), or a box to tick
// as many players as the table seats less one.
function challengeCell(t, line) {
  const mine = t.may_challenge.find((p) => p.user === line.user);
  if (!mine) return h("td", {});
  if (t.table_size === 2) {
    return h("td", {}, h("button", { type: "button", class: "secondary", onclick: () => challenge(t, [mine]) }, `Challenge ${line.name}`));
  }
  return h("td", {}, h("input", { type: "checkbox", class: "challenge-pick", value: String(line.user), "aria-label": `Challenge ${line.name}` }));
}

function standings(t, lines) {
  if (!lines.length) return h("p", { class: "empty" }, "Nobody has registered yet.");
  const ladder = t.format === "ladder";
  const cols = ladder ? ["Place", "Player", "Points", "Games", ""] : ["Rank", "Player", "Points", "Buchholz", "Games", "Byes"];
  const table = h("table", { class: "standings" },
    h("thead", {}, h("tr", {}, cols.map((c) => h("th", { scope: "col" }, c)))),
    h("tbody", {}, lines.map((l) => h("tr", { class: l.active ? "" : "muted" },
      h("td", {}, String(l.rank)), h("td", {}, l.active ? l.name : `${l.name} (left)`), h("td", {}, points(l.points)),
      ladder ? null : h("td", {}, points(l.buchholz)), h("td", {}, String(l.games)),
      ladder ? challengeCell(t, l) : h("td", {}, String(l.byes))))));
  if (!ladder || !t.may_challenge.length) return table;
  const wanted = t.table_size - 1;
  const help = t.table_size === 2 ? `You may challenge ${listWords(t.may_challenge.map((p) => p.name))}.`
    : `Tick ${plural(wanted, "player")} to challenge (within reach: ${listWords(t.may_challenge.map((p) => p.name))}).`;
  const parts = [h("p", { class: "small" }, help)];
  if (t.table_size > 2) {
    parts.push(h("p", {}, h("button", { type: "button", class: "primary", onclick: () => {
      const picked = [...document.querySelectorAll(".challenge-pick:checked")].map((box) => Number(box.value));
      challenge(t, t.may_challenge.filter((p) => picked.includes(p.user)));
    } }, "Challenge the players ticked")));
  }
  return [table, ...parts];
}

function challengesList(t, challenges) {
  if (!challenges.length) {
    return h("p", { class: "empty" }, t.status === "registration" ? "Challenges open when the ladder starts."
      : "No challenge yet.");
  }
  return h("ul", {}, [...challenges].reverse().map((c) => {
    const defenders = c.players.filter((p) => p.user !== c.challenger.user).map((p) => p.name);
    return h("li", {}, h("a", { href: `/games/${c.game}/` }, `Challenge ${c.challenge}`),
      `: ${c.challenger.name} challenged ${listWords(defenders)} — ${tableWords(c)}`);
  }));
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
  let t, lines, rounds, challenges = [];
  try {
    [t, { items: lines }, { items: rounds }] = await Promise.all([
      get(`tournaments/${id}/`), readAll(`tournaments/${id}/standings/`), readAll(`tournaments/${id}/pairings/`)]);
    if (t.format === "ladder") ({ items: challenges } = await readAll(`tournaments/${id}/challenges/`));
  } catch (err) {
    replace(els.summary, notice("error", err.detail));
    return;
  }
  document.title = `${t.title} · Vitrine`;
  replace(els.title, t.title);
  replace(els.summary, message, ...summary(t));
  replace(els.actions, ...actions(t));
  const ladder = t.format === "ladder";
  // The organiser adjudicates a challenge as a table of its own.
  const open = ladder ? challenges.map((c) => ({ challenge: c.challenge, tables: [c] })) : rounds;
  replace(els.organiser, organiserControls(t, lines, open));
  replace(els.standings, ...[standings(t, lines)].flat());
  replace(els["rounds-title"], ladder ? "Challenges" : "Rounds");
  replace(els["standings-title"], ladder ? "The ladder" : "Standings");
  replace(els.rounds, ladder ? challengesList(t, challenges) : roundsList(rounds));
  root.dataset.ready = "true";
}

load();
