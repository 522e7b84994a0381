// The game table page: loads the game from the API, draws it with the kind's table module,
// asks the viewer's prompt, sends answers, and follows the game by polling the event feed
// (`events/?after=N`) so other players' moves appear without a reload.
import { get, post } from "../lib/api.js";
import { announce, h, notice, replace } from "../lib/dom.js";
import { eventWords } from "./events.js";
import { deadlineWords, formatTime, listWords, seatName, timeControlWords } from "../lib/format.js";
import { pollMs, timeZone, userId } from "../lib/session.js";
import { Talk } from "./talk.js";
import { names } from "./generic.js";
import { idWords } from "./parts.js";
import { keepFitted, showNewest } from "../lib/logscroll.js";
import { loadModule, rulesUrl } from "./modules.js";
import { promptPanel } from "./prompt.js";
import { resultSection } from "./result.js";
import { seatsPanel } from "./seats.js";

const STALE = "Someone moved first: the table has been refreshed. Look at it again and choose.";

export class TableController {
  constructor(root) {
    this.root = root;
    this.gameId = Number(root.dataset.gameId);
    this.invite = new URLSearchParams(location.search).get("invite");
    this.pollEvery = pollMs(3000);
    this.events = [];
    this.lastSeq = 0;
    this.selection = [];
    this.promptId = null;
    this.busy = false;
    this.message = null; // next to the prompt: {kind, text}
    this.seatMessage = null; // next to the seat buttons
    this.seatsFromEvents = new Map(); // seat -> user id, from SeatTaken/SeatVacated
    this.creatorId = null;
    this.state = null;
    this.talk = null;
  }

  // --- loading -----------------------------------------------------------------------
  async start() {
    this.buildSkeleton();
    try {
      [this.tz, this.game, this.kinds] = await Promise.all([
        timeZone(), this.fetchGame(), get("kinds/").catch(() => [])]);
    } catch (err) {
      replace(this.root, h("h1", {}, "Game not found"), notice("error", err.detail),
        h("p", {}, h("a", { href: "/lobby/" }, "Back to the lobby")));
      return;
    }
    this.module = await loadModule(this.game.kind);
    await this.fetchEvents();
    await this.fetchState();
    this.render();
    this.renderLog(this.events);
    this.startTalk();
    document.addEventListener("visibilitychange", () => { if (!document.hidden) this.tick(); });
    this.schedule();
    this.root.dataset.ready = "true";
  }

  fetchGame() {
    return get(`games/${this.gameId}/`, { invite: this.invite });
  }

  /** New events since the last one seen; returns them (and remembers who sits where). */
  async fetchEvents() {
    const fresh = [];
    for (;;) {
      const page = await get(`games/${this.gameId}/events/`, { after: this.lastSeq, limit: 500, invite: this.invite });
      for (const ev of page.events) {
        this.noteSeat(ev);
        this.events.push(ev);
        fresh.push(ev);
        this.lastSeq = ev.seq;
      }
      if (page.events.length < 500) return fresh;
    }
  }

  noteSeat(ev) {
    if (ev.origin !== "table") return;
    if (ev.type === "GameCreated") this.creatorId = ev.data.created_by ?? null;
    if (ev.type === "SeatTaken") this.seatsFromEvents.set(ev.data.seat, ev.data.user);
    if (ev.type === "SeatVacated" || ev.type === "BotSeated") this.seatsFromEvents.delete(ev.data.seat);
  }

  async fetchState() {
    if (!["active", "finished"].includes(this.game.status)) {
      this.state = null;
      return;
    }
    this.setState(await get(`games/${this.gameId}/state/`, { invite: this.invite }));
  }

  setState(state) {
    const promptId = state.prompt ? state.prompt.id : null;
    if (promptId !== this.promptId) {
      // A new question: the old selection and the old message no longer apply.
      this.selection = [];
      this.message = null;
    }
    this.promptId = promptId;
    this.state = state;
  }

