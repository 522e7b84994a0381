// The game log: one line per event in words, with its number and time. The table page adds
// lines as events arrive; the replay makes each line a step to jump to.
import { h } from "../lib/dom.js";
import { formatTime } from "../lib/format.js";
import { eventWords } from "./events.js";

/**
 * Append the lines of `events` to the list `list` (`source` is the GameSource; `ctx` the
 * context the table module names things with). `onJump(seq)`, when given, makes each line
 * a button. An event without words is not shown.
 */
export function appendLog(list, events, source, ctx, { onJump = null } = {}) {
  for (const ev of events) {
    const words = eventWords(ev, source.game, source.module, ctx);
    if (!words || !String(words).trim()) continue;
    const time = h("time", { class: "log-time muted", datetime: ev.at }, formatTime(ev.at, source.tz));
    const seq = String(ev.seq);
    list.append(h("li", { class: `log-entry log-${ev.origin}`, dataset: { seq } },
      onJump
        ? h("button", { type: "button", class: "log-jump", onclick: () => onJump(ev.seq) },
          h("span", { class: "log-seq muted" }, seq), " ", h("span", { class: "log-words" }, words))
        : [h("span", { class: "log-seq muted", "aria-hidden": "true" }, seq),
          h("span", { class: "log-words" }, words)],
      time));
  }
}
