/**
 * `npm run bench -- --crawl [--cluster]`: a bounded link crawler against the running store, as a link checker or
 * a scraper would hit it: 50 connections for 5 minutes, following every same-origin link it finds, query strings
 * included (the listing filter links are `nofollow` for search engines, not for these), and asking again for a
 * page answered 503 once its `Retry-After` has passed. Meanwhile it probes what
 * shoppers and operators need to keep working: `/api/health` every 250 ms and the cached catalogue pages (home,
 * /rings, a product page) every 500 ms, and samples the storefront's RSS every second. After the crawl it measures
 * how long the store takes to serve normally again (home and /rings each within 1 s).
 *
 * Targets: health p99 <= 1 s, cached pages p99 <= 500 ms, no request over 5 s, storefront RSS < 600 MB, normal
 * within 10 s of the end. Settings: BENCH_CRAWL_SECONDS (300), BENCH_CRAWL_CONNECTIONS (50).
 */
import { Frontier, pageLinks } from "./crawl-links";
import { log } from "./log";
import { processMemory } from "./memory";

/** Crawl settings. */
export interface CrawlOptions {
  connections: number;
  durationMs: number;
  /** the pages shoppers come back to (the page cache should answer them) */
  cachedPaths: string[];
  /** pid of the storefront process whose RSS is sampled, when known */
  storefrontPid?: () => number | undefined;
}

/** Latency figures of one kind of request, milliseconds. */
export interface LatencyFigures {
  count: number;
  p50: number;
  p99: number;
  max: number;
  /** answers other than 2xx/3xx, and requests that failed or timed out */
  failed: number;
}

/** One slow request of the crawl: its URL (path and query), milliseconds, status (0: failed) and seconds into the run. */
export interface SlowRequest {
  path: string;
  ms: number;
  status: number;
  atS: number;
}

/** How many of the slowest crawler requests the report names. */
const SLOWEST_NAMED = 10;

/** What the crawl measured. */
export interface CrawlResult {
  seconds: number;
  connections: number;
  distinctUrls: number;
  crawler: LatencyFigures & {
    statuses: Record<string, number>;
    overFiveSeconds: number;
    /** shed answers whose URL was queued again after their Retry-After */
    retried: number;
    /** the slowest crawler requests, slowest first: what a stall was spent on, and when in the run */
    slowest: SlowRequest[];
  };
  health: LatencyFigures;
  cachedPages: LatencyFigures;
  maxRssMiB?: number;
  recoverySeconds: number | null;
}

/** How many URLs the crawler remembers: enough for every link of a large catalogue, bounded all the same. */
const FRONTIER_LIMIT = 500_000;
/** A request that has not answered after this long counts as failed and is abandoned, milliseconds. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How long recovery is waited for before the crawl is reported as not recovered, milliseconds. */
const RECOVERY_LIMIT_MS = 120_000;

function figures(samples: { ms: number; ok: boolean }[]): LatencyFigures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    count: samples.length,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
    failed: samples.filter((s) => !s.ok).length,
  };
}

/**
 * One timed GET. @returns the time, whether it answered below 400, the status (0: failed), the HTML if any, and
 * the seconds of a 503's `Retry-After` if it named any
 */
