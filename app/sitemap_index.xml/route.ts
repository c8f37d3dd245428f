import { sitemapPartIds } from "@/app/sitemap-entries";
import { connection } from "next/server";
import { absoluteUrl } from "@/lib/seo/urls";

/** A URL as XML text (an `&` in SITE_URL's query would otherwise break the document). */
function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * `/sitemap_index.xml` (SEO): the sitemap index (sitemaps.org protocol) naming every part `/sitemap/{id}.xml`
 * that app/sitemap.ts generates; robots.txt points crawlers here. Next's metadata routes make the parts but no
 * index, and `/sitemap.xml` cannot be served beside a split app/sitemap.ts.
 * Answered per request: the number of parts follows the catalogue, and the URLs follow SITE_URL at run time.
 * @returns 200 application/xml; a store outage answers 503 so a crawler retries instead of dropping parts
 */
export async function GET(): Promise<Response> {
  await connection();
  let ids: { id: number }[];
  try {
    ids = await sitemapPartIds();
  } catch {
    return new Response("The catalogue is unavailable; try again shortly.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "120" },
    });
  }
  const parts = ids
    .map(({ id }) => `<sitemap><loc>${escapeXml(absoluteUrl(`/sitemap/${id}.xml`))}</loc></sitemap>`)
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts}\n</sitemapindex>\n`,
    { headers: { "content-type": "application/xml; charset=utf-8" } },
  );
}
