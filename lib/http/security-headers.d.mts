/** One `{ key, value }` pair as next.config.ts `headers()` takes it. */
export interface HeaderPair {
  key: string;
  value: string;
}
/** HSTS for an https site: two years, subdomains too. */
export declare const HSTS_VALUE: string;
/** The headers every answer carries. */
export declare const SECURITY_HEADERS: readonly HeaderPair[];
/** A request condition of a next.config.ts rule. */
export interface HeaderCondition {
  type: "header";
  key: string;
  value: string;
}
/** One next.config.ts `headers()` rule. */
export interface HeaderRule {
  source: string;
  has?: HeaderCondition[];
  headers: HeaderPair[];
}
/** HSTS on every answer whose request came over https (`X-Forwarded-Proto: https` from the TLS proxy). */
export declare function hstsRule(): HeaderRule;
/** The rules for next.config.ts: the security headers on every path, and HSTS over https. */
export declare function securityHeaderRules(): HeaderRule[];
/** The same headers as one object, for `res.writeHead`. */
export declare function securityHeaderObject(): Record<string, string>;
