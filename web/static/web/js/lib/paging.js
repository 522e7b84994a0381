// The API's paged lists, read in one place: callers ask for the items and never see a page.
// Every list pages one way: `limit` rows after the cursor `after`, answered with
// {games|events|messages|leagues|seasons|tournaments|rounds|standings|challenges: [...],
// next_after}; a
// change of paging style is made here alone.
import { get } from "./api.js";

const PAGE = 500;

/**
 * Every item of the list at `path` (filtered by `query`), in the list's order (events and
 * talk oldest first, games newest first), as `{items, after}`. With `after` (the cursor of
 * an earlier read; none or 0 for the start), only the items past it, and `after` comes back
 * as the cursor to ask from next time. `pageSize` is the most the server sends at once; a
 * shorter page is the last.
 */
export async function readAll(path, { query = {}, after, pageSize = PAGE } = {}) {
  const items = [];
  for (;;) {
    const page = await get(path, { ...query, after, limit: pageSize });
    const got = page.games ?? page.events ?? page.messages ?? page.leagues ?? page.seasons
      ?? page.tournaments ?? page.rounds ?? page.standings ?? page.challenges;
    items.push(...got);
    after = page.next_after;
    if (got.length < pageSize) return { items, after };
  }
}
