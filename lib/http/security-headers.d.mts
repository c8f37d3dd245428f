/** One `{ key, value }` pair as next.config.ts `headers()` takes it. */
export interface HeaderPair {
  key: string;
  value: string;
}
/** The headers every answer carries. */
export declare const SECURITY_HEADERS: readonly HeaderPair[];
/** The rule for next.config.ts: every path, pages and files alike. */
export declare function securityHeaderRules(): { source: string; headers: HeaderPair[] }[];
/** The same headers as one object, for `res.writeHead`. */
export declare function securityHeaderObject(): Record<string, string>;
