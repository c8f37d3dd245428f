/**
 * lib/next-cache/cache-handler.cjs with REDIS_URL, against a real redis-server (Debian's, as the cluster uses): entries with
 * Buffers and Maps come back intact, a page another instance re-rendered replaces this process's parsed copy at
 * once, a revalidated tag hides the entries that carry it, and a tag another instance
 * expired (written to the shared hash by another client, as that instance's handler does) hides them here too,
 * without waiting for the pub/sub message.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { Redis } from "ioredis";
import { ping } from "../../scripts/cluster/redis";
import { REDIS_BIN } from "../../scripts/cluster/system-packages";
import { PAGE_CTX, page } from "../helpers/next-cache-entries";

const PORT = 6491;
let server: ChildProcess;
let dir: string;
let other: Redis;
type Handler = {
  get(key: string, ctx: object): Promise<{ value: any; lastModified: number } | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
};
let handler: Handler;

describe("the Redis cache handler", () => {
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "next-cache-"));
    server = spawn(
      "redis-server",
      ["--port", String(PORT), "--bind", "127.0.0.1", "--save", "", "--dir", dir],
      {
        stdio: "ignore",
      },
    );
    for (let i = 0; !(await ping(PORT, AbortSignal.timeout(1_000))); i++) {
      assert.ok(i < 100, "redis-server answers");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    other = new Redis(`redis://127.0.0.1:${PORT}`);
    process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
    const Handler = require("../../lib/next-cache/cache-handler.cjs");
    handler = new Handler({
      serverDistDir: path.join(dir, "server"),
      flushToDisk: false,
      revalidatedTags: [],
    });
    // the handler's own connection opens asynchronously; until it is ready the handler uses its memory tier
    const slot = () =>
      (globalThis as Record<symbol, { client: Redis; subscriber: Redis } | undefined>)[
        Symbol.for("swa.nextCache")
      ];
    for (let i = 0; slot()?.client.status !== "ready" || slot()?.subscriber.status !== "ready"; i++) {
      assert.ok(i < 100, "the handler connected");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  after(async () => {
    other.disconnect();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dir, { recursive: true, force: true });
    // the handler's connections are per process; end them so the test runner can exit
    const slot = (globalThis as Record<symbol, { client: Redis; subscriber: Redis } | undefined>)[
      Symbol.for("swa.nextCache")
    ];
    slot?.client.disconnect();
    slot?.subscriber.disconnect();
  });

  test("an entry comes back from Redis with its Buffers and Maps", async () => {
    await handler.set("/rings", page("_N_T_/rings,products", "<p>₹24,211</p>"), {
      cacheControl: { revalidate: 300 },
    });
    assert.ok((await other.keys("next-cache:*:/rings")).length === 1, "stored in Redis");
    const entry = await handler.get("/rings", PAGE_CTX);
    assert.equal(entry?.value.html, "<p>₹24,211</p>");
    assert.ok(Buffer.isBuffer(entry?.value.rscData));
    assert.equal(entry?.value.rscData.toString(), "rsc of <p>₹24,211</p>");
    assert.equal(entry?.value.segmentData.get("/_index").toString(), "segment");
  });

  test("a page another instance re-rendered is served here at once; an unchanged one is not fetched again", async () => {
    await handler.set("/necklaces", page("_N_T_/necklaces", "<p>₹51,000</p>"), {});
    const first = await handler.get("/necklaces", PAGE_CTX);
    const again = await handler.get("/necklaces", PAGE_CTX);
    assert.equal(again?.value.html, "<p>₹51,000</p>");
    assert.equal(again, first, "the same parsed copy: Redis was asked for the version only");
    // Another instance writes a new render of the page (as its handler does: a new version and entry).
    const [key] = await other.keys("next-cache:*:/necklaces");
    const entry = JSON.parse(String(await other.hget(key!, "e"))) as { value: { html: string } };
    entry.value.html = "<p>₹53,550</p>";
    await other.hset(key!, "v", "written-elsewhere", "e", JSON.stringify(entry));
    assert.equal((await handler.get("/necklaces", PAGE_CTX))?.value.html, "<p>₹53,550</p>");
    // Evicted from Redis (or expired): not served from the copy.
    await other.del(key!);
    const gone = await handler.get("/necklaces", PAGE_CTX);
    assert.notEqual(gone?.value.html, "<p>₹53,550</p>");
  });

  test("revalidateTag hides the entries carrying the tag, and shares the time", async () => {
    await handler.set("/home", page("_N_T_/home,products", "home"), {});
    await handler.set("/about", page("_N_T_/about", "about"), {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag(["products"], { expire: 0 });
    assert.equal(await handler.get("/home", PAGE_CTX), null);
    assert.equal((await handler.get("/about", PAGE_CTX))?.value.html, "about");
    assert.match(String(await other.hget("next-cache:tags", "products")), /"expired":\d+/);
  });

  test("a tag another instance expired hides the entry here at once", async () => {
    await handler.set("/earrings", page("_N_T_/earrings,earrings", "earrings"), {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    const now = Date.now();
    await other.hset("next-cache:tags", "earrings", JSON.stringify({ stale: now, expired: now }));
    assert.equal(await handler.get("/earrings", PAGE_CTX), null);
  });
});
