/**
 * Next's incremental cache (pages kept per URL, route handlers) for every storefront process, on
 * Next's public `cacheHandler` interface only (get, set, revalidateTag, resetRequestCache; next.config.ts names
 * this file).
 *
 * - **One process** (`npm start`): entries live in memory, least recently used first, up to
 *   NEXT_CACHE_MEMORY_MB (default 128). Nothing is written to disk, so no URL a crawler invents can grow a
 *   directory, and a restart (new SITE_URL, store API or data) starts from an empty cache instead of serving pages
 *   rendered for another origin or before a price change.
 * - **Several instances** (REDIS_URL): entries are shared through Redis, one hash per cache key (`v`: a version
 *   unique to the write; `e`: the entry as JSON), namespaced by BUILD_ID (a new deployment never serves HTML naming
 *   chunks that no longer exist), with a TTL (the entry's `expire`, else 7 days) so Redis's `volatile-lru` may evict
 *   them. Each process keeps its parsed copy of what it read in the same memory bound and asks Redis only for the
 *   version before using it: fetching and parsing a ~0.5 MB listing entry per request made a listing 4x slower.
 *   When Redis refuses a write, the entry stays in this process's memory.
 * - **Tags**: `revalidateTag(tag, { expire })` records when the tag expires. An entry whose tags (a page's
 *   `x-next-cache-tags`, a data entry's tags and soft tags) expired after it was written is a miss, so Next renders
 *   it again. With Redis the times go to one shared hash and out on pub/sub, and `get` re-reads the times of the
 *   entry's own tags before answering, so no instance serves a page another has just expired.
 *
 * - **Pages' Content-Security-Policy**: a page entry gets its hash policy as it is stored (cached-page-policy.cjs).
 *
 * Plain CommonJS: Next loads it at run time with require, outside the bundles. Values hold Buffers (RSC payloads,
 * route bodies) and Maps (segment data): JSON with tagged encodings on the way to Redis.
 */
const { readFileSync } = require("node:fs");
const path = require("node:path");
const { LRUCache } = require("lru-cache");
const { withCachedPagePolicy } = require("./cached-page-policy.cjs");

const TAGS_KEY = "next-cache:tags";
const TAGS_CHANNEL = "next-cache:tags";
const DEFAULT_TTL_S = 7 * 24 * 60 * 60;
const TAGS_HEADER = "x-next-cache-tags";
const DEFAULT_MEMORY_MB = 128;

/** The memory bound in bytes: NEXT_CACHE_MEMORY_MB (a positive number of MiB), else 128 MiB. */
function memoryBytes(env = process.env) {
  const mb = Number(env.NEXT_CACHE_MEMORY_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MEMORY_MB) * 1024 * 1024;
}

/** JSON replacer: Buffers as base64, Maps as entry lists (JSON.stringify would mangle both). */
function encode(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { $b: raw.toString("base64") };
  if (raw instanceof Map) return { $m: [...raw] };
  return value;
}

/** JSON reviver undoing {@link encode}. */
function decode(_key, value) {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    if (typeof value.$b === "string") return Buffer.from(value.$b, "base64");
    if (Array.isArray(value.$m)) return new Map(value.$m);
  }
  return value;
}

/**
 * Roughly how many bytes an entry holds: its strings, Buffers and Maps, walked once when it is stored. Pages are
 * dominated by their HTML and RSC payloads, so the rest is counted loosely.
 */
function sizeOf(value, depth = 0) {
  if (value === null || value === undefined) return 8;
  if (typeof value === "string") return value.length * 2;
  if (Buffer.isBuffer(value)) return value.length;
  if (typeof value !== "object" || depth > 6) return 8;
  let bytes = 32;
  const items = value instanceof Map ? [...value] : Array.isArray(value) ? value : Object.entries(value);
  for (const item of items) bytes += sizeOf(item, depth + 1);
  return bytes;
}

/**
 * Whether one of `tags` expired (by the times this process knows) after an entry written at `lastModified` (ms).
 * An entry written in the same millisecond as the expiry counts as expired: one render too many is cheap, a page
 * with the old price is not.
 */
function expiredBy(times, tags, lastModified) {
  const now = Date.now();
  return tags.some((tag) => {
    const at = times.get(tag);
    return at !== undefined && at <= now && at >= lastModified;
  });
}

/**
 * The page path a page entry's key names, or undefined for other entries: Next 16 keys a page
 * `/route-cache/APP_PAGE/<hash of the route>/$<path>`, and proxy.ts knows the path, not the route's hash.
 */
function pagePathOf(key) {
  const at = key.indexOf("/$/");
  return key.startsWith("/route-cache/APP_PAGE/") && at >= 0 ? key.slice(at + 2) : undefined;
}

