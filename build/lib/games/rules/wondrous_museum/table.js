// The Wondrous Museum: the Open Market (with commissions), the Black Market, your hand, and
// every museum as a row of exhibits with their admiration tokens, plus each player's five
// runes. Runes are a colour AND a letter (G R B Y P), and charged/used in words.
import { h } from "../js/lib/dom.js";
import { listWords, plural } from "../js/lib/format.js";
import { area, badge, card, chip, firstOption, panel, row, slot } from "../js/table/parts.js";

const RUNES = { green: ["G", "#2e7d4f"], red: ["R", "#c0392b"], blue: ["B", "#2874a6"], yellow: ["Y", "#b08a00"], purple: ["P", "#7b3fa0"] };
const FLAGS = { regular: ["Regular", "#6d4c9f"], travelling: ["Travelling", "#8e2b2b"], special: ["Special", "#222"], gate: ["Gate", "#8a8174"] };

function runeChip(rune, state = null) {
  const [symbol, tone] = RUNES[rune] || [rune.slice(0, 1).toUpperCase(), "#777"];
  return chip({ symbol, text: state ? `${rune} ${state}` : rune, tone, kind: state === "used" ? "used" : "" });
}

/** The admiration tokens on an exhibit that a payment prompt offers (options
 *  `t-<card>-<k>`), each drawn as a token that is clicked to pay with it. */
function tokenPicks(ctx, c) {
  const ids = [];
  for (let k = 0; k < (c.tokens || 0); k += 1) {
    const id = firstOption(ctx, `t-${c.id}-${k}`);
    if (id) ids.push(id);
  }
  if (!ids.length) return null;
  return h("div", { class: "token-picks", role: "group", "aria-label": `Admiration tokens on ${c.name}` },
    ids.map((id, k) => h("span", { class: "token-pick", dataset: { pick: id }, role: "group",
      "aria-label": `Admiration token ${k + 1} on ${c.name}, worth ${c.token_value ?? c.printed_token_value}` },
    h("span", { "aria-hidden": "true" }, "●"), ` ${c.token_value ?? c.printed_token_value}`)));
}

/** An exhibit card: price, base rating, flag, types, runes, effect text, tokens on it. */
export function exhibit(c, { pick = null, note = null, tokens = null, extra = null } = {}) {
  const [flag, tone] = FLAGS[c.flag] || [c.flag, "#777"];
  const t = tokens ?? c.tokens;
  const chips = [
    chip({ symbol: "$", text: String(c.price), tone: "#555", words: `price ${c.price}` }),
    chip({ symbol: "★", text: String(c.base_rating), tone: "#b8862b", words: `rating ${c.base_rating}` }),
    ...c.runes.map((r) => runeChip(r)),
  ];
  const lines = [c.text];
  if (t !== undefined && t !== null) lines.push(`${plural(t, "admiration token")}${t ? ` worth ${c.token_value ?? c.printed_token_value} each` : ""}`);
  if (c.scroll) lines.push(`Scroll beneath: ${c.scroll.name || c.scroll}`);
  if (note) lines.push(note);
  return card({ title: c.name, subtitle: [flag, ...c.types].join(" · "), tone, pick, chips, lines, classes: "exhibit", extra,
    label: `${c.name}: ${flag} exhibit, price ${c.price}, rating ${c.base_rating}, ${c.types.length ? `types ${c.types.join(", ")}, ` : ""}runes ${c.runes.join(" and ") || "none"}. ${c.text}${t ? ` ${plural(t, "admiration token")} on it.` : ""}${note ? ` ${note}` : ""}` });
}

function runes(ctx, p) {
  const mine = ctx.seat === p.seat;
  return h("div", { class: "rune-row", role: "list", "aria-label": "Rune tokens" },
    Object.entries(p.runes).map(([rune, state]) => {
      const pick = mine ? firstOption(ctx, `show-${rune}`) : null;
      const used = state !== "charged";
      return h("span", { role: "listitem", class: `rune ${used ? "rune-used" : ""}`, dataset: pick ? { pick } : {},
        "aria-label": `${rune} rune, ${used ? "used" : "charged"}` }, runeChip(rune, used ? "used" : "charged"));
    }));
}

