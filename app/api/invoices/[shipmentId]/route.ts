import { z } from "zod";
import { bffError, bffFailure } from "@/lib/http/bff";
import { notLoggedIn } from "@/lib/http/bff-error";
import { getSession } from "@/lib/session/session";
import { storeApiFile } from "@/lib/store-api/download";

type Context = { params: Promise<{ shipmentId: string }> };

const shipmentId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

/** 'Invoice-SWA-2026-27-000042.pdf' from the store's header; a safe fallback name otherwise. */
function fileNameOf(disposition: string | null, id: number): string {
  const name = /filename="?([A-Za-z0-9._-]+\.pdf)"?/.exec(disposition ?? "")?.[1];
  return name ?? `Invoice-${id}.pdf`;
}

/**
 * GET /api/invoices/<shipmentId>: the shopper's GST invoice PDF for one shipment, passed through from the store
 * (`ecom/invoices/<id>`) as an attachment, never cached. 401 for a guest, 404 (JSON envelope) when the shipment is
 * not theirs or has no invoice yet (the page then shows 'Invoice Available in 24hr'), 400 for a malformed id.
 */
export async function GET(_request: Request, { params }: Context) {
  const parsed = shipmentId.safeParse((await params).shipmentId);
  if (!parsed.success)
    return bffError(400, "invalid_shipment", "Shipment id must be a positive whole number.");
  const session = await getSession();
  try {
    if (!session.token) throw notLoggedIn();
    const file = await storeApiFile({
      path: `ecom/invoices/${parsed.data}`,
      token: session.token,
      expectType: "application/pdf",
    });
    return new Response(file.bytes, {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename=${fileNameOf(file.disposition, parsed.data)}`,
        "Content-Length": String(file.bytes.byteLength),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (err) {
    return bffFailure(err, session);
  }
}
