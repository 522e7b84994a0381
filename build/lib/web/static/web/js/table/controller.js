// The game table page: reads the game (GameSource), asks the viewer's prompt, sends answers
// and seat actions, and follows the game by reading the events past its cursor, so other
// players' moves appear without a reload. Drawing is the TableView's job. Who the viewer is
// comes from the API (`my_seat`, `created_by_me`): a seat handed to someone else
// (SeatReplaced) changes it, and the page follows.
import { post } from "../lib/api.js";
import { announce, h, notice, replace } from "../lib/dom.js";
import { pollMs, userId } from "../lib/session.js";
import { eventWords } from "./events.js";
import { GameSource } from "./game.js";
import { Talk } from "./talk.js";
import { TableView } from "./view.js";

const STALE = "Someone moved first: the table has been refreshed. Look at it again and choose.";
const LIMIT = "You can choose at most";

export class TableController {
  constructor(root) {
    this.root = root;
    const invite = new URLSearchParams(location.search).get("invite");
    this.source = new GameSource(Number(root.dataset.gameId), invite);
    this.pollEvery = pollMs(3000);
    this.state = null;
    this.selection = [];
    this.promptId = null;
    this.busy = false;
    this.message = null; // next to the prompt: {kind, text}
    this.seatMessage = null; // next to the seat buttons
    this.talk = null;
  }

  /** The viewer's seat, as the API says (null: a spectator). */
  get mySeat() {
    return this.source.viewerSeat;
  }

  ctx() {
    return this.source.ctx({ mode: "play", state: this.state, seat: this.mySeat, selection: this.selection });
  }

  // --- loading -----------------------------------------------------------------------
  async start() {
    this.view = new TableView(this.root, this);
    try {
      await this.source.open();
    } catch (err) {
      replace(this.root, h("h1", {}, "Game not found"), notice("error", err.detail),
        h("p", {}, h("a", { href: "/lobby/" }, "Back to the lobby")));
      return;
    }
    const events = await this.source.readEvents();
    await this.fetchState();
    this.view.render();
    this.view.renderLog(events);
    this.followSeat();
    document.addEventListener("visibilitychange", () => { if (!document.hidden) this.tick(); });
    this.schedule();
    this.root.dataset.ready = "true";
  }

  async fetchState() {
    if (!["active", "finished"].includes(this.source.game.status)) {
      this.state = null;
      return;
    }
    this.setState(await this.source.stateNow());
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

  // --- following the game --------------------------------------------------------------
  schedule() {
    clearTimeout(this.timer);
    const over = ["finished", "aborted"].includes(this.source.game.status);
    const wait = this.pollEvery * (document.hidden ? 5 : 1) * (over ? 3 : 1);
    this.timer = setTimeout(() => this.tick(), wait);
  }

  async tick() {
    clearTimeout(this.timer);
    try {
      await this.refresh();
      if (this.talk) await this.talk.poll();
      this.view.setOffline(false);
    } catch (err) {
      this.view.setOffline(true, err.detail);
    } finally {
      this.schedule();
    }
  }

  /** Read new events; if any arrived, reload the summary and the state and redraw. */
  async refresh({ force = false } = {}) {
    const fresh = await this.source.readEvents();
    if (!fresh.length && !force) return fresh;
    await this.source.fetchGame();
    await this.fetchState();
    this.view.render();
    this.view.renderLog(fresh);
    this.followSeat();
    const others = fresh.filter((ev) => ev.actor !== this.mySeat || ev.actor === null);
    if (others.length && !force) {
      announce(eventWords(others[others.length - 1], this.source.game, this.source.module, this.ctx()));
    }
    return fresh;
  }

  /** Table talk is for the players: open it when the viewer has a seat, close it when their
   *  seat went to someone else (the API would refuse them the talk from then on). */
  followSeat() {
    const seat = this.mySeat;
    if (this.talk && this.talk.seat !== seat) {
      this.talk = null;
      replace(this.view.els.talk);
      this.view.els.talk.hidden = true;
    }
    if (this.talk || seat === null || userId === null) return;
    const box = this.view.els.talk;
    box.hidden = false;
    this.talk = new Talk(box, { gameId: this.source.gameId, timeZone: this.source.tz, seat });
    this.talk.poll({ quiet: true }).catch((err) => box.append(notice("error", err.detail)));
  }

  // --- acting --------------------------------------------------------------------------
  toggle(id) {
    const prompt = this.state?.prompt;
    if (!prompt || this.busy) return;
    if (this.selection.includes(id)) {
      this.selection = this.selection.filter((x) => x !== id);
    } else if (prompt.max === 1) {
      this.selection = [id];
    } else if (this.selection.length < prompt.max) {
      this.selection = [...this.selection, id];
    } else {
      this.message = { kind: "error", text: `${LIMIT} ${prompt.max}; unselect one first.` };
      this.view.renderPrompt();
      return;
    }
    if (this.message?.text.startsWith(LIMIT)) this.message = null;
    this.view.renderPrompt();
  }

  async submit(answer) {
    const prompt = this.state?.prompt;
    if (!prompt || this.busy) return;
    this.busy = true;
    this.message = null;
    this.view.renderPrompt();
    try {
      const state = await post(`games/${this.source.gameId}/act/`, {
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
      this.view.render();
    }
  }

  async seatAction(path, { confirmText = null, done = null, body = null } = {}) {
    if (confirmText && !window.confirm(confirmText)) return;
    this.busy = true;
    this.seatMessage = null;
    this.view.render();
    try {
      // The API takes no null invite code: an empty body when the address has none.
      const invite = path === "join" && this.source.invite ? { invite_code: this.source.invite } : {};
      body = body || invite;
      await post(`games/${this.source.gameId}/${path}/`, body);
      await this.refresh({ force: true });
      this.seatMessage = done ? { kind: "info", text: done } : null;
    } catch (err) {
      this.seatMessage = { kind: "error", text: err.detail };
    } finally {
      this.busy = false;
      this.view.render();
    }
  }
}
