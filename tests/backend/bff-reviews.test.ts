/**
 * The review BFF (`/api/reviews`) over its real route handler against the real reference backend: cross-site and
 * guest requests are refused before the body is read, a declared body over the cap is 413 unread, JSON is 415,
 * empty fields say 'This field is required', and a signed-in shopper's review of a delivered shipment is saved
 * (photo included) and answers `saved: true`; the store's 415 comes through with its message.
 */
import "./helpers/next-als"; // first: before any module of next loads
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as reviewsRoute from "../../app/api/reviews/route";
import * as otpRoute from "../../app/api/account/otp/route";
import * as verifyRoute from "../../app/api/account/verify/route";
import { bffRequest, callRoute, CookieJar, latestOtp, useBffEnv } from "./helpers/bff";
import { query, startService, type RunningService } from "./helpers/start-service";
import { lineInStatus } from "./orders-helpers";
import { pngBytes } from "./reviews-helpers";

jest.setTimeout(60_000);
let service: RunningService;
let uploadsDir: string;

beforeAll(async () => {
  process.env.TRUST_PROXY = "1";
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "bff-reviews-"));
  process.env.UPLOADS_DIR = uploadsDir;
  service = await startService();
  useBffEnv(`${service.baseUrl}/`);
}, 180_000);

afterAll(async () => {
  await service?.stop();
  delete process.env.UPLOADS_DIR;
  await rm(uploadsDir, { recursive: true, force: true });
});

async function post(
  body: BodyInit | undefined,
  init: { jar?: CookieJar; origin?: string | null; headers?: Record<string, string> } = {},
) {
  const res = await callRoute(
    reviewsRoute.POST,
    bffRequest("/api/reviews", { method: "POST", body, ...init }),
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

/** Signs the line's shopper into the storefront (OTP from the outbox) and returns the cookie jar. */
async function signInAs(userId: number): Promise<CookieJar> {
  const [u] = await query<{ email: string }>(service.db, "SELECT email FROM users WHERE id = $1", [userId]);
  const email = u!.email;
  // the test shopper registered straight with the store: its e-mail counts as proven so it may sign in by code
  await service.db.$client.query("UPDATE users SET email_verified_at = now() WHERE id = $1", [userId]);
  const ip = "198.51.100.77";
  const sent = await callRoute(
    otpRoute.POST,
    bffRequest("/api/account/otp", { json: { channel: "email", identifier: email }, ip }),
  );
  expect(sent.status).toBe(200);
  const otp = await latestOtp(service.baseUrl, email);
  const jar = new CookieJar();
  const verified = await callRoute(
    verifyRoute.POST,
    bffRequest("/api/account/verify", { json: { channel: "email", identifier: email, otp }, ip, jar }),
  );
  expect(verified.status).toBe(200);
  jar.take(verified);
  return jar;
}

function form(fields: Record<string, string | number>, files: { name: string; bytes: Uint8Array }[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, String(v));
  for (const file of files) f.append("review_image", new File([file.bytes as BlobPart], file.name));
  return f;
}

test("cross-site and guest posts are refused before the body is read", async () => {
  expect((await post(form({}), { origin: "https://evil.example" })).status).toBe(403);
  const guest = await post(form({}));
  expect(guest.status).toBe(401);
  expect(guest.json.error.message).toBe("Please Login!");
});

test("a signed-in shopper: caps, fields, the store's 415, then a saved review with a photo", async () => {
  const line = await lineInStatus(service, "4");
  const [row] = await query<{ product_id: number }>(
    service.db,
    "SELECT product_id FROM order_lines WHERE id = $1",
    [line.lineIds[0]],
  );
  const jar = await signInAs(line.me.id);

  const huge = await post(form({}), { jar, headers: { "content-length": String(200 * 1024 * 1024) } });
  expect(huge.status).toBe(413);
  const json = await post(JSON.stringify({ a: 1 }), { jar, headers: { "content-type": "application/json" } });
  expect(json.status).toBe(415);

  const fields = {
    product_id: row!.product_id,
    shipment_id: line.lineIds[0]!,
    rating: 5,
    review_title: "",
    review: "",
  };
  const empty = await post(form(fields), { jar });
  expect(empty.status).toBe(400);
  expect(empty.json.error.fieldErrors).toEqual({
    review_title: "This field is required",
    review: "This field is required",
  });

  const svg = new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  const refused = await post(
    form({ ...fields, review_title: "Good", review: "Nice" }, [{ name: "a.png", bytes: svg }]),
    { jar },
  );
  expect(refused.status).toBe(415);
  expect(refused.json.error.message).toMatch(/jpg, jpeg, png/);

  const saved = await post(
    form({ ...fields, review_title: "Good", review: "Shines." }, [
      { name: "ring.png", bytes: await pngBytes() },
    ]),
    { jar },
  );
  expect(saved.status).toBe(200);
  expect(saved.json.saved).toBe(true);
  const media = await query(
    service.db,
    "SELECT m.url FROM review_media m JOIN review_sources s USING (review_id) WHERE s.order_id = $1",
    [line.orderId],
  );
  expect(media).toHaveLength(1);
});
