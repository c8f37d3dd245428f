/**
 * Catalogue routes (lib/store-api/contract/catalogue.ts). Paths match production's exactly, slashes included.
 */
import { Hono } from "hono";
import { sql } from "drizzle-orm";
import {
  aliasQuery,
  componentsQuery,
  countryQuery,
  PAGE_SIZE,
  productIdParam,
  productListQuery,
  recommendationsQuery,
  sitemapProductsQuery,
} from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { resolveCountry } from "../catalogue/country";
import { getHomeData } from "../catalogue/home";
import { countFacets, type FacetCountsOut } from "../catalogue/facet-counts";
import { resolvePriceBand } from "../catalogue/facet-filters";
import { matchingSetKey } from "../catalogue/matching-set-key";
import { countCacheEntries } from "../catalogue/count-cache-config";
import { listingOrder, listingWhere } from "../catalogue/listing-filters";
import { selectProductCards } from "../catalogue/product-cards";
import { getProductDetail } from "../catalogue/product-detail";
import { suggest } from "../catalogue/search";
import { sitemapProducts } from "../catalogue/sitemap-products";
import { resolveSearchKept } from "../catalogue/search-match";
import { getReviews, getSimilarProducts } from "../catalogue/similar-and-reviews";
import { listCategories, listFilterOptions, listMetalTypes, listTags } from "../catalogue/taxonomy";
import { versionedCache } from "../catalogue/versioned-cache";
import { errorResponse, parseParam, parseQuery } from "../http/errors";

