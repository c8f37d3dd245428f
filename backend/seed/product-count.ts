/**
 * How many products the seed makes: SEED_PRODUCTS, or the style profiles' 350. A larger catalogue keeps the 350
 * as its first products (see generateProducts) and is for trying the store at scale.
 */
import { DEFAULT_PRODUCT_COUNT } from "./products";

/** The largest catalogue the seed makes; names stay unique and true to their pictures well past it. */
export const MAX_SEED_PRODUCTS = 100_000;

/**
 * Reads the product count from SEED_PRODUCTS (digits, `_` or `,` allowed as separators: `50_000`).
 * @returns DEFAULT_PRODUCT_COUNT (350) when unset or empty
 * @throws Error naming the variable when it is not a whole number from 1 to MAX_SEED_PRODUCTS
 */
export function seedProductCount(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.SEED_PRODUCTS?.trim().replace(/[_,]/g, "");
  if (!raw) return DEFAULT_PRODUCT_COUNT;
  const count = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_SEED_PRODUCTS)
    throw new Error(
      `SEED_PRODUCTS must be a whole number from 1 to ${MAX_SEED_PRODUCTS.toLocaleString("en-IN")}, not "${env.SEED_PRODUCTS}"`,
    );
  return count;
}
