/**
 * Runs the storefront's BFF route handlers in Jest the way `next start` does, without a Next server: each call
 * gets Next's own request scope (the request store that `cookies()` from next/headers reads and writes), and the
 * cookies a handler set are appended to its response with Next's own `appendMutableCookies`, exactly as the
 * app-route module does. Requests go to the real reference backend (start-service.ts) through the real storeApi.
 *
 * Also: a cookie jar that plays the browser, and the development outbox reader for OTPs.
 */
import "./next-als"; // first: before any module of next loads
import { NextRequest } from "next/server";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import { appendMutableCookies } from "next/dist/server/web/spec-extension/adapters/request-cookies";

/** The storefront's public origin in these tests (SITE_URL). */
export const SITE = "http://localhost:3000";

/** Sets the storefront's environment; call before the first handler runs (lib/env.ts reads it once). */
export function useBffEnv(storeApiUrl: string, extra: Record<string, string> = {}): void {
  process.env.STORE_API_URL = storeApiUrl;
  process.env.SESSION_PASSWORD = "test-session-password-0123456789-abcdefghij";
  process.env.SITE_URL = SITE;
  for (const [key, value] of Object.entries(extra)) process.env[key] = value;
  // revalidateTag (reviews) and fetches inside handlers need an incremental cache outside a Next server: one that
  // never hits.
  const holder = globalThis as { __incrementalCache?: unknown };
  holder.__incrementalCache ??= {
    isOnDemandRevalidate: false,
    generateSimpleCacheKey: async (key: string) => key,
    get: async () => null,
    set: async () => undefined,
    revalidateTag: async () => undefined,
  };
}

/** Any route handler: `(request, { params })`. */
export type RouteHandler = (request: NextRequest, context: never) => Promise<Response> | Response;

/**
 * Calls a route handler inside a Next request scope.
 * @param params the dynamic segments (e.g. `{ id: "3" }`)
 * @returns the handler's response with the Set-Cookie headers Next would add for cookies() writes
 */
export async function callRoute(
  handler: RouteHandler,
  request: NextRequest,
  params: Record<string, unknown> = {},
): Promise<Response> {
  const store = createRequestStoreForAPI(
    request,
    request.nextUrl,
    { tags: [], expirationsByCacheKind: new Map() } as never,
    undefined,
    undefined as never,
    undefined,
  );
  // The few fields of Next's work store that cookies(), headers() and revalidateTag read in a dynamic request.
  const workStore = {
    route: request.nextUrl.pathname,
    page: request.nextUrl.pathname,
    forceStatic: false,
    dynamicShouldError: false,
    isStaticGeneration: false,
    isOnDemandRevalidate: false,
    isDraftMode: false,
    fetchCache: undefined,
    nextFetchId: 1,
    pendingRevalidates: {},
    incrementalCache: (globalThis as { __incrementalCache?: unknown }).__incrementalCache,
  };
  const response = await workAsyncStorage.run(workStore as never, () =>
    workUnitAsyncStorage.run(store, () => handler(request, { params: Promise.resolve(params) } as never)),
  );
  // What Next does once a handler has returned: expire the tags it revalidated (revalidateTag / revalidatePath)
  // in the incremental cache; a profile object gives the durations (`{ expire: 0 }`), none expires at once.
  const pending = (workStore as { pendingRevalidatedTags?: Array<{ tag: string; profile?: unknown }> })
    .pendingRevalidatedTags;
  const cache = workStore.incrementalCache as { revalidateTag?: (tags: string[], d?: unknown) => Promise<void> };
  for (const { tag, profile } of pending ?? [])
    await cache?.revalidateTag?.([tag], typeof profile === "object" ? profile : undefined);
  const headers = new Headers(response.headers);
  appendMutableCookies(headers, store.mutableCookies);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A browser's cookie store for one site: keeps what Set-Cookie says, honours Max-Age=0 / past Expires. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Stores the response's cookies. @returns the raw Set-Cookie lines */
  take(response: Response): string[] {
    const lines = response.headers.getSetCookie();
    for (const line of lines) {
      const [pair = "", ...attrs] = line.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired =
        attrs.some((a) => /^max-age=0$/i.test(a)) ||
        attrs.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()) ||
        value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return lines;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** The Cookie request header. */
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** A copy (e.g. to replay an old cookie after logout). */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [k, v] of this.cookies) copy.set(k, v);
    return copy;
  }
}

export interface BffRequestInit {
  method?: string;
  /** JSON body (Content-Type application/json) */
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  jar?: CookieJar;
  /** the shopper's address (X-Forwarded-For), so tests do not share rate-limit buckets */
  ip?: string;
  /** Origin header; defaults to the site's own for non-GET requests; null sends none */
  origin?: string | null;
}

/** A request to the storefront as a same-site browser would send it. */
export function bffRequest(path: string, init: BffRequestInit = {}): NextRequest {
  const method = init.method ?? (init.json !== undefined || init.body !== undefined ? "POST" : "GET");
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const origin = init.origin === undefined ? (method === "GET" ? null : SITE) : init.origin;
  if (origin) headers.set("origin", origin);
  if (init.jar) headers.set("cookie", init.jar.header());
  headers.set("x-forwarded-for", init.ip ?? "203.0.113.10");
  return new NextRequest(new URL(path, SITE), {
    method,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

/** The newest OTP the reference backend's development outbox holds for an e-mail or mobile number. */
export async function latestOtp(storeApiUrl: string, to: string): Promise<string> {
  const res = await fetch(`${storeApiUrl}/dev/outbox?to=${encodeURIComponent(to)}&kind=otp`);
  const body = (await res.json()) as { results?: { data?: Array<{ otp: string }> } };
  const otp = body.results?.data?.[0]?.otp;
  if (!otp) throw new Error(`no OTP in the outbox for ${to} (HTTP ${res.status})`);
  return otp;
}

/** A unique shopper for one test: e-mail and a 10-digit mobile starting 9. */
export function newShopper(tag: string): { email: string; phone: string; name: string } {
  const n = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  return { email: `${tag}.${n}@example.com`, phone: `9${n}`, name: "Asha Menon" };
}
