/** Types of scripts/test-timing.mjs (the timing summary of `npm test`). */
/** 83.4 s or 4 min 12 s, for milliseconds. */
export function formatDuration(ms: number): string;
/** The summary's lines for Jest's `--json` report and Playwright's JSON report; either may be undefined. */
export function summarise(jest: unknown, playwright: unknown, root: string): string[];
