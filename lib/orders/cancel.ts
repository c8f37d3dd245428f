import "server-only";
import type { z } from "zod";
import type { CommerceContext } from "@/lib/checkout/context";
import { rupeesToPaise } from "@/lib/checkout/money";
import { storeApi } from "@/lib/store-api/client";
import {
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  cancelFinalResponse,
  cancelInitialResponse,
} from "@/lib/store-api/contract/after-sale";
import { REFUND_DESTINATION_LABELS } from "./labels";
import type { CancelFinalBody, CancelInitialBody, ReturnFinalBody } from "./request";
import type { CancelOptionsView, CancelResultView, LifetimeEstimateView, LifetimeFiguresView } from "./types";

const PATH = "ecom/cancel-order";

type InitialResults = z.output<typeof cancelInitialResponse>["results"];
type WireFigures = Pick<
  InitialResults,
  "total_amount" | "deducted_amount_lte" | "refund_amount_lte" | "deducted_amount_lbb" | "refund_amount_lbb"
>;

function figuresOf(f: WireFigures): LifetimeFiguresView {
  const p = rupeesToPaise;
  return {
    totalPaise: p(f.total_amount),
    lte: { deductedPaise: p(f.deducted_amount_lte), refundPaise: p(f.refund_amount_lte) },
    lbb: { deductedPaise: p(f.deducted_amount_lbb), refundPaise: p(f.refund_amount_lbb) },
  };
}

/**
 * The lifetime estimate when the store sends its valuation extras (the reference backend does for returns):
 * within the 15-day window the price paid, refunded in full; after it the value at today's rates with the
 * online and other-outlet deductions.
 */
function lifetimeOf(r: InitialResults): LifetimeEstimateView | null {
  if (r.kind !== "return" || !r.valuation || !r.valued_on) return null;
  if (r.valuation === "paid")
    return {
      basis: "paid",
      valuedOn: r.valued_on,
      fullRefundUntil: r.full_refund_until ?? null,
      pricePaidPaise: rupeesToPaise(r.total_amount),
    };
  if (!r.other_outlet || r.value_at_today_rates === undefined) return null;
  return {
    basis: "rates",
    valuedOn: r.valued_on,
    ratesDate: r.rates_date ?? null,
    fullRefundUntil: r.full_refund_until ?? null,
    todayValuePaise: rupeesToPaise(r.value_at_today_rates),
    online: figuresOf(r),
    otherOutlet: figuresOf(r.other_outlet),
  };
}

function optionsOf(results: InitialResults): CancelOptionsView {
  const p = rupeesToPaise;
  return {
    kind: results.kind,
    totalPaise: p(results.total_amount),
    refundPaise: p(results.refund_amount ?? results.total_amount),
    lte: { deductedPaise: p(results.deducted_amount_lte), refundPaise: p(results.refund_amount_lte) },
    lbb: { deductedPaise: p(results.deducted_amount_lbb), refundPaise: p(results.refund_amount_lbb) },
    // The six standard reasons when the store sends none (production does not).
    reasons: results.reasons?.length
      ? results.reasons
      : CANCEL_REASONS.map((code) => ({ code, label: CANCEL_REASON_LABELS[code] })),
    refundOptions: (results.refund_options ?? [{ value: "swa", label: REFUND_DESTINATION_LABELS.swa }]).map(
      (o) => ({
        value: o.value,
        label: o.label,
        refunds: o.refunds?.map((r) => ({ destination: r.destination, amountPaise: p(r.amount) })) ?? null,
      }),
    ),
    lifetime: lifetimeOf(results),
  };
}

/**
 * Step one of a cancellation or return (contract POST `ecom/cancel-order`, `cancel_type: initial`): the amounts,
 * reasons and refund options the dialog offers (paise), and for a return the LTE / LBB estimate (online and other
 * outlets, valued on today's rates after 15 days). Also what the 'Exchange & buyback value' dialog shows.
 * @throws StoreApiError: 'http' 409 with the store's message (shipped, already requested), 'not_found' for
 *   another shopper's order; never retried (POST)
 */
export async function cancelInitial(
  ctx: CommerceContext,
  body: CancelInitialBody,
): Promise<CancelOptionsView> {
  const answer = await storeApi({
    method: "POST",
    path: PATH,
    query: { country: ctx.countryId },
    body,
    token: ctx.token,
    schema: cancelInitialResponse,
  });
  return optionsOf(answer.results);
}

async function final(
  ctx: CommerceContext,
  body: CancelFinalBody | ReturnFinalBody,
): Promise<CancelResultView> {
  const answer = await storeApi({
    method: "POST",
    path: PATH,
    query: { country: ctx.countryId },
    body,
    token: ctx.token,
    schema: cancelFinalResponse,
  });
  return {
    message: answer.results.message ?? null,
    shipmentStatus: answer.results.data?.shipment_status ?? null,
  };
}

/**
 * Cancels a shipment before delivery (`cancel_type: final` with reason and notes).
 * @throws StoreApiError ('http' 409 with the store's message when it is shipped or already cancelled)
 */
export function cancelFinal(ctx: CommerceContext, body: CancelFinalBody): Promise<CancelResultView> {
  return final(ctx, body);
}

/**
 * Requests the return or exchange of a delivered shipment (`cancel_type: final` with `refund_type` lte/lbb and
 * the pickup address).
 * @throws StoreApiError ('http' 409 with the store's message before delivery or when already requested)
 */
export function returnFinal(ctx: CommerceContext, body: ReturnFinalBody): Promise<CancelResultView> {
  return final(ctx, body);
}
