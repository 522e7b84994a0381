// Replay: any game, finished or running, stepped or scrubbed event by event. Each position
// is the game's state after event N (`state/?at=N`), drawn by the kind's table module.
import { get } from "../lib/api.js";
import { h, notice, replace } from "../lib/dom.js";
import { eventWords } from "../table/events.js";
import { formatTime, seatName } from "../lib/format.js";
import { showNewest } from "../lib/logscroll.js";
import { timeZone } from "../lib/session.js";
import { names } from "../table/generic.js";
import { idWords } from "../table/parts.js";
import { loadModule, rulesUrl } from "../table/modules.js";
import { resultSection } from "../table/result.js";

const root = document.getElementById("app");
const gameId = Number(root.dataset.gameId);
const invite = new URLSearchParams(location.search).get("invite");

const R = { names: new Map(), game: null, events: [], at: 0, module: null, cache: new Map(), tz: "UTC", kinds: [], timer: null };

async function allEvents() {
  const out = [];
  let after = 0;
  for (;;) {
    const page = await get(`games/${gameId}/events/`, { after, limit: 500, invite });
    out.push(...page.events);
    if (page.events.length < 500) return out;
    after = page.next_after;
  }
}

function ctxFor(state) {
  return {
    mode: "replay", game: R.game, kind: R.game.kind, state, view: state?.view || {},
    seat: state?.seat ?? null, seatCount: R.game.seat_count, prompt: null, optionIds: new Set(),
    selection: [], seatName: (n) => seatName(R.game, n),
    cardName: (id) => R.names.get(String(id)) || idWords(id),
  };
}

/** The first event seq at which the rules' state exists (the game started). */
function startSeq() {
  const started = R.events.find((e) => e.type === "GameStarted");
  return started ? started.seq : null;
}

async function stateAt(n) {
  if (!R.cache.has(n)) R.cache.set(n, get(`games/${gameId}/state/`, { at: n, as: "spectator", invite }));
  return R.cache.get(n);
}

const els = {};

function build() {
  const max = R.game.version;
  els.range = h("input", { type: "range", id: "replay-at", min: 0, max, step: 1, value: String(R.at),
    "aria-describedby": "replay-caption" });
  els.range.addEventListener("input", () => go(Number(els.range.value)));
  const button = (label, words, fn, id) => h("button", { type: "button", class: "secondary", id,
    "aria-label": words, title: words, onclick: fn }, label);
  els.play = button("▶ Play", "Play the game from here, one event a second", togglePlay, "replay-play");
  els.caption = h("p", { id: "replay-caption", class: "replay-caption", "aria-live": "polite" });
  els.board = h("section", { class: "board", id: "board", "aria-label": "The table at this point" });
  els.result = h("div");
  els.log = h("ol", { class: "log-list replay-log" });
  const kind = R.kinds.find((k) => k.slug === R.game.kind);
  replace(root,
    h("header", { class: "table-head" },
      h("div", { class: "table-title" },
        h("h1", {}, `Replay: ${kind?.name || R.game.kind}`, h("span", { class: "muted game-number" }, ` · game ${gameId}`)),
        h("nav", { class: "table-links", "aria-label": "This game" },
          h("a", { href: `/games/${gameId}/${invite ? `?invite=${encodeURIComponent(invite)}` : ""}` }, "Back to the table"),
          rulesUrl(R.game.kind) ? h("a", { href: rulesUrl(R.game.kind) }, "Rules") : null,
          h("a", { href: `/api/games/${gameId}/export/`, download: `vitrine-${R.game.kind}-${gameId}.json` }, "Download history"))),
      h("p", { class: "small muted", id: "replay-viewpoint" }, "Each moment is drawn as it was then.")),
    h("div", { class: "replay-controls panel", role: "group", "aria-label": "Replay controls" },
      h("div", { class: "button-row" },
        button("« First", "First event", () => go(0), "replay-first"),
        button("‹ Back", "Previous event", () => go(R.at - 1), "replay-prev"),
        els.play,
        button("Next ›", "Next event", () => go(R.at + 1), "replay-next"),
        button("Last »", "Last event", () => go(R.game.version), "replay-last")),
      h("label", { for: "replay-at" }, "Scrub through the game"), els.range, els.caption),
    h("div", { class: "table-layout" },
      h("div", { class: "table-main" }, els.result, els.board),
      h("aside", { class: "table-side" }, h("section", { class: "panel log-panel", "aria-labelledby": "replay-log-title" },
        h("h2", { class: "panel-title", id: "replay-log-title" }, "Events"),
        h("div", { class: "log-scroll" }, els.log)))));
  const ctx = ctxFor(null);
  for (const ev of R.events) {
    const words = eventWords(ev, R.game, R.module, ctx);
    if (!words || !String(words).trim()) continue; // an event without words is not shown
    els.log.append(h("li", { class: `log-entry log-${ev.origin}`, dataset: { seq: String(ev.seq) } },
      h("button", { type: "button", class: "log-jump", onclick: () => go(ev.seq) },
        h("span", { class: "log-seq muted" }, String(ev.seq)), " ",
        h("span", { class: "log-words" }, words)),
      h("time", { class: "log-time muted", datetime: ev.at }, formatTime(ev.at, R.tz))));
  }
  showNewest(els.log.parentElement);
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    if (e.key === "ArrowLeft") { e.preventDefault(); go(R.at - 1); }
    if (e.key === "ArrowRight") { e.preventDefault(); go(R.at + 1); }
  });
}

