// Settings of asynchronous play: notification preferences and the calendar link
// (/api/me/notifications/), vacations (/api/me/vacations/, /api/me/vacation-days/) and
// webhooks (/api/me/webhooks/, drawn by lib/webhooks.js). Every error is shown in words next
// to the field that caused it; a refused change changes nothing.
import { del, get, patch, post } from "../lib/api.js";
import { announce, h, notice, replace } from "../lib/dom.js";
import { copyRow, fieldError, fieldText } from "../lib/fields.js";
import { humanize, plural } from "../lib/format.js";
import { drawWebhooks as drawList } from "../lib/webhooks.js";

/** The player's own webhooks (settings): every notification of theirs, as well as by email. */
export function drawWebhooks(box) {
  return drawList(box, { path: "me/webhooks/",
    help: "Your notifications are POSTed to it, signed (Standard Webhooks headers)." });
}

const KINDS = {
  your_turn: ["It is your turn", "A game waits for your move."],
  reminder: ["A deadline is near", "24 and 2 hours before your time runs out."],
  timed_out: ["You timed out", "Your time ran out and the game moved on."],
  game_started: ["A game started", "Every seat of a game you joined is taken."],
  game_over: ["A game is over", "The results of a game you played."],
  invitation: ["An invitation to a game", "Someone invites you to a table."],
  round_paired: ["A round is paired", "Your table in a tournament or league round, or your bye."],
  event_over: ["A tournament or league season is over", "Your final place and the top of the standings."],
};
const MODES = [["immediate", "At once"], ["digest", "In a digest"], ["never", "Never"]];

/** Which field a service refusal (no `fields`, only words) is about, by its words. */
function guessField(err, pairs, fallback) {
  const words = (err.detail || "").toLowerCase();
  for (const [needle, field] of pairs) if (words.includes(needle)) return field;
  return fallback;
}

// --- notifications and calendar -----------------------------------------------------------
export async function drawNotifications(box, calendarBox, message = null, err = null, draft = null) {
  let prefs;
  try {
    prefs = draft || await get("me/notifications/");
  } catch (e) {
    replace(box, notice("error", e.detail));
    return;
  }
  const errors = {};
  if (err) {
    for (const name of ["digest_hours", "quiet_start", "quiet_end", "modes"]) errors[name] = fieldText(err, name);
    if (!err.fields) errors[guessField(err, [["quiet", "quiet"], ["digest", "digest_hours"]], "modes")] = err.detail;
  }
  const selects = Object.entries(prefs.modes).map(([kind, mode]) => {
    const [label, help] = KINDS[kind] || [humanize(kind), ""];
    return h("div", { class: "field pref-row" },
      h("label", { for: `mode-${kind}` }, label),
      h("select", { id: `mode-${kind}`, name: kind, "aria-describedby": `mode-${kind}-help` },
        MODES.map(([value, words]) => h("option", { value, selected: value === mode }, words))),
      h("p", { class: "help", id: `mode-${kind}-help` }, help));
  });
  const hours = h("input", { type: "number", id: "digest-hours", class: "narrow", min: 1, max: 168, step: 1, inputmode: "numeric",
    value: String(prefs.digest_hours), "aria-describedby": "digest-hours-help" });
  const start = h("input", { type: "time", id: "quiet-start", value: prefs.quiet_start || "", "aria-label": "Quiet from" });
  const end = h("input", { type: "time", id: "quiet-end", value: prefs.quiet_end || "", "aria-label": "Quiet until" });
  const form = h("form", { class: "settings-form", novalidate: true },
    h("fieldset", {}, h("legend", {}, "How each notification reaches you"),
      h("div", { class: "pref-grid" }, selects), fieldError("modes", errors.modes)),
    h("div", { class: "field" }, h("label", { for: "digest-hours" }, "Digest every … hours"), hours,
      h("p", { class: "help", id: "digest-hours-help" }, "Notifications set to “In a digest” are gathered into one email at most this often (1 to 168 hours)."),
      fieldError("digest-hours", errors.digest_hours)),
    h("fieldset", { "aria-describedby": "quiet-help" }, h("legend", {}, "Quiet hours"),
      h("div", { class: "field-pair" },
        h("div", { class: "field" }, h("label", { for: "quiet-start" }, "From"), start),
        h("div", { class: "field" }, h("label", { for: "quiet-end" }, "Until"), end)),
      h("p", { class: "help", id: "quiet-help" }, "Emails that fall in this window wait until it ends (your time zone; 22:00 to 07:00 spans the night). Leave both empty for none."),
      fieldError("quiet", errors.quiet || errors.quiet_start || errors.quiet_end)),
    message ? notice(message.kind, message.text) : null,
    h("button", { type: "submit" }, "Save notifications"));
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const modes = Object.fromEntries(selects.map((row) => {
      const select = row.querySelector("select");
      return [select.name, select.value];
    }));
    const body = { modes, quiet_start: start.value || null, quiet_end: end.value || null };
    const typed = hours.value.trim();
    body.digest_hours = /^\d+$/.test(typed) ? Number(typed) : typed;
    try {
      await patch("me/notifications/", body);
      await drawNotifications(box, calendarBox, { kind: "info", text: "Your notification settings are saved." });
      announce("Your notification settings are saved.");
    } catch (failure) {
      const draft2 = { ...prefs, modes, digest_hours: typed, quiet_start: body.quiet_start, quiet_end: body.quiet_end };
      await drawNotifications(box, calendarBox, { kind: "error", text: "Nothing was saved; see the message above." }, failure, draft2);
      box.querySelector("[id$='-error']")?.parentElement?.querySelector("input, select")?.focus();
    }
  });
  replace(box, form);
  if (!draft) drawCalendar(calendarBox, prefs.calendar_url, () => drawNotifications(box, calendarBox));
}

