// Menagerie: the Field (two rows of three), each player's three terrariums, Discovery and
// Iridescent tokens, Benefactor and Showcase cards. Insect cards carry their order as a
// colour AND a two-letter symbol, and their traits in words.
import { h } from "../js/lib/dom.js";
import { listWords, plural } from "../js/lib/format.js";
import { area, badge, card, chip, facts, firstOption, panel, row, slot } from "../js/table/parts.js";

const ORDER_SYMBOL = { coleoptera: "Co", hymenoptera: "Hy", lepidoptera: "Le", mantodea: "Ma", hemiptera: "He" };
const STEPS = {
  unlock: "placing the Key", take: "taking an insect", place: "placing an insect", trait: "using a trait",
  discover: "discovering more insects", end: "ending the turn",
};

function orderChip(c) {
  return chip({ symbol: ORDER_SYMBOL[c.order] || c.order_name.slice(0, 2), text: c.order_name, tone: c.colour_hex,
    words: `order ${c.order_name} (${c.colour})` });
}

/** An insect card: name, taxon, order (colour + symbol), traits. */
export function insect(c, { pick = null, note = null } = {}) {
  return card({
    title: c.name, subtitle: c.taxon, tone: c.colour_hex, pick,
    chips: [orderChip(c), ...c.traits.map((t) => chip({ text: t, kind: "trait" }))],
    lines: note ? [note] : [],
    label: `${c.name}, ${c.order_name} (${c.colour}), traits: ${c.traits.join(", ") || "none"}${note ? `, ${note}` : ""}`,
  });
}

function fieldView(ctx) {
  const v = ctx.view;
  return panel("The Field",
    h("div", { class: "field-grid", role: "list", "aria-label": "The Field: two rows of three spaces" },
      v.field.map((spaces, r) => h("div", { class: "field-row", role: "listitem" },
        h("span", { class: "field-row-label" }, `Row ${"AB"[r]}`, spaces[0]?.net ? badge("net", "muted") : null),
        spaces.map((sp) => (sp.card
          ? insect(sp.card, { pick: firstOption(ctx, sp.space, `BIG-${sp.space}`), note: `space ${sp.space}` })
          : h("div", { class: "empty-slot" }, `${sp.space}: empty`)))))),
    h("p", { class: "small muted" }, `${plural(v.deck_count, "card")} left in the insect deck.`,
      v.solitaire ? ` The net has removed ${v.removed_count} of ${v.removal_limit}.` : ""));
}

/** FIERCE options (`FIERCE-<insect>-T<terrarium>`) as {id, moved, target}. */
function fierceMoves(ctx) {
  const out = [];
  for (const id of ctx.optionIds) {
    const m = /^FIERCE-(.+)-T(\d+)$/.exec(id);
    if (m) out.push({ id, moved: m[1], target: Number(m[2]) });
  }
  return out;
}

function terrarium(ctx, owner, t, names = {}) {
  const mine = ctx.seat === owner;
  const pickT = mine ? firstOption(ctx, `T${t.number}`) : null;
  const fierce = mine ? fierceMoves(ctx) : [];
  const cards = [];
  t.cards.forEach((c, i) => {
    if (mine) cards.push(slot(`place at ${i + 1}`, firstOption(ctx, `T${t.number}-${i + 1}`), `Place here: terrarium ${t.number}, position ${i + 1}`));
    // An insect FIERCE can move to one terrarium only: clicking it makes that move.
    const moves = fierce.filter((f) => f.moved === c.id);
    cards.push(insect(c, { pick: moves.length === 1 ? moves[0].id : null }));
  });
  if (!t.cards.length) cards.push(h("p", { class: "muted small" }, "empty"));
  if (mine) cards.push(slot(`place at ${t.cards.length + 1}`, firstOption(ctx, `T${t.number}-${t.cards.length + 1}`), `Place here: terrarium ${t.number}, position ${t.cards.length + 1}`));
  // Where FIERCE can send an insect, a marker at this terrarium's right end sends it here.
  for (const f of fierce.filter((m) => m.target === t.number)) {
    const name = names[f.moved] || f.moved;
    cards.push(slot(`move ${name} here`, f.id, `Use FIERCE: move ${name} to the right end of terrarium ${t.number}`));
  }
  const state = t.has_key ? badge("unlocked (Key)", "turn") : t.locked ? badge("locked", "muted") : null;
  const counts = Object.entries(t.order_counts || {}).map(([o, n]) => `${n} ${o}`).join(", ");
  return h("div", { class: `terrarium ${t.has_key ? "terrarium-open" : ""}`, dataset: pickT ? { pick: pickT } : {},
    role: "group", "aria-label": `Terrarium ${t.number}: ${t.count} of ${t.capacity} insects, ${t.points} points` },
  h("p", { class: "terrarium-head" }, h("strong", {}, `Terrarium ${t.number}`), " ",
    h("span", { class: "muted small" }, `${t.count}/${t.capacity} · ${plural(t.points, "point")}${counts ? ` · ${counts}` : ""}`), " ", state,
    t.full ? badge("full") : null),
  h("div", { class: "card-row" }, cards));
}

