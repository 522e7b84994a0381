// Table talk: the chat beside the table, for the game's players (GET/POST .../talk/).
import { post } from "../lib/api.js";
import { announce, append, h, notice, replace } from "../lib/dom.js";
import { formatTime } from "../lib/format.js";
import { readAll } from "../lib/paging.js";

// The talk API sends at most this many messages at once.
const TALK_PAGE = 200;

export class Talk {
  /** `root` is an empty element; `seat` the viewer's seat (talk is for players only). */
  constructor(root, { gameId, timeZone, seat }) {
    this.root = root;
    this.gameId = gameId;
    this.timeZone = timeZone;
    this.seat = seat;
    this.after = 0;
    this.list = h("ol", { class: "talk-list", "aria-live": "polite", "aria-relevant": "additions" });
    this.input = h("textarea", { id: "talk-text", rows: 2, maxlength: 1000, name: "text",
      placeholder: "Say something to the table" });
    this.error = h("div", { class: "talk-error" });
    this.button = h("button", { type: "submit" }, "Send");
    this.empty = h("p", { class: "muted small talk-empty" }, "Nobody has said anything yet.");
    const form = h("form", { class: "talk-form", onsubmit: (e) => { e.preventDefault(); this.send(); } },
      h("label", { for: "talk-text", class: "visually-hidden" }, "Your message"),
      this.input, this.error, this.button);
    this.input.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); this.send(); }
    });
    replace(root, h("h2", { class: "panel-title", id: "talk-title" }, "Table talk"),
      h("div", { class: "talk-scroll" }, this.empty, this.list), form);
    root.setAttribute("aria-labelledby", "talk-title");
  }

  add(messages, { quiet = false } = {}) {
    for (const m of messages) {
      this.after = Math.max(this.after, m.id);
      const mine = m.seat === this.seat;
      const item = h("li", { class: `talk-message ${mine ? "mine" : ""}`, dataset: { id: m.id } },
        h("p", { class: "talk-meta" }, h("strong", {}, m.name), " ",
          h("time", { datetime: m.at, class: "muted" }, formatTime(m.at, this.timeZone))),
        h("p", { class: `talk-text ${m.hidden ? "talk-hidden" : ""}` }, m.text));
      // Anyone but the author may report a message to the moderators (not one hidden already).
      if (!mine && !m.hidden) item.append(this.reportControl(m));
      this.list.append(item);
      if (!quiet && !mine) announce(`${m.name} says: ${m.text}`);
    }
    this.empty.hidden = this.after > 0;
    const scroller = this.list.parentElement;
    if (messages.length) scroller.scrollTop = scroller.scrollHeight;
  }

  /** A "Report" button that opens a small form asking why, then sends the report. */
  reportControl(m) {
    const box = h("div", { class: "talk-report" });
    const open = h("button", { type: "button", class: "talk-report-open",
      "aria-label": `Report ${m.name}'s message to the moderators`,
      onclick: () => showForm() }, "Report");
    const showForm = () => {
      const id = `talk-report-${m.id}`;
      const reason = h("input", { id, name: "reason", maxlength: 500 });
      const status = h("div", { class: "talk-report-status" });
      const form = h("form", { class: "talk-report-form", onsubmit: async (e) => {
        e.preventDefault();
        replace(status);
        if (!reason.value.trim()) {
          status.append(notice("error", "Say briefly why you report this message."));
          reason.focus();
          return;
        }
        try {
          await post(`games/${this.gameId}/talk/${m.id}/report/`, { reason: reason.value });
          replace(box, notice("info", "Thank you: the moderators will look at this message."));
        } catch (err) {
          status.append(notice("error", err.detail));
        }
      } },
        h("label", { for: id }, `Why are you reporting ${m.name}'s message?`), reason, status,
        h("div", { class: "talk-report-buttons" },
          h("button", { type: "submit" }, "Send report"),
          h("button", { type: "button", onclick: () => replace(box, open) }, "Cancel")));
      replace(box, form);
      reason.focus();
    };
    return append(box, [open]);
  }

  /** Fetch what is new; returns how many messages arrived. */
  async poll({ quiet = false } = {}) {
    const { items } = await readAll(`games/${this.gameId}/talk/`, { after: this.after, pageSize: TALK_PAGE });
    this.add(items, { quiet });
    return items.length;
  }

  async send() {
    replace(this.error);
    const text = this.input.value;
    if (!text.trim()) {
      this.error.append(notice("error", "Write a message first."));
      this.input.focus();
      return;
    }
    this.button.disabled = true;
    try {
      await post(`games/${this.gameId}/talk/`, { text });
      this.input.value = "";
      await this.poll({ quiet: true });
    } catch (err) {
      this.error.append(notice("error", err.detail));
    } finally {
      this.button.disabled = false;
      this.input.focus();
    }
  }
}
