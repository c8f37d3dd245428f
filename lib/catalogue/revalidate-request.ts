import "server-only";
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { CACHE_TAGS } from "./cache";

/** Body of `POST /api/revalidate`: which catalogue cache tags changed (e.g. after a metal rate change). */
export const revalidateBodySchema = z.object({
  tags: z
    .array(z.enum(Object.values(CACHE_TAGS) as [string, ...string[]]))
    .min(1, "name at least one cache tag")
    .max(Object.values(CACHE_TAGS).length),
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
