import { bffError, jsonNoStore } from "@/lib/http/bff";
import { commerceContext } from "@/lib/checkout/context";
import { readOrderDetail } from "@/lib/orders/detail";
import { orderFailure } from "@/lib/orders/errors";
import { getSession } from "@/lib/session/session";
import { requestId } from "@/lib/store-api/contract/primitives";

/**
 * One shipment of one of the shopper's orders (`GET /api/orders/<orderId>?shipment=<id>`):
 * `{ order: OrderDetailView }` (lib/orders/types.ts, paise). 400 for ids that are not ids, 401 for a guest,
 * 404 for an order that is not the shopper's or a shipment not in it (never 403), 502/504 for outages.
 */
export async function GET(request: Request, { params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const order = requestId.safeParse(orderId);
  const shipment = requestId.safeParse(new URL(request.url).searchParams.get("shipment") ?? "");
  if (!order.success || !shipment.success) {
    return bffError(400, "invalid_input", "Give the order and shipment ids.", {
      ...(order.success ? {} : { orderId: "Give a valid order id." }),
      ...(shipment.success ? {} : { shipment: "Give a valid shipment id." }),
    });
  }
  const session = await getSession();
  try {
    const ctx = await commerceContext(session);
    return jsonNoStore({ order: await readOrderDetail(ctx, order.data, shipment.data) });
  } catch (err) {
    return orderFailure(err, session);
  }
}
