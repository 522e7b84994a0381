// Who sits at the table, who must move, and (before the start) joining, leaving, bots and
// the invite link.
import { h, notice } from "../lib/dom.js";
import { plural } from "../lib/format.js";

// The bot levels (games.engine.levels), in the words the lobby uses too.
export const BOT_LEVELS = [
  ["easy", "Easy: random legal moves with a little purpose"],
  ["normal", "Normal: the best move one step ahead"],
  ["strong", "Strong: searches ahead over the possible hidden cards"],
];

function seatLine(game, seat, mine, toAct) {
  const bits = [];
  if (mine) bits.push(h("span", { class: "badge badge-you" }, "you"));
  if (seat.bot) bits.push(h("span", { class: "badge" }, h("span", { "aria-hidden": "true" }, "⚙ "), seat.bot_level ? `bot, ${seat.bot_level}` : "bot"));
  if (seat.resigned) bits.push(h("span", { class: "badge badge-muted" }, "resigned"));
  if (seat.offered) bits.push(h("span", { class: "badge" }, "open to a replacement"));
  if (toAct) bits.push(h("span", { class: "badge badge-turn" }, h("span", { "aria-hidden": "true" }, "▶ "), "to move"));
  return h("li", { class: `seat ${toAct ? "seat-to-act" : ""} ${seat.open ? "seat-open" : ""}` },
    h("span", { class: "seat-number", "aria-hidden": "true" }, String(seat.seat + 1)),
    h("span", { class: "seat-name" }, seat.open ? h("em", { class: "muted" }, "open seat")
      : seat.player ? h("a", { href: `/players/${seat.player}/`, class: "seat-profile" }, seat.name) : seat.name,
      h("span", { class: "visually-hidden" }, ` (seat ${seat.seat + 1})`)),
    bits.length ? h("span", { class: "seat-badges" }, bits) : null);
}

/**
 * seatsPanel({game, mySeat, creatorIsMe, signedIn, invite, message, actions}) where
 * actions = {join, leave, addBot, abort, resign}: each is called on its button.
 */
export function seatsPanel({ game, mySeat, creatorIsMe, signedIn, message, actions, busy }) {
  const toAct = new Set(game.to_act || []);
  const list = h("ul", { class: "seat-list" },
    game.seats.map((s) => seatLine(game, s, s.seat === mySeat, toAct.has(s.seat))));
  const free = game.seats.filter((s) => s.open).length;
  const buttons = [];
  let invite = null;
  if (game.status === "open") {
    if (signedIn && mySeat === null && free) {
      buttons.push(h("button", { type: "button", onclick: actions.join, disabled: busy }, "Take a seat"));
    }
    if (!signedIn) {
      buttons.push(h("a", { class: "button-link", href: `/accounts/login/?next=${encodeURIComponent(location.pathname + location.search)}` }, "Log in to take a seat"));
    }
    if (creatorIsMe && free) {
      const level = h("select", { id: "bot-level", "aria-label": "Level of the bot" },
        BOT_LEVELS.map(([value, label]) => h("option", { value, selected: value === "normal" }, label)));
      buttons.push(h("span", { class: "bot-add" }, h("label", { for: "bot-level", class: "visually-hidden" }, "Level of the bot"), level,
        h("button", { type: "button", class: "secondary", onclick: () => actions.addBot(level.value), disabled: busy }, "Fill a seat with a bot")));
    }
    if (mySeat !== null && !creatorIsMe) {
      buttons.push(h("button", { type: "button", class: "secondary", onclick: actions.leave, disabled: busy }, "Leave this table"));
    }
    if (creatorIsMe) {
      buttons.push(h("button", { type: "button", class: "danger", onclick: actions.abort, disabled: busy }, "Call the game off"));
    }
    if (game.invite_code) {
      const url = `${location.origin}/games/${game.id}/?invite=${encodeURIComponent(game.invite_code)}`;
      const field = h("input", { type: "text", readonly: true, value: url, id: "invite-link",
        onfocus: (e) => e.target.select() });
      const email = h("input", { type: "email", id: "invite-email", placeholder: "friend@example.org", autocomplete: "off" });
      invite = h("div", { class: "invite" },
        h("label", { for: "invite-link" }, game.public ? "Link to this table" : "Invite link (this game is invite-only)"),
        h("div", { class: "copy-row" }, field, h("button", { type: "button", class: "secondary", onclick: async (e) => {
          try { await navigator.clipboard.writeText(url); e.target.textContent = "Copied"; } catch { field.select(); }
        } }, "Copy")),
        h("form", { class: "invite-form", novalidate: true, onsubmit: (e) => { e.preventDefault(); actions.invite(email.value.trim()); } },
          h("label", { for: "invite-email" }, "Or send the invitation by email"),
          h("div", { class: "copy-row" }, email, h("button", { type: "submit", class: "secondary", disabled: busy }, "Send"))));
    }
  }
  if (game.status === "active" && mySeat !== null) {
    const seat = game.seats.find((s) => s.seat === mySeat);
    if (seat && seat.bot && !seat.resigned) {
      buttons.push(h("button", { type: "button", onclick: actions.takeBack, disabled: busy }, "Take my seat back from the bot"));
    }
    if (seat && seat.bot && !seat.offered) {
      buttons.push(h("button", { type: "button", class: "secondary", onclick: () => actions.offer(seat.seat), disabled: busy }, "Offer my seat to a replacement"));
    }
    if (seat && !seat.resigned) {
      buttons.push(h("button", { type: "button", class: "danger subtle", onclick: actions.resign, disabled: busy }, "Resign…"));
    }
  }
  if (game.status === "active" && mySeat === null && signedIn && game.seats.some((s) => s.offered)) {
    buttons.push(h("button", { type: "button", onclick: actions.join, disabled: busy }, "Take over the open seat"));
  }
  let offers = null;
  const botSeats = game.seats.filter((x) => x.bot && !x.offered && x.seat !== mySeat);
  if (game.status === "active" && creatorIsMe && botSeats.length) {
    // The creator may hand any seat the bot plays (a resigned or absent player's, or a bot
    // seated at the start) to a person who joins from the lobby.
    offers = h("details", { class: "offers" }, h("summary", {}, "Find a person for a bot's seat"),
      h("p", { class: "small muted" }, "The seat is listed in the lobby; whoever joins plays it from where the bot left it."),
      h("div", { class: "button-row" }, botSeats.map((s) => h("button", { type: "button", class: "secondary",
        onclick: () => actions.offer(s.seat), disabled: busy }, `Offer ${s.name}'s seat`))));
  }
  return h("section", { class: "panel seats-panel", "aria-labelledby": "seats-title" },
    h("h2", { id: "seats-title", class: "panel-title" }, "Players"),
    game.status === "open" ? h("p", { class: "small" }, `Waiting for ${plural(free, "more player")}; the game starts when every seat is taken.`) : null,
    list, invite,
    buttons.length ? h("div", { class: "button-row" }, buttons) : null,
    offers,
    message ? notice(message.kind, message.text) : null);
}
