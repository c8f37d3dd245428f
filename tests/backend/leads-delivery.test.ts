/**
 * Delivery check (contract `ecom/check-delivery-date/`): the tag follows where the
 * piece is on a shelf and how far the pincode is; the free delivery date skips weekends and public holidays.
 */
import { deliveryCheckResponse } from "../../lib/store-api/contract";
import { freeDeliveryDate } from "../../backend/leads/delivery";
import { addWorkingDays, istDay } from "../../backend/leads/working-days";
import { startLeadsApp, type LeadsApp } from "./helpers/leads-app";
import { query } from "./helpers/start-service";

let svc: LeadsApp;
/** a sized variant held both at the Kochi flagship and in Mumbai (the seeded core range) */
let held: { product_id: number; color_id: number; size_id: number };
/** a variant no outlet holds: made to order */
let madeToOrder: { product_id: number; color_id: number; size_id: number };

beforeAll(async () => {
  svc = await startLeadsApp();
  const [core] = await query<{ product_id: number; color_id: number; size_id: number }>(
    svc.db,
    `SELECT s.product_id, s.colour_id AS color_id, s.size_id FROM outlet_stock s
     JOIN outlets k ON k.id = s.outlet_id AND k.name = 'SWA Diamonds MG Road'
     WHERE s.size_id > 0 AND EXISTS (SELECT 1 FROM outlet_stock m JOIN outlets o ON o.id = m.outlet_id
       WHERE o.name = 'SWA Diamonds Andheri West' AND m.product_id = s.product_id AND m.colour_id = s.colour_id
         AND m.size_id = s.size_id)
     ORDER BY s.product_id, s.colour_id, s.size_id LIMIT 1`,
  );
  const [none] = await query<{ product_id: number; color_id: number; size_id: number }>(
    svc.db,
    `SELECT pc.product_id, pc.colour_id AS color_id, 0 AS size_id FROM product_colours pc
     WHERE NOT EXISTS (SELECT 1 FROM product_sizes ps WHERE ps.product_id = pc.product_id)
       AND NOT EXISTS (SELECT 1 FROM outlet_stock s WHERE s.product_id = pc.product_id AND s.colour_id = pc.colour_id)
     ORDER BY pc.product_id LIMIT 1`,
  );
  if (!core || !none) throw new Error("seed has no core-range or made-to-order variant");
  held = core;
  madeToOrder = none;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

async function check(body: Record<string, unknown>) {
  return svc.post("/ecom/check-delivery-date/", body);
}

describe("delivery tags", () => {
  it("Kochi gets 24 hrs, Delhi next day, Agartala 5 working days for the same piece", async () => {
    const tags: Record<string, string> = {};
    for (const pincode of ["682001", "110001", "799001"]) {
      const { status, body } = await check({ ...held, pincode });
      expect(status).toBe(200);
      const results = deliveryCheckResponse.parse(body).results;
      tags[pincode] = results.message;
      expect(results.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(tags).toEqual({
      "682001": "Delivery in 24 hrs",
      "110001": "Shipment in next day",
      "799001": "Shipment in next 5 working days",
    });
  });

  it("lists the shops holding the piece, nearest first, with their reach", async () => {
    const { body } = await check({ ...held, pincode: "682001" });
    const shops = deliveryCheckResponse.parse(body).results.data;
    expect(shops[0]).toMatchObject({
      shop_name: "SWA Diamonds MG Road",
      delivery_in_24_hr: true,
      delivery_in_next_day: true,
    });
    const distances = shops.map((s) => s.distance_km ?? 0);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it("a piece made to order ships in 5 working days even next to an outlet", async () => {
    const { body } = await check({ ...madeToOrder, pincode: "682001" });
    expect(body.results.message).toBe("Shipment in next 5 working days");
    expect(body.results.data).toEqual([]);
  });
});

describe("validation of the delivery check", () => {
  it.each([
    [{ color_id: "" }, "Color ID is required"],
    [{ color_id: undefined }, "Color ID is required"],
    [{ pincode: "" }, "Pincode is required"],
    [{ pincode: undefined }, "Pincode is required"],
    [{ size_id: "" }, "Size is required"],
    [{ pincode: "68200" }, "Pincode must be 6 digits"],
    [{ pincode: "000000" }, "Invalid pin code"],
  ])("%j -> %s", async (change, message) => {
    const { status, body } = await check({ ...held, pincode: "682001", ...change });
    expect(status).toBe(400);
    expect(body.results.message).toBe(message);
  });

  it("refuses a colour the product is not made in, and junk, with 400/404 and never 500", async () => {
    expect((await check({ ...held, color_id: 999_999, pincode: "682001" })).status).toBe(400);
    expect((await check({ ...held, product_id: 999_999, pincode: "682001" })).status).toBe(404);
    expect((await check({ ...held, product_id: "1e99", pincode: "682001" })).status).toBe(400);
    expect((await svc.post("/ecom/check-delivery-date/", "[1,2")).status).toBe(400);
  });
});

describe("free delivery date", () => {
  it("counts 5 working days, skipping a weekend", () => {
    // Wednesday 4 Feb 2026 -> Thu, Fri, (Sat, Sun), Mon, Tue, Wed 11 Feb
    expect(addWorkingDays("2026-02-04", 5, new Set())).toBe("2026-02-11");
  });

  it("skips the seeded Republic Day holiday and the weekend (clock injected)", async () => {
    // Thursday 22 Jan 2026, 11:30 IST -> Fri 23, (Sat, Sun, Mon 26 Republic Day), Tue 27 ... Fri 30
    const now = new Date("2026-01-22T06:00:00Z");
    expect(await freeDeliveryDate(svc.db, now)).toBe("2026-01-30");
    svc.clock.now = now;
    const { body } = await check({ ...held, pincode: "799001" });
    expect(body.results.delivery_date).toBe("2026-01-30");
  });

  it("takes the day in India: 20:00 UTC is already the next day", () => {
    expect(istDay(new Date("2026-01-22T20:00:00Z"))).toBe("2026-01-23");
  });
});