  get mySeat() {
    if (this.game && this.game.my_seat !== undefined) return this.game.my_seat;
    if (this.state && this.state.seat !== null && this.state.seat !== undefined) return this.state.seat;
    if (userId === null) return null;
    for (const [seat, user] of this.seatsFromEvents) if (user === userId) return seat;
    return null;
  }

  // --- following the game --------------------------------------------------------------
  schedule() {
    clearTimeout(this.timer);
    const over = ["finished", "aborted"].includes(this.game.status);
    const wait = this.pollEvery * (document.hidden ? 5 : 1) * (over ? 3 : 1);
    this.timer = setTimeout(() => this.tick(), wait);
  }

  async tick() {
    clearTimeout(this.timer);
    try {
      await this.refresh();
      if (this.talk) await this.talk.poll();
      this.setOffline(false);
    } catch (err) {
      this.setOffline(true, err.detail);
    } finally {
      this.schedule();
    }
  }

  /** Pull new events; if any arrived, reload the summary and the state and redraw. */
  async refresh({ force = false } = {}) {
    const fresh = await this.fetchEvents();
    if (!fresh.length && !force) return fresh;
    const wasSeated = this.mySeat !== null;
    this.game = await this.fetchGame();
    await this.fetchState();
    this.render();
    this.renderLog(fresh);
    if (!wasSeated && this.mySeat !== null) this.startTalk();
    const others = fresh.filter((ev) => ev.actor !== this.mySeat || ev.actor === null);
    if (others.length && !force) {
      announce(eventWords(others[others.length - 1], this.game, this.module, this.ctx()));
    }
    return fresh;
  }

  setOffline(offline, detail) {
    replace(this.els.connection, offline
      ? notice("error", `${detail || "Lost contact with Vitrine."} Trying again…`) : "");
  }

  startTalk() {
    if (this.talk || this.mySeat === null || userId === null) return;
    this.els.talk.hidden = false;
    this.talk = new Talk(this.els.talk, { gameId: this.gameId, timeZone: this.tz, seat: this.mySeat });
    this.talk.poll({ quiet: true }).catch((err) => this.els.talk.append(notice("error", err.detail)));
  }

  // --- acting --------------------------------------------------------------------------
  toggle(id) {
    const prompt = this.state?.prompt;
    if (!prompt || this.busy) return;
    const limit = "You can choose at most";
    if (this.selection.includes(id)) {
      this.selection = this.selection.filter((x) => x !== id);
    } else if (prompt.max === 1) {
      this.selection = [id];
    } else if (this.selection.length < prompt.max) {
      this.selection = [...this.selection, id];
    } else {
      this.message = { kind: "error", text: `${limit} ${prompt.max}; unselect one first.` };
      this.renderPrompt();
      return;
    }
    if (this.message?.text.startsWith(limit)) this.message = null;
    this.renderPrompt();
    this.markPicks();
  }

  async submit(answer) {
    const prompt = this.state?.prompt;
    if (!prompt || this.busy) return;
    this.busy = true;
    this.message = null;
    this.renderPrompt();
    try {
      const state = await post(`games/${this.gameId}/act/`, {
        version: this.state.version, prompt: prompt.id, ...answer });
      this.setState(state);
      this.selection = [];
      await this.refresh({ force: true });
      this.message = { kind: "info", text: this.state?.prompt ? "Done. You have another decision to make." : "Your move is in." };
      announce(this.message.text);
    } catch (err) {
      if (err.status === 409) {
        if (err.body && err.body.view) this.setState(err.body);
        this.selection = [];
        await this.refresh({ force: true }).catch(() => {});
        this.message = { kind: "error", text: STALE };
      } else {
        this.message = { kind: "error", text: err.detail };
      }
      announce(this.message.text);
    } finally {
      this.busy = false;
      this.render();
    }
  }

