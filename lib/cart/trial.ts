import "server-only";
import { createAddress } from "@/lib/account/addresses";
import type { SessionData } from "@/lib/session/session";
import { storeApi } from "@/lib/store-api/client";
import {
  CART_EMPTY_MESSAGE,
  SIZE_REQUIRED_MESSAGE,
  TRIAL_DUPLICATE_MESSAGE,
  TRIAL_PROCESSED_MESSAGE,
  trialAddRequest,
  trialAddResponse,
  trialCartResponse,
  trialDeleteResponse,
  trialScheduleRequest,
  trialScheduleResponse,
} from "@/lib/store-api/contract/commerce";
import { isStoreApiError } from "@/lib/store-api/errors";
import type { TrialScheduleBody } from "@/lib/validation/trial-booking";
import { BffError } from "@/lib/http/bff-error";
import type { BuyingContext } from "./context";
import { toTrialCartDto } from "./mappers";
import { addRefusal, isSizeRequired } from "./refusals";
import { TRIAL_SCHEDULE_MESSAGES, slotMinutes } from "./trial-schedule";
import type { TrialCartDto } from "./types";

/** Trials are booked in India: the date window and today's slots follow India time. */
const TRIAL_TIME_ZONE = "Asia/Kolkata";
/** The store books from today to this many days ahead (the strip offers tomorrow to 6 days ahead). */
const LAST_BOOKABLE_DAY = 6;

function same(a: string | undefined, b: string): boolean {
  return (a ?? "").trim().toLowerCase() === b.toLowerCase();
}

/**
 * The shopper's trial cart (`GET ecom/trialcartitems/?country=`); 'cart is empty' is no items.
 * @throws StoreApiError ('unauthorised' for a dead token)
 */
export async function getTrialCart(ctx: BuyingContext): Promise<TrialCartDto> {
  const answer = await storeApi({
    path: "ecom/trialcartitems/",
    query: { country: ctx.countryId },
    token: ctx.token,
    schema: trialCartResponse,
  });
  return toTrialCartDto(answer, ctx.currency);
}

/** What a trial add takes (`POST /api/trial-cart`). */
export interface TrialAddInput {
  productId: number;
  colourId: number;
  sizeId: number | null;
}

/**
 * Adds a design to the trial cart (`POST ecom/trialcartitems/`: product_id, colour_id, size_id):
 * 200 or 'Item already in try list' both lead to the trial page; 'size  required' shows an error.
 * @throws BffError 409 already_in_try_list, 409 trial_full, 400 size_required, 422 cannot_try, 404
 */
export async function addToTrial(ctx: BuyingContext, input: TrialAddInput): Promise<void> {
  let message: string | undefined;
  let status = 200;
  try {
    const answer = await storeApi({
      method: "POST",
      path: "ecom/trialcartitems/",
      query: { country: ctx.countryId },
      token: ctx.token,
      body: trialAddRequest.parse({
        product_id: input.productId,
        colour_id: input.colourId,
        size_id: input.sizeId,
      }),
      schema: trialAddResponse,
    });
    message = answer.results.message;
    status = answer.results.status_code ?? answer.results.status ?? 200;
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "http" && err.status === 409) {
      if (same(err.upstreamMessage, TRIAL_DUPLICATE_MESSAGE)) {
        throw new BffError(409, "already_in_try_list", TRIAL_DUPLICATE_MESSAGE);
      }
      throw new BffError(
        409,
        "trial_full",
        err.upstreamMessage || "Your trial cart already holds five designs.",
      );
    }
    if (isStoreApiError(err) && err.kind === "http" && err.status === 422) {
      throw new BffError(422, "cannot_try", err.upstreamMessage || "This design cannot be tried at home.");
    }
    addRefusal(err);
  }
  // Production answers with HTTP 200 and the message in the envelope.
  if (same(message, TRIAL_DUPLICATE_MESSAGE))
    throw new BffError(409, "already_in_try_list", TRIAL_DUPLICATE_MESSAGE);
  if (isSizeRequired(message)) throw new BffError(400, "size_required", SIZE_REQUIRED_MESSAGE);
  if (status !== 200)
    throw new BffError(422, "cannot_try", message || "This design cannot be tried at home.");
}

/**
 * Deletes a trial cart line (`DELETE ecom/trialcartitems/<id>/`).
 * @throws BffError 409 'Already Processed, Cannot delete' once the line is booked; 404 when not the shopper's
 */
