// Words for numbers, names and times.

/** "hand_count" / "handCount" -> "Hand count". */
export function humanize(key) {
  const words = String(key).replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** The name of seat `n` in a game summary (seats count from 0 in the API). */
export function seatName(game, n) {
  const seat = game?.seats?.find((s) => s.seat === Number(n));
  if (!seat) return `Seat ${Number(n) + 1}`;
  if (seat.name) return seat.name;
  return `Seat ${Number(n) + 1}`;
}

export function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Alice, Bob and Carol". */
export function listWords(items) {
  const list = [...items];
  if (list.length <= 1) return list.join("");
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

export function browserTimeZone() {
  try { return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"; } catch { return "UTC"; }
}

/** A date-time in the player's time zone: "Tue 3 Dec, 14:05 (Europe/Paris)". */
export function formatTime(iso, timeZone, { zone = false } = {}) {
  if (!iso) return "";
  const date = new Date(iso);
  let text;
  try {
    text = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", day: "numeric",
      month: "short", hour: "2-digit", minute: "2-digit" }).format(date);
  } catch {
    text = date.toUTCString();
    timeZone = "UTC";
  }
  return zone ? `${text} (${timeZone})` : text;
}

/** "in 2 days", "in 5 hours", "3 minutes ago". */
export function relative(iso, now = Date.now()) {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const units = [["day", 86400], ["hour", 3600], ["minute", 60]];
  const fmt = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return fmt.format(Math.round(seconds / size), unit);
  }
  return fmt.format(seconds, "second");
}

/** The deadline in words, or null when the game has none. */
export function deadlineWords(iso, timeZone) {
  if (!iso) return null;
  const past = new Date(iso).getTime() < Date.now();
  return `${past ? "Deadline passed" : "Deadline"}: ${formatTime(iso, timeZone, { zone: true })}, ${relative(iso)}`;
}

/** Ordinal rank: 1 -> "1st". */
export function ordinal(n) {
  const s = ["th", "st", "nd", "rd"], v = n % 100;
  return `${n}${s[(v - 20) % 10] || s[v] || s[0]}`;
}

/** A game's time control in words: "3 days per move", "clock: 7 days, +1 per move, at most
 *  14, weekends off". Empty for a game without one. */
export function timeControlWords(tc) {
  if (!tc || !tc.kind) return "";
  const weekends = tc.skip_weekends ? ", weekends off" : "";
  if (tc.kind === "clock") {
    return `clock: ${plural(tc.bank_days, "day")}, +${tc.increment_days} per move, at most ${tc.cap_days}${weekends}`;
  }
  return `${plural(tc.days, "day")} per move${weekends}`;
}

/** A share as a whole percentage, rounded down (0.8999 -> "89%"), so a figure never shows
 *  more than it is; "no figure yet" for none. */
export function percentDown(share) {
  return share === null || share === undefined ? "no figure yet" : `${Math.floor(share * 100 + 1e-9)}%`;
}

/** A duration in the largest fitting unit: "under a minute", "12 minutes", "5 hours",
 *  "2 days"; "no figure yet" for none. */
export function durationWords(seconds) {
  if (seconds === null || seconds === undefined) return "no figure yet";
  const units = [["day", 86400], ["hour", 3600], ["minute", 60]];
  for (const [unit, size] of units) {
    if (seconds >= size) return plural(Math.round(seconds / size), unit);
  }
  return "under a minute";
}
