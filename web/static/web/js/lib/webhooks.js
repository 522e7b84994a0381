// A list of webhooks with its add form (address and format) and a Remove button each: the
// player's own (settings, /api/me/webhooks/) and an organiser's for one tournament or league
// season (/api/streams/{stream}/webhooks/). The address is checked by the server alone (a
// public http(s) address, an allowed port); its refusal is shown next to the field.
import { del, get, post } from "./api.js";
import { h, notice, replace } from "./dom.js";
import { copyRow, fieldError, fieldText } from "./fields.js";

export const FORMATS = [["json", "Raw JSON"], ["discord", "Discord"], ["slack", "Slack"]];

/** Draw the webhooks at `where.path` (an API path) into `box`; `where.help` says what they get. */
export async function drawWebhooks(box, where, message = null, err = null, draft = {}, secret = null) {
  const again = (...args) => drawWebhooks(box, where, ...args);
  let hooks;
  try {
    hooks = await get(where.path);
  } catch (e) {
    replace(box, notice("error", e.detail));
    return;
  }
  const errors = {};
  if (err) {
    errors.url = fieldText(err, "url") || (!err.fields ? err.detail : null);
    errors.format = fieldText(err, "format");
  }
  const formatWords = Object.fromEntries(FORMATS);
  const list = hooks.length ? h("ul", { class: "webhook-list" }, hooks.map((w) => h("li", { class: "webhook" },
    h("code", { class: "webhook-url" }, w.url), " ", h("span", { class: "badge" }, formatWords[w.format] || w.format), " ",
    w.active ? null : h("span", { class: "badge badge-muted" }, "turned off"),
    w.last_error ? h("p", { class: "help" }, `Last error: ${w.last_error}`) : null,
    h("button", { type: "button", class: "danger subtle", "aria-label": `Remove the webhook ${w.url}`, onclick: async () => {
      try {
        await del(`${where.path}${w.id}/`);
        await again({ kind: "info", text: "The webhook is removed." });
      } catch (e) {
        await again({ kind: "error", text: e.detail });
      }
    } }, "Remove")))) : h("p", { class: "muted" }, "No webhooks.");
  const url = h("input", { type: "url", id: "webhook-url", value: draft.url || "", placeholder: "https://…",
    "aria-describedby": "webhook-help" });
  const format = h("select", { id: "webhook-format" },
    FORMATS.map(([value, words]) => h("option", { value, selected: value === (draft.format || "json") }, words)));
  const form = h("form", { class: "settings-form", novalidate: true, onsubmit: async (e) => {
    e.preventDefault();
    const body = { url: url.value.trim(), format: format.value };
    try {
      const made = await post(where.path, body);
      await again({ kind: "info", text: "The webhook is registered." }, null, {}, made.secret);
    } catch (failure) {
      await again(null, failure, body);
      document.getElementById(failure.fields?.format ? "webhook-format" : "webhook-url")?.focus();
    }
  } },
  h("div", { class: "field" }, h("label", { for: "webhook-url" }, "Address"), url,
    h("p", { class: "help", id: "webhook-help" }, where.help),
    fieldError("webhook-url", errors.url)),
  h("div", { class: "field" }, h("label", { for: "webhook-format" }, "Format"), format, fieldError("webhook-format", errors.format)),
  h("button", { type: "submit" }, "Add webhook"));
  replace(box, message ? notice(message.kind, message.text) : null,
    secret ? h("div", { class: "notice notice-info", role: "status" },
      h("p", {}, "Check the signatures with this secret:"), copyRow("webhook-secret", secret, "Webhook secret")) : null,
    list, form);
}
