// Table modules: one per game kind (static/web/tables/<slug>.js), the generic one for any
// other. The page shell lists the modules that exist, so nothing is fetched in vain.
import * as generic from "./generic.js";

function moduleUrls() {
  const script = document.getElementById("table-modules");
  return script ? JSON.parse(script.textContent) : {};
}

/** The table module of `kind`: {render(ctx), describeEvent?(event, ctx),
 *  promptControls?(ctx, controls)}; the generic table when the kind has none. */
export async function loadModule(kind) {
  const url = moduleUrls()[kind];
  if (!url) return generic;
  try {
    const mod = await import(url);
    return { ...generic, ...mod };
  } catch (err) {
    console.warn(`The table of ${kind} failed to load; using the generic table.`, err);
    return generic;
  }
}

/** The address of a kind's rulebook page, or null when Vitrine has no rulebook for it. */
export function rulesUrl(kind) {
  const script = document.getElementById("rulebooks");
  const slugs = script ? JSON.parse(script.textContent) : [];
  return slugs.includes(kind) ? `/rules/${kind}/` : null;
}