  async seatAction(path, { confirmText = null, done = null, body = null } = {}) {
    if (confirmText && !window.confirm(confirmText)) return;
    this.busy = true;
    this.seatMessage = null;
    this.render();
    try {
      body = body || (path === "join" ? { invite_code: this.invite } : {});
      await post(`games/${this.gameId}/${path}/`, body);
      await this.refresh({ force: true });
      this.seatMessage = done ? { kind: "info", text: done } : null;
    } catch (err) {
      this.seatMessage = { kind: "error", text: err.detail };
    } finally {
      this.busy = false;
      this.render();
    }
  }

  // --- drawing ------------------------------------------------------------------------
  buildSkeleton() {
    const els = {
      head: h("header", { class: "table-head" }),
      connection: h("div", { class: "connection" }),
      result: h("div", { class: "result-area" }),
      prompt: h("section", { class: "panel prompt-panel", id: "prompt", "aria-labelledby": "prompt-title", "aria-live": "polite" }),
      board: h("section", { class: "board", id: "board", "aria-label": "The table" }),
      seats: h("div", { id: "seats" }),
      log: h("ol", { class: "log-list", id: "log-list" }),
      talk: h("section", { class: "panel talk-panel", id: "talk", hidden: true }),
      words: h("details", { class: "panel words" }),
    };
    this.els = els;
    replace(this.root, els.head, els.connection, els.result,
      h("div", { class: "table-layout" },
        h("div", { class: "table-main" }, els.prompt, els.board, els.words),
        h("aside", { class: "table-side", "aria-label": "Players, log and talk" },
          els.seats,
          h("section", { class: "panel log-panel", "aria-labelledby": "log-title" },
            h("h2", { class: "panel-title", id: "log-title" }, "Game log"),
            h("div", { class: "log-scroll", tabindex: "0", "aria-label": "Game log, oldest first" }, els.log)),
          els.talk)));
  }

  kindName() {
    return this.kinds?.find((k) => k.slug === this.game.kind)?.name || this.game.kind;
  }

  ctx() {
    const game = this.game;
    const prompt = this.state?.prompt || null;
    return {
      mode: "play",
      game, kind: game.kind, state: this.state, view: this.state?.view || {},
      seat: this.mySeat, seatCount: game.seat_count, prompt,
      optionIds: new Set(prompt?.options?.map((o) => o.id) || []),
      selection: this.selection,
      seatName: (n) => seatName(game, n),
      cardName: (id) => this.cardNames().get(String(id)) || idWords(id),
    };
  }

  /** Card names seen in the current view, kept across views (for the log's words). */
  cardNames() {
    if (!this.names) this.names = new Map();
    if (this.state && this.namesVersion !== this.state.version) {
      names(this.state.view, this.names);
      this.namesVersion = this.state.version;
    }
    return this.names;
  }

  statusWords() {
    const g = this.game;
    if (g.status === "open") {
      const free = g.seats.filter((s) => s.open).length;
      return `Waiting for players: ${free} of ${g.seat_count} seats free.`;
    }
    if (g.status === "aborted") {
      return g.started_at ? "A moderator stopped this game; the reason is in the log." : "This game was called off.";
    }
    if (g.status === "finished") return "The game is over.";
    const acting = (this.state?.to_act || g.to_act || []);
    const mine = this.state?.prompt ? "Your move" : null;
    const others = acting.filter((s) => s !== this.mySeat).map((s) => seatName(g, s));
    if (mine && others.length) return `${mine}; also waiting for ${listWords(others)}.`;
    if (mine) return `${mine}.`;
    if (others.length) return `Waiting for ${listWords(others)}.`;
    return "In play.";
  }

