/**
 * Media worth rendering before the first shopper asks for it: home banners (desktop and phone), ads, category and
 * tag thumbnails and the first image of every product at card width. Rendering a banner takes over a second, so
 * without this the first home page view would wait on it.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Paths under /media/ to render in the background after start-up, most visible first. */
export async function collectPrewarmPaths(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ url: string }>(sql`
    SELECT url FROM (
      SELECT image_url AS url, 1 AS rank, position AS pos FROM banners
      UNION ALL SELECT image_url, 2, position FROM ads WHERE image_url <> ''
      UNION ALL SELECT thumbnail, 3, position FROM categories
      UNION ALL SELECT thumbnail, 4, position FROM tags
      UNION ALL SELECT m.url, 5, m.product_id FROM product_media m
        WHERE m.kind = 'image' AND m.position = 0
    ) t WHERE url LIKE '/media/%' ORDER BY rank, pos`);
  return [...new Set(rows.map((r) => r.url))];
}