export async function removeTrialItem(ctx: BuyingContext, id: number): Promise<void> {
  let message: string | undefined;
  try {
    const answer = await storeApi({
      method: "DELETE",
      path: `ecom/trialcartitems/${id}/`,
      query: { country: ctx.countryId },
      token: ctx.token,
      schema: trialDeleteResponse,
    });
    message = answer.results.message;
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "http" && err.status === 409) {
      throw new BffError(409, "already_processed", TRIAL_PROCESSED_MESSAGE);
    }
    if (isStoreApiError(err) && err.kind === "not_found") {
      throw new BffError(404, "not_found", "This design is no longer in your trial cart.");
    }
    throw err;
  }
  if (same(message, TRIAL_PROCESSED_MESSAGE))
    throw new BffError(409, "already_processed", TRIAL_PROCESSED_MESSAGE);
}

/** Today's date and the minutes past midnight in India time. */
export function indiaNow(now: Date = new Date()): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TRIAL_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    minutes: Number(get("hour")) * 60 + Number(get("minute")),
  };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Checks a chosen date and slot against India time: today up to 6 days ahead, and on today only a slot later than
 * now. @returns null when bookable, else the scheduling message to show
 */
export function scheduleProblem(date: string, slot: string, now: Date = new Date()): string | null {
  const today = indiaNow(now);
  if (date < today.date || date > addDays(today.date, LAST_BOOKABLE_DAY))
    return TRIAL_SCHEDULE_MESSAGES.dateAndSlot;
  if (date === today.date && slotMinutes(slot) <= today.minutes) return TRIAL_SCHEDULE_MESSAGES.dateAndSlot;
  return null;
}

/** Saves the booking form as one of the shopper's addresses (India, type HOME). @returns the address id */
async function saveTrialAddress(session: SessionData, a: TrialScheduleBody["address"]): Promise<number> {
  try {
    return await createAddress(session, {
      fullName: a.fullName,
      mobile: a.mobile,
      sEmail: a.sEmail,
      pincode: a.pincode,
      state: a.state,
      city: a.city,
      country: "India",
      hNumber_Bname: a.hNumber_Bname,
      streetColony: a.streetColony,
      landMark: a.landMark,
    });
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "http" && err.status === 400) {
      throw new BffError(
        422,
        "address_not_saved",
        err.upstreamMessage || "The address could not be saved. Please try again.",
      );
    }
    throw err;
  }
}

/**
 * Books the home trial: saves the form as an address
 * (`POST ecom/addresses/`), then schedules every waiting trial item for the date and slot at that address
 * (`PATCH ecom/trialcartitems/`: scheduled_date, scheduled_time, address_id).
 * @throws BffError 400 with a scheduling message (bad date or slot, nothing waiting); 422 when the address is refused
 */
export async function scheduleTrial(
  ctx: BuyingContext,
  session: SessionData,
  body: TrialScheduleBody,
): Promise<void> {
  const problem = scheduleProblem(body.date, body.slot);
  if (problem) throw new BffError(400, "invalid_schedule", problem);
  const waiting = (await getTrialCart(ctx)).items.filter((item) => !item.processed);
  if (waiting.length === 0) throw new BffError(400, "no_trial_items", TRIAL_SCHEDULE_MESSAGES.noItems);
  const addressId = await saveTrialAddress(session, body.address);
  try {
    const answer = await storeApi({
      method: "PATCH",
      path: "ecom/trialcartitems/",
      query: { country: ctx.countryId },
      token: ctx.token,
      body: trialScheduleRequest.parse({
        scheduled_date: body.date,
        scheduled_time: body.slot,
        address_id: addressId,
      }),
      schema: trialScheduleResponse,
    });
    const status = answer.results.status_code ?? answer.results.status ?? 200;
    if (status !== 200)
      throw new BffError(422, "not_booked", answer.results.message || "The trial could not be booked.");
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "http" && err.status === 400) {
      const emptyCart = same(err.upstreamMessage, CART_EMPTY_MESSAGE);
      throw new BffError(
        400,
        emptyCart ? "no_trial_items" : "invalid_schedule",
        emptyCart
          ? TRIAL_SCHEDULE_MESSAGES.noItems
          : err.upstreamMessage || TRIAL_SCHEDULE_MESSAGES.dateAndSlot,
      );
    }
    throw err;
  }
}
