/**
 * Runs the crawl benchmark on a started stack and writes `bench-results/crawl-{single,cluster}.md`
 * (`scripts/bench/crawl.ts` says what it measures).
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CLUSTER_STACK, CRAWL, RESULTS_DIR, STACK, type Topology } from "./config";
import { crawlChecks, crawlMarkdown, measureCrawl } from "./crawl";
import { log } from "./log";
import { pidListeningOn } from "./memory";
import { resolvePages, warmMedia } from "./pages";
import type { RunningStack } from "./stack";

/**
 * Warms the three measured pages, crawls, and writes the report. @returns whether every target was met
 * @param commit the measured commit, for the report
 */
export async function runCrawlBench(stack: RunningStack, topology: Topology, commit: string): Promise<boolean> {
  const pages = await resolvePages(stack.origin);
  await warmMedia(stack.origin, pages);
  // The probes measure cached pages: each is asked twice first so the page cache holds it.
  for (let i = 0; i < 2; i += 1) for (const page of pages) await fetch(stack.origin + page.path).then((r) => r.text());
  const port = topology === "cluster" ? (CLUSTER_STACK.storefrontPorts[0] ?? 0) : STACK.port;
  const { seconds, connections } = CRAWL;
  const loadBefore = os.loadavg()[0] ?? 0;
  log(`crawling ${stack.origin} with ${connections} connections for ${seconds} s`);
  const result = await measureCrawl(stack.origin, {
    connections,
    durationMs: seconds * 1_000,
    cachedPaths: pages.map((p) => p.path),
    storefrontPid: () => pidListeningOn(port),
  });
  const where = topology === "cluster" ? "nginx in front of two storefronts and Redis" : "`npm start` (one process)";
  const markdown = [
    `# Crawl: ${where}`,
    "",
    `Commit ${commit}, ${new Date().toISOString()}; ${os.cpus().length} cores, load average ${loadBefore.toFixed(2)} at the ` +
      `start and ${(os.loadavg()[0] ?? 0).toFixed(2)} at the end. RSS is the ${topology === "cluster" ? "first instance's" : "storefront process's"} ` +
      "resident set. Command: `npm run bench -- --crawl" + (topology === "cluster" ? " --cluster`." : "`."),
    "",
    crawlMarkdown(result, "Figures"),
  ].join("\n");
  const file = path.join(RESULTS_DIR, `crawl-${topology}.md`);
  writeFileSync(file, markdown);
  process.stdout.write(`${markdown}\n`);
  log(`wrote ${file}`);
  return crawlChecks(result).every((c) => c.pass);
}