async function timedGet(
  url: string,
  readHtml: boolean,
): Promise<{ ms: number; ok: boolean; status: number; html?: string; retryAfterS?: number }> {
  const start = performance.now();
  try {
    const response = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const html =
      readHtml && (response.headers.get("content-type") ?? "").includes("text/html")
        ? await response.text()
        : undefined;
    if (!html) await response.body?.cancel();
    const retryAfter = Number(response.headers.get("retry-after") ?? NaN);
    return {
      ms: performance.now() - start,
      ok: response.status < 400,
      status: response.status,
      html: response.status < 400 ? html : undefined,
      retryAfterS: response.status === 503 && retryAfter >= 0 ? retryAfter : undefined,
    };
  } catch {
    return { ms: performance.now() - start, ok: false, status: 0 };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Probes `paths` in turn every `everyMs` until `until()` says stop. */
async function probe(origin: string, paths: string[], everyMs: number, until: () => boolean) {
  const samples: { ms: number; ok: boolean }[] = [];
  for (let i = 0; !until(); i += 1) {
    const path = paths[i % paths.length] ?? "/";
    const { ms, ok } = await timedGet(origin + path, false);
    samples.push({ ms, ok });
    await sleep(Math.max(0, everyMs - ms));
  }
  return samples;
}

/** Seconds until home and /rings both answer 200 within 1 s, or null when that did not happen in two minutes. */
async function recovery(origin: string, paths: string[]): Promise<number | null> {
  const start = performance.now();
  while (performance.now() - start < RECOVERY_LIMIT_MS) {
    const answers = await Promise.all(paths.map((path) => timedGet(origin + path, false)));
    if (answers.every((a) => a.status === 200 && a.ms <= 1_000))
      return Math.round((performance.now() - start) / 100) / 10;
    await sleep(500);
  }
  return null;
}

/** Runs the crawl and the probes; see the module comment. */
export async function measureCrawl(origin: string, options: CrawlOptions): Promise<CrawlResult> {
  const frontier = new Frontier(FRONTIER_LIMIT);
  frontier.add(`${origin}/`);
  const deadline = performance.now() + options.durationMs;
  const over = () => performance.now() >= deadline;
  const started = performance.now();
  const crawled: { ms: number; ok: boolean }[] = [];
  const slow: SlowRequest[] = [];
  const statuses: Record<string, number> = {};
  let retried = 0;
  let rss = 0;

  const worker = async () => {
    while (!over()) {
      const url = frontier.next();
      if (!url) {
        await sleep(100);
        continue;
      }
      const answer = await timedGet(url, true);
      crawled.push({ ms: answer.ms, ok: answer.ok });
      if (answer.ms > 1_000) {
        const { pathname, search } = new URL(url);
        const atS = Math.round((performance.now() - started - answer.ms) / 100) / 10;
        slow.push({ path: pathname + search, ms: Math.round(answer.ms), status: answer.status, atS });
        slow.sort((a, b) => b.ms - a.ms).splice(SLOWEST_NAMED);
      }
      statuses[answer.status || "failed"] = (statuses[answer.status || "failed"] ?? 0) + 1;
      if (answer.html) for (const link of pageLinks(answer.html, url)) frontier.add(link);
      // A shed page is asked for again once its Retry-After has passed, as a scraper that wants it would: the
      // crawl keeps its pressure for the whole run instead of running out of links the shed pages held.
      if (answer.retryAfterS !== undefined) {
        retried += 1;
        setTimeout(() => frontier.retry(url), answer.retryAfterS * 1_000).unref();
      }
    }
  };
  const sampleRss = async () => {
    while (!over()) {
      const pid = options.storefrontPid?.();
      if (pid) {
        try {
          rss = Math.max(rss, processMemory(pid).rssMiB);
        } catch {
          // restarted meanwhile: the next sample finds the new process
        }
      }
      await sleep(1_000);
    }
  };
  const progress = setInterval(
    () => log(`crawl: ${crawled.length} requests, ${frontier.size} distinct URLs, RSS max ${rss} MiB`),
    30_000,
  );
  const [, health, cached] = await Promise.all([
    Promise.all(Array.from({ length: options.connections }, worker)),
    probe(origin, ["/api/health"], 250, over),
    probe(origin, options.cachedPaths, 500, over),
    sampleRss(),
  ]);
  clearInterval(progress);
  const recoverySeconds = await recovery(origin, options.cachedPaths.slice(0, 2));
  return {
    seconds: Math.round(options.durationMs / 1000),
    connections: options.connections,
    distinctUrls: frontier.size,
    crawler: {
      ...figures(crawled),
      statuses,
      overFiveSeconds: crawled.filter((c) => c.ms > 5_000).length,
      retried,
      slowest: slow,
    },
    health: figures(health),
    cachedPages: figures(cached),
    maxRssMiB: options.storefrontPid ? rss : undefined,
    recoverySeconds,
  };
}

/** The targets of the crawl, each with whether it was met. */
export function crawlChecks(r: CrawlResult): { check: string; value: string; pass: boolean }[] {
  const probeOver5 = Math.max(r.health.max, r.cachedPages.max) > 5_000;
  return [
    { check: "/api/health p99 <= 1,000 ms", value: `${r.health.p99} ms`, pass: r.health.p99 <= 1_000 },
    { check: "cached pages p99 <= 500 ms", value: `${r.cachedPages.p99} ms`, pass: r.cachedPages.p99 <= 500 },
    {
      check: "no request over 5 s",
      value: `${r.crawler.overFiveSeconds} crawler requests; probes max ${Math.max(r.health.max, r.cachedPages.max)} ms`,
      pass: r.crawler.overFiveSeconds === 0 && !probeOver5,
    },
    {
      check: "storefront RSS < 600 MB",
      value: r.maxRssMiB === undefined ? "not sampled" : `${r.maxRssMiB} MiB`,
      pass: r.maxRssMiB !== undefined && r.maxRssMiB < 600,
    },
    {
      check: "serves normally within 10 s of the end",
      value: r.recoverySeconds === null ? "not within 2 min" : `${r.recoverySeconds} s`,
      pass: r.recoverySeconds !== null && r.recoverySeconds <= 10,
    },
  ];
}

/** The crawl's figures as a markdown section. */
export function crawlMarkdown(r: CrawlResult, title: string): string {
  const row = (name: string, f: LatencyFigures) =>
    `| ${name} | ${f.count} | ${f.p50} | ${f.p99} | ${f.max} | ${f.failed} |`;
  return [
    `## ${title}`,
    "",
    `${r.connections} connections for ${r.seconds} s; ${r.distinctUrls} distinct URLs found. Crawler answers by status: ` +
      Object.entries(r.crawler.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(", ") +
      `; ${r.crawler.retried} shed answers asked for again after their Retry-After.`,
    "",
    "| requests | count | p50 ms | p99 ms | max ms | failed |",
    "| --- | --- | --- | --- | --- | --- |",
    row("crawler", r.crawler),
    row("/api/health (every 250 ms)", r.health),
    row("cached pages (every 500 ms)", r.cachedPages),
    "",
    "| target | measured | met |",
    "| --- | --- | --- |",
    ...crawlChecks(r).map((c) => `| ${c.check} | ${c.value} | ${c.pass ? "yes" : "no"} |`),
    "",
    ...slowestMarkdown(r.crawler.slowest),
  ].join("\n");
}

/** The slowest crawler requests (over 1 s) as a table: where a stall's time went. */
function slowestMarkdown(slowest: SlowRequest[]): string[] {
  if (slowest.length === 0) return ["No crawler request took over 1 s.", ""];
  return [
    "The slowest crawler requests (started at, seconds into the crawl):",
    "",
    "| path | ms | status | started at s |",
    "| --- | --- | --- | --- |",
    ...slowest.map((s) => `| \`${s.path.replace(/\|/g, "%7C")}\` | ${s.ms} | ${s.status || "failed"} | ${s.atS} |`),
    "",
  ];
}
