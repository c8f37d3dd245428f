/**
 * Console output of the launcher: its own lines start with `[launcher]`, each child's lines with its name
 * (`[backend]`, `[web]`...), coloured when the terminal supports it, so interleaved output stays readable.
 */
import type { Readable, Writable } from "node:stream";
import { createInterface } from "node:readline";

const useColour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const CURSOR_CONTROL = /\x1b\[\?25[hl]/g;
const COLOURS: Record<string, number> = { launcher: 1, postgres: 34, backend: 36, web: 35, build: 33 };

/** `[name]` with the name's colour when stdout is a terminal. */
export function tag(name: string): string {
  const code = COLOURS[name] ?? 32;
  return useColour ? `\x1b[${code}m[${name}]\x1b[0m` : `[${name}]`;
}

/** A function that prints one line to stdout under `[name]`. */
export function logAs(name: string): (message: string) => void {
  return (message) => process.stdout.write(`${tag(name)} ${message}\n`);
}

/** Prints one launcher line to stdout. */
export const say = logAs("launcher");

/** Prints one launcher line to stderr. */
export function warn(message: string): void {
  process.stderr.write(`${tag("launcher")} ${message}\n`);
}

/**
 * Copies `source` line by line to `target` with the `[name]` prefix. `intercept` sees each line first and
 * may swallow it by returning true (used to pick up the READY line of the PostgreSQL host).
 */
export function pipeWithPrefix(
  name: string,
  source: Readable,
  target: Writable,
  intercept?: (line: string) => boolean,
): void {
  const prefix = tag(name);
  createInterface({ input: source, crlfDelay: Infinity }).on("line", (raw) => {
    // Cursor show/hide sequences (next dev's spinner) mean nothing once prefixed; drop lines left empty.
    const line = raw.replace(CURSOR_CONTROL, "");
    if (!line && raw) return;
    if (intercept?.(line)) return;
    target.write(`${prefix} ${line}\n`);
  });
}
