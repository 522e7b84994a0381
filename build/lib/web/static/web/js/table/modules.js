// Table modules: one per game kind (static/web/tables/<slug>.js), the generic one for any
// other. The page shell lists the modules that exist, so nothing is fetched in vain.
import { shellData } from "../lib/shell.js";
import * as generic from "./generic.js";

/** The table module of `kind`: {render(ctx), describeEvent?(event, ctx),
 *  promptControls?(ctx, controls)}; the generic table when the kind has none. */
export async function loadModule(kind) {
  const url = shellData("table-modules", {})[kind];
  if (!url) return generic;
  try {
    const mod = await import(url);
    return { ...generic, ...mod };
  } catch (err) {
    console.warn(`The table of ${kind} failed to load; using the generic table.`, err);
    return generic;
  }
}
