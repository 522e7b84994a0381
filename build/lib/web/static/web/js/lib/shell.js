// What the page shell (the Django template) hands the scripts: JSON blocks written with
// `json_script`, read here so no module parses the page itself.

/** The JSON of the page's `<script id="…" type="application/json">`, or `fallback`. */
export function shellData(id, fallback) {
  const script = document.getElementById(id);
  return script ? JSON.parse(script.textContent) : fallback;
}

/** The address of a kind's rulebook page, or null when Vitrine has no rulebook for it. */
export function rulesUrl(kind) {
  return shellData("rulebooks", []).includes(kind) ? `/rules/${kind}/` : null;
}
