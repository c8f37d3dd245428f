/**
 * GET /media/* — renders generated media on first request, caches it on disk, then serves it from disk.
 *
 * - Only URLs that parseMediaPath accepts are served (a strict whitelist), so `..`, encoded separators and unknown
 *   names are 404 before any file system access; the resolved file is also checked to stay inside the cache dir.
 * - Files are written to a temp name and renamed, so a concurrent reader never sees half a file, and concurrent
 *   first requests for the same URL share one render (in-process promise map).
 * - Product images and videos render only when the catalogue uses them (media-index.ts): of the ~384,000 URLs the
 *   vocabulary can spell, only the few thousand of real products in their own colours; the rest are 404 unrendered.
 * - Renders are bounded (render-queue.ts): at most 2 images and 1 video at a time, and a short queue behind them;
 *   when it is full the request is answered 503 with Retry-After, so a burst of cold URLs can't swamp the CPU.
 * - Content is deterministic, so responses are immutable with a content-hash ETag; MP4s support byte ranges.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { type Context, Hono } from "hono";
import { type MediaSpec, parseMediaPath } from "./spec";
import { isVideo, RENDER_REVISION, renderToFile } from "./render-media";
import type { MediaIndex } from "./media-index";
import { RENDER_LIMITS, RENDER_RETRY_AFTER_S, RenderBusyError, renderSlots } from "./render-queue";

const NOT_FOUND = { results: { status_code: 404, message: "Media not found" } };
const FAILED = { results: { status_code: 500, message: "Media render failed" } };
const BUSY = { results: { status_code: 503, message: "Media is busy rendering; try again shortly" } };
const IMMUTABLE = "public, max-age=31536000, immutable";

const imageSlots = renderSlots(RENDER_LIMITS.image);
const videoSlots = renderSlots(RENDER_LIMITS.video);
const inflight = new Map<string, Promise<void>>();
const etags = new Map<string, string>();
let tmpCounter = 0;

/**
 * Absolute cache path for a media URL path, or null if it would escape the cache dir. Renders live under a
 * folder named by RENDER_REVISION, so a start after a change to the rendering makes them again.
 */
function cachePath(cacheDir: string, urlPath: string): string | null {
  const root = resolve(cacheDir, RENDER_REVISION);
  const abs = resolve(root, "." + urlPath);
  return abs.startsWith(root + sep) ? abs : null;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Makes sure `file` exists, rendering it once however many callers ask at the same time.
 * @param wait queue for a slot however long the queue is (the prewarm); otherwise a full queue throws
 * @throws RenderBusyError when the render queue is full; the renderer's error when rendering fails
 */
function ensure(spec: MediaSpec, file: string, wait = false): Promise<void> {
  let p = inflight.get(file);
  if (!p) {
    p = (async () => {
      if (await exists(file)) return;
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${++tmpCounter}.tmp`;
      try {
        await (isVideo(spec) ? videoSlots : imageSlots)(() => renderToFile(spec, tmp), { wait });
        await rename(tmp, file);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
    })().finally(() => inflight.delete(file));
    inflight.set(file, p);
  }
  return p;
}

/** Parses "bytes=a-b" against `size`; null = no usable range header, "bad" = unsatisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | "bad" {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null; // multi-range or junk: serve the whole file
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "bad";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return "bad";
  return { start, end };
}

/**
 * Hono app serving GET (and HEAD) `/media/*`, caching renders under `cacheDir` (same relative path as the URL).
 * `index` says which product media exist (productMediaIndex over the database); others are 404 without a render.
 * Answers 503 + Retry-After when the render queue is full or the index cannot be read.
 * Mount at the root: `app.route("/", mediaRoutes(cacheDir, index))`.
 */
export function mediaRoutes(cacheDir: string, index: MediaIndex): Hono {
  const app = new Hono();
  const busy = (c: Context) => {
    c.header("Retry-After", String(RENDER_RETRY_AFTER_S));
    return c.json(BUSY, 503);
  };
  app.get("/media/*", async (c) => {
    const urlPath = c.req.path;
    const spec = parseMediaPath(urlPath);
    const file = spec ? cachePath(cacheDir, urlPath) : null;
    if (!spec || !file) return c.json(NOT_FOUND, 404);
    try {
      if (!(await index.isUsed(spec))) return c.json(NOT_FOUND, 404);
    } catch (e) {
      console.error(`media: cannot read the media index for ${urlPath}:`, (e as Error).message);
      return busy(c);
    }
    try {
      await ensure(spec, file);
    } catch (e) {
      if (e instanceof RenderBusyError) return busy(c);
      console.error(`media: render failed for ${urlPath}:`, e);
      return c.json(FAILED, 500);
    }
    const body = await readFile(file);
    let etag = etags.get(file);
    if (!etag) {
      etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      etags.set(file, etag);
    }
    const video = isVideo(spec);
    const headers: Record<string, string> = {
      "Content-Type": video ? "video/mp4" : "image/webp",
      "Cache-Control": IMMUTABLE,
      ETag: etag,
      "Accept-Ranges": "bytes",
    };
    const inm = c.req.header("if-none-match");
    if (inm && inm.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
      return c.body(null, 304, headers);
    }
    const range = parseRange(c.req.header("range"), body.length);
    if (range === "bad") {
      return c.body(null, 416, { ...headers, "Content-Range": `bytes */${body.length}` });
    }
    if (range) {
      const slice = body.subarray(range.start, range.end + 1);
      return c.body(new Uint8Array(slice), 206, {
        ...headers,
        "Content-Range": `bytes ${range.start}-${range.end}/${body.length}`,
        "Content-Length": String(slice.length),
      });
    }
    return c.body(new Uint8Array(body), 200, { ...headers, "Content-Length": String(body.length) });
  });
  return app;
}

/**
 * Renders `paths` (media URL paths) into `cacheDir` in the background, two at a time; unknown paths are skipped
 * and failures logged. Resolves when all are done (callers may ignore the promise).
 */
export async function prewarmMedia(paths: string[], cacheDir: string): Promise<void> {
  const queue = [...paths];
  const worker = async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const spec = parseMediaPath(p);
      const file = spec ? cachePath(cacheDir, p) : null;
      if (!spec || !file) continue;
      try {
        await ensure(spec, file, true);
      } catch (e) {
        console.error(`media: prewarm failed for ${p}:`, e);
      }
    }
  };
  await Promise.all([worker(), worker()]);
}
