/**
 * How many answers of each kind the store API keeps until the catalogue changes: facet counts, filter options,
 * listing totals, search readings and search result pages (`COUNT_CACHE_ENTRIES`, default 1,000 each; 0 keeps
 * none, so every request counts afresh, which the scale bench uses to measure a first read).
 * @throws Error when the variable is set to something other than a whole number
 */
export function countCacheEntries(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.COUNT_CACHE_ENTRIES;
  if (raw === undefined || raw === "") return 1000;
  if (!/^\d+$/.test(raw)) throw new Error(`COUNT_CACHE_ENTRIES must be a whole number, got "${raw}"`);
  return Number(raw);
}
