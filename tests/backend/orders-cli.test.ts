/**
 * The staff CLI (`npm run orders -- <command>`): the command functions against real PostgreSQL (what they print,
 * what they refuse), the exit codes of runOrdersCli, and the script itself once as a process.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import {
  approveCancelCommand,
  approveReturnCommand,
  deliverCommand,
  listCommand,
  resolveOrder,
  shipCommand,
} from "../../backend/orders/staff-commands";
import { runOrdersCli } from "../../backend/scripts/orders-cli";
import { call } from "./commerce-helpers";
import { query, serviceForThisFile } from "./helpers/start-service";
import { lineInStatus, rowById } from "./orders-helpers";

const svc = serviceForThisFile();

/** Runs the CLI in-process, capturing what it prints. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = jest.spyOn(console, "log").mockImplementation((...a) => void out.push(a.join(" ")));
  const error = jest.spyOn(console, "error").mockImplementation((...a) => void err.push(a.join(" ")));
  try {
    const code = await runOrdersCli(argv, svc.db);
    return { code, out: out.join("\n"), err: err.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe("staff commands", () => {
  test("ship, deliver: what changed, with courier and AWB; by code or id; impossible moves refused", async () => {
    const order = await lineInStatus(svc, "1", 1);
    const lineId = order.lineIds[0]!;
    const name = (await rowById(svc, "order_lines", lineId)).product_name as string;
    expect(await resolveOrder(svc.db, String(order.orderId))).toEqual({
      id: order.orderId,
      orderCode: order.orderCode,
    });
    expect(await resolveOrder(svc.db, order.orderCode.toLowerCase())).toEqual({
      id: order.orderId,
      orderCode: order.orderCode,
    });

    await expect(deliverCommand(svc.db, order.orderCode)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("has no shipped line to be delivered"),
    });
    expect(await shipCommand(svc.db, order.orderCode, { awb: "1234567890", carrier: "Delhivery" })).toEqual([
      `${order.orderCode} line ${lineId} ${name}: Ordered -> Shipped (Delhivery AWB 1234567890)`,
    ]);
    expect(await rowById(svc, "order_lines", lineId)).toMatchObject({
      shipment_status: "2",
      awb: "1234567890",
      carrier: "Delhivery",
    });
    const jobs = await query<{ t: string; payload: unknown }>(
      svc.db,
      `SELECT t.identifier AS t, j.payload FROM graphile_worker._private_jobs j
       JOIN graphile_worker._private_tasks t ON t.id = j.task_id ORDER BY j.id`,
    );
    expect(jobs).toEqual(
      expect.arrayContaining([
        { t: "issue-invoice", payload: { orderLineId: lineId } },
        { t: "order-email", payload: { orderId: order.orderId, event: "shipped" } },
      ]),
    );
    // The shopper sees it on the detail: Shipped, with the AWB.
    const detail = await call(svc.baseUrl, `ecom/orders/${order.orderId}?shipment_id=${lineId}`, undefined, {
      token: order.me.token,
    });
    expect(detail.body.results.data.order.shipment[0]).toMatchObject({
      cancel_button_track: "Shipped",
      docket_number: "1234567890",
      carrier: "Delhivery",
    });
    expect(detail.body.results.data.order.track_order_details.shipped).toMatch(/^\d{4}-/);

    await expect(shipCommand(svc.db, order.orderCode)).rejects.toMatchObject({ status: 409 });
    expect(await deliverCommand(svc.db, String(order.orderId))).toEqual([
      `${order.orderCode} line ${lineId} ${name}: Shipped -> Delivered`,
    ]);
    await expect(approveCancelCommand(svc.db, order.orderCode)).rejects.toMatchObject({ status: 409 });
    await expect(resolveOrder(svc.db, "SWA000000999999")).rejects.toMatchObject({ status: 404 });
  });

  test("ship without an AWB generates one with the default carrier; a line waiting for cancellation blocks shipping", async () => {
    const order = await lineInStatus(svc, "1", 2);
    const [printed] = await shipCommand(svc.db, order.orderCode);
    expect(printed).toMatch(/: Ordered -> Shipped \(BlueDart AWB \d{10}\)$/);
    await expect(shipCommand(svc.db, order.orderCode, { awb: "no spaces allowed" })).rejects.toMatchObject({
      status: 400,
    });

    const waiting = await lineInStatus(svc, "1", 3);
    const res = await call(
      svc.baseUrl,
      "ecom/cancel-order",
      { cancel_type: "final", order_id: waiting.orderId, shipment_id: waiting.lineIds[0], reason: "OTHER" },
      { token: waiting.me.token },
    );
    expect(res.status).toBe(200);
    await expect(shipCommand(svc.db, waiting.orderCode)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("has an open cancellation request and cannot be shipped"),
    });
    const approved = await approveCancelCommand(svc.db, waiting.orderCode);
    expect(approved[0]).toMatch(/: Cancellation requested -> Cancelled$/);
    expect(approved).toContain(`${waiting.orderCode}: order cancelled`);
    await expect(shipCommand(svc.db, waiting.orderCode)).rejects.toMatchObject({
      message: expect.stringContaining("has no ordered line to be shipped"),
    });
  });

  test("approve-return prints the refunds; list filters by status", async () => {
    const order = await lineInStatus(svc, "7", 4);
    await svc.db.$client.query(
      `INSERT INTO shipment_requests (order_line_id, order_id, kind, reason, refund_to, refund_type)
       VALUES ($1, $2, 'return', 'OTHER', 'swa', 'lbb')`,
      [order.lineIds[0], order.orderId],
    );
    const listed = await listCommand(svc.db, { status: "return-requested" });
    expect(
      listed.some((l) => l.startsWith(`${order.orderCode}  line ${order.lineIds[0]}  Return requested`)),
    ).toBe(true);
    expect(listed.every((l) => l.includes("Return requested"))).toBe(true);
    const out = await approveReturnCommand(svc.db, order.orderCode);
    expect(out[0]).toMatch(/: Return requested -> Returned$/);
    expect(out[1]).toMatch(/^ {2}refund ₹[\d,.]+ to the SWA wallet$/);
    await expect(listCommand(svc.db, { status: "lost" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("the CLI", () => {
  test("exit codes: 0 done, 1 refused, 2 usage", async () => {
    const order = await lineInStatus(svc, "1", 5);
    expect(await cli("deliver", order.orderCode)).toMatchObject({
      code: 1,
      err: expect.stringContaining("no shipped line"),
    });
    expect(await cli("ship", order.orderCode, "--awb", "AB12345678")).toMatchObject({
      code: 0,
      out: expect.stringContaining("Ordered -> Shipped (BlueDart AWB AB12345678)"),
    });
    expect((await cli()).code).toBe(2);
    expect((await cli("teleport", order.orderCode)).code).toBe(2);
    expect((await cli("ship")).code).toBe(2);
    expect((await cli("ship", "a", "b")).code).toBe(2);
    expect((await cli("ship", order.orderCode, "--colour", "red")).code).toBe(2);
    expect(await cli("ship", "SWA000000999999")).toMatchObject({ code: 1, err: "No order SWA000000999999" });
    expect((await cli("list", "--status", "shipped")).out).toContain(order.orderCode);
  });

  test("the script runs as a process on DATABASE_URL", async () => {
    const order = await lineInStatus(svc, "1", 6);
    const root = path.resolve(__dirname, "../..");
    const { stdout } = await promisify(execFile)("npx", ["tsx", "backend/scripts/orders-cli.ts", "list"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: svc.db.$client.options.connectionString },
      timeout: 60_000,
    });
    expect(stdout).toContain(`${order.orderCode}  line ${order.lineIds[0]}  Ordered`);
    const failed = await promisify(execFile)(
      "npx",
      ["tsx", "backend/scripts/orders-cli.ts", "deliver", order.orderCode],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: svc.db.$client.options.connectionString },
        timeout: 60_000,
      },
    ).catch((err: { code: number; stderr: string }) => err);
    expect(failed).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("has no shipped line to be delivered"),
    });
  }, 120_000);
});
