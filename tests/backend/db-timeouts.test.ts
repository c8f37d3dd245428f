/**
 * Database timeouts: a database that accepts connections and never answers (frozen, like a
 * SIGSTOPped PostgreSQL) must make queries fail and /health answer 503 promptly, instead of hanging for as long
 * as TCP keeps the connection. The stand-in database is a TCP server that accepts and never writes a byte.
 */
import net from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { createApp } from "@/backend/app";
import { closeDb, openDb, type Db } from "@/backend/db/client";

let blackHole: net.Server;
let url: string;
const sockets = new Set<net.Socket>();
let cacheDir: string;

beforeAll(async () => {
  blackHole = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
  const { port } = blackHole.address() as net.AddressInfo;
  url = `postgres://nobody:secret@127.0.0.1:${port}/frozen`;
  cacheDir = mkdtempSync(join(tmpdir(), "db-timeouts-"));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => blackHole.close(resolve));
  rmSync(cacheDir, { recursive: true, force: true });
});

/** Closes the pool without waiting on connections the black hole keeps half-open. */
async function close(db: Db): Promise<void> {
  for (const socket of sockets) socket.destroy();
  await closeDb(db).catch(() => undefined);
}

describe("a database that never answers", () => {
  // Jest's 5 s test timeout is the "never hangs" bound: before the pool had timeouts, both of these waited forever.
  it("fails a query with a connection timeout instead of waiting forever", async () => {
    const db = openDb(url, 2, { connectMs: 500 });
    try {
      const error = await db.execute(sql`SELECT 1`).then(
        () => new Error("the query succeeded"),
        (e: Error & { cause?: Error }) => e.cause ?? e, // Drizzle wraps pg's error as `cause`
      );
      expect(error.message).toMatch(/timeout/i);
    } finally {
      await close(db);
    }
  });

  it("makes /health answer 503 with Retry-After and the error envelope", async () => {
    const db = openDb(url);
    try {
      const app = createApp({ db, mediaCacheDir: cacheDir, log: () => undefined });
      const res = await app.request("/health");
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ results: { status_code: 503, message: "Database unavailable" } });
    } finally {
      await close(db);
    }
  });
});
