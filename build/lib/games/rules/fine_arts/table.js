// Museum of Fine Arts: the collections up for bid, your revenue hand (click cards to
// discard or keep them), trading, bids, the auction, each museum by category and the 14
// contests. Sources and categories carry a letter code as well as a colour.
import { h } from "../js/lib/dom.js";
import { listWords, plural } from "../js/lib/format.js";
import { area, badge, card, chip, firstOption, panel, row } from "../js/table/parts.js";

const SOURCES = {
  endowments: ["En", "#6d4c9f"], "general-revenue": ["GR", "#2b6ea6"], "restricted-gifts": ["RG", "#b5533c"],
  "government-funding": ["GF", "#3d7d4a"], memberships: ["Me", "#b8862b"], grants: ["Gr", "#7a3b5e"],
};
const CATEGORIES = { A: "#8c6d3f", C: "#5b7c99", E: "#7a3b2e", N: "#3d7d4a", L: "#6d4c9f", M: "#c0572b", X: "#2b6ea6" };

/** A revenue card: source (letter + colour) and its bidding value. */
export function revenue(c, { pick = null, note = null } = {}) {
  const [symbol, tone] = SOURCES[c.source] || [c.source_name.slice(0, 2), "#777"];
  return card({ title: String(c.value), subtitle: c.source_name, tone, pick, size: "small", classes: "revenue-card",
    corner: { symbol, tone }, lines: note ? [note] : [],
    label: `${c.label}${note ? `, ${note}` : ""}` });
}

/** A collection card: name, category (letter + colour), rank and dates. */
export function collection(c, { pick = null, note = null } = {}) {
  const tone = CATEGORIES[c.category] || "#777";
  return card({ title: c.name, subtitle: `${c.category_name}${c.dates ? ` · ${c.dates}` : ""}`, tone, pick,
    corner: { symbol: c.category, tone }, chips: [chip({ symbol: "★", text: `rank ${c.rank}`, tone: "#8c6d3f" })],
    lines: note ? [note] : [], label: `${c.name}, ${c.category_name}, rank ${c.rank}${c.dates ? `, ${c.dates}` : ""}${note ? `, ${note}` : ""}` });
}

function museum(ctx, p) {
  const m = p.museum;
  const cats = Object.entries(m.by_category).filter(([, c]) => c.count);
  return area(ctx, p.seat, { turn: p.waiting, extra: h("span", { class: "small muted" }, `${plural(p.points, "point")}`) },
    h("div", { class: "stat-row" },
      h("span", {}, h("strong", {}, String(m.count)), " collections"),
      h("span", {}, "total rank ", h("strong", {}, String(m.rank))),
      h("span", {}, `${plural(p.hand_count, "revenue card")} in hand`)),
    cats.length ? h("p", { class: "small" }, cats.map(([code, c]) => `${code} ${c.name}: ${c.count} (rank ${c.rank})`).join(" · ")) : null,
    m.collections.length ? row(m.collections.map((c) => collection(c))) : h("p", { class: "muted small" }, "No collections yet."),
    p.hand && ctx.seat !== p.seat ? h("div", {}, h("p", { class: "small" }, "Revealed hand:"), row(p.hand.map((c) => revenue(c)))) : null);
}

function trading(ctx, tr) {
  if (!tr) return null;
  const offer = (o) => h("li", {}, o.text || o.label || `${ctx.seatName(o.from)} → ${ctx.seatName(o.to)}`);
  // `done` is one flag per seat (true: that seat has finished trading), not a list of seats.
  const done = tr.done.flatMap((finished, s) => (finished ? [s] : []));
  return panel("Trading",
    h("p", { class: "small", id: "trading-done" }, done.length ? `Done trading: ${listWords(done.map((s) => ctx.seatName(s)))}.` : "Nobody has finished trading yet."),
    tr.offers_to_me.length ? h("div", {}, h("h4", {}, "Offers to you"), h("ul", {}, tr.offers_to_me.map(offer))) : null,
    tr.my_offers.length ? h("div", {}, h("h4", {}, "Your open offers"), h("ul", {}, tr.my_offers.map(offer))) : null,
    tr.completed.length ? h("div", {}, h("h4", {}, "Trades made"), h("ul", {}, tr.completed.map((t) => h("li", {},
      `${ctx.seatName(t.from)} gave ${plural(t.gave_count, "card")} to ${ctx.seatName(t.to)} for ${plural(t.got_count, "card")}`,
      t.gave ? ` (${t.gave.map((c) => c.label).join(", ")} for ${t.got.map((c) => c.label).join(", ")})` : "", ".")))) : null,
    tr.notes.length ? h("ul", { class: "small" }, tr.notes.map((n) => h("li", {}, n))) : null);
}

