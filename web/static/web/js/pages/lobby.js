// The lobby: open tables to join, and the form that opens a new one.
import { get, post } from "../lib/api.js";
import { announce, h, notice, replace } from "../lib/dom.js";
import { formatTime, listWords, plural, relative, timeControlWords } from "../lib/format.js";
import { readAll } from "../lib/paging.js";
import { timeZone } from "../lib/session.js";
import { rulesUrl } from "../lib/shell.js";
import { BOT_LEVELS } from "../table/seats.js";

const root = document.getElementById("app");
const els = {
  open: document.getElementById("open-games"),
  seats: document.getElementById("open-seats"),
  form: document.getElementById("create-game"),
};
let kinds = [];
let tz = "UTC";

function kindOf(slug) {
  return kinds.find((k) => k.slug === slug);
}

function playersWords(kind) {
  return kind.min_players === kind.max_players ? plural(kind.min_players, "player")
    : `${kind.min_players}–${kind.max_players} players`;
}

function optionWords(game) {
  const kind = kindOf(game.kind);
  return Object.entries(game.options || {}).map(([name, value]) => {
    const spec = kind?.options.find((o) => o.name === name);
    if (spec?.type === "bool") return `${spec.label}: ${value ? "yes" : "no"}`;
    if (spec?.type === "choice") return `${spec.label}: ${spec.choices.find((c) => c.value === value)?.label || value}`;
    return `${spec?.label || name}: ${value}`;
  }).join(" · ");
}

// --- open tables -----------------------------------------------------------------------
async function loadOpenGames(message = null) {
  let games;
  try {
    ({ items: games } = await readAll("games/", { query: { status: "open" } }));
  } catch (err) {
    replace(els.open, notice("error", err.detail));
    return;
  }
  const rows = games.map((game) => {
    const kind = kindOf(game.kind);
    const taken = game.seats.filter((s) => !s.open);
    const free = game.seat_count - taken.length;
    const seated = Boolean(game.invite_code); // only the creator and seated players get it
    const error = h("div", { class: "row-error" });
    const action = seated
      ? h("a", { class: "button-link secondary", href: `/games/${game.id}/` }, "Open your table")
      : h("button", { type: "button", onclick: () => join(game, error) }, `Join ${kind?.name || game.kind}`);
    return h("li", { class: "lobby-game" },
      h("div", { class: "lobby-game-main" },
        h("h3", {}, h("a", { href: `/games/${game.id}/` }, kind?.name || game.kind),
          h("span", { class: "muted" }, ` · game ${game.id}`)),
        h("p", { class: "small" },
          h("span", { class: "badge" }, `${taken.length} of ${game.seat_count} seats taken`), " ",
          taken.length ? `Waiting: ${listWords(taken.map((s) => s.name))}. ` : "",
          `${plural(free, "seat")} free.`),
        optionWords(game) ? h("p", { class: "small muted" }, optionWords(game)) : null,
        h("p", { class: "small muted" }, `Opened ${relative(game.created_at)} (${formatTime(game.created_at, tz)}).`,
          timeControlWords(game.time_control) ? ` Time control: ${timeControlWords(game.time_control)}.` : "")),
      h("div", { class: "lobby-game-action" }, action, error));
  });
  replace(els.open,
    message ? notice(message.kind, message.text) : null,
    rows.length ? h("ul", { class: "lobby-list" }, rows)
      : h("p", { class: "empty" }, "No table is waiting for players right now. Open one with the form: it will show up here for others to join."));
}

async function loadOpenSeats() {
  let seats;
  try {
    seats = await get("lobby/seats/");
  } catch (err) {
    replace(els.seats, notice("error", err.detail));
    return;
  }
  replace(els.seats, seats.length ? h("ul", { class: "lobby-list" }, seats.map(({ seat, game }) => {
    const error = h("div", { class: "row-error" });
    const kind = kindOf(game.kind);
    return h("li", { class: "lobby-game" },
      h("div", { class: "lobby-game-main" },
        h("h3", {}, h("a", { href: `/games/${game.id}/` }, kind?.name || game.kind), h("span", { class: "muted" }, ` · game ${game.id}`)),
        h("p", { class: "small" }, `Seat ${seat + 1} is played by a bot for now; take it over from where it stands. `,
          `With ${listWords(game.seats.filter((s) => s.seat !== seat).map((s) => s.name))}.`)),
      h("div", { class: "lobby-game-action" },
        h("button", { type: "button", class: "secondary", onclick: () => join(game, error) }, "Take over this seat"), error));
  })) : h("p", { class: "empty" }, "No running game is looking for a replacement player."));
}

async function join(game, errorBox) {
  replace(errorBox);
  try {
    const joined = await post(`games/${game.id}/join/`, {});
    announce("You have a seat.");
    location.href = `/games/${joined.id}/`;
  } catch (err) {
    errorBox.append(notice("error", err.detail));
  }
}

