import { jsonNoStore } from "@/lib/http/bff";
import { commerceContext } from "@/lib/checkout/context";
import { checkoutFailure } from "@/lib/checkout/errors";
import { listOrders } from "@/lib/checkout/orders";
import { getSession } from "@/lib/session/session";

/** The shopper's orders, newest first: `{ orders: OrderSummary[] }` (lib/checkout/types); 401 for a guest. */
export async function GET() {
  const session = await getSession();
  try {
    const ctx = await commerceContext(session);
    return jsonNoStore({ orders: await listOrders(ctx) });
  } catch (err) {
    return checkoutFailure(err, session);
  }
}
