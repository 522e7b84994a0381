// Form fields' helpers: an error placed after its field, a refusal's words for one field,
// and a read-only value with a Copy button.
import { h, notice } from "./dom.js";

/** The error of one field, as a message placed right after it (id: `<field>-error`). */
export function fieldError(id, text) {
  return text ? h("div", { id: `${id}-error` }, notice("error", text)) : null;
}

/** The words of a refusal (an ApiError) about the field `name`, or null. */
export function fieldText(err, name) {
  const list = err?.fields?.[name];
  return list ? (Array.isArray(list) ? list.join(" ") : String(list)) : null;
}

/** A read-only value (a secret, a link) with a Copy button. */
export function copyRow(id, value, label) {
  return h("div", { class: "copy-row" },
    h("input", { type: "text", readonly: true, id, value, "aria-label": label, onfocus: (e) => e.target.select() }),
    h("button", { type: "button", class: "secondary", onclick: async (e) => {
      try { await navigator.clipboard.writeText(value); e.target.textContent = "Copied"; } catch { document.getElementById(id).select(); }
    } }, "Copy"));
}