let drawing = 0;

async function go(n) {
  const max = R.game.version;
  R.at = Math.max(0, Math.min(max, n));
  els.range.value = String(R.at);
  const ev = R.events.find((e) => e.seq === R.at);
  const words = ev ? eventWords(ev, R.game, R.module, ctxFor(null)) : "Before the first event.";
  els.caption.textContent = `Event ${R.at} of ${max}: ${words}`;
  els.range.setAttribute("aria-valuetext", `Event ${R.at} of ${max}: ${words}`);
  for (const li of els.log.children) {
    const current = Number(li.dataset.seq) === R.at;
    li.classList.toggle("current", current);
    if (current) {
      li.querySelector("button").setAttribute("aria-current", "step");
      li.scrollIntoView({ block: "nearest" });
    } else li.querySelector("button").removeAttribute("aria-current");
  }
  const ticket = ++drawing;
  const start = startSeq();
  if (start === null || R.at < start) {
    replace(els.board, h("div", { class: "panel" }, h("p", {}, start === null
      ? "This game never started: there is no table to show."
      : "The players are taking their seats; the cards are dealt when the game starts.")));
    replace(els.result);
    return;
  }
  try {
    const state = await stateAt(R.at);
    if (ticket !== drawing) return; // a later step won the race
    const ctx = ctxFor(state);
    const viewpoint = document.getElementById("replay-viewpoint");
    // Replays always show the public view (a seat's own hand stays on its table page).
    viewpoint.textContent = "Each moment is drawn as a spectator saw it then: hidden cards stay hidden.";
    replace(els.board, R.module.render(ctx));
    replace(els.result, R.at === max && R.game.result ? resultSection(R.game.result, ctx) : "");
    // The drawn table may change the log's width: at the end, refit it to whole entries.
    if (R.at === max) showNewest(els.log.parentElement);
    root.dataset.at = String(R.at);
  } catch (err) {
    if (ticket === drawing) replace(els.board, notice("error", err.detail));
  }
}

function togglePlay() {
  if (R.timer) {
    clearInterval(R.timer);
    R.timer = null;
    els.play.textContent = "▶ Play";
    return;
  }
  if (R.at >= R.game.version) go(0);
  els.play.textContent = "Pause";
  R.timer = setInterval(() => {
    if (R.at >= R.game.version) { togglePlay(); return; }
    go(R.at + 1);
  }, 1000);
}

async function start() {
  try {
    [R.tz, R.game, R.kinds] = await Promise.all([timeZone(), get(`games/${gameId}/`, { invite }), get("kinds/")]);
    R.events = await allEvents();
    R.module = await loadModule(R.game.kind);
  } catch (err) {
    replace(root, h("h1", {}, "Replay"), notice("error", err.detail));
    return;
  }
  const wanted = Number(new URLSearchParams(location.search).get("at"));
  // The last position shows every card the game showed the viewer: names for the log.
  if (startSeq() !== null) {
    try { names((await stateAt(R.game.version)).view, R.names); } catch { /* words fall back to ids */ }
  }
  build();
  await go(Number.isInteger(wanted) && wanted > 0 ? wanted : R.game.version);
  root.dataset.ready = "true";
}

start();
