"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * Why the login dialog opens:
 * - please-login: a guest used the wishlist or cart icon, or a screen that needs an account ('Please Login');
 * - welcome-back: the Login link ('Welcome Back');
 * - sign-up: the Sign up link (sign-up variant).
 */
export type LoginPromptReason = "please-login" | "welcome-back" | "sign-up";

export const LOGIN_PROMPT_TITLES: Record<LoginPromptReason, string> = {
  "please-login": "Please Login",
  "welcome-back": "Welcome Back",
  "sign-up": "Create your account",
};

export interface LoginPromptState {
  open: boolean;
  reason: LoginPromptReason;
}

export interface LoginPromptApi {
  /** Opens the login dialog for a reason (default 'please-login'). */
  openLoginPrompt: (reason?: LoginPromptReason) => void;
  closeLoginPrompt: () => void;
}

const ApiContext = createContext<LoginPromptApi | null>(null);
const StateContext = createContext<LoginPromptState>({ open: false, reason: "please-login" });

/**
 * Holds the login dialog's open state for the whole site (mounted once in the root layout).
 *
 * The dialog itself is rendered by whatever the layout puts inside this provider: the real login / sign-up / OTP
 * flow, <AccountDialogs /> (components/account/account-dialogs.tsx), which reads useLoginPromptState() for `open`
 * and `reason` and calls closeLoginPrompt().
 * Callers (header icons, wishlist hearts, Trial at Home) only ever use useLoginPrompt().openLoginPrompt(reason).
 */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LoginPromptState>({ open: false, reason: "please-login" });
  const openLoginPrompt = useCallback(
    (reason: LoginPromptReason = "please-login") => setState({ open: true, reason }),
    [],
  );
  const closeLoginPrompt = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ openLoginPrompt, closeLoginPrompt }), [openLoginPrompt, closeLoginPrompt]);
  return (
    <ApiContext.Provider value={api}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ApiContext.Provider>
  );
}

/** Opens or closes the site's login dialog. Outside the provider (isolated tests) the calls do nothing. */
export function useLoginPrompt(): LoginPromptApi {
  return useContext(ApiContext) ?? { openLoginPrompt: () => {}, closeLoginPrompt: () => {} };
}

/** Whether the login dialog should show and why: for the component that renders it. */
export function useLoginPromptState(): LoginPromptState {
  return useContext(StateContext);
}

/**
 * The header's 'Login / Sign up' entry for guests: opens the prompt with 'Welcome Back'. Shows the text, or the
 * given children (an icon) with ariaLabel as its name.
 */
export function LoginEntry({
  className,
  ariaLabel,
  children,
}: {
  className?: string;
  ariaLabel?: string;
  children?: ReactNode;
}) {
  const { openLoginPrompt } = useLoginPrompt();
  return (
    <button
      type="button"
      onClick={() => openLoginPrompt("welcome-back")}
      aria-haspopup="dialog"
      aria-label={ariaLabel}
      className={className}
    >
      {children ?? "Login / Sign up"}
    </button>
  );
}
