/**
 * The shipment state machine on real PostgreSQL: every move the order flow allows works and is recorded in
 * shipment_events with its actor and time; every other move is refused by the database itself (SQLSTATE SW409,
 * even for SQL that bypasses the code) and by moveShipments as a readable 409; a concurrent cancel and ship of the
 * same shipment has exactly one winner.
 */
import { SHIPMENT_STATUS } from "../../lib/store-api/contract";
import { CommerceError } from "../../backend/commerce/http";
import { shipOrder } from "../../backend/orders/fulfil";
import { moveShipments } from "../../backend/orders/transitions";
import type { ShipmentCode } from "../../backend/orders/status";
import { call } from "./commerce-helpers";
import { query, serviceForThisFile } from "./helpers/start-service";
import { lineInStatus, rowById } from "./orders-helpers";

const svc = serviceForThisFile();

const CODES = ["0", "1", "2", "4", "5", "6", "7", "8"] as const;
/** The allowed moves, written out here so a wrong table fails the test. */
const ALLOWED = new Set(["0>1", "0>6", "1>2", "1>5", "5>6", "5>1", "2>4", "4>7", "7>8", "7>4"]);

describe("shipment transitions", () => {
  test("the database allows exactly the allowed moves, whoever writes the SQL", async () => {
    const lines: Record<string, number> = {};
    for (const [i, code] of CODES.entries()) lines[code] = (await lineInStatus(svc, code, i)).lineIds[0]!;
    const client = await svc.db.$client.connect();
    const outcome: string[] = [];
    try {
      for (const from of CODES)
        for (const to of CODES) {
          if (from === to) continue;
          await client.query("BEGIN");
          try {
            await client.query("UPDATE order_lines SET shipment_status = $1 WHERE id = $2", [
              to,
              lines[from],
            ]);
            outcome.push(`${from}>${to} allowed`);
          } catch (err) {
            expect((err as { code?: string }).code).toBe("SW409");
            outcome.push(`${from}>${to} refused`);
          } finally {
            await client.query("ROLLBACK");
          }
        }
    } finally {
      client.release();
    }
    const expected = CODES.flatMap((from) =>
      CODES.filter((to) => to !== from).map(
        (to) => `${from}>${to} ${ALLOWED.has(`${from}>${to}`) ? "allowed" : "refused"}`,
      ),
    );
    expect(outcome).toEqual(expected);
  });

  test("every allowed move through moveShipments records its event, actor and time fields", async () => {
    const cases: [ShipmentCode, ShipmentCode, string | null][] = [
      ["1", "2", "shipped_at"],
      ["2", "4", "delivered_at"],
      ["1", "5", null],
      ["5", "6", "closed_at"],
      ["5", "1", null],
      ["4", "7", null],
      ["7", "8", "closed_at"],
      ["7", "4", null],
      ["0", "1", null],
      ["0", "6", "closed_at"],
    ];
    for (const [i, [from, to, stamp]] of cases.entries()) {
      const order = await lineInStatus(svc, from, i);
      const lineId = order.lineIds[0]!;
      await svc.db.transaction(async (tx) => {
        await moveShipments(tx, { lineId }, from, to, {
          actor: "staff",
          carrier: "BlueDart",
          awb: "AWB123456",
        });
      });
      const line = await rowById(svc, "order_lines", lineId);
      expect([from, to, line.shipment_status]).toEqual([from, to, to]);
      if (stamp) expect(line[stamp]).toBeInstanceOf(Date);
      if (to === "2") expect(line).toMatchObject({ carrier: "BlueDart", awb: "AWB123456" });
      const events = await query<{ from_status: string; to_status: string; actor: string }>(
        svc.db,
        "SELECT from_status, to_status, actor FROM shipment_events WHERE order_line_id = $1 ORDER BY id DESC LIMIT 1",
        [lineId],
      );
      expect(events[0]).toEqual({ from_status: from, to_status: to, actor: "staff" });
    }
  });

  test("refused moves are a 409 that says what and why; nothing changes", async () => {
    const cancelled = await lineInStatus(svc, "6", 11);
    const lineId = cancelled.lineIds[0]!;
    const attempt = (from: ShipmentCode, to: ShipmentCode) =>
      svc.db.transaction((tx) => moveShipments(tx, { lineId }, from, to, { actor: "staff" }));
    // Wrong expectation of the current status: the line is cancelled, not ordered.
    await expect(attempt("1", "2")).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(
        new RegExp(
          `^Order ${cancelled.orderCode} line ${lineId} \\(.+\\) is cancelled and cannot be shipped\\.$`,
        ),
      ),
    });
    // Right current status, but a move the machine does not have: the trigger refuses, the code words it.
    await expect(attempt("6", "1")).rejects.toBeInstanceOf(CommerceError);
    await expect(attempt("6", "2")).rejects.toMatchObject({ status: 409 });
    const ordered = await lineInStatus(svc, "1", 12);
    await expect(
      svc.db.transaction((tx) =>
        moveShipments(tx, { lineId: ordered.lineIds[0]! }, "1", "4", { actor: "staff" }),
      ),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("is ordered and cannot be delivered"),
    });
    expect((await rowById(svc, "order_lines", lineId)).shipment_status).toBe(SHIPMENT_STATUS.cancelled);
    expect((await rowById(svc, "order_lines", ordered.lineIds[0]!)).shipment_status).toBe("1");
  });

  test("concurrent cancel and ship of the same shipment: exactly one wins, the other gets a clear 409", async () => {
    for (let round = 0; round < 6; round++) {
      const order = await lineInStatus(svc, "1", 13 + round);
      const lineId = order.lineIds[0]!;
      const [cancel, ship] = await Promise.allSettled([
        call(
          svc.baseUrl,
          "ecom/cancel-order",
          {
            cancel_type: "final",
            order_id: order.orderId,
            shipment_id: lineId,
            reason: "OTHER",
            notes: "race",
          },
          { token: order.me.token },
        ),
        shipOrder(svc.db, order.orderId, { awb: `RACE${round}0000` }),
      ]);
      if (cancel.status !== "fulfilled") throw cancel.reason;
      const status = (await rowById(svc, "order_lines", lineId)).shipment_status;
      if (cancel.value.status === 200) {
        expect(ship.status).toBe("rejected");
        expect((ship as PromiseRejectedResult).reason).toMatchObject({
          status: 409,
          message: expect.stringContaining("has an open cancellation request and cannot be shipped"),
        });
        expect(status).toBe("5");
      } else {
        expect(cancel.value.status).toBe(409);
        expect(cancel.value.body.results.message).toBe(
          "The product has been shipped. You can return it after delivery.",
        );
        expect(ship.status).toBe("fulfilled");
        expect(status).toBe("2");
      }
      const events = await query<{ n: number }>(
        svc.db,
        "SELECT count(*)::int AS n FROM shipment_events WHERE order_line_id = $1",
        [lineId],
      );
      expect(events[0]?.n).toBe(1);
    }
  });
});
