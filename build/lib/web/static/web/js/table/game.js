// One game as a page reads it: its summary, the kinds, the kind's table module, its events
// (read on from a cursor) and its states, and the context a table module draws with. The
// table page and the replay both read their game through here.
import { get } from "../lib/api.js";
import { seatName } from "../lib/format.js";
import { readAll } from "../lib/paging.js";
import { timeZone } from "../lib/session.js";
import { names } from "./generic.js";
import { loadModule } from "./modules.js";
import { idWords } from "./parts.js";

export class GameSource {
  /** `invite` is the invite code from the page address (an invite-only game's link). */
  constructor(gameId, invite = null) {
    this.gameId = gameId;
    this.invite = invite;
    this.tz = "UTC";
    this.game = null; // the summary (GET games/<id>/): seats, my_seat, created_by_me...
    this.kinds = [];
    this.module = null;
    this.events = [];
    this.after = 0; // the events cursor: everything up to it has been read
    this.pastStates = new Map();
    this.cardNames = new Map();
    this.namesVersion = null;
  }

  /** The time zone, the summary, the kinds and the table module; rejects with ApiError. */
  async open() {
    [this.tz, , this.kinds] = await Promise.all([
      timeZone(), this.fetchGame(), get("kinds/").catch(() => [])]);
    this.module = await loadModule(this.game.kind);
    return this;
  }

  async fetchGame() {
    this.game = await get(`games/${this.gameId}/`, { invite: this.invite });
    return this.game;
  }

  /** The events after the cursor (all of them the first time); returns the new ones. */
  async readEvents() {
    const { items, after } = await readAll(`games/${this.gameId}/events/`,
      { query: { invite: this.invite }, after: this.after });
    this.events.push(...items);
    this.after = after;
    return items;
  }

  /** The state as the viewer's seat sees it now. */
  stateNow() {
    return get(`games/${this.gameId}/state/`, { invite: this.invite });
  }

  /** The state after event `n` as a spectator saw it (kept: the past does not change). */
  stateAt(n) {
    if (!this.pastStates.has(n)) {
      this.pastStates.set(n, get(`games/${this.gameId}/state/`, { at: n, as: "spectator", invite: this.invite }));
    }
    return this.pastStates.get(n);
  }

  /** The seq of the event that started the game (the rules' state exists from there), or null. */
  startSeq() {
    return this.events.find((e) => e.type === "GameStarted")?.seq ?? null;
  }

  get viewerSeat() {
    return this.game?.my_seat ?? null;
  }

  get kind() {
    return this.kinds.find((k) => k.slug === this.game.kind) || null;
  }

  get kindName() {
    return this.kind?.name || this.game.kind;
  }

  /** `?invite=…` for the links of an invite-only game, else "". */
  get inviteQuery() {
    return this.invite ? `?invite=${encodeURIComponent(this.invite)}` : "";
  }

  /** Remember the card names of a view: the log names cards shown once, even later. */
  learnNames(state) {
    if (state && state.version !== this.namesVersion) {
      names(state.view, this.cardNames);
      this.namesVersion = state.version;
    }
  }

  /** What a table module draws with: `mode` is "play" or "replay"; `seat` the seat whose
   *  view `state` is (null: a spectator's). */
  ctx({ mode, state = null, seat = null, selection = [] }) {
    const game = this.game;
    const prompt = state?.prompt || null;
    this.learnNames(state);
    return {
      mode, game, kind: game.kind, state, view: state?.view || {},
      seat, seatCount: game.seat_count, prompt,
      optionIds: new Set(prompt?.options?.map((o) => o.id) || []),
      selection,
      seatName: (n) => seatName(game, n),
      cardName: (id) => this.cardNames.get(String(id)) || idWords(id),
    };
  }
}
