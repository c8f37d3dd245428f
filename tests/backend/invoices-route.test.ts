/**
 * Invoice download: the store API's `GET ecom/invoices/<shipment_id>` (token auth; the stored bytes as an attachment;
 * 404 for another shopper's shipment or one without an invoice) and the storefront's BFF route
 * `GET /api/invoices/<shipmentId>` over its real handler in Next's request scope (session cookie in, PDF through
 * with `Cache-Control: private, no-store`; 401 for a guest; 404 JSON envelope).
 */
import "./helpers/next-als"; // first: before any module of next loads
import { sealData } from "iron-session";
import { issueInvoiceForLine } from "../../backend/invoices/issue";
import * as invoiceRoute from "../../app/api/invoices/[shipmentId]/route";
import { bffRequest, callRoute, CookieJar, useBffEnv, type RouteHandler } from "./helpers/bff";
import { pdfText } from "./helpers/pdf-text";
import { query, startService, type RunningService } from "./helpers/start-service";
import { buyerIn, KERALA, picks, placeCashOrder, ship, type Buyer } from "./invoices-helpers";

jest.setTimeout(60_000);

let svc: RunningService;
let owner: Buyer;
let stranger: Buyer;
let invoiced: number;
let notInvoiced: number;
let number: string;

beforeAll(async () => {
  svc = await startService();
  useBffEnv(svc.baseUrl);
  owner = await buyerIn(svc.baseUrl, KERALA);
  stranger = await buyerIn(svc.baseUrl, KERALA);
  const [p, q] = await picks(svc, 2);
  const order = await placeCashOrder(svc, owner, [{ pick: p! }, { pick: q! }]);
  [invoiced, notInvoiced] = order.lineIds as [number, number];
  await ship(svc, [invoiced]);
  number = (await issueInvoiceForLine(svc.db, invoiced)).invoiceNumber;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

function download(path: string, token?: string): Promise<Response> {
  return fetch(`${svc.baseUrl}/${path}`, { headers: token ? { Authorization: `Token ${token}` } : {} });
}

async function storedPdf(lineId: number): Promise<Buffer> {
  const rows = await query<{ pdf: Buffer }>(svc.db, "SELECT pdf FROM invoices WHERE order_line_id = $1", [
    lineId,
  ]);
  return rows[0]!.pdf;
}

describe("store API: GET ecom/invoices/<shipment_id>", () => {
  test("the owner gets the stored PDF as an attachment named after the invoice number", async () => {
    const res = await download(`ecom/invoices/${invoiced}`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename=Invoice-${number.replace(/\//g, "-")}.pdf`,
    );
    expect(number).toMatch(/^SWA\/\d{4}-\d{2}\/\d{6}$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Buffer.compare(bytes, await storedPdf(invoiced))).toBe(0);
    expect((await pdfText(bytes)).text).toContain(number);
    expect((await download(`ecom/invoices/${invoiced}/`, owner.token)).status).toBe(200);
  });

  test("another shopper's shipment and a shipment without an invoice are 404; no token 401; a bad id 400", async () => {
    const other = await download(`ecom/invoices/${invoiced}`, stranger.token);
    expect(other.status).toBe(404);
    expect(other.headers.get("content-type")).toMatch(/application\/json/);
    expect((await other.json()).results.message).toBe("Invoice not found");
    expect((await download(`ecom/invoices/${notInvoiced}`, owner.token)).status).toBe(404);
    expect((await download(`ecom/invoices/999999999`, owner.token)).status).toBe(404);
    expect((await download(`ecom/invoices/${invoiced}`)).status).toBe(401);
    expect((await download(`ecom/invoices/abc`, owner.token)).status).toBe(400);
    expect((await download(`ecom/invoices/99999999999999`, owner.token)).status).toBe(400);
  });

  test("an invoice whose PDF was never stored still downloads (same bytes) and the next issue stores it", async () => {
    const before = await storedPdf(invoiced);
    await query(svc.db, "UPDATE invoices SET pdf = NULL WHERE order_line_id = $1", [invoiced]);
    const res = await download(`ecom/invoices/${invoiced}`, owner.token);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), before)).toBe(0);
    const again = await issueInvoiceForLine(svc.db, invoiced);
    expect(again).toMatchObject({ invoiceNumber: number, created: false });
    expect(Buffer.compare(await storedPdf(invoiced), before)).toBe(0);
  });
});

describe("BFF: GET /api/invoices/<shipmentId>", () => {
  async function jarFor(token: string): Promise<CookieJar> {
    const jar = new CookieJar();
    const sealed = await sealData({ token }, { password: process.env.SESSION_PASSWORD as string });
    jar.set("swa_session", sealed);
    return jar;
  }

  const get = (id: string, jar?: CookieJar) =>
    callRoute(invoiceRoute.GET as RouteHandler, bffRequest(`/api/invoices/${id}`, { jar }), {
      shipmentId: id,
    });

  test("a signed-in owner downloads the PDF with the attachment headers, never cached", async () => {
    const res = await get(String(invoiced), await jarFor(owner.token));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename=Invoice-${number.replace(/\//g, "-")}.pdf`,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Buffer.compare(bytes, await storedPdf(invoiced))).toBe(0);
  });

  test("guest 401, another shopper 404, not yet invoiced 404, malformed id 400: JSON envelopes", async () => {
    const guest = await get(String(invoiced));
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: { code: "unauthorised", message: "Please Login!" } });
    const other = await get(String(invoiced), await jarFor(stranger.token));
    expect(other.status).toBe(404);
    expect(other.headers.get("cache-control")).toBe("private, no-store");
    expect(await other.json()).toEqual({ error: { code: "not_found", message: "Invoice not found" } });
    expect((await get(String(notInvoiced), await jarFor(owner.token))).status).toBe(404);
    const bad = await get("12abc", await jarFor(owner.token));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_shipment");
  });
});
