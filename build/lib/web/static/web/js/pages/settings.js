// Settings: display name and time zone (/api/me/), personal API tokens (/api/tokens/);
// notifications, vacations, webhooks and the calendar link are in settings-notify.js.
import { del, get, patch, post } from "../lib/api.js";
import { announce, h, notice, replace } from "../lib/dom.js";
import { browserTimeZone, formatTime } from "../lib/format.js";
import { drawNotifications, drawVacations, drawWebhooks } from "./settings-notify.js";

const root = document.getElementById("app");
const profileBox = document.getElementById("profile");
const tokensBox = document.getElementById("tokens");
let tz = "UTC";

function zones() {
  try { return Intl.supportedValuesOf("timeZone"); } catch { return ["UTC", browserTimeZone()]; }
}

function fieldError(fields, name) {
  const list = fields?.[name];
  return list ? notice("error", Array.isArray(list) ? list.join(" ") : String(list)) : null;
}

function drawProfile(profile, message = null, fields = null) {
  tz = profile.time_zone;
  const name = h("input", { type: "text", id: "display-name", name: "display_name", maxlength: 80,
    value: profile.display_name || "", "aria-describedby": "display-name-help", autocomplete: "nickname" });
  const zone = h("input", { type: "text", id: "time-zone", name: "time_zone", value: profile.time_zone,
    list: "time-zones", "aria-describedby": "time-zone-help", autocomplete: "off", spellcheck: "false" });
  const here = browserTimeZone();
  const form = h("form", { class: "settings-form", novalidate: true },
    h("p", { class: "small muted" }, `Signed in as ${profile.username} (${profile.email}).`),
    h("div", { class: "field" }, h("label", { for: "display-name" }, "Display name"), name,
      h("p", { class: "help", id: "display-name-help" }, "What other players see at the table. Empty: your username."),
      fieldError(fields, "display_name")),
    h("div", { class: "field" }, h("label", { for: "time-zone" }, "Time zone"), zone,
      h("datalist", { id: "time-zones" }, zones().map((z) => h("option", { value: z }))),
      h("p", { class: "help", id: "time-zone-help" }, "Deadlines and times are shown in it. A name like Europe/Paris. ",
        here !== profile.time_zone ? h("button", { type: "button", class: "link", onclick: () => { zone.value = here; zone.focus(); } },
          `Use this device's zone (${here})`) : null),
      fieldError(fields, "time_zone")),
    message ? notice(message.kind, message.text) : null,
    h("button", { type: "submit" }, "Save"));
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    try {
      const saved = await patch("me/", { display_name: name.value, time_zone: zone.value.trim() });
      drawProfile(saved, { kind: "info", text: "Saved." });
      announce("Your settings are saved.");
      document.getElementById("display-name").focus();
    } catch (err) {
      drawProfile({ ...profile, display_name: name.value, time_zone: zone.value },
        { kind: "error", text: err.fields ? "Nothing was saved; see the field marked below." : err.detail },
        err.fields || (err.code === "invalid" ? { time_zone: [err.detail] } : null));
      document.getElementById(err.fields?.display_name ? "display-name" : "time-zone").focus();
    }
  });
  replace(profileBox, form);
}

async function drawTokens(message = null, newKey = null) {
  let tokens;
  try {
    tokens = await get("tokens/");
  } catch (err) {
    replace(tokensBox, notice("error", err.detail));
    return;
  }
  const name = h("input", { type: "text", id: "token-name", name: "name", maxlength: 80, required: true,
    placeholder: "e.g. my bot", "aria-describedby": "token-help" });
  const error = h("div");
  const form = h("form", { class: "token-form", novalidate: true, onsubmit: async (e) => {
    e.preventDefault();
    replace(error);
    if (!name.value.trim()) {
      error.append(notice("error", "Give the token a name, so you know later what uses it."));
      name.focus();
      return;
    }
    try {
      const token = await post("tokens/", { name: name.value.trim() });
      await drawTokens({ kind: "info", text: `Token "${token.name}" created.` }, token.token);
      document.getElementById("new-token")?.focus();
    } catch (err) {
      error.append(notice("error", err.detail));
    }
  } },
  h("div", { class: "field" }, h("label", { for: "token-name" }, "New token's name"),
    h("div", { class: "copy-row" }, name, h("button", { type: "submit" }, "Create token")),
    h("p", { class: "help", id: "token-help" }, "Send it as ", h("code", {}, "Authorization: Bearer <token>"), " to the ",
      h("a", { href: "/api/docs/" }, "REST API"), ".")),
  error);
  const fresh = newKey ? h("div", { class: "new-token notice notice-info", role: "status" },
    h("p", {}, h("strong", {}, "Copy your new token now: "), "it is shown only once."),
    h("div", { class: "copy-row" }, h("input", { type: "text", readonly: true, value: newKey, id: "new-token",
      "aria-label": "Your new token", onfocus: (e) => e.target.select() }),
    h("button", { type: "button", class: "secondary", onclick: async (e) => {
      try { await navigator.clipboard.writeText(newKey); e.target.textContent = "Copied"; } catch { document.getElementById("new-token").select(); }
    } }, "Copy"))) : null;
  const rows = tokens.map((t) => {
    const rowError = h("div");
    return h("tr", {},
      h("th", { scope: "row" }, t.name),
      h("td", {}, h("code", {}, `${t.prefix}…`)),
      h("td", {}, formatTime(t.created_at, tz)),
      h("td", {}, t.last_used_at ? formatTime(t.last_used_at, tz) : h("span", { class: "muted" }, "never")),
      h("td", {}, h("button", { type: "button", class: "danger subtle", "aria-label": `Revoke ${t.name}`, onclick: async () => {
        if (!window.confirm(`Revoke "${t.name}"? Programs using it will be locked out.`)) return;
        try {
          await del(`tokens/${t.id}/`);
          await drawTokens({ kind: "info", text: `Token "${t.name}" revoked.` });
        } catch (err) {
          replace(rowError, notice("error", err.detail));
        }
      } }, "Revoke"), rowError));
  });
  replace(tokensBox, message ? notice(message.kind, message.text) : null, fresh,
    tokens.length ? h("div", { class: "table-scroll" }, h("table", { class: "token-table" },
      h("thead", {}, h("tr", {}, ["Name", "Starts with", "Created", "Last used", ""].map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, rows))) : h("p", { class: "muted" }, "You have no API tokens."),
    form);
}

async function start() {
  try {
    drawProfile(await get("me/"));
  } catch (err) {
    replace(profileBox, notice("error", err.detail));
  }
  await Promise.all([
    drawTokens(),
    drawNotifications(document.getElementById("notifications"), document.getElementById("calendar")),
    drawVacations(document.getElementById("vacations")),
    drawWebhooks(document.getElementById("webhooks")),
  ]);
  root.dataset.ready = "true";
}

start();
