// Nim (the test game): the generic table, with the pile drawn as a row of stones. It is
// here to show a game's own table module plugging in: one file in the game's folder,
// served at static/web/tables/nim.js like every game's.
import * as generic from "../js/table/generic.js";

export function render(ctx) {
  const node = generic.render(ctx);
  const pile = (ctx.view || {}).pile;
  if (Number.isInteger(pile) && pile > 0) {
    const stones = document.createElement("p");
    stones.className = "nim-pile";
    stones.setAttribute("role", "img");
    stones.setAttribute("aria-label", `${pile} stones in the pile`);
    stones.textContent = "●".repeat(pile);
    node.prepend(stones);
  }
  return node;
}
