/**
 * Trial at home: a trial cart of up to five waiting designs (one per product and colour) and bookings. Booking a
 * slot attaches every waiting item to the booking; booked items are 'processed' and can no longer be deleted.
 * Slots and dates: 10:00 AM to 3:00 PM, today (later slots only) to 6 days
 * ahead, India time.
 */
import { sql } from "drizzle-orm";
import {
  TRIAL_DUPLICATE_MESSAGE,
  TRIAL_MAX_ITEMS,
  TRIAL_PROCESSED_MESSAGE,
  TRIAL_SLOTS,
  CART_EMPTY_MESSAGE,
} from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { CommerceError } from "./http";
import type { PickedItem } from "./items";

const IST_OFFSET_MS = 330 * 60_000;
export const TRIAL_DAYS_AHEAD = 6;

/** Minutes after midnight of a slot label ('1:00 PM' -> 780). */
export function slotMinutes(slot: string): number {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot);
  if (!m) throw new RangeError(`not a slot: ${slot}`);
  const hour = (Number(m[1]) % 12) + (m[3] === "PM" ? 12 : 0);
  return hour * 60 + Number(m[2]);
}

/**
 * Checks a date and slot against now (India time).
 * @throws CommerceError 400 with the reason
 */
export function checkSlot(date: string, slot: (typeof TRIAL_SLOTS)[number], now = new Date()): void {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const today = ist.toISOString().slice(0, 10);
  const picked = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(picked.getTime()) || picked.toISOString().slice(0, 10) !== date)
    throw new CommerceError(400, "scheduled_date is not a real date");
  const days = Math.round((picked.getTime() - new Date(`${today}T00:00:00.000Z`).getTime()) / 86_400_000);
  if (days < 0 || days > TRIAL_DAYS_AHEAD)
    throw new CommerceError(400, `Please pick a date within the next ${TRIAL_DAYS_AHEAD} days.`);
  if (days === 0 && slotMinutes(slot) <= ist.getUTCHours() * 60 + ist.getUTCMinutes())
    throw new CommerceError(400, "This time slot has passed. Please pick a later one.");
}

/**
 * Adds a design to the trial cart.
 * @throws CommerceError 422 not available for trial; 409 TRIAL_DUPLICATE_MESSAGE; 409 at TRIAL_MAX_ITEMS waiting
 */
export async function addTrialItem(db: Db, userId: number, item: PickedItem): Promise<number> {
  if (!item.buyable) throw new CommerceError(422, "This design is not available for trial at home");
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const { rows: waiting } = await tx.execute<{ product_id: number; colour_id: number }>(sql`
      SELECT product_id, colour_id FROM trial_cart_items WHERE user_id = ${userId} AND booking_id IS NULL`);
    if (waiting.some((w) => w.product_id === item.productId && w.colour_id === item.colourId))
      throw new CommerceError(409, TRIAL_DUPLICATE_MESSAGE);
    if (waiting.length >= TRIAL_MAX_ITEMS)
      throw new CommerceError(409, `You can try up to ${TRIAL_MAX_ITEMS} designs at a time`);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO trial_cart_items (user_id, product_id, colour_id, size_id)
      VALUES (${userId}, ${item.productId}, ${item.colourId}, ${item.sizeId}) RETURNING id`);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error("trial insert returned no id");
    return id;
  });
}

/**
 * Removes a waiting trial item.
 * @throws CommerceError 404 not the user's; 409 TRIAL_PROCESSED_MESSAGE once booked
 */
export async function removeTrialItem(db: Db, userId: number, itemId: number): Promise<void> {
  const { rows } = await db.execute<{ booked: boolean }>(sql`
    SELECT booking_id IS NOT NULL AS booked FROM trial_cart_items WHERE id = ${itemId} AND user_id = ${userId}`);
  if (!rows[0]) throw new CommerceError(404, "Trial item not found");
  if (rows[0].booked) throw new CommerceError(409, TRIAL_PROCESSED_MESSAGE);
  const deleted = await db.execute(sql`
    DELETE FROM trial_cart_items WHERE id = ${itemId} AND user_id = ${userId} AND booking_id IS NULL RETURNING id`);
  // Booked between the two statements: the booking won.
  if (deleted.rows.length === 0) throw new CommerceError(409, TRIAL_PROCESSED_MESSAGE);
}

/**
 * Books every waiting item for a slot at one of the user's addresses.
 * @throws CommerceError 400 bad slot or CART_EMPTY_MESSAGE; 404 address not the user's
 */
export async function scheduleTrial(
  db: Db,
  userId: number,
  input: { date: string; slot: (typeof TRIAL_SLOTS)[number]; addressId: number },
): Promise<{ bookingId: number; itemCount: number }> {
  checkSlot(input.date, input.slot);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const { rows: addresses } = await tx.execute<Record<string, unknown>>(sql`
      SELECT id, name, honorific_name, phone_code, phone_number, email, pincode, state, city, country, house, area,
             landmark, type
      FROM addresses WHERE id = ${input.addressId} AND user_id = ${userId}`);
    const address = addresses[0];
    if (!address) throw new CommerceError(404, "Address not found");
    const { rows: waiting } = await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM trial_cart_items WHERE user_id = ${userId} AND booking_id IS NULL`);
    if ((waiting[0]?.n ?? 0) === 0) throw new CommerceError(400, CART_EMPTY_MESSAGE);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO trial_bookings (user_id, address_id, address, scheduled_date, scheduled_time)
      VALUES (${userId}, ${input.addressId}, ${JSON.stringify(address)}::jsonb, ${input.date}, ${input.slot})
      RETURNING id`);
    const bookingId = rows[0]?.id;
    if (bookingId === undefined) throw new Error("booking insert returned no id");
    const booked = await tx.execute(sql`
      UPDATE trial_cart_items SET booking_id = ${bookingId}
      WHERE user_id = ${userId} AND booking_id IS NULL RETURNING id`);
    return { bookingId, itemCount: booked.rows.length };
  });
}