function bids(ctx, b, display) {
  if (!b) return null;
  if (!b.revealed) {
    return panel("Sealed bids", h("p", {}, b.submitted.length ? `Bids in from ${listWords(b.submitted.map((s) => ctx.seatName(s)))}.` : "No bids are in yet."),
      b.mine ? h("p", { class: "small" }, "Your bid: ", b.mine.map((x) => `${x.collection.name} ${x.total} (${x.cards.map((c) => c.label).join(", ")})`).join("; ") || "nothing") : null);
  }
  return panel("Bids revealed", h("div", { class: "table-scroll" }, h("table", {},
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Bids"))),
    h("tbody", {}, b.bids.map((bid, s) => h("tr", {}, h("th", { scope: "row" }, ctx.seatName(s)),
      h("td", {}, bid.length ? bid.map((x) => `${x.collection.name}: ${x.total}`).join(", ") : "no bid")))))));
}

function auction(ctx, a) {
  if (!a) return null;
  return panel(`Live auction ${a.index + 1}`, row([collection(a.collection)]),
    h("p", {}, a.high ? `Highest bid: ${a.high.total} by ${ctx.seatName(a.high.seat)} (${a.high.cards.map((c) => c.label).join(", ")}).` : "No bid yet.",
      a.to_act !== null && a.to_act !== undefined ? ` ${ctx.seatName(a.to_act)} to bid or pass.` : "",
      ` Still in: ${listWords(a.active.map((s) => ctx.seatName(s)))}.`));
}

