/**
 * Next keeps the pages it rendered (ISR) in `.next/server/route-cache`, and the catalogue reads they were rendered
 * from (the data cache of `unstable_cache`) in `.next/cache/fetch-cache`, across restarts. Those pages carry the
 * site's address (canonical links, Open Graph URLs) and the catalogue of the store API they were rendered from,
 * so a start with another SITE_URL, store API or data directory (the e2e stack, `npm run bench`, a second
 * checkout's data) must not serve them. The launcher records what the cache was rendered for and empties it when
 * that changed; a start like the previous one keeps its warm cache.
 *
 * Pages expired on demand (a rate change, a new review) are expired only in the running server's memory; the
 * storefront then leaves `.next/on-demand-revalidated` (lib/catalogue/revalidation-note.ts), and the next start
 * drops both caches too, so a restart never brings back a page, or a read to render one from, with the old price.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the cached pages depend on besides the build. */
export interface PageCacheOrigin {
  siteUrl: string;
  storeApiUrl: string;
  dataDir: string;
}

const ROUTE_CACHE = path.join(".next", "server", "route-cache");
const DATA_CACHE = path.join(".next", "cache", "fetch-cache");
const STAMP = path.join(".next", "launcher-page-cache.json");
/** Written by the storefront when it expired pages on demand (lib/catalogue/revalidation-note.ts). */
const ON_DEMAND_NOTE = path.join(".next", "on-demand-revalidated");

function readStamp(root: string): PageCacheOrigin | null {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP), "utf8")) as PageCacheOrigin;
  } catch {
    return null;
  }
}

/**
 * Empties the page and data caches of the build in `root` unless it was rendered for `origin` and nothing was expired on
 * demand since, then records `origin`.
 * @returns true when cached pages were dropped
 */
export function keepPageCacheOnlyFor(root: string, origin: PageCacheOrigin): boolean {
  const previous = readStamp(root);
  const expiredOnDemand = existsSync(path.join(root, ON_DEMAND_NOTE));
  const same =
    !expiredOnDemand &&
    previous !== null &&
    previous.siteUrl === origin.siteUrl &&
    previous.storeApiUrl === origin.storeApiUrl &&
    previous.dataDir === origin.dataDir;
  if (!same) {
    for (const dir of [ROUTE_CACHE, DATA_CACHE]) rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  rmSync(path.join(root, ON_DEMAND_NOTE), { force: true });
  mkdirSync(path.join(root, ".next"), { recursive: true });
  writeFileSync(path.join(root, STAMP), `${JSON.stringify(origin)}\n`);
  return !same;
}
