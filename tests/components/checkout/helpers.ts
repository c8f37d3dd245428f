/**
 * Test doubles for the checkout screens: a fetch that answers BFF paths from a script, and what it was asked.
 */

export interface Call {
  path: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = { status: number; body?: unknown } | "network";

/**
 * Replaces global.fetch. `routes` maps "METHOD /path" to one answer or a list used in order (the last one
 * repeats). Unknown routes answer 404.
 */
export function mockFetch(routes: Record<string, Answer | Answer[] | (() => Answer | Promise<Answer>)>) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = (init.method ?? "GET").toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ path, method, body, headers });
    const key = `${method} ${path.split("?")[0]}`;
    const route = routes[key];
    let answer: Answer;
    if (typeof route === "function") answer = await route();
    else if (Array.isArray(route)) {
      const n = used.get(key) ?? 0;
      used.set(key, n + 1);
      answer = route[Math.min(n, route.length - 1)] ?? { status: 404 };
    } else answer = route ?? { status: 404, body: { error: { code: "not_found", message: "Not found" } } };
    if (answer === "network") throw new TypeError("Failed to fetch");
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
      json: async () => answer.body,
    } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** The BFF's error envelope. */
export function envelope(code: string, message: string, fieldErrors?: Record<string, string>) {
  return { error: { code, message, ...(fieldErrors ? { fieldErrors } : {}) } };
}
