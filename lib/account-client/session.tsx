"use client";

import { useCallback, useMemo, type ReactNode } from "react";
import useSWR, { SWRConfig, useSWRConfig } from "swr";
import { bffGet } from "./fetcher";
import type { SessionDto, SessionUser } from "./types";

/** The BFF path of the session (GET: who is signed in; DELETE: log out). */
export const SESSION_KEY = "/api/session";

const LOGGED_OUT: SessionDto = { loggedIn: false };

/**
 * Holds the session for the components below. The root layout gives no `initial`: it is part of catalogue
 * pages cached for every shopper of a country, so the browser asks `/api/session` once when the page starts
 * (guests see the guest header meanwhile, a signed-in shopper's menu follows within one request). Pages and
 * tests that know the session may seed it (`initial`) so nothing flashes.
 */
export function SessionProvider({ initial, children }: { initial?: SessionDto; children: ReactNode }) {
  const value = useMemo(() => (initial ? { fallback: { [SESSION_KEY]: initial } } : {}), [initial]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

export interface UseSession {
  session: SessionDto;
  loggedIn: boolean;
  user: SessionUser | null;
  /** Reads the session again from the BFF (after a login, a social pop-up, a profile change). */
  refresh: () => Promise<SessionDto | undefined>;
  /**
   * The session once known: at once when already read, else after the page's first `/api/session` answer (shared
   * with the request in flight). Actions that differ for guests await this, so a click made before the answer
   * arrives is not taken for a guest's.
   */
  settled: () => Promise<SessionDto>;
  /** Replaces the cached session without asking the BFF (the login answer already carries it). */
  setSession: (next: SessionDto) => Promise<SessionDto | undefined>;
}

/**
 * The shopper's session (`GET /api/session` through SWR). Read once per page load when nothing seeded it (all
 * users of the hook share that one request), never again on client navigations, and again when the tab regains
 * focus, so a logout in another tab shows up here. Logged out until the answer arrives.
 */
export function useSession(): UseSession {
  const { data, mutate } = useSWR<SessionDto>(SESSION_KEY, bffGet, {
    revalidateIfStale: false,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  const session = data ?? LOGGED_OUT;
  const refresh = useCallback(() => mutate(), [mutate]);
  const settled = useCallback(
    async () => data ?? (await mutate().catch(() => undefined)) ?? LOGGED_OUT,
    [data, mutate],
  );
  const setSession = useCallback((next: SessionDto) => mutate(next, { revalidate: false }), [mutate]);
  return {
    session,
    loggedIn: session.loggedIn,
    user: session.loggedIn ? session.user : null,
    refresh,
    settled,
    setSession,
  };
}

/** Clears every cached personal answer (profile, addresses...) after a logout, keeping only the session key. */
export function useClearPersonalCache(): () => void {
  const { cache, mutate } = useSWRConfig();
  return useCallback(() => {
    for (const key of cache.keys()) {
      if (typeof key === "string" && key.startsWith("/api/") && key !== SESSION_KEY)
        void mutate(key, undefined, { revalidate: false });
    }
  }, [cache, mutate]);
}
