/**
 * Render flooding: /media renders only what a product of the catalogue uses, and never more
 * than the render bound at once. Runs the whole backend app on a seeded database; the renderer is replaced by a
 * gated stand-in that counts how many renders run at the same time (no timing involved).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { createApp } from "@/backend/app";
import { closeDb, openDb, type Db } from "@/backend/db/client";
import { RENDER_REVISION } from "@/backend/media/render-media";
import { RENDER_LIMITS } from "@/backend/media/render-queue";
import {
  DESIGNS,
  IMAGE_WIDTHS,
  METAL_COLOURS,
  STONES,
  productImagePath,
  type ProductArt,
} from "@/backend/media/spec";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

/** Counts renders in progress; each waits for `release()` before it writes its (tiny) file. */
const renders = { active: 0, max: 0, started: 0, gate: Promise.resolve(), release: () => undefined as void };
function closeGate(): void {
  renders.gate = new Promise<void>((resolve) => (renders.release = resolve));
}

jest.mock("@/backend/media/render-media", () => {
  const actual = jest.requireActual<typeof import("@/backend/media/render-media")>(
    "@/backend/media/render-media",
  );
  return {
    ...actual,
    renderToFile: async (_spec: unknown, outFile: string) => {
      renders.active += 1;
      renders.started += 1;
      renders.max = Math.max(renders.max, renders.active);
      try {
        await renders.gate;
        await writeFile(outFile, "RIFF0000WEBP");
      } finally {
        renders.active -= 1;
      }
    },
  };
});

jest.setTimeout(60_000);

let testDb: TestDatabase;
let db: Db;
let cacheDir: string;
let app: ReturnType<typeof createApp>;

interface UsedImage {
  art: ProductArt;
  colour: (typeof METAL_COLOURS)[number];
}

/** Art and colour of products as product_media lists them. */
async function usedImages(): Promise<UsedImage[]> {
  const { rows } = await db.execute<{ design: string; stone: string; variant: number; colour: string }>(sql`
    SELECT DISTINCT p.design, p.art_stone AS stone, p.art_variant AS variant, c.name AS colour
    FROM product_media m JOIN products p ON p.id = m.product_id JOIN colours c ON c.id = m.colour_id
    ORDER BY 1, 2, 3, 4`);
  return rows.map((r) => ({
    art: { design: r.design, stone: r.stone, variant: Number(r.variant) } as ProductArt,
    colour: r.colour as UsedImage["colour"],
  }));
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = openDb(testDb.url);
  cacheDir = mkdtempSync(join(tmpdir(), "media-flood-"));
  app = createApp({ db, mediaCacheDir: cacheDir, log: () => undefined });
});

afterAll(async () => {
  renders.release();
  await closeDb(db);
  await testDb.drop();
  rmSync(cacheDir, { recursive: true, force: true });
});

const cached = (path: string) => existsSync(join(cacheDir, RENDER_REVISION, path));

describe("/media renders only media the catalogue uses", () => {
  it("404s an unknown product, a colour the product is not made in and an unknown width, writing nothing", async () => {
    const used = await usedImages();
    const usedArt = new Set(used.map((u) => `${u.art.design}-${u.art.stone}-${u.art.variant}`));
    let unknownArt: ProductArt | undefined;
    for (const design of DESIGNS)
      for (const stone of STONES)
        for (let variant = 0; variant < 100 && !unknownArt; variant++)
          if (!usedArt.has(`${design}-${stone}-${variant}`)) unknownArt = { design, stone, variant };
    expect(unknownArt).toBeDefined();

    const coloursByArt = new Map<string, Set<string>>();
    for (const u of used) {
      const key = `${u.art.design}-${u.art.stone}-${u.art.variant}`;
      coloursByArt.set(key, (coloursByArt.get(key) ?? new Set()).add(u.colour));
    }
    const partial = used.find(
      (u) => (coloursByArt.get(`${u.art.design}-${u.art.stone}-${u.art.variant}`)?.size ?? 4) < 4,
    );
    expect(partial).toBeDefined();
    const have = coloursByArt.get(`${partial!.art.design}-${partial!.art.stone}-${partial!.art.variant}`)!;
    const otherColour = METAL_COLOURS.find((c) => !have.has(c))!;

    const refused = [
      productImagePath(unknownArt!, "yellow", 0, 640),
      `/media/videos/${unknownArt!.design}-${unknownArt!.stone}-${unknownArt!.variant}/yellow.mp4`,
      productImagePath(partial!.art, otherColour, 1, 960),
      productImagePath(partial!.art, partial!.colour, 0, 640).replace("-w640", "-w500"),
      productImagePath(partial!.art, partial!.colour, 0, 640).replace(/-0-w/, "-7-w"),
    ];
    const startedBefore = renders.started;
    for (const path of refused) {
      const res = await app.request(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(cached(path)).toBe(false);
    }
    expect(renders.started).toBe(startedBefore);

    // The same product in its own colour, at every width, does render.
    for (const width of IMAGE_WIDTHS) {
      const path = productImagePath(partial!.art, partial!.colour, 2, width);
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(cached(path)).toBe(true);
    }
  });
});

describe("/media bounds concurrent renders", () => {
  it(`runs at most ${RENDER_LIMITS.image.running} at once and answers 503 + Retry-After when the queue is full`, async () => {
    const { running, waiting } = RENDER_LIMITS.image;
    const extra = 5;
    const used = await usedImages();
    const paths: string[] = [];
    for (const u of used) {
      for (let view = 0; view < 4 && paths.length < running + waiting + extra; view++) {
        const path = productImagePath(u.art, u.colour, view, 320);
        if (!cached(path)) paths.push(path); // distinct cold URLs: each needs a render of its own
      }
      if (paths.length >= running + waiting + extra) break;
    }
    expect(paths).toHaveLength(running + waiting + extra);

    renders.max = 0;
    closeGate();
    const answers = paths.map(async (path) => ({ path, res: await app.request(path) }));
    // With every render held at the gate, only the refused requests can answer: exactly `extra` of them.
    const settled: { path: string; res: Response }[] = [];
    const pending = new Set(answers);
    while (settled.length < extra) {
      const first = await Promise.race([...pending].map((p) => p.then((v) => ({ p, v }))));
      pending.delete(first.p);
      settled.push(first.v);
    }
    for (const { res } of settled) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(renders.active).toBe(running);

    renders.release();
    const rest = await Promise.all(pending);
    for (const { res } of rest) expect(res.status).toBe(200);
    expect(renders.max).toBe(running);
    for (const { path } of settled) expect(cached(path)).toBe(false);
  });
});
