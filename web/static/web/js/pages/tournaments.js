// The tournaments list, and the form an organiser opens one with.
import { get, post } from "../lib/api.js";
import { h, notice, replace } from "../lib/dom.js";
import { plural } from "../lib/format.js";
import { readAll } from "../lib/paging.js";

const root = document.getElementById("app");
const els = { list: document.getElementById("tournament-list"), form: document.getElementById("create-tournament") };
const FORMATS = [["swiss", "Swiss"], ["round-robin", "Round robin in groups"],
  ["elimination", "Single elimination"], ["ladder", "Ladder (challenges)"]];
const STATUS = { registration: "Open for registration", running: "In play", finished: "Finished" };
let kinds = [];

function formatWords(t) {
  const name = FORMATS.find(([v]) => v === t.format)?.[1] || t.format;
  if (t.format === "elimination") return `${name}, top ${t.params.top_k} of each table go through`;
  if (t.format === "ladder") return `${name}, up to ${t.params.reach} places up`;
  if (t.format === "round-robin") return `${name} (${plural(t.params.groups, "group")}), ${plural(t.rounds, "round")}`;
  return `${name}, ${plural(t.rounds, "round")}`;
}

async function loadList() {
  let tournaments;
  try {
    ({ items: tournaments } = await readAll("tournaments/"));
  } catch (err) {
    replace(els.list, notice("error", err.detail));
    return;
  }
  replace(els.list, tournaments.length ? h("ul", { class: "lobby-list" }, tournaments.map((t) =>
    h("li", { class: "lobby-game" },
      h("div", { class: "lobby-game-main" },
        h("h3", {}, h("a", { href: t.path }, t.title)),
        h("p", { class: "small" }, h("span", { class: "badge" }, STATUS[t.status] || t.status), " ",
          `${t.kind_name} at tables of ${t.table_size}. ${formatWords(t)}. `,
          `${plural(t.players, "player")}. Organised by ${t.organiser_name}.`)))))
    : h("p", { class: "empty" }, "No tournament yet. Organise one with the form."));
}

function field(id, label, input, help) {
  return h("div", { class: "field" }, h("label", { for: id }, label), input,
    help ? h("p", { class: "help", id: `${id}-help` }, help) : null);
}

function number(id, value, min, max) {
  return h("input", { type: "number", id, name: id, value: String(value), min, max, step: 1, "aria-describedby": `${id}-help` });
}

function drawForm() {
  const error = h("div", { class: "form-error", id: "create-error" });
  const kind = h("select", { id: "kind", name: "kind" }, kinds.map((k) => h("option", { value: k.slug }, k.name)));
  const format = h("select", { id: "format", name: "format" }, FORMATS.map(([v, label]) => h("option", { value: v }, label)));
  const form = h("form", { class: "create-form", novalidate: true },
    field("title", "Title", h("input", { id: "title", name: "title", maxlength: 120, required: true })),
    h("div", { class: "field-pair" }, field("kind", "Game", kind),
      field("table_size", "Players per table", number("table_size", 2, 2, 8), "Within the game's bounds.")),
    h("div", { class: "field-pair" }, field("format", "Format", format),
      field("rounds", "Rounds", number("rounds", 3, 1, 50), "Single elimination plays on to its final; a ladder has no rounds.")),
    h("div", { class: "field-pair" },
      field("groups", "Groups", number("groups", 1, 1, 64), "Round robin only."),
      field("top_k", "Go through per table", number("top_k", 1, 1, 7), "Single elimination only."),
      field("reach", "Ladder reach", number("reach", 3, 1, 20), "Ladder only: places up a challenge may go.")),
    field("challenges_close", "Ladder challenges close", h("input", { type: "datetime-local", id: "challenges_close",
      name: "challenges_close", "aria-describedby": "challenges_close-help" }),
    "Ladder only, your local time: no challenges after it; empty: you close them from the ladder's page."),
    field("placement", "Points by place", h("input", { id: "placement", name: "placement", placeholder: "3, 2, 1, 0",
      "aria-describedby": "placement-help" }), "First place first; leave empty for the win shared (1 point, split on a tie)."),
    h("div", { class: "field field-check" }, h("input", { type: "checkbox", id: "invite_only", name: "invite_only" }),
      h("label", { for: "invite_only" }, "Invite-only")),
    error, h("button", { type: "submit", class: "primary" }, "Create the tournament"));
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    replace(error);
    const n = (name) => Number(form.elements[name].value);
    const placement = form.elements.placement.value.trim();
    const points = placement ? placement.split(/[,\s]+/).map(Number) : null;
    const closes = form.elements.challenges_close.value;
    if (points && points.some((p) => Number.isNaN(p))) {
      error.append(notice("error", "Points by place are numbers separated by commas, e.g. 3, 2, 1, 0."));
      return;
    }
    try {
      const made = await post("tournaments/", {
        title: form.elements.title.value, kind: form.elements.kind.value, table_size: n("table_size"),
        format: form.elements.format.value, rounds: n("rounds"), groups: n("groups"), top_k: n("top_k"),
        reach: n("reach"), placement: points, invite_only: form.elements.invite_only.checked,
        challenges_close: closes ? new Date(closes).toISOString() : null });
      location.href = made.path;
    } catch (err) {
      error.append(notice("error", err.detail));
    }
  });
  replace(els.form, form);
}

async function start() {
  if (els.form) {
    try {
      kinds = await get("kinds/");
      drawForm();
    } catch (err) {
      replace(els.form, notice("error", err.detail));
    }
  }
  await loadList();
  root.dataset.ready = "true";
}

start();
