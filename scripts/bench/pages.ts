/**
 * The pages the benchmark measures and what it does before measuring them: resolve a real product URL from the
 * listing, and warm the media cache (the reference backend renders product pictures on first request and keeps
 * them; a cold picture would make the first Lighthouse run measure image rendering, not the storefront).
 */
import { log } from "./log";

/** A measured page: a short key for the report and its path. */
export interface BenchPage {
  key: "home" | "listing" | "product";
  label: string;
  path: string;
}

/** Fetches a page's HTML. @throws on a non-200 answer */
export async function fetchHtml(url: string): Promise<string> {
  const r = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (r.status !== 200) throw new Error(`${url}: HTTP ${r.status}`);
  return r.text();
}

/** Home, the Rings listing and the first product that listing links to. */
export async function resolvePages(origin: string): Promise<BenchPage[]> {
  const listing = await fetchHtml(`${origin}/rings`);
  const alias = /href="\/jewellery\/([a-z0-9][a-z0-9_-]*)"/i.exec(listing)?.[1];
  if (!alias) throw new Error("/rings links to no product page");
  return [
    { key: "home", label: "Home", path: "/" },
    { key: "listing", label: "Listing (/rings)", path: "/rings" },
    { key: "product", label: "Product", path: `/jewellery/${alias}` },
  ];
}

/** Every same-origin /media/ URL a page's HTML names (src, srcset, preload links, posters). */
export function mediaUrls(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/\/media\/[^"'\s,)\\]+/g)) {
    found.add(new URL(m[0].replace(/&amp;/g, "&"), origin).toString());
  }
  return [...found];
}

/** Requests every image of each page once (after a first render, which may itself fill caches). */
export async function warmMedia(origin: string, pages: BenchPage[]): Promise<number> {
  let count = 0;
  for (const page of pages) {
    const html = await fetchHtml(`${origin}${page.path}`);
    const urls = mediaUrls(html, origin);
    for (let i = 0; i < urls.length; i += 6) {
      await Promise.all(
        urls.slice(i, i + 6).map(async (url) => {
          const r = await fetch(url, { signal: AbortSignal.timeout(120_000) }).catch(() => undefined);
          await r?.arrayBuffer().catch(() => undefined);
          if (r?.ok) count++;
        }),
      );
    }
  }
  log(`warmed ${count} media files`);
  return count;
}
