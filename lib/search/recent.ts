/**
 * Guest recent searches in localStorage (storage key
 * `recent`; only guests keep them in the browser). Newest first, at most 8, case-insensitive unique.
 * Browser-only helpers; every access tolerates a missing or blocked localStorage and foreign data.
 */

export const RECENT_SEARCHES_KEY = "recent";
export const MAX_RECENT_SEARCHES = 8;

/** Pure: the list after searching for `query` (moved to the front, duplicates dropped, capped at 8). */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const q = query.trim();
  if (!q) return [...list].slice(0, MAX_RECENT_SEARCHES);
  const rest = list.filter((item) => item.toLowerCase() !== q.toLowerCase());
  return [q, ...rest].slice(0, MAX_RECENT_SEARCHES);
}

/** Reads the stored list; anything that is not an array of strings counts as empty. */
export function readRecentSearches(): string[] {
  try {
    const raw = window.localStorage.getItem(RECENT_SEARCHES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed
          .filter((x): x is string => typeof x === "string" && x.trim() !== "")
          .slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** Records a search and returns the new list (unchanged list when storage is unavailable). */
export function rememberSearch(query: string): string[] {
  const next = addRecentSearch(readRecentSearches(), query);
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // private mode or quota: recent searches are a convenience, not worth an error
  }
  return next;
}

/** Forgets every recent search. */
export function clearRecentSearches(): void {
  try {
    window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
