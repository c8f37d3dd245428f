/**
 * Shared pieces of the account component tests: a fetch double that answers BFF routes, and a render wrapper
 * with the providers the account components expect (toasts, an isolated SWR cache seeded with a session, the
 * login prompt). Not a test file (no .test.tsx): Jest does not collect it.
 */
import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { SWRConfig } from "swr";
import { LoginPromptProvider, useLoginPromptState } from "@/components/layout/login-prompt";
import { ToastProvider } from "@/components/ui/toast";
import { SessionProvider } from "@/lib/account-client/session";
import type { SessionDto } from "@/lib/account-client/types";

/** One answer of the fetch double: status and JSON body (or a promise to hold the request in flight). */
export type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
type Route = (init: RequestInit & { url: string; json: unknown }) => Reply;

/** A recorded request: method, path, and the JSON body (parsed) or the FormData. */
export interface Call {
  method: string;
  url: string;
  json: unknown;
  body: BodyInit | null | undefined;
}

/**
 * Replaces global.fetch. `routes` maps 'METHOD /path' to an answer or a function of the request; several
 * answers in an array are used in turn (the last repeats). Unknown routes answer 404 with the envelope.
 */
export function mockBff(routes: Record<string, Reply | Reply[] | Route>) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? "GET").toUpperCase();
    const json = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, json, body: init.body });
    const key = `${method} ${url}`;
    const route = routes[key];
    let reply: Reply;
    if (route === undefined)
      reply = { status: 404, body: { error: { code: "not_found", message: `no route ${key}` } } };
    else if (typeof route === "function") reply = route({ ...init, url, json });
    else if (Array.isArray(route)) {
      const n = used.get(key) ?? 0;
      used.set(key, n + 1);
      reply = route[Math.min(n, route.length - 1)]!;
    } else reply = route;
    const { status, body } = await reply;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? "" : JSON.stringify(body)),
    } as Response;
  });
  global.fetch = fn as unknown as typeof fetch;
  return { fn, calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key) };
}

/** A held reply: `promise` for mockBff, `resolve(status, body)` to answer it. */
export function deferred() {
  let resolve!: (status: number, body?: unknown) => void;
  const promise = new Promise<{ status: number; body?: unknown }>((r) => {
    resolve = (status, body) => r({ status, body });
  });
  return { promise, resolve };
}

export const SHOPPER = { name: "Priya Nair", email: "priya@example.com", phone: "9876543210", photo: "" };
export const LOGGED_IN: SessionDto = { loggedIn: true, user: SHOPPER };

/** Shows the login prompt's provider state, so tests can see when the flow (the parent) closes. */
export function PromptProbe() {
  const { open, reason } = useLoginPromptState();
  return <output data-testid="prompt-state">{open ? `open:${reason}` : "closed"}</output>;
}

/**
 * Renders inside toasts, an isolated SWR cache seeded with `session`, and the login prompt provider. `session:
 * null` seeds nothing, as on a cached page: the components ask `GET /api/session` (answer it with mockBff).
 */
export function renderWithShell(
  ui: ReactElement,
  { session = { loggedIn: false } as SessionDto | null } = {},
) {
  function Shell({ children }: { children: ReactNode }) {
    return (
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <SessionProvider initial={session ?? undefined}>
            <LoginPromptProvider>{children}</LoginPromptProvider>
          </SessionProvider>
        </SWRConfig>
      </ToastProvider>
    );
  }
  return render(ui, { wrapper: Shell });
}

/** The error text tied to an input through aria-describedby (the message 'next to its field'). */
export function describedError(input: HTMLElement): string | null {
  const id = input.getAttribute("aria-describedby");
  if (!id) return null;
  return id
    .split(" ")
    .map((part) => document.getElementById(part)?.textContent ?? "")
    .join(" ")
    .trim();
}