// --- the form --------------------------------------------------------------------------
function optionField(spec) {
  const id = `option-${spec.name}`;
  const help = spec.help ? h("p", { class: "help", id: `${id}-help` }, spec.help) : null;
  const described = spec.help ? `${id}-help` : null;
  if (spec.type === "bool") {
    return h("div", { class: "field field-check" },
      h("input", { type: "checkbox", id, name: spec.name, checked: Boolean(spec.default), "aria-describedby": described }),
      h("label", { for: id }, spec.label), help);
  }
  if (spec.type === "int") {
    return h("div", { class: "field" }, h("label", { for: id }, spec.label),
      h("input", { type: "number", id, name: spec.name, value: String(spec.default ?? ""), min: spec.min ?? null,
        max: spec.max ?? null, step: 1, "aria-describedby": described }),
      help);
  }
  const select = h("select", { id, name: spec.name, "aria-describedby": described },
    spec.choices.map((c) => h("option", { value: String(c.value), selected: c.value === spec.default }, c.label)));
  return h("div", { class: "field" }, h("label", { for: id }, spec.label), select, help);
}

function readOptions(kind, form) {
  const options = {};
  for (const spec of kind.options) {
    const input = form.elements[spec.name];
    if (!input) continue;
    if (spec.type === "bool") options[spec.name] = input.checked;
    else if (spec.type === "int") options[spec.name] = input.value === "" ? null : Number(input.value);
    else {
      const choice = spec.choices.find((c) => String(c.value) === input.value);
      options[spec.name] = choice ? choice.value : input.value;
    }
  }
  return options;
}

// --- time control --------------------------------------------------------------------------
function numberField(id, label, value, min, max, help) {
  return h("div", { class: "field" }, h("label", { for: id }, label),
    h("input", { type: "number", id, name: id, value: String(value), min, max, step: 1, "aria-describedby": `${id}-help` }),
    h("p", { class: "help", id: `${id}-help` }, help));
}

function timeControlFields() {
  const perMove = h("div", { class: "tc-per-move" },
    numberField("tc-days", "Days per move", 3, 1, 14, "1 to 14 days for each answer; when it runs out, the rules' safe default is played."));
  const clock = h("div", { class: "tc-clock", hidden: true },
    h("div", { class: "field-pair" },
      numberField("tc-bank", "Days in the bank", 7, 1, 60, "1 to 60 days to start with."),
      numberField("tc-increment", "Days added per move", 1, 0, 14, "0 to 14."),
      numberField("tc-cap", "At most", 14, 1, 120, "The bank never grows past this (up to 120).")));
  const toggle = (e) => {
    perMove.hidden = e.target.value !== "per_move";
    clock.hidden = e.target.value !== "clock";
  };
  return h("fieldset", {}, h("legend", {}, "Time control"),
    h("div", { class: "field field-check" }, h("input", { type: "radio", name: "tc-kind", id: "tc-kind-move", value: "per_move", checked: true, onchange: toggle }),
      h("label", { for: "tc-kind-move" }, "Days per move")),
    h("div", { class: "field field-check" }, h("input", { type: "radio", name: "tc-kind", id: "tc-kind-clock", value: "clock", onchange: toggle }),
      h("label", { for: "tc-kind-clock" }, "A correspondence clock (a bank of days for the whole game)")),
    perMove, clock,
    h("div", { class: "field field-check" }, h("input", { type: "checkbox", id: "tc-weekends", name: "tc-weekends" }),
      h("label", { for: "tc-weekends" }, "Weekends off"),
      h("p", { class: "help" }, "Saturdays and Sundays do not count, in each player's own time zone.")));
}

function readTimeControl(form) {
  const n = (name) => Number(form.elements[name].value);
  const skip = form.elements["tc-weekends"].checked;
  if (form.elements["tc-kind"].value === "clock") {
    return { kind: "clock", bank_days: n("tc-bank"), increment_days: n("tc-increment"), cap_days: n("tc-cap"), skip_weekends: skip };
  }
  return { kind: "per_move", days: n("tc-days"), skip_weekends: skip };
}

