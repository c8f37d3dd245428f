/**
 * Public holidays ahead: the seeded calendar and `npm run leads -- holidays refresh` take India's public holidays
 * from date-holidays, so delivery promises in 2028 skip Republic Day, Independence Day, Gandhi Jayanti and every
 * other day it lists as public; the operator's edits to the table survive a refresh; and the backend warns
 * (rate-limited) at startup and while computing promises when the next 90 days have no holiday data.
 */
import { execFile } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createApp } from "../../backend/app";
import { closeDb, openDb } from "../../backend/db/client";
import { freeDeliveryDate } from "../../backend/leads/delivery";
import { runHolidayCommand } from "../../backend/leads/holiday-commands";
import { watchHolidayCoverage } from "../../backend/leads/holiday-coverage";
import { HOLIDAY_YEARS_AHEAD, indiaPublicHolidays } from "../../backend/leads/holiday-refresh";
import { addDays, addWorkingDays, istDay } from "../../backend/leads/working-days";
import { createTestDatabase } from "../helpers/test-db";
import { startLeadsApp, type LeadsApp } from "./helpers/leads-app";
import { query } from "./helpers/start-service";

/** 11:30 in India on a day (YYYY-MM-DD). */
const istMorning = (day: string) => new Date(`${day}T06:00:00Z`);

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, sink: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

type Warning = { fields: Record<string, unknown>; message: string };

let svc: LeadsApp;
const routeWarnings: Warning[] = [];

