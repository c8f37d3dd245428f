/**
 * Categories, occasion tags and metal types with product counts (`ecom/categories`,
 * `ecom/tags`, `ecom/metal_types/`), and the listing's filter options (`ecom/components/`).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { allOf } from "../http/sql";

export type TaxonomyEntryOut = {
  id: number;
  name: string;
  thumbnail: string;
  product_count: number;
  slug: string;
  meta_title: string;
  meta_description: string;
};

/** Every category in display order with its number of products. */
export async function listCategories(db: Db): Promise<TaxonomyEntryOut[]> {
  const { rows } = await db.execute<TaxonomyEntryOut>(sql`
    SELECT c.id, c.name, c.thumbnail, c.slug, c.meta_title, c.meta_description,
           (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS product_count
    FROM categories c ORDER BY c.position, c.id`);
  return rows;
}

/** Every occasion tag in display order with its number of products. */
export async function listTags(db: Db): Promise<TaxonomyEntryOut[]> {
  const { rows } = await db.execute<TaxonomyEntryOut>(sql`
    SELECT t.id, t.name, t.thumbnail, t.slug, t.meta_title, t.meta_description,
           (SELECT count(*)::int FROM product_tags pt WHERE pt.tag_id = t.id) AS product_count
    FROM tags t ORDER BY t.position, t.id`);
  return rows;
}

/** Every metal type with its number of products. */
export async function listMetalTypes(
  db: Db,
): Promise<{ id: number; metal_type: string; product_count: number }[]> {
  const { rows } = await db.execute<{ id: number; metal_type: string; product_count: number }>(sql`
    SELECT m.id, m.name AS metal_type,
           (SELECT count(*)::int FROM products p WHERE p.metal_type_id = m.id) AS product_count
    FROM metal_types m ORDER BY m.position, m.id`);
  return rows;
}

/**
 * Filter options for a listing opened on a category or an occasion tag. Each facet counts the products of the
 * listing's context (the category and/or tag), so the storefront can hide entries with no products.
 */
export async function listFilterOptions(db: Db, ctx: { categoryId?: number; tagId?: number }) {
  const byCategory: SQL | undefined = ctx.categoryId ? sql`p.category_id = ${ctx.categoryId}` : undefined;
  const byTag: SQL | undefined = ctx.tagId
    ? sql`EXISTS (SELECT 1 FROM product_tags x WHERE x.product_id = p.id AND x.tag_id = ${ctx.tagId})`
    : undefined;
  const within = (...conds: (SQL | undefined)[]) => allOf(conds.filter((c): c is SQL => c !== undefined));

  const [category, colour, metal, tagRows] = await Promise.all([
    db.execute<{ id: number; category: string; product_count: number }>(sql`
      SELECT c.id, c.name AS category,
             (SELECT count(*)::int FROM products p WHERE p.category_id = c.id AND ${within(byTag)}) AS product_count
      FROM categories c ORDER BY c.position, c.id`),
    db.execute<{ id: number; colour_name: string; product_count: number }>(sql`
      SELECT col.id, col.name AS colour_name,
             (SELECT count(*)::int FROM products p JOIN product_colours pc ON pc.product_id = p.id
               WHERE pc.colour_id = col.id AND ${within(byCategory, byTag)}) AS product_count
      FROM colours col ORDER BY col.id`),
    db.execute<{ id: number; metal_type: string; product_count: number }>(sql`
      SELECT m.id, m.name AS metal_type,
             (SELECT count(*)::int FROM products p WHERE p.metal_type_id = m.id AND ${within(byCategory, byTag)}) AS product_count
      FROM metal_types m ORDER BY m.position, m.id`),
    db.execute<{ id: number; tag: string; product_count: number }>(sql`
      SELECT t.id, t.name AS tag,
             (SELECT count(*)::int FROM products p JOIN product_tags pt ON pt.product_id = p.id
               WHERE pt.tag_id = t.id AND ${within(byCategory)}) AS product_count
      FROM tags t ORDER BY t.position, t.id`),
  ]);
  return { category: category.rows, colour: colour.rows, metal_type: metal.rows, tags: tagRows.rows };
}
