/**
 * Staff refusing the shoppers' requests (CLI `reject-cancel` / `reject-return`): the shipment goes back where it
 * was ('5' -> '1' ordered, '7' -> '4' delivered) and the request is marked rejected; no money moves.
 */
import { sql } from "drizzle-orm";
import { SHIPMENT_STATUS } from "../../lib/store-api/contract/after-sale";
import type { Db } from "../db/client";
import { moveShipments, type LineState } from "./transitions";

/**
 * Rejects every open request of one kind on the order.
 * @returns the lines moved back
 * @throws CommerceError 404 unknown order; 409 no line has such an open request
 */
export async function rejectRequests(
  db: Db,
  orderId: number,
  kind: "cancel" | "return",
): Promise<LineState[]> {
  return db.transaction(async (tx) => {
    const [from, to] =
      kind === "cancel"
        ? [SHIPMENT_STATUS.cancelRequested, SHIPMENT_STATUS.ordered]
        : [SHIPMENT_STATUS.returnRequested, SHIPMENT_STATUS.delivered];
    const moved = await moveShipments(tx, { orderId }, from, to, { actor: "staff" });
    for (const line of moved)
      await tx.execute(sql`
        UPDATE shipment_requests SET status = 'rejected', decided_at = now()
        WHERE order_line_id = ${line.id} AND kind = ${kind} AND status = 'open'`);
    return moved;
  });
}
