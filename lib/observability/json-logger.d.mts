import type { Logger } from "pino";

/** pino `redact` paths of every secret field name at depth 1-3. */
export declare const REDACT_PATHS: string[];
/** Masks keyed secrets, phone numbers (last 2 digits kept) and lone 4-6 digit codes in free text. */
export declare function maskSecrets(text: string): string;
/** LOG_LEVEL, or `silent` under Jest, else `info`. */
export declare function logLevel(env?: Record<string, string | undefined>): string;
/** A pino logger with the store's redaction; lines go to `destination` (default stdout). */
export declare function createJsonLogger(options: {
  name: string;
  level?: string;
  destination?: { write(line: string): unknown };
}): Logger;
/** The caller's request id when trusted and well-formed, else a new UUID. */
export declare function requestIdFrom(given: string | string[] | undefined | null, trusted: boolean): string;
