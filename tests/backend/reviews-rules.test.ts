/**
 * Review rules against the real reference store API:
 * only a delivered shipment of the shopper's own order, one review per product per order (a second POST edits it;
 * the unique index holds even in raw SQL), the review form's messages, and the product's rating, count and the order
 * list's product_rating follow.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ordersResponse, productDetailResponse, reviewsResponse } from "../../lib/store-api/contract";
import { call, newShopper } from "./commerce-helpers";
import { query, startService, type RunningService } from "./helpers/start-service";
import { lineInStatus } from "./orders-helpers";
import { postReview, storedFiles } from "./reviews-helpers";

let svc: RunningService;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "review-rules-"));
  process.env.UPLOADS_DIR = uploadsDir;
  svc = await startService();
}, 180_000);

afterAll(async () => {
  await svc?.stop();
  delete process.env.UPLOADS_DIR;
  await rm(uploadsDir, { recursive: true, force: true });
});

async function lineFor(status: string, offset = 0) {
  const line = await lineInStatus(svc, status, offset);
  const [row] = await query<{ product_id: number }>(
    svc.db,
    "SELECT product_id FROM order_lines WHERE id = $1",
    [line.lineIds[0]],
  );
  return { ...line, productId: row!.product_id, lineId: line.lineIds[0]! };
}

const base = (productId: number, lineId: number) => ({
  product_id: productId,
  shipment_id: lineId,
  rating: 5,
  review_title: "Good",
  review: "Sparkles in daylight.",
});

describe("who may review what", () => {
  test("an undelivered shipment (shipped) is 409; another shopper's shipment is 404; a guest is 401", async () => {
    const shipped = await lineFor("2");
    const res = await postReview(svc.baseUrl, shipped.me.token, base(shipped.productId, shipped.lineId));
    expect(res.status).toBe(409);
    expect(res.body.results.message).toBe("You can rate and review this product once it has been delivered.");

    const delivered = await lineFor("4", 1);
    const stranger = await newShopper(svc.baseUrl);
    const foreign = await postReview(
      svc.baseUrl,
      stranger.token,
      base(delivered.productId, delivered.lineId),
    );
    expect(foreign.status).toBe(404);
    const guest = await postReview(svc.baseUrl, null, base(delivered.productId, delivered.lineId));
    expect(guest.status).toBe(401);
    const none = await query(svc.db, "SELECT 1 FROM review_sources WHERE order_line_id = ANY($1)", [
      [shipped.lineId, delivered.lineId],
    ]);
    expect(none).toHaveLength(0);
  });

  test("empty text and title say 'This field is required'; a rating of 0 or 6 is refused", async () => {
    const d = await lineFor("4", 2);
    const empty = await postReview(svc.baseUrl, d.me.token, { ...base(d.productId, d.lineId), review: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.results.message).toBe("review: This field is required");
    const noTitle = await postReview(svc.baseUrl, d.me.token, {
      ...base(d.productId, d.lineId),
      review_title: "",
    });
    expect(noTitle.body.results.message).toBe("review_title: This field is required");
    for (const rating of [0, 6, 2.5, "five"]) {
      const bad = await postReview(svc.baseUrl, d.me.token, { ...base(d.productId, d.lineId), rating });
      expect(bad.status).toBe(400);
    }
  });
});

describe("one review per product per order, editable, and the figures follow", () => {
  test("first POST creates, second edits; rating, count, order list and reviews list show it", async () => {
    const d = await lineFor("4", 3);
    const detail = async () =>
      productDetailResponse.parse((await call(svc.baseUrl, `ecom/products/${d.productId}?country=1`)).body)
        .results.data;
    const reviews = async () =>
      reviewsResponse.parse((await call(svc.baseUrl, `ecom/products/${d.productId}/reviews/`)).body).results;
    const before = await reviews();
    const { rows } = await svc.db.$client.query<{ sum: number }>(
      "SELECT coalesce(sum(rating), 0)::int AS sum FROM reviews WHERE product_id = $1",
      [d.productId],
    );
    const sumBefore = rows[0]!.sum;

    const first = await postReview(svc.baseUrl, d.me.token, { ...base(d.productId, d.lineId), rating: 1 });
    expect(first.status).toBe(200);
    expect(first.body.results.data.edited).toBe(false);
    const second = await postReview(svc.baseUrl, d.me.token, {
      ...base(d.productId, d.lineId),
      rating: 3,
      review: "<b>Edited</b> after a week",
    });
    expect(second.body.results.data.edited).toBe(true);

    const after = await reviews();
    expect(Number(after.count)).toBe(Number(before.count) + 1);
    expect(after.data[0]).toMatchObject({
      rating: 3,
      review: "<b>Edited</b> after a week",
      review_title: "Good",
    });
    const expectedAvg = Math.round(((sumBefore + 3) / (Number(before.count) + 1)) * 10) / 10;
    const shown = await detail();
    expect(Number(shown.review_count)).toBe(Number(before.count) + 1);
    expect(Number(shown.avg_rating)).toBeCloseTo(expectedAvg, 5);

    const orders = ordersResponse.parse(
      (await call(svc.baseUrl, "ecom/orders/", undefined, { token: d.me.token })).body,
    );
    const shipment = orders.results.data.flatMap((o) => o.shipments).find((s) => s.shipment_id === d.lineId);
    expect(Number(shipment?.product_rating)).toBe(3);

    const own = await call(svc.baseUrl, `ecom/review/${d.productId}`, undefined, { token: d.me.token });
    expect(own.body.results.data).toHaveLength(1);
    expect(own.body.results.data[0]).toMatchObject({ rating: 3, shipment_id: d.lineId });
    expect(await storedFiles(uploadsDir)).toEqual([]);
  });

  test("the unique index refuses a second review row for the same order and product, even in SQL", async () => {
    const d = await lineFor("4", 4);
    expect((await postReview(svc.baseUrl, d.me.token, base(d.productId, d.lineId))).status).toBe(200);
    const [r] = await query<{ id: number }>(
      svc.db,
      "INSERT INTO reviews (product_id, user_name, rating, title, body) VALUES ($1, 'x', 5, 't', 'b') RETURNING id",
      [d.productId],
    );
    await expect(
      svc.db.$client.query(
        "INSERT INTO review_sources (review_id, user_id, order_id, order_line_id, product_id) VALUES ($1, $2, $3, $4, $5)",
        [r!.id, d.me.id, d.orderId, d.lineId, d.productId],
      ),
    ).rejects.toThrow(/review_sources_order_product_uq/);
  });

  test("parallel first reviews of one shipment make exactly one review", async () => {
    const d = await lineFor("4", 5);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) =>
        postReview(svc.baseUrl, d.me.token, { ...base(d.productId, d.lineId), rating }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await query(svc.db, "SELECT 1 FROM review_sources WHERE order_id = $1", [d.orderId]);
    expect(rows).toHaveLength(1);
  });
});

describe("malformed review bodies are 4xx, never 500", () => {
  test("hostile multipart values and a JSON body", async () => {
    const d = await lineFor("4", 6);
    const hostile: Record<string, string | number>[] = [
      { ...base(d.productId, d.lineId), product_id: "99999999999" },
      { ...base(d.productId, d.lineId), shipment_id: "-1" },
      { ...base(d.productId, d.lineId), shipment_id: "2147483648" },
      { ...base(d.productId, d.lineId), review: "nul\u0000byte" },
      { ...base(d.productId, d.lineId), rating: "1e400" },
      { ...base(d.productId, d.lineId), review: "x".repeat(5000) },
      { product_id: "abc" },
      {},
    ];
    for (const body of hostile) {
      const res = await postReview(svc.baseUrl, d.me.token, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const json = await fetch(`${svc.baseUrl}/ecom/products/review/`, {
      method: "POST",
      headers: { Authorization: `Token ${d.me.token}`, "Content-Type": "application/json" },
      body: JSON.stringify(base(d.productId, d.lineId)),
    });
    expect(json.status).toBe(415);
    expect(await query(svc.db, "SELECT 1 FROM review_sources WHERE order_id = $1", [d.orderId])).toHaveLength(
      0,
    );
  });
});