beforeAll(async () => {
  svc = await startLeadsApp({}, (fields, message) => routeWarnings.push({ fields, message }));
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

describe("India's public holidays from date-holidays", () => {
  test("the seed holds this year's and the next years' public holidays as date-holidays lists them", async () => {
    const year = Number(istDay(new Date()).slice(0, 4));
    const expected = indiaPublicHolidays([year + HOLIDAY_YEARS_AHEAD]).map((h) => h.day);
    expect(expected).toEqual(
      expect.arrayContaining([
        `${year + HOLIDAY_YEARS_AHEAD}-01-26`,
        `${year + HOLIDAY_YEARS_AHEAD}-08-15`,
        `${year + HOLIDAY_YEARS_AHEAD}-10-02`,
      ]),
    );
    const rows = await query<{ day: string }>(
      svc.db,
      "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM public_holidays WHERE day = ANY($1::date[])",
      [expected],
    );
    expect(rows.map((r) => r.day).sort()).toEqual(expected);
  });

  test("delivery dates in 2028 skip Republic Day, Independence Day and Gandhi Jayanti", async () => {
    // Tue 25 Jan -> Thu 27, Fri 28, Mon 31, Tue 1 Feb, Wed 2 Feb (Wed 26 Jan is Republic Day)
    expect(await freeDeliveryDate(svc.db, istMorning("2028-01-25"))).toBe("2028-02-02");
    // Mon 14 Aug -> Wed 16 ... Tue 22 (Tue 15 Aug is Independence Day)
    expect(await freeDeliveryDate(svc.db, istMorning("2028-08-14"))).toBe("2028-08-22");
    // Fri 29 Sep -> Tue 3 Oct ... Mon 9 Oct (Mon 2 Oct is Gandhi Jayanti)
    expect(await freeDeliveryDate(svc.db, istMorning("2028-09-29"))).toBe("2028-10-09");
  });

  test("and every other day date-holidays lists as public in 2028", async () => {
    const days = indiaPublicHolidays([2028]);
    expect(days.length).toBeGreaterThanOrEqual(5);
    for (const { day } of days) {
      const before = addDays(day, -1);
      const promised = await freeDeliveryDate(svc.db, istMorning(before));
      const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
      expect([day, promised]).toEqual([day, addWorkingDays(before, 5, new Set([day]))]);
      if (!weekend) expect(promised).not.toBe(addWorkingDays(before, 5, new Set()));
    }
  });

  test("the delivery check over HTTP gives the 2028 date past Republic Day", async () => {
    const [variant] = await query<{ product_id: number; color_id: number }>(
      svc.db,
      `SELECT pc.product_id, pc.colour_id AS color_id FROM product_colours pc
       WHERE NOT EXISTS (SELECT 1 FROM product_sizes ps WHERE ps.product_id = pc.product_id)
       ORDER BY pc.product_id LIMIT 1`,
    );
    svc.clock.now = istMorning("2028-01-25");
    const { status, body } = await svc.post("/ecom/check-delivery-date/", {
      ...variant,
      size_id: 0,
      pincode: "799001",
    });
    expect(status).toBe(200);
    expect(body.results.delivery_date).toBe("2028-02-02");
  });
});

describe("the operator's edits win over a refresh", () => {
  test("a renamed day, a day the store ships on and an added day stay; a missing public day comes back", async () => {
    // A refresh in mid-2028 covers 2028 and 2029; the operator then edits 2029 and a second refresh follows.
    const refresh = (out: ReturnType<typeof io>) =>
      runHolidayCommand(svc.db, ["refresh", "--years", "1"], out.sink, istMorning("2028-06-01"));
    expect(await refresh(io())).toBe(0);
    await svc.db.$client.query(
      "UPDATE public_holidays SET name = 'Republic Day (outlets closed)' WHERE day = '2029-01-26'",
    );
    await svc.db.$client.query("UPDATE public_holidays SET ships = true WHERE day = '2029-08-15'");
    await svc.db.$client.query("INSERT INTO public_holidays (day, name) VALUES ('2029-03-01', 'Holi')");
    await svc.db.$client.query("DELETE FROM public_holidays WHERE day = '2029-10-02'");

    const refreshed = io();
    expect(await refresh(refreshed)).toBe(0);
    expect(refreshed.out[0]).toMatch(/^Added \d+ public holidays? from date-holidays for 2028-2029/);
    expect(refreshed.out).toContain("2029-10-02  Gandhi Jayanti  (date-holidays)");

    const rows = await query<{ day: string; name: string; source: string; ships: boolean }>(
      svc.db,
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, name, source, ships FROM public_holidays
       WHERE day IN ('2029-01-26', '2029-03-01', '2029-08-15', '2029-10-02') ORDER BY day`,
    );
    expect(rows).toEqual([
      { day: "2029-01-26", name: "Republic Day (outlets closed)", source: "date-holidays", ships: false },
      { day: "2029-03-01", name: "Holi", source: "operator", ships: false },
      { day: "2029-08-15", name: "Independence Day", source: "date-holidays", ships: true },
      { day: "2029-10-02", name: "Gandhi Jayanti", source: "date-holidays", ships: false },
    ]);
    // The store ships on Independence Day 2029 (Wed): Tue 14 Aug -> Wed 15 ... Tue 21.
    expect(await freeDeliveryDate(svc.db, istMorning("2029-08-14"))).toBe("2029-08-21");

    const listed = io();
    expect(await runHolidayCommand(svc.db, ["list", "--year", "2029"], listed.sink, new Date())).toBe(0);
    expect(listed.out).toContain("2029-03-01  Holi  (operator)");
    expect(listed.out).toContain(
      "2029-08-15  Independence Day  (date-holidays; the store ships on this day)",
    );
  });

  test("usage errors exit 2", async () => {
    for (const args of [[], ["explode"], ["refresh", "--years", "99"], ["list", "--year", "twenty"]]) {
      const out = io();
      expect(await runHolidayCommand(svc.db, args, out.sink, new Date())).toBe(2);
      expect(out.err[0]).toBeTruthy();
    }
  });

  test("`npm run leads -- holidays refresh` runs as a process and adds the years ahead", async () => {
    const year = Number(istDay(new Date()).slice(0, 4));
    const run = async (...args: string[]) =>
      (
        await promisify(execFile)("npm", ["run", "--silent", "leads", "--", "holidays", ...args], {
          cwd: path.resolve(__dirname, "../.."),
          env: { ...process.env, DATABASE_URL: svc.databaseUrl },
          timeout: 60_000,
        })
      ).stdout;
    expect(await run("refresh", "--years", "4")).toMatch(
      new RegExp(`^Added \\d+ public holidays? from date-holidays for ${year}-${year + 4}`),
    );
    expect(await run("list", "--year", String(year + 4))).toContain(
      `${year + 4}-01-26  Republic Day  (date-holidays)`,
    );
  }, 120_000);
});

describe("the warning when the holiday data runs out", () => {
  test("the watch warns when a year within 90 days has no rows, at most once per interval", async () => {
    const warnings: Warning[] = [];
    const watch = watchHolidayCoverage({
      db: svc.db,
      warn: (fields, message) => warnings.push({ fields, message }),
    });
    // 1 Dec 2040: the next 90 days reach into 2041; neither year has a row.
    const start = istMorning("2040-12-01");
    expect(await watch.check(start)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.fields).toMatchObject({
      missingYears: [2040, 2041],
      until: "2041-03-01",
      command: "npm run leads -- holidays refresh",
    });
    expect(warnings[0]!.message).toContain("public holiday data runs out within the next 90 days");
    expect(await watch.check(new Date(start.getTime() + 60 * 60_000))).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(await watch.check(new Date(start.getTime() + 7 * 60 * 60_000))).toBe(true);
    expect(warnings).toHaveLength(2);
  });

  test("computing promises warns once when the data runs out, and not while it lasts", async () => {
    const [variant] = await query<{ product_id: number; color_id: number }>(
      svc.db,
      `SELECT pc.product_id, pc.colour_id AS color_id FROM product_colours pc
       WHERE NOT EXISTS (SELECT 1 FROM product_sizes ps WHERE ps.product_id = pc.product_id)
       ORDER BY pc.product_id LIMIT 1`,
    );
    const promise = () =>
      svc.post("/ecom/check-delivery-date/", { ...variant, size_id: 0, pincode: "682001" });
    // Earlier checks in this file ran in 2028, whose data lasts: nothing was said.
    expect(routeWarnings).toEqual([]);
    svc.clock.now = istMorning("2050-06-01");
    expect((await promise()).status).toBe(200);
    svc.clock.now = new Date(istMorning("2050-06-01").getTime() + 60 * 60_000);
    expect((await promise()).status).toBe(200);
    expect(routeWarnings).toHaveLength(1);
    expect(routeWarnings[0]!.fields.missingYears).toEqual([2050]);
  });

  test("the backend warns at startup when the coming days have no holiday data", async () => {
    const database = await createTestDatabase();
    const db = openDb(database.url, 2);
    try {
      const thisYear = istDay(new Date()).slice(0, 4);
      const horizonYear = addDays(istDay(new Date()), 90).slice(0, 4);
      await db.$client.query(
        "DELETE FROM public_holidays WHERE extract(year FROM day) BETWEEN $1::int AND $2::int",
        [thisYear, horizonYear],
      );
      const lines: string[] = [];
      createApp({ db, mediaCacheDir: os.tmpdir(), log: (l) => lines.push(l), logLevel: "warn" });
      const deadline = Date.now() + 10_000;
      while (!lines.some((l) => l.includes("public holiday data runs out")) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      const warning = JSON.parse(lines.find((l) => l.includes("public holiday data runs out")) ?? "{}");
      expect(warning).toMatchObject({ level: "warn", command: "npm run leads -- holidays refresh" });
      expect(warning.missingYears).toContain(Number(thisYear));
    } finally {
      await closeDb(db);
      await database.drop();
    }
  });
});
