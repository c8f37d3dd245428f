import type { MetadataRoute } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { connection } from "next/server";
import { sitemapPart, sitemapPartIds } from "@/app/sitemap-entries";

/**
 * The parts `/sitemap/{id}.xml`, one per 50,000 URLs; `/sitemap_index.xml` lists them. Next asks for them at
 * build time too (as static params) and again on every request, where it 404s an id not listed; at build time
 * part 0 stands in, since the store API is not there and the parts are rendered per request (`connection`)
 * through the cached catalogue readers.
 */
export async function generateSitemaps(): Promise<{ id: number }[]> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [{ id: 0 }];
  return sitemapPartIds();
}

/**
 * `/sitemap/{id}.xml` (SEO): part `id` of home, listings, categories, occasions, static pages and every
 * product page with its main image. A store outage fails the request (crawlers retry) rather than publishing a
 * part with the catalogue missing.
 */
export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapPart(Number(await props.id));
}
