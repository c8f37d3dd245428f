/**
 * A new shopper with one cash order, made by helpers/delivered-order.ts over the store API and the staff CLI
 * (against the e2e stack's database): `placed` leaves it unshipped (cancellable), `delivered` ships and delivers
 * it (returnable, reviewable). Used by the axe specs, which need orders in those states without walking checkout.
 */
import { execFileSync } from "node:child_process";
import { STORE_API_URL } from "./store-api";
import { TSX_NODE, tsxArgs } from "./tsx";

export interface ShopperOrder {
  email: string;
  alias: string;
  orderId: number;
  orderCode: string;
  shipmentId: number;
}

/** Runs helpers/delivered-order.ts for a fresh shopper. @throws when the script fails */
export function shopperWithOrder(stage: "placed" | "delivered"): ShopperOrder {
  const shift = Number(process.env.E2E_PORT_SHIFT ?? 0);
  const out = execFileSync(TSX_NODE, tsxArgs("tests/e2e/helpers/delivered-order.ts"), {
    env: { ...process.env, STORE_API: STORE_API_URL, PG_PORT: String(54349 + shift), ORDER_STAGE: stage },
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as ShopperOrder;
}

/** The order detail page (/track/orders) of the order's piece. */
export function orderDetailPath(order: ShopperOrder): string {
  return `/track/orders?order=${order.orderCode}&shipment=${order.shipmentId}`;
}
