// Table talk: the chat beside the table, for the game's players (GET/POST .../talk/).
import { get, post } from "./api.js";
import { announce, h, notice, replace } from "./dom.js";
import { formatTime } from "./format.js";

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
      this.list.append(h("li", { class: `talk-message ${m.seat === this.seat ? "mine" : ""}` },
        h("p", { class: "talk-meta" }, h("strong", {}, m.name), " ",
          h("time", { datetime: m.at, class: "muted" }, formatTime(m.at, this.timeZone))),
        h("p", { class: "talk-text" }, m.text)));
      if (!quiet && m.seat !== this.seat) announce(`${m.name} says: ${m.text}`);
    }
    this.empty.hidden = this.after > 0;
    const scroller = this.list.parentElement;
    if (messages.length) scroller.scrollTop = scroller.scrollHeight;
  }

  /** Fetch what is new; returns how many messages arrived. */
  async poll({ quiet = false } = {}) {
    const page = await get(`games/${this.gameId}/talk/`, { after: this.after });
    this.add(page.messages, { quiet });
    return page.messages.length;
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
