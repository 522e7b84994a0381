// Who is looking: the page shell says whether someone is logged in; the profile (display
// name, time zone) comes from the API.
import { get } from "./api.js";
import { browserTimeZone } from "./format.js";

const app = document.getElementById("app");

export const userId = app?.dataset.userId ? Number(app.dataset.userId) : null;

let profile = null;

/** The profile ({username, display_name, time_zone}) or null for a visitor. */
export async function me() {
  if (userId === null) return null;
  if (!profile) {
    try { profile = await get("me/"); } catch { profile = null; }
  }
  return profile;
}

export async function timeZone() {
  const p = await me();
  return p?.time_zone || browserTimeZone();
}

/** Poll interval: `?poll=ms` in the page address overrides the default (tests use it). */
export function pollMs(fallback) {
  const raw = new URLSearchParams(location.search).get("poll");
  const n = Number(raw);
  return raw && n >= 100 ? n : fallback;
}
