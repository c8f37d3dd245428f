/**
 * The price check of the cluster test: a gold piece shown on the home page and the Rings listing, its metal rate
 * raised with `npm run rates:set` (backend/scripts/set-rate.ts) against the cluster's database, and every instance
 * polled until home, listing and product page show the new price. The store API says what that price is.
 *
 * The backend revalidates every instance it knows (STOREFRONT_INSTANCE_URLS, set here and by the cluster); the
 * tag's expiry also reaches the others through the shared cache handler (Redis hash and pub/sub).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { formatPrice } from "../../lib/money/format";
import { request } from "./http";
import { DATA_DIR, DATABASE_URL, INSTANCES, NGINX, REPO_ROOT, STORE_API } from "./topology";

/** A piece to watch and the rate it hangs on. */
export interface WatchedPiece {
  alias: string;
  purity: string;
  ratePaisePerGram: number;
}

/** The aliases of product cards in a page's HTML, in page order. */
export function cardAliases(html: string): string[] {
  return [...new Set([...html.matchAll(/href="\/jewellery\/([a-z0-9-]+)"/g)].map((m) => m[1]!))];
}

/** The price a card for `alias` shows: the first ₹ amount after the card's link. */
export function cardPrice(html: string, alias: string): string | undefined {
  const at = html.indexOf(`href="/jewellery/${alias}"`);
  if (at < 0) return undefined;
  return /₹[\d,]+(?:\.\d\d)?/.exec(html.slice(at))?.[0];
}

/** What the shopper pays for `alias` in India now, as the storefront writes it (₹1,23,456). */
export async function shownPrice(alias: string): Promise<string> {
  const found = await request(new URL(`ecom/alias-product/?alias=${alias}`, STORE_API).toString());
  const { id } = JSON.parse(found.body).results.data as { id: number };
  const detail = await request(new URL(`ecom/products/${id}?country=1`, STORE_API).toString());
  const p = JSON.parse(detail.body).results.data as {
    is_on_discount: boolean;
    country_discount_price: number;
    country_total_price: number;
  };
  return formatPrice(p.is_on_discount ? p.country_discount_price : p.country_total_price, "INR");
}

/** A gold piece with a card on both the home page and the Rings listing of the first instance. */
export async function pieceOnHomeAndRings(): Promise<WatchedPiece> {
  const home = (await request(`${INSTANCES[0]}/`)).body;
  const rings = new Set(cardAliases((await request(`${INSTANCES[0]}/rings`)).body));
  const candidates = cardAliases(home).filter((alias) => rings.has(alias));
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ alias: string; purity: string; rate: number }>(
      `SELECT p.alias, r.purity, r.rate_paise_per_gram AS rate FROM products p
         JOIN metal_types m ON m.id = p.metal_type_id JOIN metal_rates r ON r.purity = m.purity
       WHERE p.alias = ANY($1) AND r.metal = 'gold' AND p.net_metal_weight_mg > 0`,
      [candidates],
    );
    const row = rows.find((r) => r.alias === candidates.find((c) => rows.some((x) => x.alias === c)));
    if (!row) throw new Error(`no gold piece on both home and /rings (candidates: ${candidates.join(", ")})`);
    return { alias: row.alias, purity: row.purity, ratePaisePerGram: row.rate };
  } finally {
    await db.end();
  }
}

/**
 * Runs `npm run rates:set -- metal <purity> <rate>` the way an operator of the cluster would (the command the
 * cluster's ready line prints). @returns once the command has returned
 */
export function setMetalRate(purity: string, ratePaisePerGram: number): void {
  execFileSync(
    process.execPath,
    ["--import", "tsx", "backend/scripts/set-rate.ts", "metal", purity, String(ratePaisePerGram)],
    {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        DATABASE_URL,
        DATA_DIR,
        STORE_SERVICE_KEY: readFileSync(path.join(DATA_DIR, "service-key"), "utf8").trim(),
        STOREFRONT_URL: NGINX,
        STOREFRONT_INSTANCE_URLS: INSTANCES.join(","),
      },
    },
  );
}

/** What one instance shows for the piece on the three pages. */
export async function pricesOn(instance: string, alias: string) {
  const [home, rings, product] = await Promise.all(
    ["/", "/rings", `/jewellery/${alias}`].map(async (p) => (await request(`${instance}${p}`)).body),
  );
  return {
    home: cardPrice(home!, alias),
    rings: cardPrice(rings!, alias),
    product: product!,
  };
}