function playerArea(ctx, p) {
  const v = ctx.view;
  const turn = v.turn && v.turn.seat === p.seat && !v.over;
  const score = p.score_so_far || {};
  const names = Object.fromEntries(p.terrariums.flatMap((t) => t.cards.map((c) => [c.id, c.name])));
  const extras = [];
  if (p.benefactor) extras.push(card({ title: p.benefactor.name, subtitle: "Benefactor", lines: [p.benefactor.text], size: "wide" }));
  if (p.showcase) extras.push(card({ title: p.showcase.name, subtitle: `Showcase · up to ${p.showcase.max_points} points`, lines: [p.showcase.text], size: "wide" }));
  if (p.showcase_hidden) extras.push(card({ title: "Showcase (hidden)", subtitle: "revealed at the end", size: "wide" }));
  const offered = p.offered ? [
    ...p.offered.benefactors.map((b) => card({ title: b.name, subtitle: "Benefactor on offer", lines: [b.text], size: "wide", pick: firstOption(ctx, b.id) })),
    ...p.offered.showcases.map((s) => card({ title: s.name, subtitle: "Showcase on offer", lines: [s.text], size: "wide", pick: firstOption(ctx, s.id) })),
  ] : [];
  return area(ctx, p.seat, { turn, extra: p.has_key ? badge("holds the Key") : null },
    h("div", { class: "stat-row" },
      h("span", {}, h("strong", {}, String(p.discovery)), " Discovery"),
      h("span", {}, h("strong", {}, String(p.iridescent)), " Iridescent"),
      h("span", {}, h("strong", {}, String(p.insects)), " insects"),
      h("span", {}, "Score so far ", h("strong", {}, String(score.total ?? 0))),
      p.choosing ? badge("choosing cards") : null),
    offered.length ? h("div", {}, h("p", { class: "small" }, "Cards offered to you: keep one of each kind."), row(offered)) : null,
    p.terrariums.map((t) => terrarium(ctx, p.seat, t, names)),
    extras.length ? row(extras) : null);
}

function turnWords(ctx) {
  const v = ctx.view;
  if (v.phase === "draft") return "Everyone is choosing a Benefactor and a Showcase card.";
  if (v.over) return `The game is over${v.end_reason ? `: ${v.end_reason}` : ""}.`;
  if (!v.turn) return "";
  const t = v.turn;
  return `Turn ${t.number}: ${ctx.seatName(t.seat)} is ${STEPS[t.step] || t.step}${t.unlocked_terrarium ? ` (terrarium ${t.unlocked_terrarium} unlocked)` : ""}.`;
}

function reference(v) {
  const ref = v.reference;
  return h("details", { class: "panel reference" }, h("summary", {}, "Reference card: orders, traits, scoring"),
    h("div", { class: "card-row" }, ref.orders.map((o) => card({ title: o.name, subtitle: o.common_names.join(", "), tone: o.colour_hex,
      chips: [chip({ symbol: ORDER_SYMBOL[o.id] || o.name.slice(0, 2), text: o.colour, tone: o.colour_hex })], size: "small" }))),
    facts(ref.traits.map((t) => [t.id, t.text])),
    h("p", { class: "small" }, "Insects of one order in a terrarium: ",
      Object.entries(ref.terrarium_points).map(([n, p]) => `${n} → ${p}`).join(", "),
      ` points. Each Iridescent token: ${ref.iridescent_points} points.`));
}

