// Muse: Renaissance: the Inspiration card, the Muse's clue, the row of six Masterpieces
// (click one to vote for it), who has voted, the last reveal and the scores. Player colours
// always come with the colour's name.
import { h } from "../js/lib/dom.js";
import { listWords, plural } from "../js/lib/format.js";
import { area, badge, card, chip, firstOption, panel, row } from "../js/table/parts.js";

const TONES = { Pink: "#d4577f", Purple: "#7b3fa0", Green: "#2e7d4f", Blue: "#2874a6", Red: "#c0392b",
  Yellow: "#c99a06", Orange: "#d3701f", Black: "#333333", White: "#8a8a8a", Grey: "#777777", Brown: "#7a4b2a" };

function colourChip(colour) {
  return chip({ symbol: colour.slice(0, 2), text: colour, tone: TONES[colour] || "#777" });
}

function playerOf(ctx, seat) {
  return ctx.view.players.find((p) => p.seat === seat);
}

function nameWithColour(ctx, seat) {
  const p = playerOf(ctx, seat);
  return `${ctx.seatName(seat)}${p ? ` (${p.colour})` : ""}`;
}

function inspiration(i, { pick = null, size = "wide" } = {}) {
  return card({ title: i.title, subtitle: "Inspiration", lines: [i.text], pick, size, tone: "#b8862b",
    label: `Inspiration: ${i.title}. ${i.text}` });
}

/** A Masterpiece: title, artist, year, medium, where it hangs, what it shows. */
export function masterpiece(m, { pick = null, position = null, note = null, brief = false } = {}) {
  const lines = brief ? [] : [m.medium && `${m.medium}${m.collection ? ` · ${m.collection}` : ""}`, m.description].filter(Boolean);
  if (note) lines.push(note);
  return card({
    title: `${position ? `${position}. ` : ""}${m.title}`, subtitle: `${m.artist}, ${m.year}`, lines, pick,
    extra: m.image ? h("img", { class: "card-image", src: m.image, loading: "lazy",
      alt: `${m.title} by ${m.artist}${m.description ? `: ${m.description}` : ""}` }) : null,
    size: brief ? "small" : "wide", tone: "#7a3b2e",
    label: `${position ? `Masterpiece ${position}: ` : ""}${m.title}, ${m.artist}, ${m.year}${brief ? "" : `. ${m.description || ""}`}${note ? ` ${note}` : ""}`,
  });
}

function clueNode(clue, insp) {
  if (!clue) return h("p", { class: "muted" }, "The Muse has not given the clue yet.");
  const swatch = /^#[0-9a-f]{6}$/i.test(clue.trim()) && /swatch/i.test(insp?.title || "");
  return h("p", { class: "clue" }, h("span", { class: "clue-label" }, "Clue: "),
    swatch ? h("span", { class: "swatch", style: `background: ${clue.trim()}`, "aria-hidden": "true" }) : null,
    h("q", {}, clue), swatch ? h("span", { class: "small muted" }, " (a colour swatch)") : null);
}

function currentTurn(ctx) {
  const v = ctx.view;
  const c = v.current;
  if (!c) return null;
  const parts = [];
  if (c.inspiration_options) {
    parts.push(h("p", {}, "Choose the Inspiration you will follow:"),
      row(c.inspiration_options.map((i) => inspiration(i, { pick: firstOption(ctx, i.id) }))));
  }
  if (c.inspiration) parts.push(row([inspiration(c.inspiration)]));
  if (c.masterpiece) {
    parts.push(h("div", { class: "secret" }, h("p", { class: "small" }, badge("only you see this", "you"),
      c.answer_position ? ` It is number ${c.answer_position} in the row.` : " It will be shuffled among five others."),
    row([masterpiece(c.masterpiece, { note: "Your secret Masterpiece" })])));
  }
  parts.push(clueNode(c.clue, c.inspiration));
  if (c.row.length) {
    const voted = c.your_vote ? c.your_vote.position : null;
    parts.push(h("h4", { class: "row-title" }, "The six Masterpieces"),
      h("div", { class: "card-row masterpiece-row" }, c.row.map((m) => masterpiece(m, {
        position: m.position, pick: firstOption(ctx, String(m.position)),
        note: voted === m.position ? "Your vote" : c.answer_position === m.position && c.masterpiece ? "The answer" : null }))));
  }
  const waiting = c.waiting_for.map((s) => ctx.seatName(s));
  parts.push(h("p", { class: "small" },
    c.voted.length ? `Voted: ${listWords(c.voted.map((s) => ctx.seatName(s)))}. ` : "",
    waiting.length ? `Waiting for ${listWords(waiting)}.` : "",
    c.your_vote?.flag ? " You flagged the clue as breaking its card." : ""));
  return panel(`Turn ${v.turn} of ${v.total_turns}: ${nameWithColour(ctx, v.muse)} is the Muse`, ...parts);
}