/** Keeps a parsed entry in the memory tier, and indexes a page's key by its path for {@link pageState}. */
function keep(state, key, copy) {
  state.local.set(key, copy);
  const pagePath = pagePathOf(key);
  if (pagePath) state.pages.set(pagePath, key);
}

/**
 * What this process's memory tier has of the page at `pagePath` (`/1/rings`: the internal path, as proxy.ts
 * rewrites to it): "fresh" (held, none of its tags expired), "expired" (held until a tag expired it: a rate change,
 * a review) or "absent". A quick, synchronous answer for admitting a render, never a Redis read. Redis may hold a
 * page this process has not read yet; it counts as absent until read once.
 */
function pageState(state, pagePath) {
  const copy = state.local.peek(state.pages.get(pagePath) ?? pagePath);
  if (!copy?.data) return "absent";
  return expiredBy(state.tags, tagsOf(copy.data, {}), copy.data.lastModified) ? "expired" : "fresh";
}

/** Tag name -> the time (ms) it expires or expired; newer times win. */
function recordTag(tags, tag, expired) {
  if (typeof expired === "number" && !(tags.get(tag) >= expired)) tags.set(tag, expired);
}

/**
 * `next_cache_entries` and `next_cache_bytes`: what this process's memory tier holds, read when the metrics are
 * scraped (STOREFRONT_METRICS_PORT; lib/observability/http-metrics.mjs serves the same registry).
 */
function exposeMetrics(state) {
  const client = require("prom-client");
  if (client.register.getSingleMetric("next_cache_entries")) return;
  new client.Gauge({
    name: "next_cache_entries",
    help: "Entries (pages, route answers, data reads) in this process's Next cache memory tier",
    collect() {
      this.set(state.local.size);
    },
  });
  new client.Gauge({
    name: "next_cache_bytes",
    help: "Approximate bytes held by this process's Next cache memory tier (bounded by NEXT_CACHE_MEMORY_MB)",
    collect() {
      this.set(state.local.calculatedSize);
    },
  });
}

/**
 * This process's state, made once (Next creates a handler per request): the memory tier, the tag times and, with
 * REDIS_URL, the Redis connections.
 */
function shared() {
  const slot = Symbol.for("swa.nextCache");
  if (globalThis[slot]) return globalThis[slot];
  const state = {
    /** key -> { version, data }: an entry this process wrote or read, parsed */
    local: new LRUCache({
      maxSize: memoryBytes(),
      sizeCalculation: (copy) => Math.max(1, copy.bytes),
      dispose: (_copy, key) => {
        const pagePath = pagePathOf(key);
        if (pagePath && state.pages.get(pagePath) === key) state.pages.delete(pagePath);
      },
    }),
    /** a page's path (`/1/rings`) -> the key its entry is kept under: one per page the memory tier holds */
    pages: new Map(),
    /** tag -> the time it expires */
    tags: new Map(),
    client: undefined,
    subscriber: undefined,
    /** the Redis key prefix of this build, set by the first handler */
    prefix: undefined,
  };
  /** Read by proxy.ts through lib/next-cache/page-cache-presence.ts: see {@link pageState}. */
  state.pageState = (key) => pageState(state, key);
  globalThis[slot] = state;
  exposeMetrics(state);
  const url = process.env.REDIS_URL;
  if (!url) return state;
  const { Redis } = require("ioredis");
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  const report = (error) => console.error("[next-cache] Redis:", error.message);
  client.on("error", report);
  subscriber.on("error", report);
  // Times published while this process was away are lost: after every (re)connect they are read in full.
  client.on("ready", () => {
    client.hgetall(TAGS_KEY).then((all) => {
      for (const [tag, json] of Object.entries(all)) recordTag(state.tags, tag, JSON.parse(json).expired);
    }, report);
  });
  subscriber.subscribe(TAGS_CHANNEL).catch(report);
  subscriber.on("message", (_channel, message) => {
    try {
      const { tag, times } = JSON.parse(message);
      recordTag(state.tags, tag, times.expired);
    } catch (error) {
      report(error);
    }
  });
  state.client = client;
  state.subscriber = subscriber;
  return state;
}

/** The tags an entry answers to: the page's header tags, or a data entry's tags and soft tags. */
function tagsOf(data, ctx) {
  const value = data.value;
  if (!value) return [];
  const header = value.headers?.[TAGS_HEADER];
  if (typeof header === "string") return header.split(",").filter(Boolean);
  return [...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(value.tags ?? [])];
}

