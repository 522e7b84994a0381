// The API's paged lists, read in one place: callers ask for the items and never see a page.
// Lists page by offset ({count, next, results}: the games) or by cursor ({events|messages,
// next_after}: a game's events, its talk); a change of paging style is made here alone.
import { get } from "./api.js";

const PAGE = 500;

/**
 * Every item of the list at `path` (filtered by `query`), oldest first, as `{items, after}`.
 * With `after` (a cursor: 0 for the start), only the items past it, and `after` comes back
 * as the cursor to ask from next time. `pageSize` is the most the server sends at once.
 */
export async function readAll(path, { query = {}, after, pageSize = PAGE } = {}) {
  const items = [];
  if (after === undefined) {
    for (let offset = 0; ;) {
      const page = await get(path, { ...query, limit: pageSize, offset });
      items.push(...page.results);
      if (!page.next || !page.results.length) return { items, after: undefined };
      offset += page.results.length;
    }
  }
  for (;;) {
    const page = await get(path, { ...query, after, limit: pageSize });
    const got = page.events ?? page.messages ?? page.results;
    items.push(...got);
    after = page.next_after;
    if (got.length < pageSize) return { items, after };
  }
}