function drawForm(selected) {
  const kind = kindOf(selected) || kinds[0];
  const form = h("form", { class: "create-form", novalidate: true });
  const kindSelect = h("select", { id: "kind", name: "kind", onchange: (e) => drawForm(e.target.value) },
    kinds.map((k) => h("option", { value: k.slug, selected: k.slug === kind.slug }, `${k.name} (${playersWords(k)})`)));
  const seats = h("input", { type: "number", id: "seats", name: "seats", min: kind.min_players,
    max: kind.max_players, step: 1, value: String(Math.min(kind.max_players, Math.max(kind.min_players, 2))),
    "aria-describedby": "seats-help" });
  const bots = h("input", { type: "number", id: "bots", name: "bots", min: 0, step: 1, value: "0",
    "aria-describedby": "bots-help" });
  const error = h("div", { class: "form-error", id: "create-error" });
  // One level select per bot, redrawn when the number of bots changes.
  const levels = h("div", { class: "bot-levels", id: "bot-levels" });
  const drawLevels = () => {
    const count = Math.max(0, Math.min(Number(bots.value) || 0, 11));
    const kept = [...levels.querySelectorAll("select")].map((s) => s.value);
    replace(levels, count ? Array.from({ length: count }, (_, i) => {
      const id = `bot-level-${i + 1}`;
      return h("div", { class: "field" }, h("label", { for: id }, `Bot ${i + 1} plays`),
        h("select", { id, name: id }, BOT_LEVELS.map(([value, label]) =>
          h("option", { value, selected: value === (kept[i] || "normal") }, label))));
    }) : null);
  };
  bots.addEventListener("input", drawLevels);
  // Ratings: ticked by default; a solo table is never rated, so the box is off for one.
  const rated = h("input", { type: "checkbox", id: "rated", name: "rated", checked: true,
    "aria-describedby": "rated-help" });
  const ratedHelp = h("p", { class: "help", id: "rated-help" });
  const drawRated = () => {
    const solo = Number(seats.value) === 1;
    rated.disabled = solo;
    ratedHelp.textContent = solo ? "Solo games are never rated."
      : "The result counts for the players' ratings in this game (bots are never rated).";
  };
  seats.addEventListener("input", drawRated);
  drawRated();
  form.append(
    h("div", { class: "field" }, h("label", { for: "kind" }, "Game"), kindSelect,
      h("p", { class: "help" }, kind.summary, " ", rulesUrl(kind.slug) ? h("a", { href: rulesUrl(kind.slug) }, "Rules") : null)),
    h("div", { class: "field-pair" },
      h("div", { class: "field" }, h("label", { for: "seats" }, "Players"), seats,
        h("p", { class: "help", id: "seats-help" }, `${playersWords(kind)}, you included.`)),
      h("div", { class: "field" }, h("label", { for: "bots" }, "Bots"), bots,
        h("p", { class: "help", id: "bots-help" }, "Seats filled at once by the computer; choose how well each one plays."))),
    levels,
    kind.options.length ? h("fieldset", {}, h("legend", {}, "Options"), kind.options.map(optionField)) : null,
    h("fieldset", {}, h("legend", {}, "Who may join"),
      h("div", { class: "field field-check" }, h("input", { type: "radio", name: "public", id: "public-yes", value: "yes", checked: true }),
        h("label", { for: "public-yes" }, "Anyone, from the lobby")),
      h("div", { class: "field field-check" }, h("input", { type: "radio", name: "public", id: "public-no", value: "no" }),
        h("label", { for: "public-no" }, "Only people I send the invite link to"))),
    timeControlFields(),
    h("fieldset", {}, h("legend", {}, "Ratings"),
      h("div", { class: "field field-check" }, rated, h("label", { for: "rated" }, "Rated"), ratedHelp)),
    error,
    h("button", { type: "submit", class: "primary" }, "Open the table"));
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    replace(error);
    const seatCount = Number(seats.value);
    const botCount = Number(bots.value || 0);
    if (!Number.isInteger(seatCount) || seatCount < kind.min_players || seatCount > kind.max_players) {
      error.append(notice("error", `${kind.name} is for ${playersWords(kind)}: choose a number of players in that range.`));
      seats.focus();
      return;
    }
    if (!Number.isInteger(botCount) || botCount < 0 || botCount > seatCount - 1) {
      error.append(notice("error", `You can add between 0 and ${seatCount - 1} bots to a table of ${seatCount}.`));
      bots.focus();
      return;
    }
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    try {
      const game = await post("games/", {
        kind: kind.slug, seats: seatCount, bots: botCount, options: readOptions(kind, form),
        bot_levels: [...levels.querySelectorAll("select")].map((s) => s.value),
        public: form.elements.public.value === "yes", time_control: readTimeControl(form),
        rated: seatCount > 1 && rated.checked });
      location.href = `/games/${game.id}/`;
    } catch (err) {
      error.append(notice("error", err.detail));
      button.disabled = false;
    }
  });
  replace(els.form, form);
}

async function start() {
  try {
    [kinds, tz] = await Promise.all([get("kinds/"), timeZone()]);
  } catch (err) {
    replace(els.form, notice("error", err.detail));
    return;
  }
  if (!kinds.length) {
    replace(els.form, h("p", {}, "No games are installed on this Vitrine."));
  } else {
    const wanted = new URLSearchParams(location.search).get("kind");
    drawForm(wanted);
  }
  await Promise.all([loadOpenGames(), loadOpenSeats()]);
  root.dataset.ready = "true";
  // Keep the list fresh, but never wipe an error someone is reading.
  setInterval(() => { if (!els.open.querySelector(".notice-error")) loadOpenGames(); }, 20000);
}

start();
