/**
 * The staff CLI's commands (`npm run orders -- <command>`, backend/scripts/orders-cli.ts) as functions that tests
 * call directly. Each returns the lines to print (what changed); refusals are CommerceErrors (the CLI prints the
 * message and exits 1). The same services as the store API's routes do the work.
 */
import { sql } from "drizzle-orm";
import { CommerceError } from "../commerce/http";
import { formatRupees } from "../commerce/money";
import type { Db } from "../db/client";
import { approveCancel, approveReturn, type ApprovalResult } from "./approve";
import { deliverOrder, shipOrder } from "./fulfil";
import { rejectRequests } from "./reject";
import { statusLabel, STATUS_NAMES, type ShipmentCode } from "./status";

/** An order named by its code (SWA...) or numeric id. @throws CommerceError 404 when there is none */
export async function resolveOrder(db: Db, ref: string): Promise<{ id: number; orderCode: string }> {
  const trimmed = ref.trim();
  const byId = /^\d{1,10}$/.test(trimmed) && Number(trimmed) <= 2_147_483_647;
  const { rows } = await db.execute<{ id: number; order_code: string }>(sql`
    SELECT id, order_code FROM orders
    WHERE ${byId ? sql`id = ${Number(trimmed)}` : sql`order_code = ${trimmed.toUpperCase()}`}`);
  const row = rows[0];
  if (!row) throw new CommerceError(404, `No order ${trimmed}`);
  return { id: row.id, orderCode: row.order_code };
}

type ListRow = {
  order_code: string;
  line_id: number;
  product_name: string;
  shipment_status: string;
  line_total_paise: string;
  payment_mode: string;
  payment_status: string;
  carrier: string | null;
  awb: string | null;
  placed: string;
  request: string | null;
  /** an open return's stored figure at the day's rates (paise), else null */
  valued_paise: string | null;
};

/**
 * `list [--status ordered|shipped|delivered|cancel-requested|cancelled|return-requested|returned|awaiting]`: the
 * shipments, newest order first (at most `limit`).
 * @throws CommerceError 400 for an unknown status name
 */
export async function listCommand(db: Db, opts: { status?: string; limit?: number } = {}): Promise<string[]> {
  let code: ShipmentCode | undefined;
  if (opts.status !== undefined) {
    code = STATUS_NAMES[opts.status];
    if (!code)
      throw new CommerceError(
        400,
        `Unknown status "${opts.status}"; use ${Object.keys(STATUS_NAMES).join(", ")}`,
      );
  }
  const { rows } = await db.execute<ListRow>(sql`
    SELECT o.order_code, l.id AS line_id, l.product_name, l.shipment_status, l.line_total_paise, o.payment_mode,
           o.payment_status, l.carrier, l.awb,
           to_char(o.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') AS placed,
           (SELECT r.kind || ': ' || r.reason FROM shipment_requests r
            WHERE r.order_line_id = l.id AND r.status = 'open') AS request,
           (SELECT r.valued_paise FROM shipment_requests r
            WHERE r.order_line_id = l.id AND r.status = 'open') AS valued_paise
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    ${code ? sql`WHERE l.shipment_status = ${code}` : sql``}
    ORDER BY o.created_at DESC, o.id DESC, l.id
    LIMIT ${opts.limit ?? 200}`);
  if (rows.length === 0) return [code ? `No ${statusLabel(code).toLowerCase()} shipments.` : "No shipments."];
  return rows.map((r) =>
    [
      r.order_code,
      `line ${r.line_id}`,
      statusLabel(r.shipment_status).padEnd(22),
      r.product_name,
      formatRupees(Number(r.line_total_paise)),
      r.payment_mode === "P" ? `online (${r.payment_status})` : `cash (${r.payment_status})`,
      r.placed,
      r.awb ? `${r.carrier ?? ""} AWB ${r.awb}` : "",
      r.request ? `[${r.request}]` : "",
      r.valued_paise !== null ? `[valued ${formatRupees(Number(r.valued_paise))}]` : "",
    ]
      .filter((part) => part !== "")
      .join("  "),
  );
}

/** `ship <order> [--awb CODE --carrier NAME]`. */
export async function shipCommand(
  db: Db,
  ref: string,
  opts: { awb?: string; carrier?: string } = {},
): Promise<string[]> {
  const order = await resolveOrder(db, ref);
  const shipped = await shipOrder(db, order.id, opts);
  return shipped.lines.map(
    (l) =>
      `${order.orderCode} line ${l.id} ${l.productName}: Ordered -> Shipped (${shipped.carrier} AWB ${shipped.awb})`,
  );
}

/** `deliver <order>`. */
export async function deliverCommand(db: Db, ref: string): Promise<string[]> {
  const order = await resolveOrder(db, ref);
  const delivered = await deliverOrder(db, order.id);
  return delivered.lines.map((l) => `${order.orderCode} line ${l.id} ${l.productName}: Shipped -> Delivered`);
}

const DESTINATION: Record<string, string> = {
  source: "original payment method (gateway refund queued)",
  swa: "SWA wallet",
  exchange: "exchange wallet",
};

function approvalLines(result: ApprovalResult, from: string, to: string): string[] {
  const out: string[] = [];
  for (const { line, refunds } of result.lines) {
    out.push(`${result.orderCode} line ${line.id} ${line.productName}: ${from} -> ${to}`);
    if (refunds.length === 0) out.push("  nothing to refund (cash not collected)");
    for (const r of refunds)
      out.push(`  refund ${formatRupees(r.amountPaise)} to the ${DESTINATION[r.destination]}`);
  }
  if (result.voucherReleased) out.push(`${result.orderCode}: voucher use released`);
  if (result.orderCancelled) out.push(`${result.orderCode}: order cancelled`);
  return out;
}

/** `approve-cancel <order>`: every open cancellation of the order. */
export async function approveCancelCommand(db: Db, ref: string): Promise<string[]> {
  const order = await resolveOrder(db, ref);
  return approvalLines(await approveCancel(db, order.id), "Cancellation requested", "Cancelled");
}

/** `approve-return <order>`: every open return of the order. */
export async function approveReturnCommand(db: Db, ref: string): Promise<string[]> {
  const order = await resolveOrder(db, ref);
  return approvalLines(await approveReturn(db, order.id), "Return requested", "Returned");
}

/** `reject-cancel <order>` / `reject-return <order>`: the shipments go back; the requests are rejected. */
export async function rejectCommand(db: Db, ref: string, kind: "cancel" | "return"): Promise<string[]> {
  const order = await resolveOrder(db, ref);
  const lines = await rejectRequests(db, order.id, kind);
  const [from, to] =
    kind === "cancel" ? ["Cancellation requested", "Ordered"] : ["Return requested", "Delivered"];
  return lines.map(
    (l) => `${order.orderCode} line ${l.id} ${l.productName}: ${from} -> ${to} (request rejected)`,
  );
}
