import type { NextConfig } from "next";
import { securityHeaderRules } from "./lib/http/security-headers.mjs";

/**
 * Product images come pre-sized from the store API (`/media/...-w640.webp`), so next/image uses a loader that
 * picks the right width instead of running the optimiser.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The Dockerfile builds Next's standalone output (only the files the server needs), completed for the store's
  // own server by scripts/docker/complete-standalone.mjs; `npm start` and the cluster run from the checkout.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // The share picture sets its text in these fonts, read at run time (lib/seo/share-card.ts).
  outputFileTracingIncludes: {
    "/[shop]/jewellery/[alias]/share-image": [
      "./node_modules/dejavu-fonts-ttf/ttf/DejaVuSerif.ttf",
      "./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
      "./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
    ],
  },
  // Next's own compression (gzip) and ETags stay on (its defaults): in the production topology nginx in front
  // passes them through and serves its microcache and the build's static files itself (ADR 0017).
  // proxy.ts rewrites pages to the internal `[shop]` tree relative to `request.url`. Next serves a rewrite in-process
  // only when its origin equals the request's own; with `next start -H 127.0.0.1` the normalised proxy URL
  // says `localhost` instead, which Next would treat as another host to proxy to.
  skipProxyUrlNormalize: true,
  // Pages rendered on demand (ISR) live in memory in every process,
  // least recently used first, within NEXT_CACHE_MEMORY_MB, and are shared through Redis when REDIS_URL is set
  // (lib/next-cache/cache-handler.cjs). Nothing goes to disk, so no URL can grow a directory. Read when the server
  // starts, so the same build serves one process or several.
  cacheHandler: require.resolve("./lib/next-cache/cache-handler.cjs"),
  // Catalogue reads (`'use cache'` in lib/catalogue) are kept in the same memory bound, and their tags expire on
  // every instance through the same Redis table (lib/next-cache/use-cache-handler.cjs).
  cacheHandlers: { default: require.resolve("./lib/next-cache/use-cache-handler.cjs") },
  // Catalogue pages are rendered on their first request per country and view and then kept (ISR), built from
  // `'use cache'` readers whose tags say what a change expires (lib/catalogue/cache.ts) (ADR 0019).
  cacheComponents: true,
  // Without Partial Prefetching a page awaiting its params outside Suspense is kept whole per URL, as before;
  // links prefetch as they did.
  partialPrefetching: false,
  // Lifetimes of the catalogue reads, in seconds. `catalogue`: prices, stock, listings, counts (a rate change or a
  // review expires them at once by tag; the lifetime bounds anything the store does not announce). `reference`:
  // countries and outlets, which change by hand a few times a year.
  cacheLife: {
    catalogue: { stale: 300, revalidate: 300, expire: 24 * 60 * 60 },
    reference: { stale: 300, revalidate: 60 * 60, expire: 24 * 60 * 60 },
  },
  // One prom-client in the process: the metrics server instrumentation.ts starts and the cache handler's gauges
  // (loaded by Node, not bundled) must share its registry.
  serverExternalPackages: ["prom-client"],
  reactStrictMode: true,
  experimental: {
    // Turbopack's build cache makes a developer's next rebuild faster, but a clean CI checkout never reads it back:
    // there, writing it only adds about a minute to every build.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Frame, sniffing, referrer and feature policies on every answer, HSTS on answers that went out over https
  // (lib/http/security-headers.mjs). Fixed at build, matched per request.
  headers: async () => securityHeaderRules(),
  // Load balancers probe /health (the process is alive) and /ready (the store API and its database answer): the
  // BFF's routes under their short names. Before the filesystem, so no page route (`[shop]/[category]`) claims them.
  rewrites: async () => ({
    beforeFiles: [
      { source: "/health", destination: "/api/health" },
      { source: "/ready", destination: "/api/ready" },
    ],
    afterFiles: [],
    fallback: [],
  }),
  // Crawlers look for /sitemap.xml first; the catalogue's sitemap is split in parts, listed by the index.
  redirects: async () => [{ source: "/sitemap.xml", destination: "/sitemap_index.xml", permanent: true }],
  images: {
    loader: "custom",
    loaderFile: "./lib/media/image-loader.ts",
    // The loader serves only four files (320/640/960/1280 px), so most of Next's default widths gave srcset entries
    // naming the same file. These are the defaults minus those duplicates, keeping the entries that stop Chrome
    // (which may take the lower of two candidates when the screen's density is below their geometric mean) from
    // ever picking a smaller file than it did with the defaults, for every sizes value the site uses.
    deviceSizes: [640, 750, 1080],
    imageSizes: [256, 384],
  },
};

export default nextConfig;
