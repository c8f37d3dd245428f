/** The staff command's arguments (`npm run leads -- video-calls|visits [--since YYYY-MM-DD]`). */
import { execFileSync } from "node:child_process";
import { parseArgs } from "../../backend/scripts/leads-cli";
import { startLeadsApp, type LeadsApp } from "./helpers/leads-app";
import { query } from "./helpers/start-service";

describe("npm run leads arguments", () => {
  it("reads the two commands, with an optional day in India", () => {
    expect(parseArgs(["video-calls"])).toEqual({ command: "video-calls" });
    expect(parseArgs(["visits", "--since", "2026-01-26"])).toEqual({
      command: "visits",
      since: new Date("2026-01-25T18:30:00Z"),
    });
  });

  it("refuses anything else", () => {
    expect(parseArgs([]).error).toBeDefined();
    expect(parseArgs(["orders"]).error).toBeDefined();
    expect(parseArgs(["visits", "--since"]).error).toBeDefined();
    expect(parseArgs(["visits", "--since", "26/01/2026"]).error).toBeDefined();
  });
});

describe("npm run leads against a database", () => {
  let svc: LeadsApp;
  beforeAll(async () => {
    svc = await startLeadsApp();
  }, 180_000);
  afterAll(() => svc?.stop());

  it("lists a guest's video call and a visit, and --since leaves out older ones", async () => {
    const [product] = await query<{ id: number; sku: string }>(
      svc.db,
      "SELECT id, sku FROM products ORDER BY id LIMIT 1",
    );
    const [outlet] = await query<{ id: number }>(svc.db, "SELECT id FROM outlets ORDER BY id LIMIT 1");
    svc.clock.now = new Date("2026-06-10T04:00:00Z");
    await svc.post("/ecom/add_video_call/", {
      product_id: product!.id,
      phone_code: "+971",
      phone_number: "501234567",
      email: "guest@example.com",
      language: "Arabic",
      description: "",
    });
    await svc.post("/ecom/book-visit/", {
      outlet_id: outlet!.id,
      name: "Anu Thomas",
      email: "anu@example.com",
      phone: "9847012345",
      date: "2026-06-12",
      time: "11:30",
    });
    const env = { ...process.env, DATABASE_URL: svc.databaseUrl };
    const run = (...args: string[]) =>
      execFileSync(process.execPath, ["--import", "tsx", "backend/scripts/leads-cli.ts", ...args], {
        env,
      }).toString();
    const calls = run("video-calls");
    expect(calls).toContain("+971 501234567");
    expect(calls).toContain(product!.sku);
    expect(calls).toContain("(guest)");
    expect(calls).toContain("1 video call request");
    expect(run("visits")).toMatch(/2026-06-12 11:30 {2}SWA Diamonds .* {2}Anu Thomas {2}9847012345/);
    expect(run("visits", "--since", "2099-01-01")).toContain("0 visit requests");
  }, 60_000);
});
