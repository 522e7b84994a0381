// The prompt panel: the question asked of the viewer's seat, its options as controls, and
// the answer's errors in words right beside them.
import { h, notice } from "../lib/dom.js";

function howMany(prompt) {
  const { min, max } = prompt;
  if (min === max) return min === 1 ? "Choose one." : `Choose exactly ${min}.`;
  if (min === 0) return `Choose up to ${max} (or none).`;
  return `Choose between ${min} and ${max}.`;
}

function labelOf(prompt, id) {
  return prompt.options.find((o) => o.id === id)?.label || id;
}

/** The confirm button's words for the current selection. */
export function confirmWords(prompt, selection) {
  if (!selection.length) return prompt.min === 0 ? "Confirm: choose nothing" : "Confirm";
  if (selection.length === 1) return `Confirm: ${labelOf(prompt, selection[0])}`;
  return `Confirm ${selection.length} choices`;
}

/**
 * panel({prompt, selection, busy, message, onToggle(id), onSubmit({choices}|{text}),
 *        custom}) -> Node. `message` is {kind: "error"|"info", text}. `custom` is a Node
 * of controls a game module drew itself (it calls onSubmit on its own).
 */
export function promptPanel({ prompt, selection, busy, message, onToggle, onSubmit, custom, cardPicks }) {
  const note = message ? notice(message.kind, message.text) : null;
  if (!prompt) {
    return h("div", { class: "prompt-idle" }, note);
  }
  const heading = h("h2", { id: "prompt-title", class: "prompt-title" }, "Your move");
  const question = h("p", { class: "prompt-text", id: "prompt-text" }, prompt.text);
  if (prompt.kind === "text") {
    const input = h("textarea", { id: "prompt-answer", name: "answer", rows: 3,
      maxlength: prompt.max_length || null, required: true, "aria-describedby": "prompt-text prompt-count" });
    const count = h("p", { id: "prompt-count", class: "small muted" },
      prompt.max_length ? `Up to ${prompt.max_length} characters.` : "");
    input.addEventListener("input", () => {
      if (prompt.max_length) count.textContent = `${input.value.length} of ${prompt.max_length} characters.`;
    });
    const form = h("form", { class: "prompt-form", onsubmit: (e) => {
      e.preventDefault();
      onSubmit({ text: input.value });
    } },
    h("label", { for: "prompt-answer" }, "Your answer"), input, count,
    note,
    h("button", { type: "submit", disabled: busy }, busy ? "Sending…" : "Send"));
    return h("div", {}, heading, question, form);
  }
  const picked = new Set(selection);
  const hint = h("p", { class: "small muted", id: "prompt-hint" }, howMany(prompt),
    cardPicks ? " You can also click the matching card on the table." : "");
  const controls = custom || h("div", { class: "options", role: "group", "aria-labelledby": "prompt-text",
    "aria-describedby": "prompt-hint" },
  prompt.options.map((o) => h("button", {
    type: "button", class: "option", "aria-pressed": picked.has(o.id) ? "true" : "false",
    dataset: { option: o.id }, onclick: () => onToggle(o.id),
  }, h("span", { class: "option-mark", "aria-hidden": "true" }, picked.has(o.id) ? "✓" : ""), o.label)));
  const valid = selection.length >= prompt.min && selection.length <= prompt.max;
  const confirm = custom ? null : h("button", {
    type: "submit", class: "confirm", disabled: busy || !valid,
  }, busy ? "Sending…" : confirmWords(prompt, selection));
  const form = h("form", { class: "prompt-form", onsubmit: (e) => {
    e.preventDefault();
    if (valid) onSubmit({ choices: [...selection] });
  } }, controls, note, confirm);
  return h("div", {}, heading, question, custom ? null : hint, form);
}
