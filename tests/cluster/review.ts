/**
 * A review written through nginx by a shopper of the cluster: a delivered cash order made with the e2e helper
 * against the cluster's store API and database, a sign-in through nginx, then the review form's multipart POST.
 */
import { execFileSync } from "node:child_process";
import { TSX_NODE, tsxArgs } from "../e2e/helpers/tsx";
import { request, type Answer } from "./http";
import { signIn } from "./shopper";
import { NGINX, PG_PORT, REPO_ROOT, STORE_API } from "./topology";

/** What the delivered-order helper prints: the shopper and the piece they can review. */
export interface DeliveredOrder {
  email: string;
  productId: number;
  alias: string;
  shipmentId: number;
}

/** A new shopper with a delivered cash order (register, cart, checkout, ship, deliver). */
export function deliveredOrder(): DeliveredOrder {
  const out = execFileSync(TSX_NODE, tsxArgs("tests/e2e/helpers/delivered-order.ts"), {
    cwd: REPO_ROOT,
    env: { ...process.env, STORE_API, PG_PORT: String(PG_PORT) },
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as DeliveredOrder;
}

/** Signs the order's shopper in through nginx and writes a 5-star review titled `title`. @returns the BFF's answer */
export async function writeReview(order: DeliveredOrder, title: string, from: string): Promise<Answer> {
  const { cookie } = await signIn(order.email, from);
  const form = new FormData();
  form.set("product_id", String(order.productId));
  form.set("shipment_id", String(order.shipmentId));
  form.set("rating", "5");
  form.set("review_title", title);
  form.set("review", "Bright and light, worn every day.");
  const body = new Response(form);
  return request(`${NGINX}/api/reviews`, {
    from,
    method: "POST",
    headers: {
      Origin: NGINX,
      Cookie: cookie,
      "Content-Type": body.headers.get("content-type")!,
    },
    raw: Buffer.from(await body.arrayBuffer()),
  });
}
