"use client";

import { createContext, useContext } from "react";

/**
 * The toast API as client hooks and components use it, without the toast UI (components/ui/toast.tsx provides
 * it and renders the messages): lib hooks that report a failure (cart, wishlist, logout) need the API, not the
 * component, and lib never imports components.
 */
export type ToastTone = "info" | "success" | "error";

export interface ToastOptions {
  tone?: ToastTone;
  /** how long the toast stays, ms (default 3000, the time success modals stay) */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a short message at the bottom of the screen, e.g. toast('Please Login!'). Returns its id. */
  toast: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
  /**
   * Tells screen readers about a status change that needs no visible toast ('OTP sent to your email address'),
   * through the same polite live region (WCAG 4.1.3).
   */
  announce: (message: string) => void;
}

/** Filled by ToastProvider (components/ui/toast.tsx), mounted once in the root layout. */
export const ToastContext = createContext<ToastApi | null>(null);

/**
 * The toast API. Outside a ToastProvider (isolated component tests) it logs instead of throwing.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  return (
    api ?? {
      toast: (message) => {
        console.warn("[toast] no ToastProvider:", message);
        return 0;
      },
      dismiss: () => {},
      announce: () => {},
    }
  );
}
