/**
 * How much memory one storefront process keeps after serving many distinct cached listing views, and how fast it
 * answers a cached page: the measurement behind ADR 0017. Not part of `npm run bench`; run it against a process of
 * your own (under the machine's heavy lock):
 *
 *   node scripts/bench/filter-rss.mjs <base URL> <pid> [count]
 *
 * 1. RSS (MiB, from /proc/<pid>/status) at the start;
 * 2. 10 s of autocannon on `/rings` (cached; `Accept-Encoding: br, gzip` as a browser sends it): requests per second;
 * 3. `count` (2,000) distinct `/rings` filter views (metal x occasion x sort x diamond weight, all ids the store has),
 *    4 at a time, each rendered once and kept by Next's page cache; then RSS again, and after 5 s idle.
 * Prints one JSON line.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const [base, pidText, countText = "2000"] = process.argv.slice(2);
if (!base || !pidText) {
  console.error("usage: node scripts/bench/filter-rss.mjs <base URL> <pid> [count]");
  process.exit(2);
}
const pid = Number(pidText);
const count = Number(countText);

/** Resident set of `pid` in MiB. */
function rssMiB() {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

/** The distinct filter views, in a fixed order. */
function filterUrls() {
  const metals = [];
  for (let mask = 1; mask < 16; mask++) metals.push([1, 2, 3, 4].filter((_, i) => mask & (1 << i)).join(","));
  const occasions = ["", "1", "2", "3", "4", "5", "6", "7"];
  const sorts = ["", "LtoH", "HtoL", "new", "top", "discounted"];
  const weights = ["", "under-0.10", "0.10-0.25", "0.25-0.50"];
  const urls = [];
  for (const metal of metals)
    for (const occasion of occasions)
      for (const sort of sorts)
        for (const weight of weights) {
          const q = new URLSearchParams({ metal });
          if (occasion) q.set("occasion", occasion);
          if (weight) q.set("diamond_weight", weight);
          if (sort) q.set("sort", sort);
          urls.push(`/rings?${q.toString().replaceAll("%2C", ",")}`);
        }
  return urls.slice(0, count);
}

const started = rssMiB();
await fetch(`${base}/rings`).then((r) => r.arrayBuffer()); // the cached page exists before it is measured
const load = await autocannon({
  url: `${base}/rings`,
  connections: 8,
  duration: 10,
  headers: { "accept-encoding": "br, gzip" },
});
const statuses = {};
const urls = filterUrls();
let next = 0;
const t0 = Date.now();
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const res = await fetch(`${base}${url}`, { headers: { "accept-encoding": "br, gzip" }, redirect: "manual" });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }),
);
const filtersSeconds = Math.round((Date.now() - t0) / 100) / 10;
const afterFilters = rssMiB();
await new Promise((resolve) => setTimeout(resolve, 5_000));
console.log(
  JSON.stringify({
    base,
    rssStartMiB: started,
    cachedPageReqPerSec: Math.round(load.requests.average),
    cachedPageNon2xx: load.non2xx,
    filterViews: urls.length,
    filterStatuses: statuses,
    filtersSeconds,
    rssAfterFiltersMiB: afterFilters,
    rssIdleMiB: rssMiB(),
  }),
);
