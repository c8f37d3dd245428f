/**
 * The delivery check (contract `ecom/check-delivery-date/`).
 *
 * The tag comes from where the piece is on a shelf: an Indian outlet within LOCAL_REACH_KM of the pincode holding
 * the product in that colour and size -> 'Delivery in 24 hrs'; one within NEXT_DAY_REACH_KM -> 'Shipment in next day'
 * (an overnight courier leg); otherwise (too far, or made to order) -> 'Shipment in next 5 working days'. The free
 * delivery date is 5 working days ahead in India, skipping weekends and the `public_holidays` table (except days the
 * operator marked `ships`).
 */
import { sql } from "drizzle-orm";
import type { DeliveryCheck, DeliveryCheckBody, DeliveryTag } from "../../lib/store-api/contract";
import { DELIVERY_CHECK_MESSAGES } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { lookupPincode } from "../catalogue/pincodes";
import { distanceKm } from "./geo";
import { pincodeCoordinates } from "./pincode-coordinates";
import { addWorkingDays, istDay } from "./working-days";

/** Same-city courier reach for 24-hour delivery, km. */
export const LOCAL_REACH_KM = 60;
/** Overnight courier reach for next-day shipment, km (Kochi-Delhi by air is in; the North-East is not). */
export const NEXT_DAY_REACH_KM = 1_400;
/** Working days to the free delivery date. */
export const FREE_DELIVERY_WORKING_DAYS = 5;

/**
 * The free delivery date: `FREE_DELIVERY_WORKING_DAYS` working days after today in India.
 * @param now the instant of the check (injectable clock)
 * @returns YYYY-MM-DD
 */
export async function freeDeliveryDate(db: Db, now: Date): Promise<string> {
  const today = istDay(now);
  // Five working days never span more than a month, even around a cluster of holidays.
  const { rows } = await db.execute<{ day: string }>(
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM public_holidays
        WHERE day > ${today}::date AND day <= ${today}::date + 40 AND NOT ships`,
  );
  return addWorkingDays(today, FREE_DELIVERY_WORKING_DAYS, new Set(rows.map((r) => r.day)));
}

/** Checks the product, colour and size exist together; 400 with the form's message otherwise. */
async function assertVariant(db: Db, body: DeliveryCheckBody): Promise<void> {
  const { rows } = await db.execute<{ has_colour: boolean; size_count: number; has_size: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM product_colours WHERE product_id = p.id AND colour_id = ${body.color_id}) AS has_colour,
           (SELECT count(*)::int FROM product_sizes WHERE product_id = p.id) AS size_count,
           EXISTS (SELECT 1 FROM product_sizes WHERE product_id = p.id AND size_id = ${body.size_id}) AS has_size
    FROM products p WHERE p.id = ${body.product_id}`);
  const row = rows[0];
  if (!row) throw new HttpError(404, "Product not found");
  if (!row.has_colour) throw new HttpError(400, "This colour is not made for this product");
  if (row.size_count > 0 && body.size_id === 0)
    throw new HttpError(400, DELIVERY_CHECK_MESSAGES.sizeRequired);
  if (row.size_count > 0 && !row.has_size) throw new HttpError(400, "This size is not made for this product");
}

/**
 * Runs the delivery check.
 * @param now the instant of the check (injectable clock for the date)
 * @returns the contract's `results`: tag, shops holding the piece (nearest first), free delivery date
 * @throws HttpError 400 (unknown pincode 'Invalid pin code', missing size, colour or size not of the product), 404 (product)
 */
export async function checkDelivery(db: Db, body: DeliveryCheckBody, now: Date): Promise<DeliveryCheck> {
  await assertVariant(db, body);
  if (lookupPincode(body.pincode).length === 0) throw new HttpError(400, "Invalid pin code");
  const { rows: holders } = await db.execute<{
    name: string;
    location: string;
    lat_micro: number;
    lng_micro: number;
  }>(sql`
    SELECT o.name, o.location, o.lat_micro, o.lng_micro FROM outlet_stock s JOIN outlets o ON o.id = s.outlet_id
    WHERE s.product_id = ${body.product_id} AND s.colour_id = ${body.color_id} AND s.size_id = ${body.size_id}
      AND s.quantity > 0 AND o.country_code = 'IN'`);
  const point = pincodeCoordinates(body.pincode);
  // A real pincode the coordinates data set lacks: no courier promise can be made, so it is the 5-day tag.
  const shops = point
    ? holders
        .map((o) => {
          const d = distanceKm(point, { lat: o.lat_micro / 1e6, lng: o.lng_micro / 1e6 });
          return {
            shop_name: o.name,
            location: o.location,
            distance_km: Math.round(d),
            delivery_in_24_hr: d <= LOCAL_REACH_KM,
            delivery_in_next_day: d <= NEXT_DAY_REACH_KM,
          };
        })
        .sort((a, b) => a.distance_km - b.distance_km)
    : [];
  const tag: DeliveryTag = shops.some((s) => s.delivery_in_24_hr)
    ? "Delivery in 24 hrs"
    : shops.some((s) => s.delivery_in_next_day)
      ? "Shipment in next day"
      : "Shipment in next 5 working days";
  return { status_code: 200, message: tag, data: shops, delivery_date: await freeDeliveryDate(db, now) };
}
