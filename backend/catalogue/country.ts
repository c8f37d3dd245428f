import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { supplyOf, type Supply } from "../../lib/tax/supply";
import { HttpError } from "../http/errors";

/** A shopper country with the currency its prices are shown in and how its sales are taxed. */
export interface CountryContext {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2: IN, US, AE, SA */
  isoCode: string;
  /** 'domestic' (India: GST 3% included) or 'export' (zero-rated: no GST) */
  supply: Supply;
  currencyCode: string;
  currencySymbol: string;
  /** paise per one unit of the currency (100 for INR) */
  paisePerUnit: number;
}

export const DEFAULT_COUNTRY_ID = 1; // India, the default country

// Countries and rates change only when an operator edits them; a short cache spares a query per request.
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { at: number; byId: Map<number, CountryContext> }>();

async function loadCountries(db: Db): Promise<Map<number, CountryContext>> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.byId;
  const { rows } = await db.execute<{
    id: number;
    name: string;
    iso_code: string;
    currency_code: string;
    symbol: string;
    paise_per_unit: number;
  }>(sql`SELECT c.id, c.name, c.iso_code, c.currency_code, r.symbol, r.paise_per_unit
         FROM countries c JOIN exchange_rates r ON r.currency_code = c.currency_code`);
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        isoCode: r.iso_code,
        supply: supplyOf(r.iso_code),
        currencyCode: r.currency_code,
        currencySymbol: r.symbol,
        paisePerUnit: r.paise_per_unit,
      },
    ]),
  );
  cache.set(db, { at: Date.now(), byId });
  return byId;
}

/**
 * Resolves `?country=` to a country and its currency (India when absent).
 * @throws HttpError 400 "Unknown country" for an id that does not exist
 */
export async function resolveCountry(db: Db, countryId: number | undefined): Promise<CountryContext> {
  const byId = await loadCountries(db);
  const country = byId.get(countryId ?? DEFAULT_COUNTRY_ID);
  if (!country) throw new HttpError(400, `Unknown country: ${countryId}`);
  return country;
}
