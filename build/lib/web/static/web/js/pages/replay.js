// Replay: any game, finished or running, stepped or scrubbed event by event. Each position
// is the game's state after event N (`state/?at=N`, as a spectator saw it), drawn by the
// same board as the table page.
import { h, notice, replace } from "../lib/dom.js";
import { showNewest } from "../lib/logscroll.js";
import { boardWithout, drawBoard, drawResult } from "../table/board.js";
import { eventWords } from "../table/events.js";
import { GameSource } from "../table/game.js";
import { gameTitle } from "../table/head.js";
import { appendLog } from "../table/log.js";

const root = document.getElementById("app");
const source = new GameSource(Number(root.dataset.gameId), new URLSearchParams(location.search).get("invite"));
const els = {};
let at = 0;
let timer = null;
let drawing = 0;

const last = () => source.game.version;
const ctxFor = (state) => source.ctx({ mode: "replay", state, seat: state?.seat ?? null });

function build() {
  els.range = h("input", { type: "range", id: "replay-at", min: 0, max: last(), step: 1, value: String(at),
    "aria-describedby": "replay-caption" });
  els.range.addEventListener("input", () => go(Number(els.range.value)));
  const button = (label, words, fn, id) => h("button", { type: "button", class: "secondary", id,
    "aria-label": words, title: words, onclick: fn }, label);
  els.play = button("▶ Play", "Play the game from here, one event a second", togglePlay, "replay-play");
  els.caption = h("p", { id: "replay-caption", class: "replay-caption", "aria-live": "polite" });
  els.board = h("section", { class: "board", id: "board", "aria-label": "The table at this point" });
  els.result = h("div");
  els.log = h("ol", { class: "log-list replay-log" });
  els.viewpoint = h("p", { class: "small muted", id: "replay-viewpoint" }, "Each moment is drawn as it was then.");
  replace(root,
    h("header", { class: "table-head" }, gameTitle(source, { replay: true }), els.viewpoint),
    h("div", { class: "replay-controls panel", role: "group", "aria-label": "Replay controls" },
      h("div", { class: "button-row" },
        button("« First", "First event", () => go(0), "replay-first"),
        button("‹ Back", "Previous event", () => go(at - 1), "replay-prev"),
        els.play,
        button("Next ›", "Next event", () => go(at + 1), "replay-next"),
        button("Last »", "Last event", () => go(last()), "replay-last")),
      h("label", { for: "replay-at" }, "Scrub through the game"), els.range, els.caption),
    h("div", { class: "table-layout" },
      h("div", { class: "table-main" }, els.result, els.board),
      h("aside", { class: "table-side" }, h("section", { class: "panel log-panel", "aria-labelledby": "replay-log-title" },
        h("h2", { class: "panel-title", id: "replay-log-title" }, "Events"),
        h("div", { class: "log-scroll" }, els.log)))));
  appendLog(els.log, source.events, source, ctxFor(null), { onJump: go });
  showNewest(els.log.parentElement);
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    if (e.key === "ArrowLeft") { e.preventDefault(); go(at - 1); }
    if (e.key === "ArrowRight") { e.preventDefault(); go(at + 1); }
  });
}

/** Mark the log line of the current event and keep it in sight. */
function markLog() {
  for (const li of els.log.children) {
    const current = Number(li.dataset.seq) === at;
    li.classList.toggle("current", current);
    if (current) {
      li.querySelector("button").setAttribute("aria-current", "step");
      li.scrollIntoView({ block: "nearest" });
    } else li.querySelector("button").removeAttribute("aria-current");
  }
}

async function go(n) {
  const max = last();
  at = Math.max(0, Math.min(max, n));
  els.range.value = String(at);
  const ev = source.events.find((e) => e.seq === at);
  const words = ev ? eventWords(ev, source.game, source.module, ctxFor(null)) : "Before the first event.";
  els.caption.textContent = `Event ${at} of ${max}: ${words}`;
  els.range.setAttribute("aria-valuetext", `Event ${at} of ${max}: ${words}`);
  markLog();
  const ticket = ++drawing;
  const start = source.startSeq();
  if (start === null || at < start) {
    boardWithout(els.board, { lines: [start === null
      ? "This game never started: there is no table to show."
      : "The players are taking their seats; the cards are dealt when the game starts."] });
    drawResult(els.result, null);
    return;
  }
  try {
    const state = await source.stateAt(at);
    if (ticket !== drawing) return; // a later step won the race
    const ctx = ctxFor(state);
    // Replays always show the public view (a seat's own hand stays on its table page).
    els.viewpoint.textContent = "Each moment is drawn as a spectator saw it then: hidden cards stay hidden.";
    drawBoard(els.board, source.module, ctx);
    drawResult(els.result, at === max ? source.game.result : null, ctx);
    // The drawn table may change the log's width: at the end, refit it to whole entries.
    if (at === max) showNewest(els.log.parentElement);
    root.dataset.at = String(at);
  } catch (err) {
    if (ticket === drawing) replace(els.board, notice("error", err.detail));
  }
}

function togglePlay() {
  if (timer) {
    clearInterval(timer);
    timer = null;
    els.play.textContent = "▶ Play";
    return;
  }
  if (at >= last()) go(0);
  els.play.textContent = "Pause";
  timer = setInterval(() => {
    if (at >= last()) { togglePlay(); return; }
    go(at + 1);
  }, 1000);
}

async function start() {
  try {
    await source.open();
    await source.readEvents();
  } catch (err) {
    replace(root, h("h1", {}, "Replay"), notice("error", err.detail));
    return;
  }
  const wanted = Number(new URLSearchParams(location.search).get("at"));
  // The last position shows every card the game showed the viewer: names for the log.
  if (source.startSeq() !== null) {
    try { source.learnNames(await source.stateAt(last())); } catch { /* words fall back to ids */ }
  }
  build();
  await go(Number.isInteger(wanted) && wanted > 0 ? wanted : last());
  root.dataset.ready = "true";
}

start();
