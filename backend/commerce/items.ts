/**
 * Catalogue reads for buying: the product/colour/size a shopper picks, checked against the catalogue (colour of the
 * product, size one of its sizes, buyable), and the rows of a cart or trial cart joined with the product's price
 * as it is now (derived from today's rates), for the shop country's supply: `final_price_paise` (GST 3% included)
 * in India, `export_final_price_paise` (zero-rated, no GST) abroad (lib/tax/supply.ts).
 */
import { sql } from "drizzle-orm";
import { CANNOT_BUY_MESSAGE, SIZE_REQUIRED_MESSAGE, type cartItemSchema } from "../../lib/store-api/contract";
import type { z } from "zod";
import type { CountryContext } from "../catalogue/country";
import { countryAmount, milliToFixed3 } from "../catalogue/money-format";
import type { Db } from "../db/client";
import { CommerceError } from "./http";
import type { Supply } from "../../lib/tax/supply";
import { shelfPriceColumns } from "../catalogue/shelf-prices";
import { rupeesOf } from "./money";

/** A Db or a transaction handle: both run `execute`. */
export type Runner = Pick<Db, "execute">;

/** A product in one colour and size, with what it costs now. */
export interface PickedItem {
  productId: number;
  colourId: number;
  sizeId: number | null;
  name: string;
  sku: string;
  alias: string;
  colourName: string;
  sizeName: string | null;
  thumbnail: string;
  /** before discount, for the supply (incl. GST in India) */
  mrpPaise: number;
  /** what the shopper pays per piece, for the supply */
  pricePaise: number;
  /** the per-piece price in both supplies, remembered on a cart line (the cart reports a later change) */
  finalPrices: Record<Supply, number>;
  buyable: boolean;
}

type PickRow = {
  id: number;
  name: string;
  sku: string;
  alias: string;
  price_paise: number;
  final_price_paise: number;
  domestic_final_paise: number;
  export_final_paise: number;
  in_stock: boolean;
  is_restricted: boolean;
  colour_name: string | null;
  has_sizes: boolean;
  size_name: string | null;
  thumbnail: string | null;
};

/**
 * Loads and checks a pick, priced for `supply`.
 * @throws CommerceError 404 unknown product; 400 colour not offered; 400 SIZE_REQUIRED_MESSAGE when the product has
 *   sizes and none is picked; 400 when the size is not one of the product's (or the product has none)
 */
export async function loadPick(
  db: Runner,
  productId: number,
  colourId: number,
  sizeId: number | null,
  supply: Supply,
): Promise<PickedItem> {
  const { rows } = await db.execute<PickRow>(sql`
    SELECT p.id, p.name, p.sku, p.alias, ${shelfPriceColumns(supply)}, p.final_price_paise AS domestic_final_paise,
           p.export_final_price_paise AS export_final_paise, p.in_stock, p.is_restricted,
           col.name AS colour_name,
           EXISTS (SELECT 1 FROM product_sizes x WHERE x.product_id = p.id) AS has_sizes,
           s.name AS size_name,
           (SELECT m.url FROM product_media m
             WHERE m.product_id = p.id AND m.colour_id = ${colourId} AND m.kind = 'image'
             ORDER BY m.position LIMIT 1) AS thumbnail
    FROM products p
    LEFT JOIN product_colours pc ON pc.product_id = p.id AND pc.colour_id = ${colourId}
    LEFT JOIN colours col ON col.id = pc.colour_id
    LEFT JOIN product_sizes ps ON ps.product_id = p.id AND ps.size_id = ${sizeId ?? 0}
    LEFT JOIN sizes s ON s.id = ps.size_id
    WHERE p.id = ${productId}`);
  const r = rows[0];
  if (!r) throw new CommerceError(404, "Product not found");
  if (r.colour_name === null) throw new CommerceError(400, "This colour is not available for this product");
  if (r.has_sizes && sizeId === null) throw new CommerceError(400, SIZE_REQUIRED_MESSAGE);
  if (r.has_sizes && r.size_name === null)
    throw new CommerceError(400, "This size is not available for this product");
  if (!r.has_sizes && sizeId !== null) throw new CommerceError(400, "This product has no sizes");
  return {
    productId: r.id,
    colourId,
    sizeId,
    name: r.name,
    sku: r.sku,
    alias: r.alias,
    colourName: r.colour_name,
    sizeName: r.size_name,
    thumbnail: r.thumbnail ?? "",
    mrpPaise: Number(r.price_paise),
    pricePaise: Number(r.final_price_paise),
    finalPrices: { domestic: Number(r.domestic_final_paise), export: Number(r.export_final_paise) },
    buyable: r.in_stock && !r.is_restricted && Number(r.final_price_paise) > 0,
  };
}

