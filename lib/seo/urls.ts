import "server-only";
import { env } from "@/lib/env";

/**
 * Absolute URL on this site for a path (`/jewellery/x`) or a site-relative media URL, built on env().SITE_URL so
 * canonical links, Open Graph URLs and sitemap entries name the public origin, never the internal host.
 * Absolute inputs (a production CDN image) are returned unchanged.
 */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${env().SITE_URL}/`).toString();
}
