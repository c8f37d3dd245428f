/**
 * The one-line protocol of the PostgreSQL host processes: after their log lines they print `READY <url>`.
 * Shared by the hosts, the launcher and Jest's global setup, which must not load the database code to read it.
 */
export const READY_PREFIX = "READY ";

/** The URL announced by `line`, or undefined for any other line. */
export function parseReadyLine(line: string): string | undefined {
  return line.startsWith(READY_PREFIX) ? line.slice(READY_PREFIX.length).trim() : undefined;
}
