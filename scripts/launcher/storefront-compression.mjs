/**
 * Response compression for the storefront's server (storefront-http.mjs), in place of Next's own
 * (`compress: false` in next.config.ts).
 *
 * Why: Next compresses every answer afresh, and the catalogue pages are served from its page cache (ISR), so
 * the same 200 KB of HTML was gzipped again on every hit; that was about 40% of the cost of a cached listing.
 * Here an answer that names its content (an `ETag`: cached pages, static files) is compressed once and the
 * compressed bytes are kept, keyed by ETag and checked against the answer's own bytes before reuse, so a reused
 * ETag can never serve another body. Every other answer (streamed dynamic pages, BFF JSON) is compressed on
 * the fly by the `compression` package, flushing as Next streams.
 */
import compression from "compression";
import Negotiator from "negotiator";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";

/** Encodings offered, best first: brotli is ~15% smaller than gzip on our HTML. */
const ENCODINGS = ["br", "gzip"];
/** Answers above this size are not held in memory to be compressed once (none of ours come close). */
const MAX_HELD_BYTES = 4 * 1024 * 1024;
/** Smaller answers are not worth a compressed copy (the `compression` package's own default threshold). */
const MIN_BYTES = 1024;
/** Compressed copies kept, in total bytes of the original and its encodings. */
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses `body` with `encoding` at the strongest level that stays fast: done once per cached answer, so it
 * can afford more than per-request compression (brotli 4, gzip 6) but not brotli 11 (~0.5 s for a listing).
 * @param {Buffer} body
 * @param {"br" | "gzip"} encoding
 * @returns {Promise<Buffer>}
 */
export function encodeOnce(body, encoding) {
  if (encoding === "br") {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: 9 });
}

const decision = Symbol("compress-once decision");

/**
 * Whether this answer is compressed once and reused: a GET answered 200 with an ETag, a compressible type, no
 * encoding of its own, no `no-transform`, a known size below {@link MAX_HELD_BYTES} or none given, and a client
 * that accepts br or gzip. Asked by both compressors when the headers are written; remembered per answer.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @returns {false | "br" | "gzip"} the encoding to use, or false
 */
function compressOnceEncoding(req, res) {
  if (res[decision] !== undefined) return res[decision];
  let chosen = false;
  const length = Number(res.getHeader("content-length") ?? 0);
  if (
    req.method === "GET" &&
    res.statusCode === 200 &&
    res.getHeader("etag") &&
    !res.getHeader("content-encoding") &&
    !/\bno-transform\b/i.test(String(res.getHeader("cache-control") ?? "")) &&
    length <= MAX_HELD_BYTES &&
    compression.filter(req, res)
  ) {
    chosen = new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? false;
    if (chosen === "identity") chosen = false;
  }
  res[decision] = chosen;
  return chosen;
}

/** Appends `Accept-Encoding` to the answer's Vary header unless it is there. */
function varyByEncoding(res) {
  const vary = String(res.getHeader("vary") ?? "");
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
    res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
}

/**
 * The compressed copies: ETag -> the original bytes and a promise of each encoding (a promise, so concurrent
 * first requests share one compression).
 * @typedef {{ body: Buffer, encoded: Map<string, Promise<Buffer>>, bytes: number }} Entry
 */

/**
 * Makes the request handler wrapper that compresses the storefront's answers.
 * @param {{ cacheBytes?: number, encode?: typeof encodeOnce }} [options] `encode` is replaceable for tests
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 *   call it before handing the request to Next; it hooks the response's write methods
 */
export function createCompressor({ cacheBytes = DEFAULT_CACHE_BYTES, encode = encodeOnce } = {}) {
  /** @type {LRUCache<string, Entry>} */
  const cache = new LRUCache({ maxSize: cacheBytes, sizeCalculation: (entry) => entry.bytes });

  /** The encoded bytes of `body` (an answer carrying `etag`), from the cache when the same bytes were seen. */
  function encoded(etag, body, encoding) {
    let entry = cache.get(etag);
    if (!entry || !entry.body.equals(body)) {
      entry = { body, encoded: new Map(), bytes: body.length };
      cache.set(etag, entry);
    }
    let pending = entry.encoded.get(encoding);
    if (!pending) {
      pending = encode(body, encoding);
      entry.encoded.set(encoding, pending);
      const stored = entry;
      pending.then(
        (bytes) => {
          // Re-set so the cache accounts for the compressed copy too (when the entry is still the current one).
          stored.bytes += bytes.length;
          if (cache.peek(etag) === stored) cache.set(etag, stored);
        },
        () => stored.encoded.delete(encoding),
      );
    }
    return pending;
  }

  const onTheFly = compression({
    filter: (req, res) => !compressOnceEncoding(req, res) && compression.filter(req, res),
  });

  return function compress(req, res) {
    holdCompressibleAnswer(req, res, encoded);
    // Installed second, so it sits between Next and the hold above: its writes of answers it leaves alone
    // (the ones compressed once) go through the hold.
    onTheFly(req, res, () => {});
  };
}

/**
 * Hooks `res` so that an answer chosen by {@link compressOnceEncoding} is held until it ends, then sent
 * compressed (Content-Length and Vary set); any other answer passes straight through.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {(etag: string, body: Buffer, encoding: string) => Promise<Buffer>} encoded
 */
function holdCompressibleAnswer(req, res, encoded) {
  if (req.method !== "GET") return;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  /** @type {Buffer[] | null} chunks of a held answer; null while undecided or passing through */
  let held = null;
  let decided = false;

  res.writeHead = function holdingWriteHead(statusCode, ...rest) {
    if (held) return this; // the real head goes out with the body
    const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
    if (decided || Array.isArray(headers)) return writeHead.call(this, statusCode, ...rest);
    decided = true;
    // Apply what writeHead was handed first, so the decision sees the whole head (Node merges the same way).
    res.statusCode = statusCode;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    if (compressOnceEncoding(req, res)) {
      held = [];
      return this;
    }
    return writeHead.call(this, statusCode, ...(typeof rest[0] === "string" ? [rest[0]] : []));
  };

  res.write = function holdingWrite(chunk, encoding, callback) {
    if (!decided && !res.headersSent) res.writeHead(res.statusCode);
    if (!held) return write.call(this, chunk, encoding, callback);
    if (chunk != null) held.push(toBuffer(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };

  res.end = function holdingEnd(chunk, encoding, callback) {
    if (!decided && !res.headersSent) res.writeHead(res.statusCode);
    if (!held) return end.call(this, chunk, encoding, callback);
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (chunk != null) held.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(held);
    held = [];
    const method = compressOnceEncoding(req, res);
    const send = (bytes, contentEncoding) => {
      if (res.destroyed) return;
      if (contentEncoding) res.setHeader("Content-Encoding", contentEncoding);
      res.setHeader("Content-Length", bytes.length);
      varyByEncoding(res);
      writeHead.call(res, res.statusCode);
      end.call(res, bytes, callback);
    };
    if (body.length < MIN_BYTES || !method) {
      send(body, null);
      return this;
    }
    encoded(String(res.getHeader("etag")), body, method).then(
      (bytes) => send(bytes, method),
      () => send(body, null), // compression failed: the answer still goes out, uncompressed
    );
    return this;
  };
}

/** A written chunk as a Buffer (strings in the encoding they were written with). */
function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}
