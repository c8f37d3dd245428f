/**
 * Share links (`/jewellery/share?id&color&name&alias` redirects to `/jewellery/{alias}`).
 *
 * The share URL carries shopper-controllable text, so the redirect target is never taken from the query: it is
 * rebuilt from an alias the store API confirmed, as a same-site path. Anything unknown or malformed (absolute
 * URLs, `//host`, backslashes, encoded slashes) resolves to null and the route sends the shopper home.
 * Pure module: lookups are injected so the decision is unit-tested without the store API.
 */
import type { ColourName } from "@/lib/store-api/contract";

/** Aliases as the store API makes them (`aarohi-diamond-halo-ring-rg0012`): letters, digits, `-` and `_`. */
const ALIAS_RE = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,198}[A-Za-z0-9])?$/;
/** Positive database id, at most 10 digits and within PostgreSQL's integer range. */
const ID_RE = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

/** True when `value` can be a product alias (shape only; existence is the store API's answer). */
export function isValidAlias(value: unknown): value is string {
  return typeof value === "string" && ALIAS_RE.test(value);
}

/** A positive integer id from a query value, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !ID_RE.test(value)) return null;
  const n = Number(value);
  return n <= MAX_ID ? n : null;
}

/** What a share link names, after validation; null for anything absent or malformed. */
export interface ShareQuery {
  alias: string | null;
  id: number | null;
  /** the colour id (`color`) the link was shared with */
  colourId: number | null;
}

/** Validates the share query (`id`, `color`, `name`, `alias`); `name` is display-only and ignored. */
export function parseShareQuery(params: URLSearchParams): ShareQuery {
  const alias = params.get("alias");
  return {
    alias: isValidAlias(alias) ? alias : null,
    id: parseId(params.get("id")),
    colourId: parseId(params.get("color")),
  };
}

/**
 * The product page path for an alias, optionally with the colour to show first (`?colour=white`).
 * @throws RangeError when the alias is not a valid alias (callers validate first)
 */
export function productPagePath(alias: string, colour?: ColourName | null): string {
  if (!isValidAlias(alias)) throw new RangeError("invalid product alias");
  const base = `/jewellery/${encodeURIComponent(alias)}`;
  return colour ? `${base}?colour=${colour}` : base;
}

/**
 * Path of a product's share picture (the JPEG card of `og:image`): `/jewellery/{alias}/share-image`.
 * @throws RangeError when the alias is not a valid alias (callers validate first)
 */
export function shareImagePath(alias: string): string {
  return `${productPagePath(alias)}/share-image`;
}

/** The subset of a product detail the share resolution needs. */
export interface ShareProduct {
  alias: string;
  colors: { id: number; colour_name: ColourName }[];
  image: Partial<Record<ColourName, { thumbnail_color_id: number }>>;
}

/** Store lookups the resolution uses (the cached catalogue readers in production). */
export interface ShareLookups {
  /** null when no product has the alias; throws on an outage */
  productIdByAlias: (alias: string) => Promise<{ id: number } | null>;
  /** null when no product has the id; throws on an outage */
  productById: (id: number) => Promise<ShareProduct | null>;
}

/**
 * The colour name a colour id stands for on this product, or null for the default colour (the first one) and for
 * ids the product does not have. Accepts the colour's id and its `thumbnail_color_id` (cart colour id).
 */
export function colourForId(product: Pick<ShareProduct, "colors" | "image">, colourId: number | null): ColourName | null {
  if (colourId === null) return null;
  const match = product.colors.find(
    (c) => c.id === colourId || product.image[c.colour_name]?.thumbnail_color_id === colourId,
  );
  if (!match || match === product.colors[0]) return null;
  return match.colour_name;
}

/**
 * Where a share link should land: `/jewellery/{alias}` (plus `?colour=` when the shared colour is not the
 * default) when the alias exists, else the alias of the product id; null when neither names a product.
 * @throws whatever the lookups throw (an outage is the caller's to answer, never a silent null)
 */
export async function resolveShareTarget(query: ShareQuery, lookups: ShareLookups): Promise<string | null> {
  let alias: string | null = null;
  let productId: number | null = null;
  if (query.alias) {
    const found = await lookups.productIdByAlias(query.alias);
    if (found) {
      alias = query.alias;
      productId = found.id;
    }
  }
  let product: ShareProduct | null = null;
  if (!alias && query.id !== null) {
    product = await lookups.productById(query.id);
    if (product && isValidAlias(product.alias)) alias = product.alias;
  }
  if (!alias) return null;
  if (query.colourId !== null && !product && productId !== null) product = await lookups.productById(productId);
  return productPagePath(alias, product ? colourForId(product, query.colourId) : null);
}

/** Builds the share URL for a product (what the share button copies or hands to the Web Share API). */
export function shareUrl(
  origin: string,
  product: { id: number; colourId: number; name: string; alias: string },
): string {
  const params = new URLSearchParams({
    id: String(product.id),
    color: String(product.colourId),
    name: product.name,
    alias: product.alias,
  });
  return `${origin}/jewellery/share?${params.toString()}`;
}
