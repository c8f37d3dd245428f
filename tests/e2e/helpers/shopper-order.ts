/**
 * A new shopper with one cash order, made by helpers/delivered-order.ts over the store API and the staff CLI
 * (against the e2e stack's database unless another store is named): `placed` leaves it unshipped (cancellable),
 * `delivered` ships and delivers it (returnable, reviewable). Used by the axe specs, the review and LTE/LBB
 * journeys and the cluster test, which need orders in those states without walking checkout.
 */
import { execFileSync } from "node:child_process";
import { STORE_API_URL } from "./store-api";
import { TSX_NODE, tsxArgs } from "./tsx";

export interface ShopperOrder {
  email: string;
  productId: number;
  alias: string;
  orderId: number;
  orderCode: string;
  shipmentId: number;
  /** the shopper's store API token */
  token: string;
}

/** The store an order is made in: its store API base URL and its database's port. */
export interface OrderStore {
  storeApiUrl: string;
  pgPort: number;
}

/** The e2e stack's store (embedded PostgreSQL on 54349 + E2E_PORT_SHIFT, see tests/e2e/stack.ts). */
const E2E_STORE: OrderStore = {
  storeApiUrl: STORE_API_URL,
  pgPort: 54349 + Number(process.env.E2E_PORT_SHIFT ?? 0),
};

/** Runs helpers/delivered-order.ts for a fresh shopper. @throws when the script fails */
export function shopperWithOrder(stage: "placed" | "delivered", store: OrderStore = E2E_STORE): ShopperOrder {
  const out = execFileSync(TSX_NODE, tsxArgs("tests/e2e/helpers/delivered-order.ts"), {
    env: { ...process.env, STORE_API: store.storeApiUrl, PG_PORT: String(store.pgPort), ORDER_STAGE: stage },
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as ShopperOrder;
}

/** The order detail page (/track/orders) of the order's piece. */
export function orderDetailPath(order: ShopperOrder): string {
  return `/track/orders?order=${order.orderCode}&shipment=${order.shipmentId}`;
}