function museumArea(ctx, p) {
  const v = ctx.view;
  const mine = ctx.seat === p.seat;
  const cards = p.museum.map((c) => exhibit(c, { pick: firstOption(ctx, c.id), extra: mine ? tokenPicks(ctx, c) : null }));
  const ends = mine ? [slot("place at the left end", firstOption(ctx, "left")), ...cards, slot("place at the right end", firstOption(ctx, "right"))] : cards;
  const r = p.rating || {};
  return area(ctx, p.seat, { turn: v.waiting_for === p.seat, extra: h("span", { class: "small muted" }, `rating ${r.total ?? 0}`) },
    h("div", { class: "stat-row" },
      h("span", {}, h("strong", {}, String(p.exhibits)), " exhibits"),
      h("span", {}, "tokens worth ", h("strong", {}, String(p.token_worth))),
      h("span", {}, `${plural(p.hand_count, "card")} in hand`),
      h("span", {}, `rating: ${r.exhibit_ratings ?? 0} exhibits + ${r.admiration_tokens ?? 0} tokens + ${r.special_effects ?? 0} effects`),
      p.black_market_used ? badge("Black Market used") : null,
      p.day_off_due ? badge("Day Off due") : null,
      p.gate_level ? badge(`Gate level ${p.gate_level}`) : null),
    runes(ctx, p),
    h("div", { class: "card-row museum-row" }, ends));
}

export function render(ctx) {
  const v = ctx.view;
  const me = v.players.find((p) => p.seat === ctx.seat);
  const players = [...v.players].sort((a, b) => (a.seat === ctx.seat ? -1 : b.seat === ctx.seat ? 1 : a.seat - b.seat));
  const acquiring = v.acquiring;
  return h("div", { class: "wondrous" },
    h("div", { class: "panel table-banner" },
      h("p", { class: "banner-main" }, v.phase === "over" ? "The game is over."
        : `${v.round ? `Round ${v.round}` : "Before the first round"}${v.waiting_for !== null && v.waiting_for !== undefined ? ` · ${ctx.seatName(v.waiting_for)} to play` : ""}`),
      h("p", { class: "small muted" }, `Themes: ${listWords(v.themes)}. Deck ${v.deck_count}, discard ${v.discard.length}, ${v.supply} admiration tokens in the supply. First player: ${ctx.seatName(v.first_player)}.`),
      v.end ? h("p", { class: "small" }, badge("last round"), ` The end was triggered by ${ctx.seatName(v.end.by)}.`) : null),
    acquiring ? panel(`${ctx.seatName(acquiring.seat)} is acquiring`, row([exhibit(acquiring.info)])) : null,
    panel("Open Market", h("p", { class: "small muted" }, "The commission is added to the price."),
      h("div", { class: "card-row" }, v.market.map((m) => (m.card
        ? exhibit(m.card, { pick: firstOption(ctx, `acquire-market-${m.slot}`, m.card.id), note: `Commission +${m.commission}` })
        : h("div", { class: "empty-slot" }, `Slot ${m.slot + 1} (+${m.commission}): empty`))))),
    panel("Black Market", v.black_market.length
      ? row(v.black_market.map((c) => exhibit(c, { pick: firstOption(ctx, `acquire-black-${c.id}`, c.id) })))
      : h("p", { class: "muted" }, "Empty.")),
    me && me.hand ? panel("Your hand", row(me.hand.map((c) => exhibit(c, { pick: firstOption(ctx, `acquire-hand-${c.id}`, `h-${c.id}`, c.id) })), { empty: "No cards in hand." })) : null,
    players.map((p) => museumArea(ctx, p)));
}

