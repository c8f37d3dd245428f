import "server-only";
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { CACHE_TAGS, PRODUCT_TAG_PATTERN } from "./cache";

/** Most tags one call may name: every shared tag and a page of products (a stock update of many pieces). */
const MAX_TAGS = 100;

/** A catalogue cache tag: one of {@link CACHE_TAGS}, or one product's `product:<id>` (`productTag`). */
const catalogueTag = z.union([
  z.enum(Object.values(CACHE_TAGS) as [string, ...string[]]),
  z.string().regex(PRODUCT_TAG_PATTERN),
]);

/**
 * Body of `POST /api/revalidate`: which catalogue cache tags changed: `products` and `home` after a metal rate
 * change, `product:<id>` when one product's stock or details change (only its pages are rendered again).
 */
export const revalidateBodySchema = z.object({
  tags: z.array(catalogueTag).min(1, "name at least one cache tag").max(MAX_TAGS),
});

/**
 * Whether the caller holds the service key the store API and the BFF share (`X-Service-Key`), compared in constant
 * time. False when the storefront has no key configured: then nobody may revalidate.
 */
export function serviceKeyMatches(sent: string | null, expected: string | undefined): boolean {
  if (!sent || !expected) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