function reveal(ctx, t, title) {
  return panel(title,
    h("p", {}, `${nameWithColour(ctx, t.muse)} was the Muse`, t.inspiration ? `, following “${t.inspiration.title}”` : "",
      t.clue ? h("span", {}, ", clue ", h("q", {}, t.clue)) : "", "."),
    t.answer ? h("p", {}, "The answer was ", h("strong", {}, `${t.answer_position}. ${t.answer.title}`), ` (${t.answer.artist}).`) : null,
    t.void ? h("p", { class: "notice notice-error" }, "This turn was void: the clue broke its card.") : null,
    h("div", { class: "table-scroll" }, h("table", {},
      h("thead", {}, h("tr", {}, ["Player", "Role", "Vote", "Points"].map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, t.seats.map((s) => h("tr", {},
        h("th", { scope: "row" }, ctx.seatName(s.seat), " ", colourChip(s.colour)),
        h("td", {}, s.role === "muse" ? "Muse" : "Guesser"),
        h("td", {}, s.role === "muse" ? "—" : s.missed ? "missed" : s.vote === null || s.vote === undefined ? "—"
          : `${s.vote} ${s.correct ? "✓ right" : "✗ wrong"}${s.flagged ? ", flagged" : ""}`),
        h("td", {}, String(s.points))))))));
}

export function render(ctx) {
  const v = ctx.view;
  const coop = v.cooperative;
  const players = v.players.map((p) => area(ctx, p.seat, { turn: (v.current?.waiting_for || []).includes(p.seat),
    extra: h("span", {}, colourChip(p.colour), p.is_muse ? badge("Muse") : null) },
  h("div", { class: "stat-row" },
    coop ? null : h("span", {}, "Score ", h("strong", {}, String(p.score))),
    h("span", {}, `Muse ${p.muse_turns_played} of 2 times`))));
  return h("div", { class: "muse" },
    h("div", { class: "panel table-banner" },
      h("p", { class: "banner-main" }, v.phase === "over" ? "The game is over."
        : `Turn ${v.turn} of ${v.total_turns} · you are ${v.role === "muse" ? "the Muse" : v.role === "guesser" ? "a guesser" : "watching"}`),
      h("p", { class: "small muted" }, `${v.mode === "cooperative" ? "Cooperative game" : "Competitive game"} · decks: ${plural(v.decks.masterpieces, "Masterpiece")}, ${plural(v.decks.inspirations, "Inspiration")}.`)),
    currentTurn(ctx),
    coop ? panel("Together", h("p", {}, `${coop.correct} of ${coop.target} right, ${coop.incorrect} of ${coop.limit} wrong.`),
      coop.scoring_area.length ? row(coop.scoring_area.map((m) => masterpiece(m, { brief: true }))) : null) : null,
    v.last_reveal ? reveal(ctx, v.last_reveal, `Last reveal: turn ${v.last_reveal.turn}`) : null,
    panel("Players", h("div", { class: "areas" }, players)),
    v.history.length > 1 ? h("details", { class: "panel" }, h("summary", {}, `Earlier turns (${v.history.length - 1})`),
      v.history.slice(0, -1).reverse().map((t) => reveal(ctx, t, `Turn ${t.turn}`))) : null);
}

export function describeEvent(ev, ctx) {
  const d = { ...ev.data, ...(ev.secret || {}) };
  const muse = typeof d.muse === "number" ? ctx.seatName(d.muse) : null;
  const who = typeof d.seat === "number" ? ctx.seatName(d.seat) : null;
  switch (ev.type) {
    case "GameSetUp": return `The game is set up: ${plural(d.seats, "player")}, ${d.mode === "cooperative" ? "cooperative" : "competitive"}${d.total_turns ? `, ${d.total_turns} turns` : ""}.`;
    case "DecksShuffled": return `The decks were shuffled (${plural(d.masterpiece_cards, "Masterpiece")}, ${plural(d.inspiration_cards, "Inspiration")}).`;
    case "DeckReshuffled": return `The ${d.deck === "masterpieces" ? "Masterpiece" : "Inspiration"} discards were shuffled into a new deck (${plural(d.cards, "card")}).`;
    case "MasterpieceJudged": return d.void ? "The group's verdict: the turn is void." : `The group's verdict: ${d.correct ? "right" : "wrong"} (${d.right_votes} of ${d.voters} voted for the answer).`;
    case "TurnStarted": return `Turn ${d.turn}: ${muse} is the Muse.`;
    case "MasterpieceDrawn": return `${muse} drew a secret Masterpiece${d.card ? ` (${ctx.cardName(d.card)})` : ""}.`;
    case "InspirationsDrawn": return `${muse} drew ${d.count} Inspiration cards.`;
    case "InspirationChosen": return `${muse} chose the Inspiration “${ctx.cardName(d.card)}”.`;
    case "MasterpieceSeen": return `${muse} looked at the Masterpiece.`;
    case "ClueGiven": return `${muse} gave the clue “${d.clue}”.`;
    case "RowLaidOut": return "Six Masterpieces were laid out in a row.";
    case "VoteCast": return `${who} voted${d.position ? ` for number ${d.position}` : ""}.`;
    case "VotesRevealed": return `The votes are revealed: the answer was number ${d.answer_position}${d.answer ? ` (${ctx.cardName(d.answer)})` : ""}.`;
    case "TurnScored": {
      const right = (d.correct || []).map((s) => ctx.seatName(s));
      return d.void ? "The turn is void: no points." : `${right.length ? `${listWords(right)} guessed right` : "Nobody guessed right"}; points this turn: ${d.points.map((p, s) => `${ctx.seatName(s)} ${p}`).join(", ")}.`;
    }
    case "TurnEnded": return `Turn ${d.turn} ended (${d.outcome}).`;
    case "GameEnded": return d.scores ? `The game ended. Scores: ${d.scores.map((p, s) => `${ctx.seatName(s)} ${p}`).join(", ")}.` : "The game ended.";
    default: return null;
  }
}