  render() {
    const g = this.game;
    const ctx = this.ctx();
    document.title = `${this.kindName()} #${g.id} · Vitrine`;
    const deadline = g.status === "active" ? deadlineWords(g.deadline, this.tz) : null;
    replace(this.els.head,
      h("div", { class: "table-title" },
        h("h1", {}, this.kindName(), h("span", { class: "muted game-number" }, ` · game ${g.id}`)),
        h("nav", { class: "table-links", "aria-label": "This game" },
          h("a", { href: `/games/${g.id}/replay/${this.invite ? `?invite=${encodeURIComponent(this.invite)}` : ""}` }, "Replay"),
          rulesUrl(g.kind) ? h("a", { href: rulesUrl(g.kind) }, "Rules") : null,
          h("a", { href: `/api/games/${g.id}/export/${this.invite ? `?invite=${encodeURIComponent(this.invite)}` : ""}`,
            download: `vitrine-${g.kind}-${g.id}.json` }, "Download history"))),
      h("p", { class: `status status-${g.status} ${this.state?.prompt ? "status-mine" : ""}`, role: "status", id: "status" },
        h("span", { class: "status-icon", "aria-hidden": "true" }, this.state?.prompt ? "▶" : g.status === "finished" ? "■" : "…"),
        " ", this.statusWords()),
      h("p", { class: "deadline small", id: "deadline" }, deadline
        || (g.status === "active" ? "No deadline: take your time." : ""),
      timeControlWords(g.time_control) && ["open", "active"].includes(g.status)
        ? h("span", { class: "muted" }, ` · Time control: ${timeControlWords(g.time_control)}.`) : ""));
    replace(this.els.result, g.status === "finished" ? resultSection(this.state?.result || g.result, ctx) : "");
    this.renderBoard(ctx);
    this.renderPrompt();
    this.markPicks();
    this.renderSeats();
    if (this.state?.text) {
      replace(this.els.words, h("summary", {}, "The table in words"),
        h("div", { class: "words-text" }, this.state.text));
      this.els.words.hidden = false;
    } else {
      this.els.words.hidden = true;
    }
  }

  renderBoard(ctx) {
    if (!this.state) {
      const kind = this.kinds?.find((k) => k.slug === this.game.kind);
      replace(this.els.board, h("div", { class: "panel" },
        h("h2", { class: "panel-title" }, this.game.status === "aborted" ? "No game was played" : "The game has not started"),
        kind ? h("p", {}, kind.summary) : null,
        optionsWords(this.game, kind)));
      return;
    }
    let drawn;
    try {
      drawn = this.module.render(ctx);
    } catch (err) {
      console.error(err);
      drawn = notice("error", "This table could not be drawn; the game in words is below.");
    }
    replace(this.els.board, drawn);
  }

  /** Cards on the table that stand for a prompt option become buttons that choose it. */
  markPicks() {
    const prompt = this.state?.prompt;
    const ids = new Set(prompt && prompt.kind === "choose" ? prompt.options.map((o) => o.id) : []);
    const chosen = new Set(this.selection);
    for (const el of this.els.board.querySelectorAll("[data-pick]")) {
      const id = el.dataset.pick;
      if (!el.dataset.label) el.dataset.label = el.getAttribute("aria-label") || el.textContent.trim();
      if (ids.has(id) && !this.customControls) {
        const option = prompt.options.find((o) => o.id === id);
        el.classList.add("pickable");
        el.classList.toggle("picked", chosen.has(id));
        el.tabIndex = 0;
        el.setAttribute("role", "button");
        el.setAttribute("aria-pressed", chosen.has(id) ? "true" : "false");
        el.setAttribute("aria-label", `${el.dataset.label}. Choose: ${option.label}`);
        // stopPropagation: a token drawn on a card is picked alone, not with its card.
        el.onclick = (e) => { e.preventDefault(); e.stopPropagation(); this.toggle(id); };
        el.onkeydown = (e) => {
          if (e.key === "Enter" || e.key === " ") { e.preventDefault(); e.stopPropagation(); this.toggle(id); }
        };
      } else if (el.classList.contains("pickable")) {
        el.classList.remove("pickable", "picked");
        el.removeAttribute("tabindex");
        el.setAttribute("role", "group");
        el.removeAttribute("aria-pressed");
        el.setAttribute("aria-label", el.dataset.label);
        el.onclick = null;
        el.onkeydown = null;
      }
    }
  }