/** Mounts every catalogue endpoint on a Hono app under `/ecom/`. */
export function catalogueRoutes(db: Db): Hono {
  const app = new Hono();
  const maxEntries = countCacheEntries();
  const filterOptions = versionedCache<Awaited<ReturnType<typeof listFilterOptions>>>({ maxEntries });
  const facetCounts = versionedCache<FacetCountsOut>({ maxEntries });
  const listingTotals = versionedCache<number>({ maxEntries });
  const searchPages = versionedCache<Awaited<ReturnType<typeof selectProductCards>>>({ maxEntries });

  app.get("/ecom/country-details/", async (c) => {
    const { rows } = await db.execute<{
      id: number;
      name: string;
      flag_image: string;
      label: string;
      iso_code: string;
      currency_code: string;
      symbol: string;
    }>(sql`SELECT c.id, c.name, c.flag_image, c.label, c.iso_code, c.currency_code, r.symbol
           FROM countries c JOIN exchange_rates r ON r.currency_code = c.currency_code ORDER BY c.position, c.id`);
    const data = rows.map((r) => ({
      id: r.id,
      country_name: r.name,
      flag_image: r.flag_image,
      label: r.label,
      iso_code: r.iso_code,
      currency_code: r.currency_code,
      currency_symbol: r.symbol,
    }));
    return c.json({ results: { status_code: 200, data } });
  });

  app.get("/ecom/header-details/", async (c) => {
    const country = await resolveCountry(db, parseQuery(c, countryQuery).country);
    const { rows } = await db.execute<{ head: string }>(
      sql`SELECT text AS head FROM header_offers WHERE country_id IS NULL OR country_id = ${country.id}
          ORDER BY position, id`,
    );
    return c.json({ results: { status_code: 200, data: rows } });
  });

  app.get("/ecom/home/", async (c) => {
    const country = await resolveCountry(db, parseQuery(c, countryQuery).country);
    return c.json({ results: { status_code: 200, data: await getHomeData(db, country) } });
  });

  app.get("/ecom/categories", async (c) => {
    await resolveCountry(db, parseQuery(c, countryQuery).country);
    return c.json({ results: { status_code: 200, data: await listCategories(db) } });
  });

  app.get("/ecom/tags", async (c) => {
    await resolveCountry(db, parseQuery(c, countryQuery).country);
    return c.json({ results: { status_code: 200, data: await listTags(db) } });
  });

  app.get("/ecom/metal_types/", async (c) => {
    await resolveCountry(db, parseQuery(c, countryQuery).country);
    return c.json({ results: { status_code: 200, data: await listMetalTypes(db) } });
  });

  app.get("/ecom/components/", async (c) => {
    const q = parseQuery(c, componentsQuery);
    await resolveCountry(db, q.country);
    const context = {
      categoryId: typeof q.category === "number" ? q.category : undefined,
      tagId: typeof q.tag === "number" ? q.tag : undefined,
    };
    const data = await filterOptions(db, JSON.stringify(context), () => listFilterOptions(db, context));
    return c.json({ results: { status_code: 200, data } });
  });

  app.get("/ecom/recommendations/", async (c) => {
    const q = parseQuery(c, recommendationsQuery);
    const country = await resolveCountry(db, q.country);
    return c.json(await suggest(db, q.keyword, country));
  });

  app.get("/ecom/products", async (c) => {
    const q = parseQuery(c, productListQuery);
    const country = await resolveCountry(db, q.country);
    const page = q.page ?? 1;
    const search = q.search ? await resolveSearchKept(db, q.search) : undefined;
    const where = listingWhere(q, country, search);
    const read = () =>
      selectProductCards(db, country, {
        where,
        orderBy: listingOrder(q, country, search),
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
        preferColourIds: q.color_ids,
        total: (countMatches) => listingTotals(db, matchingSetKey(q, country, search), countMatches),
      });
    // A search ranks every match to pick its page (250 for 'ruby pendant' at 50,000 products), so its pages are
    // kept like counts; a listing reads its page off an index in the sort order and is read every time.
    const { cards, count } = search
      ? await searchPages(
          db,
          JSON.stringify([matchingSetKey(q, country, search), page, q.sort ?? null]),
          read,
        )
      : await read();
    // Reference extra: the categories a search text names, so a storefront can show the query on that
    // category's listing ('studs under 30000' names Earrings).
    const named = search ? { search_category_ids: search.categoryIds } : {};
    return c.json({ results: { status_code: 200, data: cards, count, ...named } });
  });

  // Before `ecom/products/:id`, which would read "facets" as a product id.
  app.get("/ecom/products/facets", async (c) => {
    const q = parseQuery(c, productListQuery);
    const country = await resolveCountry(db, q.country);
    const search = q.search ? await resolveSearchKept(db, q.search) : undefined;
    if (q.price_band) resolvePriceBand(q.price_band, country);
    const data = await facetCounts(db, matchingSetKey(q, country, search), () =>
      countFacets(db, q, country, search),
    );
    return c.json({ results: { status_code: 200, data } });
  });

  // Before `ecom/products/:id` too.
  app.get("/ecom/products/sitemap", async (c) => {
    const { offset, limit } = parseQuery(c, sitemapProductsQuery);
    return c.json({ results: { status_code: 200, data: await sitemapProducts(db, offset, limit) } });
  });

  app.get("/ecom/alias-product/", async (c) => {
    const { alias } = parseQuery(c, aliasQuery);
    const { rows } = await db.execute<{ id: number; name: string; colour_id: number }>(sql`
      SELECT p.id, p.name, (SELECT colour_id FROM product_colours pc WHERE pc.product_id = p.id
                            ORDER BY position LIMIT 1) AS colour_id
      FROM products p WHERE p.alias = ${alias}`);
    const row = rows[0];
    if (!row) return errorResponse(c, 404, "Product not found");
    return c.json({
      results: { status_code: 200, data: { id: row.id, color_id: row.colour_id, product_name: row.name } },
    });
  });

  app.get("/ecom/products/:id", async (c) => {
    const productId = parseParam(c.req.param("id"), productIdParam);
    const { country: countryId } = parseQuery(c, countryQuery);
    if (countryId === undefined) {
      // Contract quirk: without `country` the same path answers the similar-products form.
      const similar = await getSimilarProducts(db, productId, await resolveCountry(db, undefined));
      if (!similar) return errorResponse(c, 404, "Product not found");
      return c.json({ results: { status_code: 200, similar_data: similar } });
    }
    const detail = await getProductDetail(db, productId, await resolveCountry(db, countryId));
    if (!detail) return errorResponse(c, 404, "Product not found");
    return c.json({ results: { status_code: 200, data: detail } });
  });

  app.get("/ecom/products/:id/reviews/", async (c) => {
    const productId = parseParam(c.req.param("id"), productIdParam);
    const reviews = await getReviews(db, productId);
    if (!reviews) return errorResponse(c, 404, "Product not found");
    return c.json({ results: reviews });
  });

  return app;
}