function drawCalendar(box, url, redraw, message = null) {
  replace(box,
    h("p", { class: "small" }, "Subscribe to this address in your calendar app (iCal) to see every deadline of yours. ",
      "It is secret: anyone who has it sees your deadlines."),
    copyRow("calendar-url", url, "Your calendar link"),
    message ? notice(message.kind, message.text) : null,
    h("p", {}, h("button", { type: "button", class: "secondary", id: "calendar-renew", onclick: async () => {
      if (!window.confirm("Make a new calendar link? The old one stops working.")) return;
      try {
        const prefs = await patch("me/notifications/", { new_calendar_url: true });
        drawCalendar(box, prefs.calendar_url, redraw, { kind: "info", text: "A new link is made; the old one no longer works." });
      } catch (err) {
        drawCalendar(box, url, redraw, { kind: "error", text: err.detail });
      }
    } }, "Make a new link")));
}

// --- vacations ---------------------------------------------------------------------------
export async function drawVacations(box, message = null, err = null, draft = {}) {
  let rows;
  let days;
  try {
    [rows, days] = await Promise.all([get("me/vacations/"), get("me/vacation-days/")]);
  } catch (e) {
    replace(box, notice("error", e.detail));
    return;
  }
  const errors = {};
  if (err) {
    errors.first_day = fieldText(err, "first_day");
    errors.last_day = fieldText(err, "last_day");
    if (!err.fields) errors.dates = err.detail;
  }
  const now = Date.now();
  const list = rows.length ? h("ul", { class: "vacation-list" }, rows.map((v) => {
    const underWay = Date.parse(v.starts_at) <= now;
    const words = `${v.first_day} to ${v.last_day} (${plural(v.days, "day")})`;
    return h("li", { class: "vacation" }, h("span", {}, words, underWay ? " · under way" : ""), " ",
      h("button", { type: "button", class: "danger subtle", "aria-label": `Cancel the vacation ${words}`, onclick: async () => {
        try {
          await del(`me/vacations/${v.id}/`);
          await drawVacations(box, { kind: "info", text: underWay ? "Your vacation ends now; your clocks run again." : "The vacation is cancelled." });
        } catch (e) {
          await drawVacations(box, { kind: "error", text: e.detail });
        }
      } }, underWay ? "End it now" : "Cancel"));
  })) : h("p", { class: "muted" }, "No vacation planned.");
  const first = h("input", { type: "date", id: "vacation-first", value: draft.first_day || "", "aria-describedby": "vacation-help" });
  const last = h("input", { type: "date", id: "vacation-last", value: draft.last_day || "", "aria-describedby": "vacation-help" });
  const form = h("form", { class: "settings-form", novalidate: true, onsubmit: async (e) => {
    e.preventDefault();
    const body = { first_day: first.value, last_day: last.value };
    try {
      const made = await post("me/vacations/", body);
      await drawVacations(box, { kind: "info", text: `Vacation from ${made.first_day} to ${made.last_day} planned.` });
      announce("Your vacation is planned.");
    } catch (failure) {
      await drawVacations(box, null, failure, body);
      document.getElementById(failure.fields?.last_day && !failure.fields?.first_day ? "vacation-last" : "vacation-first")?.focus();
    }
  } },
  h("div", { class: "field-pair" },
    h("div", { class: "field" }, h("label", { for: "vacation-first" }, "First day"), first, fieldError("vacation-first", errors.first_day)),
    h("div", { class: "field" }, h("label", { for: "vacation-last" }, "Last day"), last, fieldError("vacation-last", errors.last_day))),
  h("p", { class: "help", id: "vacation-help" }, "Both days included, in your time zone. Every clock of yours stops meanwhile, in every game."),
  fieldError("vacation-dates", errors.dates),
  h("button", { type: "submit" }, "Plan this vacation"));
  replace(box,
    h("p", { id: "vacation-left" }, h("strong", {}, `${plural(days.days_left, "vacation day")} left`),
      ` of ${days.allowance} in ${days.year}`, days.days_left_next_year !== days.allowance
        ? ` (${days.days_left_next_year} in ${days.year + 1})` : "", "."),
    message ? notice(message.kind, message.text) : null,
    list, form);
}
