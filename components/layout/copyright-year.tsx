import { cacheLife } from "next/cache";

/**
 * The current year for the footer's copyright line. Cached: a page prerendered with Cache Components may not read
 * the clock outside a cache scope, and the year only needs to be right within a day.
 */
export async function CopyrightYear() {
  "use cache";
  cacheLife("days");
  return <>{new Date().getFullYear()}</>;
}