  renderPrompt() {
    const focused = document.activeElement;
    const refocus = focused && this.els.prompt.contains(focused)
      ? (focused.dataset.option ? `[data-option="${CSS.escape(focused.dataset.option)}"]`
        : focused.classList.contains("confirm") ? ".confirm" : null) : null;
    const prompt = this.state?.prompt || null;
    const ctx = this.ctx();
    let custom = null;
    this.customControls = false;
    if (prompt && this.module.promptControls) {
      custom = this.module.promptControls(ctx, {
        submit: (answer) => this.submit(answer), busy: this.busy });
      this.customControls = Boolean(custom);
    }
    const board = this.els.board;
    const cardPicks = prompt && !custom && [...board.querySelectorAll("[data-pick]")]
      .some((el) => ctx.optionIds.has(el.dataset.pick));
    const panel = promptPanel({
      prompt, selection: this.selection, busy: this.busy, message: this.message, custom, cardPicks,
      onToggle: (id) => this.toggle(id), onSubmit: (answer) => this.submit(answer),
    });
    replace(this.els.prompt, panel);
    this.els.prompt.hidden = !prompt && !this.message;
    if (refocus) this.els.prompt.querySelector(refocus)?.focus();
  }

  renderSeats() {
    const me = this.mySeat;
    replace(this.els.seats, seatsPanel({
      game: this.game, mySeat: me, creatorIsMe: userId !== null && this.creatorId === userId,
      signedIn: userId !== null, message: this.seatMessage, busy: this.busy,
      actions: {
        join: () => this.seatAction("join", { done: "You have a seat at this table." }),
        leave: () => this.seatAction("leave", { done: "You left the table." }),
        addBot: (level) => this.seatAction("bots", { body: { level }, done: `A bot (${level}) took a seat.` }),
        abort: () => this.seatAction("abort", { confirmText: "Call this game off? Nobody will be able to play it." }),
        resign: () => this.seatAction("resign", { confirmText: "Resign from this game for good?", done: "You resigned." }),
        takeBack: () => this.seatAction("take-back", { done: "Your seat is yours again: the bot stepped aside." }),
        offer: (seat) => this.seatAction(`seats/${seat}/offer`, { done: "The seat is offered in the lobby to a replacement player." }),
        invite: (email) => this.seatAction("invite", { body: { email }, done: `The invitation to ${email} is on its way.` }),
      },
    }));
  }

  renderLog(events) {
    const ctx = this.ctx();
    for (const ev of events) {
      const words = eventWords(ev, this.game, this.module, ctx);
      if (!words || !String(words).trim()) continue; // an event without words is not shown
      this.els.log.append(h("li", { class: `log-entry log-${ev.origin}`, dataset: { seq: String(ev.seq) } },
        h("span", { class: "log-seq muted", "aria-hidden": "true" }, String(ev.seq)),
        h("span", { class: "log-words" }, words),
        h("time", { class: "log-time muted", datetime: ev.at }, formatTime(ev.at, this.tz))));
    }
    const scroller = this.els.log.parentElement;
    if (!this.logFitted) {
      this.logFitted = true;
      keepFitted(scroller);
    }
    showNewest(scroller);
  }
}

/** The chosen options of a game in words ("Stones in the pile: 15"). */
export function optionsWords(game, kind) {
  const specs = kind?.options || [];
  const items = Object.entries(game.options || {}).map(([name, value]) => {
    const spec = specs.find((o) => o.name === name);
    let shown = value;
    if (spec?.type === "bool") shown = value ? "yes" : "no";
    if (spec?.type === "choice") shown = spec.choices.find((c) => c.value === value)?.label || value;
    return h("li", {}, `${spec?.label || name}: ${shown}`);
  });
  return items.length ? h("ul", { class: "options-list" }, items) : null;
}
