/**
 * How the journeys run the repository's TypeScript scripts (the staff CLIs, helpers/delivered-order.ts): `node
 * --import tsx <script> <args>` in the Node that runs Playwright, as `npm start` runs the launcher. `npx tsx` does
 * the same after resolving the package and starting one more Node: 2.0 s against 0.6 s for an empty script on this
 * two-core machine, and a delivered order takes three such runs (the order, then the CLI's ship and deliver).
 */

/** The executable to pass to execFile / execFileSync. */
export const TSX_NODE = process.execPath;

/** Its arguments for `script` (a path from the repository root, the working directory) and the script's own. */
export function tsxArgs(script: string, ...args: string[]): string[] {
  return ["--import", "tsx", script, ...args];
}
