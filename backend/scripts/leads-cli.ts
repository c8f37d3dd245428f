/**
 * Staff command: the shoppers' video-call and visit requests, newest first, and the public holiday calendar.
 *   npm run leads -- video-calls [--since YYYY-MM-DD]
 *   npm run leads -- visits [--since YYYY-MM-DD]
 *   npm run leads -- holidays list|refresh ...   (backend/leads/holiday-commands.ts)
 * `--since` is a day in India (requests made from its midnight IST on). Uses DATABASE_URL, or the embedded
 * database of a running `npm start` (postgres://postgres:postgres@127.0.0.1:PG_PORT/swa).
 */
import { closeDb, openDb, type Db } from "../db/client";
import { HOLIDAYS_USAGE, runHolidayCommand } from "../leads/holiday-commands";
import { listVideoCalls } from "../leads/video-calls";
import { listVisits } from "../leads/visits";

const USAGE = `usage: npm run leads -- video-calls|visits [--since YYYY-MM-DD]\n${HOLIDAYS_USAGE.replace("usage: ", "       ")}`;

/** Parsed command line; `error` set when it cannot be understood. */
export function parseArgs(argv: string[]): {
  command?: "video-calls" | "visits";
  since?: Date;
  error?: string;
} {
  const [command, ...rest] = argv;
  if (command !== "video-calls" && command !== "visits") return { error: "unknown command" };
  if (rest.length === 0) return { command };
  if (rest[0] !== "--since" || rest.length !== 2 || !/^\d{4}-\d{2}-\d{2}$/.test(rest[1] ?? "")) {
    return { error: "--since takes one day, YYYY-MM-DD" };
  }
  const since = new Date(`${rest[1]}T00:00:00+05:30`);
  return Number.isNaN(since.getTime()) ? { error: "not a real day" } : { command, since };
}

const ist = (d: Date) =>
  d.toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
    hour12: false,
  });

function openStoreDb(): Db {
  const url =
    process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.PG_PORT ?? 54329}/swa`;
  return openDb(url, 1);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === "holidays") {
    const db = openStoreDb();
    try {
      process.exitCode = await runHolidayCommand(
        db,
        argv.slice(1),
        { out: (line) => console.log(line), err: (line) => console.error(line) },
        new Date(),
      );
    } finally {
      await closeDb(db);
    }
    return;
  }
  const args = parseArgs(argv);
  if (args.error || !args.command) {
    console.error(`${args.error}\n${USAGE}`);
    process.exit(2);
  }
  const db = openStoreDb();
  try {
    if (args.command === "video-calls") {
      const rows = await listVideoCalls(db, args.since);
      for (const r of rows) {
        console.log(
          `#${r.id}  ${ist(r.createdAt)} IST  ${r.phone}  ${r.email}  ${r.language}  ${r.sku} ${r.productName}` +
            `${r.guest ? "  (guest)" : ""}${r.description ? `\n      "${r.description}"` : ""}`,
        );
      }
      console.log(`${rows.length} video call request${rows.length === 1 ? "" : "s"}`);
    } else {
      const rows = await listVisits(db, args.since);
      for (const r of rows) {
        console.log(
          `#${r.id}  ${r.visitDate} ${r.visitTime}  ${r.outlet}  ${r.name}  ${r.phone}  ${r.email}  (asked ${ist(r.createdAt)} IST)`,
        );
      }
      console.log(`${rows.length} visit request${rows.length === 1 ? "" : "s"}`);
    }
  } finally {
    await closeDb(db);
  }
}

if (require.main === module) {
  main().catch((err: Error) => {
    console.error(`leads: ${err.message}`);
    process.exit(1);
  });
}