export function describeEvent(ev, ctx) {
  const d = { ...ev.data, ...(ev.secret || {}) };
  const who = typeof d.seat === "number" ? ctx.seatName(d.seat) : null;
  const name = (id) => ctx.cardName(id);
  switch (ev.type) {
    case "GameSetUp": return `The game is set up for ${d.solo ? "a solo challenge" : plural(d.n, "player")}; themes: ${listWords(d.themes || [])}.`;
    case "HandDealt": return `${who} was dealt ${plural(d.n, "card")}${d.cards ? ` (${d.cards.map(name).join(", ")})` : ""}.`;
    case "DateRecorded": return `${who} recorded date ${d.date} of 4${d.ends_game ? ": the end of the game is near" : ""}.`;
    case "MarketCleared": return `The Open Market was cleared (${(d.cards || []).map(name).join(", ")}).`;
    case "ExhibitsActivated": return `${name(d.card)} activated ${(d.targets || []).map(name).join(", ") || "nothing"}.`;
    case "ExhibitsSwapped": return `${who} swapped ${name(d.a)} and ${name(d.b)} in their museum.`;
    case "TurnStarted": return `Round ${d.round}: ${who}'s turn.`;
    case "TurnEnded": return `${who} ended the turn.`;
    case "CardsDrawn": return `${who} drew ${plural(d.n, "card")}${d.cards ? ` (${d.cards.map(name).join(", ")})` : ""}.`;
    case "CardsDiscarded": return `${who} discarded ${(d.cards || []).map(name).join(", ")}${d.reason ? ` (${d.reason})` : ""}.`;
    case "OpeningRedrawn": return `${who} redrew ${plural(d.discarded, "card")} before the first round.`;
    case "AcquisitionStarted": return `${who} acquires ${name(d.card)} from ${d.source === "market" ? "the Open Market" : d.source === "black" ? "the Black Market" : "their hand"} for ${d.cost}.`;
    case "CostPaid": return `${who} paid ${d.value}${d.cards?.length ? ` (cards: ${d.cards.map(name).join(", ")})` : ""}.`;
    case "ExhibitPlaced": return `${who} placed ${name(d.card)} at the ${d.side} end of their museum.`;
    case "MarketRefilled": return "The Open Market was refilled.";
    case "MarketCardTaken": return `${who} took ${name(d.card)} from the Open Market into their hand.`;
    case "MarketCardDiscarded": return `${name(d.card)} left the Open Market (${d.reason}).`;
    case "RuneFlipped": return `${who} flipped the ${d.rune} rune${d.show_time ? " for Show Time!" : ""}.`;
    case "RunesRecharged": return `${who}'s runes are charged again (${d.reason}).`;
    case "ExhibitActivated": return `${name(d.card)} activates (${d.rune} rune).`;
    case "EffectStarted": return `${name(d.card)}: ${d.text}.`;
    case "TokensGained": return `${who} gained admiration tokens: ${Object.entries(d.gains || {}).map(([c, n]) => `${n} on ${name(c)}`).join(", ")}.`;
    case "TokensMoved": return `${who} moved ${plural(d.n, "token")} from ${name(d.origin)} to ${name(d.to)}.`;
    case "ChoiceMade": return `${who} chose ${(d.choices || []).map(name).join(", ")} for ${name(d.card)}.`;
    case "OptionChosen": return `${who} chose “${d.option}” on ${name(d.card)}.`;
    case "EffectsSkipped": return `${who} skipped an effect of ${name(d.card)}.`;
    case "NothingHappened": return `${name(d.card)}: nothing to do.`;
    case "EffectsTriggered": return `${name(d.by)} set off ${(d.cards || []).map(name).join(", ")}.`;
    case "ExchangeStarted": return `${who} exchanges: draws 3, then discards 1.`;
    case "DeckReshuffled": return `The discard pile was shuffled into a new deck (${d.count} cards).`;
    case "GameEndTriggered": return `${who} triggered the end of the game; the round is finished and one more is played.`;
    case "GameEnded": return `The game ended. Ratings: ${Object.entries(d.ratings || {}).map(([s, r]) => `${ctx.seatName(Number(s))} ${r}`).join(", ")}.`;
    default: return null;
  }
}