/** @throws CommerceError 422 CANNOT_BUY_MESSAGE (status 206) unless the item can be sold now */
export function assertBuyable(item: { buyable: boolean; productId: number }): void {
  if (!item.buyable) throw new CommerceError(422, CANNOT_BUY_MESSAGE, 206, { product_id: item.productId });
}

/** A cart or trial cart row with the product as it is now. */
export interface LineRow {
  id: number;
  quantity: number;
  productId: number;
  colourId: number;
  sizeId: number | null;
  name: string;
  sku: string;
  alias: string;
  colourName: string;
  sizeName: string | null;
  thumbnail: string;
  mrpPaise: number;
  pricePaise: number;
  /** per-piece price when the line was last added to (cart only; null for trial lines and older cart lines) */
  addedPricePaise: number | null;
  discountBp: number;
  grossWeightMg: number;
  diamondWeightMct: number;
  metalType: string;
  inStock: boolean;
  isRestricted: boolean;
  /** buyable now, in a colour and size the product still offers */
  available: boolean;
  processed: boolean;
}

type RawLine = {
  id: number;
  quantity: number;
  product_id: number;
  colour_id: number;
  size_id: number | null;
  name: string;
  sku: string;
  alias: string;
  colour_name: string;
  size_name: string | null;
  thumbnail: string | null;
  price_paise: number;
  final_price_paise: number;
  added_price_paise: number | null;
  discount_bp: number;
  gross_weight_mg: number;
  diamond_weight_mct: number;
  metal_type: string;
  in_stock: boolean;
  is_restricted: boolean;
  pick_ok: boolean;
  processed: boolean;
};

/**
 * The lines of a user's shopping cart ('cart') or waiting trial items ('trial'), oldest first, priced for `supply`
 * (the price a line was added at is the one of the same supply).
 * @param opts.forUpdate lock the cart rows (checkout: nobody changes them until the order is placed)
 */
export async function loadLines(
  db: Runner,
  userId: number,
  which: "cart" | "trial",
  supply: Supply,
  opts: { forUpdate?: boolean } = {},
): Promise<LineRow[]> {
  const table = sql.raw(which === "cart" ? "cart_items" : "trial_cart_items");
  const quantity = sql.raw(which === "cart" ? "ci.quantity" : "1");
  const processed = sql.raw(which === "cart" ? "false" : "ci.booking_id IS NOT NULL");
  const addedColumn = supply === "export" ? "ci.added_export_price_paise" : "ci.added_price_paise";
  const addedPrice = sql.raw(which === "cart" ? addedColumn : "NULL::int");
  const waiting = which === "trial" ? sql`AND ci.booking_id IS NULL` : sql``;
  const lock = opts.forUpdate ? sql`FOR UPDATE OF ci` : sql``;
  const { rows } = await db.execute<RawLine>(sql`
    SELECT ci.id, ${quantity}::int AS quantity, ci.product_id, ci.colour_id, ci.size_id,
           p.name, p.sku, p.alias, col.name AS colour_name, s.name AS size_name,
           (SELECT m.url FROM product_media m
             WHERE m.product_id = p.id AND m.colour_id = ci.colour_id AND m.kind = 'image'
             ORDER BY m.position LIMIT 1) AS thumbnail,
           ${shelfPriceColumns(supply)}, ${addedPrice} AS added_price_paise, p.discount_bp, p.gross_weight_mg, p.diamond_weight_mct,
           mt.name AS metal_type, p.in_stock, p.is_restricted,
           (EXISTS (SELECT 1 FROM product_colours pc WHERE pc.product_id = p.id AND pc.colour_id = ci.colour_id)
            AND CASE WHEN ci.size_id IS NULL
                     THEN NOT EXISTS (SELECT 1 FROM product_sizes x WHERE x.product_id = p.id)
                     ELSE EXISTS (SELECT 1 FROM product_sizes x WHERE x.product_id = p.id AND x.size_id = ci.size_id)
                END) AS pick_ok,
           ${processed} AS processed
    FROM ${table} ci
    JOIN products p ON p.id = ci.product_id
    JOIN metal_types mt ON mt.id = p.metal_type_id
    JOIN colours col ON col.id = ci.colour_id
    LEFT JOIN sizes s ON s.id = ci.size_id
    WHERE ci.user_id = ${userId} ${waiting}
    ORDER BY ci.id
    ${lock}`);
  return rows.map((r) => ({
    id: r.id,
    quantity: Number(r.quantity),
    productId: r.product_id,
    colourId: r.colour_id,
    sizeId: r.size_id,
    name: r.name,
    sku: r.sku,
    alias: r.alias,
    colourName: r.colour_name,
    sizeName: r.size_name,
    thumbnail: r.thumbnail ?? "",
    mrpPaise: Number(r.price_paise),
    pricePaise: Number(r.final_price_paise),
    addedPricePaise: r.added_price_paise === null ? null : Number(r.added_price_paise),
    discountBp: r.discount_bp,
    grossWeightMg: r.gross_weight_mg,
    diamondWeightMct: r.diamond_weight_mct,
    metalType: r.metal_type,
    inStock: r.in_stock,
    isRestricted: r.is_restricted,
    available: r.pick_ok && r.in_stock && !r.is_restricted && Number(r.final_price_paise) > 0,
    processed: r.processed,
  }));
}