function standings(ctx, list, title) {
  if (!list || !list.length) return null;
  const seats = list[0].values.map((_, s) => s);
  return h("details", { class: "panel" }, h("summary", {}, title),
    h("div", { class: "table-scroll" }, h("table", { class: "contest-table" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Contest"), seats.map((s) => h("th", { scope: "col" }, ctx.seatName(s))))),
      h("tbody", {}, list.map((c) => h("tr", {}, h("th", { scope: "row" }, c.name),
        seats.map((s) => h("td", { class: c.winners.includes(s) ? "contest-win" : "" }, String(c.values[s]),
          c.winners.includes(s) ? h("span", {}, " ✓", h("span", { class: "visually-hidden" }, " wins")) : null))))))));
}

export function render(ctx) {
  const v = ctx.view;
  const me = v.players.find((p) => p.seat === ctx.seat);
  const pickHand = (c) => firstOption(ctx, c.id);
  const others = v.players.filter((p) => p.seat !== ctx.seat);
  return h("div", { class: "fine-arts" },
    h("div", { class: "panel table-banner" },
      h("p", { class: "banner-main" }, `Turn ${v.turn} of ${v.turns} · ${v.phase_label}`),
      h("p", { class: "small muted" }, `Scoring after turns ${listWords(v.scoring_turns.map(String))}. Bidding: ${v.bidding_mode === "live" ? "live auction" : "sealed bids"}. `,
        `Decks: ${plural(v.decks.revenue, "revenue card")}, ${plural(v.decks.collections, "collection")}.`,
        v.waiting_for.length ? ` Waiting for ${listWords(v.waiting_for.map((s) => ctx.seatName(s)))}.` : "")),
    v.display.length ? panel("Collections up for bid", row(v.display.map((c) => collection(c, { pick: firstOption(ctx, c.id) })))) : null,
    auction(ctx, v.auction),
    v.my_hand ? panel("Your revenue hand", row(v.my_hand.map((c) => revenue(c, { pick: pickHand(c) })), { empty: "Your hand is empty." }),
      v.keep?.my_choice ? h("p", { class: "small" }, `You keep: ${v.keep.my_choice.map((c) => c.label).join(", ")}.`) : null) : null,
    trading(ctx, v.trading),
    bids(ctx, v.bids, v.display),
    v.awards.length ? panel("Collections won this turn", h("ul", {}, v.awards.map((a) => h("li", {},
      a.seat === null || a.seat === undefined ? `${a.collection.name}: nobody bid.` : `${a.collection.name} to ${ctx.seatName(a.seat)} for ${a.total}${a.coin_flip ? " (a coin flip broke the tie)" : ""}.`)))) : null,
    me ? museum(ctx, me) : null,
    others.map((p) => museum(ctx, p)),
    standings(ctx, v.standings, "The 14 contests as things stand"),
    v.scorings.map((sc) => standings(ctx, sc.contests, `Scoring after turn ${sc.turn}`)));
}

// --- sealed bids: one control per revenue card ------------------------------------------
function isBidPrompt(prompt) {
  return prompt && prompt.kind === "choose" && prompt.options.length && prompt.options.every((o) => o.id.includes("@"));
}

/** The sealed-bid prompt as a form: for each revenue card, the collection it goes on. */
export function promptControls(ctx, { submit, busy }) {
  const prompt = ctx.prompt;
  if (!isBidPrompt(prompt)) return null;
  const hand = ctx.view.my_hand || [];
  const display = ctx.view.display || [];
  const selects = [];
  const totals = h("ul", { class: "bid-totals small", "aria-live": "polite" });
  const update = () => {
    const sums = new Map();
    for (const s of selects) if (s.value) sums.set(s.value, (sums.get(s.value) || 0) + Number(s.dataset.value));
    totals.replaceChildren(...(sums.size ? [...sums].map(([id, total]) => h("li", {},
      `${display.find((c) => c.id === id)?.name || id}: ${total}`)) : [h("li", { class: "muted" }, "No bid yet: cards you leave out are not bid.")]));
  };
  const rows = hand.filter((c) => prompt.options.some((o) => o.id.startsWith(`${c.id}@`))).map((c) => {
    const select = h("select", { id: `bid-${c.id}`, dataset: { card: c.id, value: String(c.value) }, onchange: update },
      h("option", { value: "" }, "not bid"),
      display.filter((col) => prompt.options.some((o) => o.id === `${c.id}@${col.id}`))
        .map((col) => h("option", { value: col.id }, `${col.name} (${col.category_name} ${col.rank})`)));
    selects.push(select);
    return h("div", { class: "bid-row" }, h("label", { for: `bid-${c.id}` }, c.label), select);
  });
  update();
  return h("div", { class: "bid-form" },
    h("p", { class: "small muted" }, "Put each card on one collection, or leave it out."),
    rows, h("h4", {}, "Your totals"), totals,
    h("button", { type: "button", class: "confirm", disabled: busy, onclick: () => {
      submit({ choices: selects.filter((s) => s.value).map((s) => `${s.dataset.card}@${s.value}`) });
    } }, busy ? "Sending…" : "Seal my bid"));
}

// A negotiation step's public part says only who acted; its parties see what it was.
const NEGOTIATION = { draft: "is putting a trade offer together", offer: "made a trade offer",
  withdraw: "withdrew a trade offer", decline: "declined a trade offer" };

export function describeEvent(ev, ctx) {
  const d = { ...ev.data, ...(ev.secret || {}) };
  const who = typeof d.seat === "number" ? ctx.seatName(d.seat) : null;
  const names = (ids) => (ids || []).map((id) => ctx.cardName(id)).join(", ");
  switch (ev.type) {
    case "GameStarted": return `The game starts: ${plural(d.seats, "player")}, ${d.bidding === "live" ? "live auctions" : "sealed bids"}, ${d.turns} turns.`;
    case "CollectionDeckShuffled": return `The collection deck was shuffled (${plural(d.count, "card")}).`;
    case "TradeNegotiated": return `${ctx.seatName(ev.actor)} ${NEGOTIATION[d.action] || "is negotiating a trade"}.`;
    case "TurnBegan": return `Turn ${d.turn} begins.`;
    case "RevenueDeckShuffled": return `The revenue deck was shuffled (${d.count} cards).`;
    case "RevenueDealt": return `${who} was dealt ${d.count} revenue cards${d.cards ? `: ${names(d.cards)}` : ""}.`;
    case "RevenueCardsReplaced": return `${who} discarded and redrew ${plural(d.count, "card")}${d.discarded ? ` (out: ${names(d.discarded)}; in: ${names(d.drawn)})` : ""}.`;
    case "TradingBegan": return "Trading is open.";
    case "TradingFinished": return `${who} is done trading${d.timed_out ? " (out of time)" : ""}.`;
    case "TradeCompleted": return `${ctx.seatName(d.from)} and ${ctx.seatName(d.to)} traded ${d.gave_count} for ${d.got_count} card(s)${d.gave ? ` (${names(d.gave)} for ${names(d.got)})` : ""}.`;
    case "HandsRevealed": return "All hands are revealed.";
    case "KeepChosen": return `${who} chose the cards to keep${d.keep ? ` (${names(d.keep)})` : ""}.`;
    case "RevenueKept": return "Everyone keeps one card per source; the duplicates are discarded.";
    case "CollectionsRevealed": return `Up for bid: ${names(d.collections)}.`;
    case "BidSealed": return `${who} sealed a bid.`;
    case "BidsRevealed": return "The sealed bids are revealed.";
    case "CollectionWon": return `${ctx.seatName(d.seat)} won ${ctx.cardName(d.collection)} with ${d.total}${d.coin_flip ? " after a coin flip" : ""}.`;
    case "CollectionUnclaimed": return `Nobody bid on ${ctx.cardName(d.collection)}; it is discarded.`;
    case "RevenueDiscarded": return "The revenue cards used this turn are discarded.";
    case "ContestsScored": return `Scoring after turn ${d.turn}: the 14 contests are decided.`;
    case "GameEnded": return `The game ended. Points: ${(d.points || []).map((p, s) => `${ctx.seatName(s)} ${p}`).join(", ")}.`;
    default: return null;
  }
}