/** The build's id (`.next/BUILD_ID` beside the server directory), or "dev" when there is none. */
function buildIdOf(serverDistDir = ".next/server") {
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "dev";
  }
}

/**
 * Records that `tags` expire now (or in `expireSeconds`) in this process and, with Redis, for every instance (the
 * shared hash for instances that start later, pub/sub for those running). Both handlers' invalidations land here.
 */
async function expireTags(state, tags, expireSeconds = 0) {
  const expired = Date.now() + expireSeconds * 1000;
  for (const tag of tags) recordTag(state.tags, tag, expired);
  const { client } = state;
  if (!client || tags.length === 0) return;
  try {
    const pipeline = client.pipeline();
    for (const tag of tags) {
      const times = { expired: state.tags.get(tag) };
      pipeline.hset(TAGS_KEY, tag, JSON.stringify(times));
      pipeline.publish(TAGS_CHANNEL, JSON.stringify({ tag, times }));
    }
    await pipeline.exec();
  } catch (error) {
    console.error("[next-cache] could not share a tag invalidation:", error.message);
  }
}

/**
 * With Redis, the shared expiry times of `tags` copied into this process's table first; then whether one of them
 * expired after `lastModified`. Redis down: the times this process knows (kept current by pub/sub) decide.
 */
async function expiredSince(state, tags, lastModified) {
  if (tags.length === 0) return false;
  if (state.client) {
    try {
      const shared = await state.client.hmget(TAGS_KEY, ...tags);
      shared.forEach((json, i) => json && recordTag(state.tags, tags[i], JSON.parse(json).expired));
    } catch {
      // Redis down: the times this process knows decide.
    }
  }
  return expiredBy(state.tags, tags, lastModified);
}

class StoreCacheHandler {
  constructor(ctx = {}) {
    this.state = shared();
    // Next makes a handler per request; the build's id is read from disk once per process.
    this.state.prefix ??= `next-cache:${buildIdOf(ctx.serverDistDir)}:`;
    this.prefix = this.state.prefix;
  }

  /**
   * The entry for `key`: without Redis, this process's copy; with Redis, this process's copy while Redis holds the
   * same version, else Redis's copy read and parsed once (version and entry in one HMGET, so they match). Redis
   * unreachable: this process's copy, whatever its version.
   */
  async read(key) {
    const { client, local } = this.state;
    const copy = local.get(key);
    if (!client) return copy?.data ?? null;
    const redisKey = this.prefix + key;
    try {
      const version = await client.hget(redisKey, "v");
      if (version === null) return copy?.version === "local" ? copy.data : null;
      if (copy && copy.version === version) return copy.data;
      const [current, json] = await client.hmget(redisKey, "v", "e");
      if (current === null || json === null) return null;
      const data = JSON.parse(json, decode);
      keep(this.state, key, { version: current, data, bytes: json.length });
      return data;
    } catch {
      return copy?.data ?? null;
    }
  }

  async get(key, ctx = {}) {
    const data = await this.read(key);
    if (!data) return null;
    return (await expiredSince(this.state, tagsOf(data, ctx), data.lastModified)) ? null : data;
  }

  async set(key, value, ctx = {}) {
    const { client, local } = this.state;
    if (!value) {
      local.delete(key);
      return;
    }
    withCachedPagePolicy(value);
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    const lastModified = Date.now();
    const entry = { lastModified, value, cacheControl };
    if (client) {
      const json = JSON.stringify(entry, encode);
      const expire = cacheControl?.expire;
      const ttl =
        typeof expire === "number" && Number.isFinite(expire) && expire > 0 ? expire : DEFAULT_TTL_S;
      // A version no other write shares, even two in one millisecond on two instances.
      const version = `${lastModified}.${Math.random().toString(36).slice(2)}`;
      const redisKey = this.prefix + key;
      try {
        await client
          .multi()
          .del(redisKey)
          .hset(redisKey, "v", version, "e", json)
          .expire(redisKey, Math.ceil(ttl))
          .exec();
        // Kept as Redis will give it back: parsed from the JSON, not the object Next may still hold.
        keep(this.state, key, { version, data: JSON.parse(json, decode), bytes: json.length });
        return;
      } catch {
        // Redis refused: this process keeps the entry.
      }
    }
    keep(this.state, key, { version: "local", data: entry, bytes: sizeOf(value) });
  }

  async revalidateTag(tags, durations) {
    await expireTags(this.state, typeof tags === "string" ? [tags] : tags, durations?.expire);
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}

module.exports = StoreCacheHandler;
module.exports.memoryBytes = memoryBytes;
module.exports.shared = shared;
module.exports.expireTags = expireTags;
module.exports.expiredSince = expiredSince;
