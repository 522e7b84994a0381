// The game log in words: the platform's own events here, the game's through its table
// module's describeEvent(), and a readable fallback for anything else.
import { humanize, seatName } from "../lib/format.js";

const TABLE = {
  GameCreated: (d) => `The table was opened for ${d.seats} players.`,
  SeatTaken: (d, g) => `${d.name || seatName(g, d.seat)} took seat ${d.seat + 1}.`,
  BotSeated: (d) => `${d.name}${/\bbot\b/i.test(d.name) ? "" : " (a bot)"} took seat ${d.seat + 1}.`,
  SeatVacated: (d) => `Seat ${d.seat + 1} is free again.`,
  GameStarted: () => "Every seat is taken: the game starts.",
  SeatResigned: (d, g) => `${seatName(g, d.seat)} resigned; ${
    d.then === "bot" ? "a bot plays the seat from here." : "the seat drops out of the game."}`,
  SeatTimedOut: (d, g) => `${seatName(g, d.seat)} missed the deadline: the rules' default move was played.`,
  SeatHandedToBot: (d, g) => `${seatName(g, d.seat)}'s seat is played by a bot for now.`,
  SeatTakenBack: (d, g) => `${seatName(g, d.seat)} took their seat back from the bot.`,
  SeatOffered: (d, g) => `${seatName(g, d.seat)}'s seat (played by a bot) is offered to a replacement player.`,
  SeatOfferWithdrawn: (d, g) => `The offer of ${seatName(g, d.seat)}'s seat was withdrawn.`,
  SeatReplaced: (d) => `${d.name} took over seat ${d.seat + 1}.`,
  ClockCharged: (d, g) => `${seatName(g, d.seat)}'s clock: ${days(d.used)} used, ${days(d.bank)} left.`,
  GameFinished: (d) => `The game is over.${d.result?.summary ? ` ${d.result.summary}` : ""}`,
  GameAborted: (d) => (d.moderator ? `A moderator stopped the game: ${d.reason}`
    : "The game was called off before it started."),
};

/** Seconds in days and hours: "2 days 3 hours". */
function days(seconds) {
  const hours = Math.round(Math.max(0, seconds) / 3600);
  const d = Math.floor(hours / 24), hh = hours % 24;
  return [d ? `${d} day${d === 1 ? "" : "s"}` : "", hh || !d ? `${hh} hour${hh === 1 ? "" : "s"}` : ""].filter(Boolean).join(" ");
}

const SEAT_KEYS = new Set(["seat", "player", "actor", "by_seat", "winner", "loser", "muse", "from", "to"]);

function valueWords(key, value, game, ctx) {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string" && ctx?.cardName && /^[A-Za-z0-9]+([-_][A-Za-z0-9]+)+$|^[A-Z]{2,4}\d+$/.test(value)) {
    return ctx.cardName(value);
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" && SEAT_KEYS.has(key)) return seatName(game, value);
  if (Array.isArray(value)) {
    return value.map((v) => valueWords(key, v, game, ctx)).join(", ") || "none";
  }
  if (typeof value === "object") {
    const keys = Object.keys(value);
    const bySeat = keys.length && keys.every((k) => /^\d+$/.test(k));
    return keys.map((k) => `${bySeat ? seatName(game, k) : humanize(k).toLowerCase()} ${
      valueWords(k, value[k], game, ctx)}`).join(", ");
  }
  return String(value);
}

/** A fallback sentence for an event nobody described: "Bob: stones taken (n 3)". */
export function fallbackWords(event, game, ctx = null) {
  const data = { ...(event.data || {}), ...(event.secret || {}) };
  const who = event.actor !== null && event.actor !== undefined ? seatName(game, event.actor)
    : (typeof data.seat === "number" ? seatName(game, data.seat) : null);
  const parts = Object.entries(data)
    .filter(([k]) => !(k === "seat" && who))
    .filter(([k]) => k !== "agenda")
    .map(([k, v]) => `${humanize(k).toLowerCase()} ${valueWords(k, v, game, ctx)}`);
  const what = humanize(event.type);
  return `${who ? `${who}: ` : ""}${what}${parts.length ? ` (${parts.join("; ")})` : ""}.`;
}

/** The sentence for one event. `module.describeEvent(event, ctx)` may return a string, or
 *  null to let the fallback speak. */
export function eventWords(event, game, module, ctx) {
  if (event.origin === "table" && TABLE[event.type]) {
    return TABLE[event.type](event.data || {}, game);
  }
  if (module?.describeEvent) {
    try {
      const words = module.describeEvent(event, ctx);
      if (words) return words;
    } catch (err) {
      console.warn("describeEvent failed", err);
    }
  }
  return fallbackWords(event, game, ctx);
}
