/**
 * What next.config.ts's own rules do to a request, matched the way Next matches them (its path matcher and its
 * `has` conditions): the security headers on every answer, HSTS on every answer that went out over https (the
 * TLS proxy's `X-Forwarded-Proto`) and never on plain http, and the load balancers' probes `/health` and `/ready`
 * reaching the BFF's routes. A production server reads these rules from the build, so they must not depend on the
 * environment the build ran in.
 */
import { modifyRouteRegex } from "next/dist/lib/redirect-status";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import type { IncomingMessage } from "node:http";
import nextConfig from "../next.config";

interface Rule {
  source: string;
  destination?: string;
  has?: Parameters<typeof matchHas>[2];
  headers?: { key: string; value: string }[];
}

/**
 * Whether Next applies `rule` to a request for `path` with these request headers: the path matcher built with the
 * options Next's router gives it (server/lib/router-utils/filesystem.js), then the rule's `has` conditions.
 */
function applies(rule: Rule, path: string, headers: Record<string, string>): boolean {
  const match = getPathMatch(rule.source, {
    strict: true,
    removeUnnamedParams: true,
    regexModifier: (regex) => modifyRouteRegex(regex),
  });
  if (match(path) === false) return false;
  return matchHas({ headers } as unknown as IncomingMessage, {}, rule.has ?? []) !== false;
}

/** The answer headers next.config.ts's rules give a request for `path`. */
async function headersFor(
  path: string,
  requestHeaders: Record<string, string> = {},
): Promise<Record<string, string>> {
  const rules = (await nextConfig.headers!()) as Rule[];
  const out: Record<string, string> = {};
  for (const rule of rules.filter((r) => applies(r, path, requestHeaders)))
    for (const { key, value } of rule.headers ?? []) out[key.toLowerCase()] = value;
  return out;
}

const PATHS = [
  "/",
  "/rings",
  "/shoping/cart",
  "/api/session",
  "/media/products/ring-w640.webp",
  "/_next/static/x.js",
];

describe("HSTS", () => {
  const saved = process.env.SITE_URL;
  afterEach(() => {
    process.env.SITE_URL = saved;
  });

  it.each(PATHS)("%s over https (X-Forwarded-Proto: https): two years, subdomains too", async (path) => {
    const headers = await headersFor(path, { "x-forwarded-proto": "https" });
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["x-frame-options"]).toBe("DENY");
  });

  it.each(PATHS)("%s over plain http: none, so a local run never pins its host to https", async (path) => {
    const headers = await headersFor(path, { "x-forwarded-proto": "http" });
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(await headersFor(path)).not.toHaveProperty("strict-transport-security");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });

  it("does not follow the SITE_URL of the build: the rules are the same whatever it said", async () => {
    process.env.SITE_URL = "http://localhost:8080";
    const plainBuild = JSON.stringify(await nextConfig.headers!());
    process.env.SITE_URL = "https://shop.example.in";
    expect(JSON.stringify(await nextConfig.headers!())).toBe(plainBuild);
  });
});

describe("the load balancers' probes", () => {
  /** Where next.config.ts's rewrites send `path`, or the path itself. */
  async function rewritten(path: string): Promise<string> {
    const rewrites = await nextConfig.rewrites!();
    const rules = (Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles) as Rule[];
    return rules.find((rule) => applies(rule, path, {}))?.destination ?? path;
  }

  it("/health and /ready are the BFF's /api/health and /api/ready; other pages are left alone", async () => {
    expect(await rewritten("/health")).toBe("/api/health");
    expect(await rewritten("/ready")).toBe("/api/ready");
    expect(await rewritten("/healthy-gold")).toBe("/healthy-gold");
    expect(await rewritten("/rings")).toBe("/rings");
  });
});
