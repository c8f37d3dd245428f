/**
 * Which product media the catalogue actually uses, so /media renders only those. A product image URL is valid
 * only when some product with that art (design, stone, variant) has that colour and that view in product_media;
 * its width may be any catalogue width (the storefront's image loader asks for all four). Product videos likewise
 * need a video row. The other kinds (banners, ads, thumbnails, review photos, fixed videos) are small closed sets
 * that parseMediaPath already bounds, so they need no lookup.
 *
 * The index is one small query (a few thousand rows) cached in memory and reloaded at most every `maxAgeMs`, so
 * a flood of unknown URLs costs a Set lookup each, never a query each.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type MediaSpec, parseMediaPath, type ProductArt } from "./spec";

/** Answers whether a parsed media URL names something the catalogue uses. */
export interface MediaIndex {
  /**
   * @returns true when the media may be rendered.
   * @throws the database's error when the index was never loaded and cannot be loaded now.
   */
  isUsed(spec: MediaSpec): Promise<boolean>;
}

/** An index that allows every parseable URL (tests of the rendering itself). */
export const ALLOW_ALL_MEDIA: MediaIndex = { isUsed: async () => true };

function artKey(art: ProductArt): string {
  return `${art.design}-${art.stone}-${art.variant}`;
}

/** The width-free key of a product image or video; null for the kinds that need no lookup. */
function keyOf(spec: MediaSpec): string | null {
  if (spec.kind === "product") return `image:${artKey(spec.art)}/${spec.colour}-${spec.view}`;
  if (spec.kind === "product-video") return `video:${artKey(spec.art)}/${spec.colour}`;
  return null;
}

/**
 * The index over product_media (rows of existing products in one of their colours).
 * @param maxAgeMs how long a loaded index is trusted before the next lookup reloads it (default 60 s): new
 *   products become renderable within that time.
 */
export function productMediaIndex(db: Db, { maxAgeMs = 60_000 }: { maxAgeMs?: number } = {}): MediaIndex {
  let keys: Set<string> | undefined;
  let loadedAt = 0;
  let loading: Promise<Set<string>> | undefined;

  const load = (): Promise<Set<string>> => {
    loading ??= (async () => {
      const { rows } = await db.execute<{ url: string }>(sql`
        SELECT DISTINCT m.url FROM product_media m
        JOIN product_colours pc ON pc.product_id = m.product_id AND pc.colour_id = m.colour_id`);
      const next = new Set<string>();
      for (const { url } of rows) {
        const spec = parseMediaPath(url);
        const key = spec && keyOf(spec);
        if (key) next.add(key);
      }
      keys = next;
      loadedAt = Date.now();
      return next;
    })().finally(() => (loading = undefined));
    return loading;
  };

  return {
    async isUsed(spec) {
      const key = keyOf(spec);
      if (key === null) return true;
      let current = keys;
      if (!current) current = await load();
      else if (Date.now() - loadedAt > maxAgeMs) {
        // A stale index still answers if the database does not: renders of known media go on during an outage.
        current = await load().catch(() => current ?? new Set<string>());
      }
      return current.has(key);
    },
  };
}