export function render(ctx) {
  const v = ctx.view;
  const current = v.turn?.current || v.turn?.in_hand;
  const players = [...v.players].sort((a, b) => (a.seat === ctx.seat ? -1 : b.seat === ctx.seat ? 1 : a.seat - b.seat));
  return h("div", { class: "menagerie" },
    h("div", { class: "panel table-banner" },
      h("p", { class: "banner-main" }, turnWords(ctx)),
      h("p", { class: "small muted" }, `Iridescent tokens left: ${v.iridescent_supply} of ${v.iridescent_total}.`,
        v.final_round ? ` Final round: ${ctx.seatName(v.final_round.triggered_by)} filled their terrariums; still to play: ${listWords(v.final_round.still_to_play.map((s) => ctx.seatName(s))) || "nobody"}.` : "")),
    current ? panel(v.turn.step === "place" ? "The insect to place" : "The insect just placed", row([insect(current)])) : null,
    fieldView(ctx),
    players.map((p) => playerArea(ctx, p)),
    v.solitaire && v.removed.length ? panel("Removed by the net", row(v.removed.map((c) => insect(c)))) : null,
    reference(v));
}

export function describeEvent(ev, ctx) {
  const d = { ...ev.data, ...(ev.secret || {}) };
  const who = typeof d.seat === "number" ? ctx.seatName(d.seat) : null;
  const name = (id) => ctx.cardName(id);
  switch (ev.type) {
    case "GameSetUp": return d.seats === 1 ? "The game is set up for solitaire play." : `The game is set up for ${plural(d.seats, "player")}.`;
    case "DeckShuffled": return `The insect deck was shuffled (${plural(d.size, "card")}).`;
    case "CardsDealt": return `${who} was dealt Benefactor and Showcase cards to choose from${d.benefactors ? ` (${[...d.benefactors, ...(d.showcases || [])].map(name).join(", ")})` : ""}.`;
    case "NetEmptied": return `The Net removed ${(d.cards || []).map(name).join(", ") || "nothing"} from row ${d.row} (${d.removed_total} removed so far).`;
    case "NetMoved": return `The Net moved to row ${d.row}.`;
    case "BenefactorChosen": return `${who} kept a Benefactor${d.card ? ` (${name(d.card)})` : ""}.`;
    case "ShowcaseChosen": return `${who} kept a Showcase${d.card ? ` (${name(d.card)})` : ""}.`;
    case "CardsRevealed": return "Everyone's kept Benefactor and Showcase cards are revealed.";
    case "TurnBegan": return `Turn ${d.turn}: ${who} takes 2 Discovery tokens (now ${d.discovery}).`;
    case "TerrariumUnlocked": return `${who} unlocked terrarium ${d.terrarium + 1}.`;
    case "InsectTaken": return `${who} took ${name(d.card)} from space ${d.space}${d.cost ? ` for ${plural(d.cost, "Discovery token")}` : ""}.`;
    case "InsectPlaced": return `${who} placed ${name(d.card)} in terrarium ${d.terrarium + 1}, position ${d.position + 1}${d.small ? " (using SMALL)" : ""}.`;
    case "TraitUsed": return `${who} used ${d.trait} of ${name(d.card)}${d.target ? ` on ${name(d.target)}` : ""}.`;
    case "TraitNotUsed": return `${who} used no trait of ${name(d.card)}${d.reason ? ` (${d.reason})` : ""}.`;
    case "FieldRefilled": return `The Field was refilled (${plural(d.deck_left, "card")} left in the deck).`;
    case "TurnEnded": return `${who} ended turn ${d.turn}.`;
    case "BonusGained": return `${who} gained ${plural(d.discovery, "Discovery token")} from their Benefactor (${d.reason}).`;
    case "GameEndTriggered": return `${who} filled all three terrariums: everyone else takes one last turn.`;
    case "GameEnded": return `The game ended (${d.reason}).`;
    default: return null;
  }
}
