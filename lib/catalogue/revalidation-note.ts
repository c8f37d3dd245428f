import "server-only";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The file that says "cached pages were expired on demand since this build's server started"
 * (`.next/on-demand-revalidated`). Next keeps which tags were expired in memory only, while the pages it rendered
 * stay on disk (`.next/server/route-cache`): after a restart a page rendered before a rate change would be served
 * as fresh for up to its 5-minute revalidation. The launcher (scripts/launcher/page-cache.ts) reads this file at
 * the next start and then begins with an empty page cache.
 */
export const ON_DEMAND_REVALIDATION_FILE = path.join(".next", "on-demand-revalidated");

/**
 * Records that pages were expired on demand (after revalidateTag / revalidatePath). Never throws: a read-only
 * directory only loses the guard across a restart.
 */
export function noteOnDemandRevalidation(): void {
  try {
    const file = path.join(process.cwd(), ON_DEMAND_REVALIDATION_FILE);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${new Date().toISOString()}\n`);
  } catch {
    // best effort (see above)
  }
}
