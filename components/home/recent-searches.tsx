"use client";

import { useMemo, useSyncExternalStore } from "react";
import Link from "next/link";
import { History } from "lucide-react";
import { searchHref } from "@/lib/search/links";
import { RECENT_SEARCHES_KEY } from "@/lib/search/recent";

/** Browser storage key of guest recent searches. */
export { RECENT_SEARCHES_KEY as RECENT_KEY } from "@/lib/search/recent";
const MAX_SHOWN = 8;

export interface RecentItem {
  label: string;
  href: string;
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v.trim() : undefined);
const num = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isInteger(v) && v > 0
    ? v
    : typeof v === "string" && /^\d+$/.test(v)
      ? Number(v)
      : undefined;

/** One stored entry to a link, whatever shape the search box saved it in; undefined when unusable. */
function toItem(entry: unknown): RecentItem | undefined {
  if (typeof entry === "string") {
    const term = str(entry);
    return term ? { label: term, href: searchHref(term) } : undefined;
  }
  if (!entry || typeof entry !== "object") return undefined;
  const e = entry as Record<string, unknown>;
  const label = str(e.name) ?? str(e.product_name) ?? str(e.keyword) ?? str(e.term) ?? str(e.query);
  if (!label) return undefined;
  const href = str(e.href) ?? str(e.url);
  if (href?.startsWith("/") && !href.startsWith("//")) return { label, href };
  const alias = str(e.alias);
  if (alias) return { label, href: `/jewellery/${encodeURIComponent(alias)}` };
  const id = num(e.id) ?? num(e.product_id);
  if (e.type === "category" && id) return { label, href: `/category_search/${id}` };
  if (e.type === "tag" && id) return { label, href: `/tag_search/${id}` };
  return { label, href: searchHref(label) };
}

/**
 * Parses the `recent` storage value into links, newest first as stored, without duplicates.
 * Accepts a JSON array of search terms (strings) or of suggestion-like objects ({ name, type, id }, product cards
 * with alias, or { label, href }); anything unreadable gives an empty list.
 */
export function parseRecent(raw: string | null): RecentItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const items: RecentItem[] = [];
  for (const entry of data) {
    const item = toItem(entry);
    if (!item || seen.has(item.label.toLowerCase())) continue;
    seen.add(item.label.toLowerCase());
    items.push(item);
    if (items.length === MAX_SHOWN) break;
  }
  return items;
}

/** Re-reads when another tab changes storage (the search box in this tab re-renders the page itself). */
function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

function readRecent(): string | null {
  try {
    return window.localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): nothing to show
  }
}

/**
 * Recent searches on the home page (guests keep them in localStorage `recent`).
 * A client leaf: reads storage after hydration and renders nothing when there is nothing to show.
 */
export function RecentSearches() {
  const raw = useSyncExternalStore(subscribeStorage, readRecent, () => null);
  const items = useMemo(() => parseRecent(raw), [raw]);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="mx-auto max-w-7xl px-4 pb-4 pt-10 sm:px-6">
      <h2 id="recent-heading" className="flex items-center gap-2 font-serif text-xl text-ink">
        <History aria-hidden className="h-5 w-5 text-gold-600" />
        Your recent searches
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.label}>
            <Link
              href={item.href}
              prefetch={false}
              className="inline-flex items-center rounded-full border border-line bg-white px-4 py-1.5 text-sm text-ink transition hover:border-gold-500 hover:text-brand-700"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
