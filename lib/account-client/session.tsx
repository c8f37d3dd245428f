"use client";

import { useCallback, useMemo, type ReactNode } from "react";
import useSWR, { SWRConfig, useSWRConfig } from "swr";
import { bffGet } from "./fetcher";
import type { SessionDto, SessionUser } from "./types";

/** The BFF path of the session (GET: who is signed in; DELETE: log out). */
export const SESSION_KEY = "/api/session";

const LOGGED_OUT: SessionDto = { loggedIn: false };

/**
 * Seeds SWR with the session the server read for this request (root layout), so the header renders the right
 * state on the first paint and nothing flashes (architecture: "the server seeds SWR's fallback").
 */
export function SessionProvider({ initial, children }: { initial: SessionDto; children: ReactNode }) {
  const value = useMemo(() => ({ fallback: { [SESSION_KEY]: initial } }), [initial]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

export interface UseSession {
  session: SessionDto;
  loggedIn: boolean;
  user: SessionUser | null;
  /** Reads the session again from the BFF (after a login, a social pop-up, a profile change). */
  refresh: () => Promise<SessionDto | undefined>;
  /** Replaces the cached session without asking the BFF (the login answer already carries it). */
  setSession: (next: SessionDto) => Promise<SessionDto | undefined>;
}

/**
 * The shopper's session (`GET /api/session` through SWR). Starts from the server's seed and revalidates when
 * the tab regains focus, so a logout in another tab shows up here. Outside SessionProvider: logged out.
 */
export function useSession(): UseSession {
  const { data, mutate } = useSWR<SessionDto>(SESSION_KEY, bffGet, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  const session = data ?? LOGGED_OUT;
  const refresh = useCallback(() => mutate(), [mutate]);
  const setSession = useCallback((next: SessionDto) => mutate(next, { revalidate: false }), [mutate]);
  return {
    session,
    loggedIn: session.loggedIn,
    user: session.loggedIn ? session.user : null,
    refresh,
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
