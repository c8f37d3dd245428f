/**
 * Video call and visit requests and the nearest pincode (contract `ecom/add_video_call/`; reference extensions
 * `ecom/book-visit/`, `ecom/nearest-pincode/`): guests may ask, every form rule is enforced at the
 * backend, requests are stored with their product or outlet, and per-IP and per-phone budgets hold.
 */
import { VIDEO_CALL_MESSAGES } from "../../lib/validation/video-call";
import { listVideoCalls } from "../../backend/leads/video-calls";
import { listVisits } from "../../backend/leads/visits";
import { startLeadsApp, type LeadsApp } from "./helpers/leads-app";
import { query } from "./helpers/start-service";

let svc: LeadsApp;
let productId: number;
let outletId: number;

const call = (change: Record<string, unknown> = {}) => ({
  product_id: productId,
  phone_code: "+91",
  phone_number: "98470 12345",
  email: "anu@example.com",
  language: "Malayalam",
  description: "Can I see the ring in rose gold?",
  ...change,
});

beforeAll(async () => {
  svc = await startLeadsApp({ LEADS_PER_IP_PER_HOUR: "12", LEADS_PER_PHONE_PER_DAY: "3" });
  productId = (await query<{ id: number }>(svc.db, "SELECT min(id) AS id FROM products"))[0]!.id;
  outletId = (
    await query<{ id: number }>(svc.db, "SELECT id FROM outlets WHERE name = 'SWA Diamonds MG Road'")
  )[0]!.id;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

describe("video call requests", () => {
  it("a guest's request is stored with its product and listed for staff", async () => {
    const { status, body } = await svc.post("/ecom/add_video_call/", call());
    expect(status).toBe(200);
    expect(body.status).toBe(200);
    const [lead] = await listVideoCalls(svc.db);
    expect(lead).toMatchObject({
      id: body.id,
      productId,
      phone: "+91 9847012345",
      language: "Malayalam",
      guest: true,
    });
  });

  it.each([
    [{ phone_number: "" }, "phone_number", VIDEO_CALL_MESSAGES.phoneRequired],
    [{ phone_number: "5847012345" }, "phone_number", VIDEO_CALL_MESSAGES.phoneInvalid],
    [{ phone_code: "+971", phone_number: "123" }, "phone_number", VIDEO_CALL_MESSAGES.phoneInvalid],
    [
      { phone_code: "+966", phone_number: "412345678" },
      "phone_number",
      VIDEO_CALL_MESSAGES.phoneInvalidSaudi,
    ],
    [{ email: "" }, "email", VIDEO_CALL_MESSAGES.emailRequired],
    [{ email: "anu@example" }, "email", VIDEO_CALL_MESSAGES.emailInvalid],
    [{ language: "Klingon" }, "language", VIDEO_CALL_MESSAGES.languageRequired],
    [{ language: "Arabic" }, "language", VIDEO_CALL_MESSAGES.languageGulfOnly],
  ])("%j is refused: %s", async (change, field, message) => {
    const { status, body } = await svc.post("/ecom/add_video_call/", call(change));
    expect(status).toBe(400);
    expect(body.results.errors[field]).toEqual([message]);
  });

  it("accepts the US, UAE and Saudi formats (Arabic for the Gulf)", async () => {
    for (const change of [
      { phone_code: "+1", phone_number: "4155550134", language: "English" },
      { phone_code: "+971", phone_number: "501234567", language: "Arabic" },
      { phone_code: "+966", phone_number: "512345678", language: "Arabic" },
    ]) {
      expect((await svc.post("/ecom/add_video_call/", call(change))).status).toBe(200);
    }
  });

  it("a fourth request from one phone in a day gets 429 and is not stored", async () => {
    const before = (await listVideoCalls(svc.db)).length;
    const phone = { phone_number: "9000000001" };
    for (let i = 0; i < 3; i++)
      expect((await svc.post("/ecom/add_video_call/", call(phone))).status).toBe(200);
    const refused = await svc.post("/ecom/add_video_call/", call(phone));
    expect(refused.status).toBe(429);
    expect((await listVideoCalls(svc.db)).length).toBe(before + 3);
  });

  it("one address runs out of its hourly budget whatever the phone", async () => {
    // 1 + 3 + 4 (the refused one counts too) spent above; the budget is 12 per hour per address.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await svc.post("/ecom/add_video_call/", call({ phone_number: `91000000${10 + i}` }))).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
  });
});

describe("visit requests", () => {
  it("stores a weekday visit for an outlet and refuses weekend, out-of-hours and past dates", async () => {
    svc.clock.now = new Date("2026-06-10T04:00:00Z"); // Wednesday
    const visit = {
      outlet_id: outletId,
      name: "Anu Thomas",
      email: "anu@example.com",
      phone: "98470 12345",
      date: "2026-06-12",
      time: "11:30",
    };
    const ok = await svc.post("/ecom/book-visit/", visit);
    expect(ok.status).toBe(200);
    expect((await listVisits(svc.db))[0]).toMatchObject({
      outlet: "SWA Diamonds MG Road",
      visitDate: "2026-06-12",
      visitTime: "11:30",
      phone: "9847012345",
    });
    expect(
      (await svc.post("/ecom/book-visit/", { ...visit, date: "2026-06-13" })).body.results.errors.date,
    ).toBeDefined();
    expect(
      (await svc.post("/ecom/book-visit/", { ...visit, time: "16:00" })).body.results.errors.time,
    ).toBeDefined();
    expect((await svc.post("/ecom/book-visit/", { ...visit, date: "2026-06-01" })).status).toBe(400);
    expect((await svc.post("/ecom/book-visit/", { ...visit, outlet_id: 99_999 })).status).toBe(404);
  });
});

describe("nearest pincode (offline data set)", () => {
  it("finds the pincode of a point in Kochi and in New Delhi", async () => {
    const kochi = await svc.post("/ecom/nearest-pincode/", { latitude: 9.9716, longitude: 76.2852 });
    expect(kochi.status).toBe(200);
    expect(kochi.body.results.data.pincode).toMatch(/^682\d{3}$/);
    const delhi = await svc.post("/ecom/nearest-pincode/", { latitude: 28.6328, longitude: 77.2197 });
    expect(delhi.body.results.data.pincode).toMatch(/^110\d{3}$/);
  });

  it("has none for London and refuses junk coordinates", async () => {
    expect((await svc.post("/ecom/nearest-pincode/", { latitude: 51.5, longitude: -0.12 })).status).toBe(404);
    expect((await svc.post("/ecom/nearest-pincode/", { latitude: 95, longitude: 0 })).status).toBe(400);
    expect((await svc.post("/ecom/nearest-pincode/", { latitude: "x" })).status).toBe(400);
  });
});
