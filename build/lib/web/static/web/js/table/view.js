// The table page drawn: its skeleton once, then the head, the result, the board, the
// prompt, the seats, the words and the log from what the controller holds.
import { h, notice, replace } from "../lib/dom.js";
import { keepFitted, showNewest } from "../lib/logscroll.js";
import { userId } from "../lib/session.js";
import { boardWithout, drawBoard, drawResult, optionsWords } from "./board.js";
import { tableHead } from "./head.js";
import { appendLog } from "./log.js";
import { markPicks } from "./picks.js";
import { promptPanel } from "./prompt.js";
import { seatsPanel } from "./seats.js";

export class TableView {
  /** `table` is the TableController whose game, state and choices are drawn. */
  constructor(root, table) {
    this.table = table;
    this.customControls = false;
    this.els = {
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
    const els = this.els;
    replace(root, els.head, els.connection, els.result,
      h("div", { class: "table-layout" },
        h("div", { class: "table-main" }, els.prompt, els.board, els.words),
        h("aside", { class: "table-side", "aria-label": "Players, log and talk" },
          els.seats,
          h("section", { class: "panel log-panel", "aria-labelledby": "log-title" },
            h("h2", { class: "panel-title", id: "log-title" }, "Game log"),
            h("div", { class: "log-scroll", tabindex: "0", "aria-label": "Game log, oldest first" }, els.log)),
          els.talk)));
    keepFitted(els.log.parentElement);
  }

  render() {
    const t = this.table;
    const { game } = t.source;
    const ctx = t.ctx();
    document.title = `${t.source.kindName} #${game.id} · Vitrine`;
    replace(this.els.head, tableHead(t.source, t.state, t.mySeat));
    drawResult(this.els.result, game.status === "finished" ? (t.state?.result || game.result) : null, ctx);
    if (t.state) {
      drawBoard(this.els.board, t.source.module, ctx, "This table could not be drawn; the game in words is below.");
    } else {
      boardWithout(this.els.board, {
        title: game.status === "aborted" ? "No game was played" : "The game has not started",
        lines: [t.source.kind?.summary, optionsWords(game, t.source.kind)] });
    }
    this.renderPrompt();
    this.renderSeats();
    if (t.state?.text) {
      replace(this.els.words, h("summary", {}, "The table in words"),
        h("div", { class: "words-text" }, t.state.text));
      this.els.words.hidden = false;
    } else {
      this.els.words.hidden = true;
    }
  }

  /** The prompt panel, and the board's cards that answer it. */
  renderPrompt() {
    const t = this.table;
    const focused = document.activeElement;
    const refocus = focused && this.els.prompt.contains(focused)
      ? (focused.dataset.option ? `[data-option="${CSS.escape(focused.dataset.option)}"]`
        : focused.classList.contains("confirm") ? ".confirm" : null) : null;
    const prompt = t.state?.prompt || null;
    const ctx = t.ctx();
    let custom = null;
    if (prompt && t.source.module.promptControls) {
      custom = t.source.module.promptControls(ctx, {
        submit: (answer) => t.submit(answer), busy: t.busy });
    }
    this.customControls = Boolean(custom);
    const cardPicks = prompt && !custom && [...this.els.board.querySelectorAll("[data-pick]")]
      .some((el) => ctx.optionIds.has(el.dataset.pick));
    replace(this.els.prompt, promptPanel({
      prompt, selection: t.selection, busy: t.busy, message: t.message, custom, cardPicks,
      onToggle: (id) => t.toggle(id), onSubmit: (answer) => t.submit(answer),
    }));
    this.els.prompt.hidden = !prompt && !t.message;
    if (refocus) this.els.prompt.querySelector(refocus)?.focus();
    markPicks(this.els.board, this.customControls ? null : prompt, t.selection, (id) => t.toggle(id));
  }

  renderSeats() {
    const t = this.table;
    const act = (path, options) => t.seatAction(path, options);
    replace(this.els.seats, seatsPanel({
      game: t.source.game, mySeat: t.mySeat, creatorIsMe: Boolean(t.source.game.created_by_me),
      signedIn: userId !== null, message: t.seatMessage, busy: t.busy,
      actions: {
        join: () => act("join", { done: "You have a seat at this table." }),
        leave: () => act("leave", { done: "You left the table." }),
        addBot: (level) => act("bots", { body: { level }, done: `A bot (${level}) took a seat.` }),
        abort: () => act("abort", { confirmText: "Call this game off? Nobody will be able to play it." }),
        resign: () => act("resign", { confirmText: "Resign from this game for good?", done: "You resigned." }),
        takeBack: () => act("take-back", { done: "Your seat is yours again: the bot stepped aside." }),
        offer: (seat) => act(`seats/${seat}/offer`, { done: "The seat is offered in the lobby to a replacement player." }),
        invite: (email) => act("invite", { body: { email }, done: `The invitation to ${email} is on its way.` }),
      },
    }));
  }

  /** Add the lines of new events to the log and show the newest. */
  renderLog(events) {
    appendLog(this.els.log, events, this.table.source, this.table.ctx());
    showNewest(this.els.log.parentElement);
  }

  setOffline(offline, detail) {
    replace(this.els.connection, offline
      ? notice("error", `${detail || "Lost contact with Vitrine."} Trying again…`) : "");
  }
}
