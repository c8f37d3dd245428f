"use client";

import { useEffect, useState } from "react";
import type { DeliveryCheckAnswer } from "@/lib/leads/delivery-answer";

/** What the delivery block shows. */
export type DeliveryState =
  | { kind: "no-pincode" }
  | { kind: "needs-size" }
  | { kind: "checking" }
  | { kind: "done"; answer: DeliveryCheckAnswer }
  | { kind: "error"; message: string };

export interface DeliveryQuery {
  productId: number;
  colourId: number | null;
  /** null while the shopper has not chosen one */
  sizeId: number | null;
  hasSizes: boolean;
  pincode: string | null;
}

/** Shown when the store cannot answer (outage, timeout): the check is not the shopper's mistake. */
export const DELIVERY_UNAVAILABLE = "Delivery details are unavailable right now. Please try again shortly.";

/**
 * Runs the delivery check (`POST /api/delivery-check`) whenever the pincode, colour or size changes; a newer
 * query aborts the older one. Without a pincode or (for sized pieces) a size it makes no call.
 */
export function useDeliveryCheck({
  productId,
  colourId,
  sizeId,
  hasSizes,
  pincode,
}: DeliveryQuery): DeliveryState {
  // The answer is kept with the query it answers: a different query reads as 'checking' until its own answer lands.
  const [result, setResult] = useState<{ key: string; state: DeliveryState } | null>(null);
  const ready = Boolean(pincode) && (!hasSizes || sizeId !== null);
  const key = JSON.stringify([productId, colourId, sizeId, pincode]);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const settle = (state: DeliveryState) => setResult({ key, state });
    fetch("/api/delivery-check", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        product_id: productId,
        color_id: colourId ?? "",
        size_id: sizeId ?? "",
        pincode,
      }),
      signal: controller.signal,
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as
          (DeliveryCheckAnswer & { error?: { message?: string } }) | null;
        if (res.ok && body?.tag) settle({ kind: "done", answer: body });
        else if (res.status === 400 && body?.error?.message)
          settle({ kind: "error", message: body.error.message });
        else settle({ kind: "error", message: DELIVERY_UNAVAILABLE });
      })
      .catch(() => {
        if (!controller.signal.aborted) settle({ kind: "error", message: DELIVERY_UNAVAILABLE });
      });
    return () => controller.abort();
  }, [ready, key, productId, colourId, sizeId, pincode]);

  if (!pincode) return { kind: "no-pincode" };
  if (!ready) return { kind: "needs-size" };
  return result?.key === key ? result.state : { kind: "checking" };
}

/** 'Fri, 30 Jan' from YYYY-MM-DD (a calendar day: formatted in UTC so no time zone shifts it). */
export function formatDeliveryDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}