export type CartItemOut = z.input<typeof cartItemSchema>;

/**
 * INR rupees per piece the line was added at, when today's price differs (the cart says it changed); else null.
 * A cart opened after a rate change shows the new price and says it changed.
 */
export function priceWas(line: Pick<LineRow, "pricePaise" | "addedPricePaise">): number | null {
  const added = line.addedPricePaise;
  return added === null || added === line.pricePaise ? null : rupeesOf(added);
}

/** A line in the contract's cart item shape (prices: INR for totals, the shopper's currency for country_*). */
export function cartItemOut(line: LineRow, country: CountryContext): CartItemOut {
  return {
    id: line.id,
    thumbnail_image: line.thumbnail,
    quantity: line.quantity,
    size: line.sizeName,
    color: line.colourName,
    items_total: rupeesOf(line.pricePaise * line.quantity),
    product: {
      id: line.productId,
      product_name: line.name,
      is_on_discount: line.discountBp > 0,
      country_total_price: countryAmount(line.mrpPaise, country),
      country_discount_price: countryAmount(line.pricePaise, country),
      metal_type: line.metalType,
      gross_weight: milliToFixed3(line.grossWeightMg),
      diamond_weight: milliToFixed3(line.diamondWeightMct),
      alias: line.alias,
      sku: line.sku,
      in_stock: line.inStock,
      is_restricted: line.isRestricted,
      price: rupeesOf(line.pricePaise),
    },
    size_id: line.sizeId,
    color_id: line.colourId,
    available: line.available,
    price_was: priceWas(line),
  };
}

/**
 * A product's price now for `supply`, without a colour or size (buy-now price preview and direct-buy vouchers).
 * @throws CommerceError 404 unknown product
 */
export async function productPrice(
  db: Runner,
  productId: number,
  supply: Supply,
): Promise<{ pricePaise: number; mrpPaise: number; buyable: boolean; productId: number }> {
  const { rows } = await db.execute<{
    price_paise: number;
    final_price_paise: number;
    in_stock: boolean;
    is_restricted: boolean;
  }>(
    sql`SELECT ${shelfPriceColumns(supply)}, p.in_stock, p.is_restricted FROM products p WHERE p.id = ${productId}`,
  );
  const r = rows[0];
  if (!r) throw new CommerceError(404, "Product not found");
  const pricePaise = Number(r.final_price_paise);
  return {
    productId,
    pricePaise,
    mrpPaise: Number(r.price_paise),
    buyable: r.in_stock && !r.is_restricted && pricePaise > 0,
  };
}
