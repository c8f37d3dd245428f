/**
 * A review written through nginx by a shopper of the cluster: a delivered cash order made with the e2e order helper
 * against the cluster's store API and database, a sign-in through nginx, then the review form's multipart POST.
 */
import { shopperWithOrder, type ShopperOrder } from "../e2e/helpers/shopper-order";
import { request, type Answer } from "./http";
import { signIn } from "./shopper";
import { NGINX, PG_PORT, STORE_API } from "./topology";

/** A new shopper of the cluster's store with a delivered cash order (register, cart, checkout, ship, deliver). */
export function deliveredOrder(): ShopperOrder {
  return shopperWithOrder("delivered", { storeApiUrl: STORE_API, pgPort: PG_PORT });
}

/** Signs the order's shopper in through nginx and writes a 5-star review titled `title`. @returns the BFF's answer */
export async function writeReview(order: ShopperOrder, title: string, from: string): Promise<Answer> {
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
