// Building DOM nodes without HTML strings: every piece of text from the API goes in as
// text, never as markup.

/**
 * h("button", {class: "x", onclick: fn, "aria-pressed": "false"}, "Label", child, ...)
 * Attributes: `class`, `text`, `html` is not supported on purpose; `on<event>` adds a
 * listener; `dataset` takes an object; `false`/`null`/`undefined` values are left out.
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === false || value === null || value === undefined) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key in el && typeof value !== "string" && key !== "list") el[key] = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

export function replace(el, ...children) {
  clear(el);
  return append(el, children);
}

let liveRegion = null;

/** Say `text` to screen readers (a polite live region shared by the page). */
export function announce(text) {
  if (!liveRegion) {
    liveRegion = h("div", { class: "visually-hidden", "aria-live": "polite", role: "status" });
    document.body.append(liveRegion);
  }
  liveRegion.textContent = "";
  setTimeout(() => { liveRegion.textContent = text; }, 50);
}

/** A message box in words, for errors ("error") or news ("info"), next to what caused it. */
export function notice(kind, text) {
  return h("p", { class: `notice notice-${kind}`, role: kind === "error" ? "alert" : "status" },
    h("span", { class: "notice-icon", "aria-hidden": "true" }, kind === "error" ? "!" : "i"),
    " ", text);
}
