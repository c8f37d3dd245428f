"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { X } from "lucide-react";
// zod must not probe eval under the CSP before anything parses: this is the layout's outermost client component.
import "@/lib/validation/zod-jitless";
import { cx } from "@/lib/cx";
import { ToastContext, type ToastApi, type ToastOptions, type ToastTone } from "@/lib/ui-state/toast-context";

export { useToast, type ToastApi, type ToastOptions, type ToastTone } from "@/lib/ui-state/toast-context";

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

const TONES: Record<ToastTone, string> = {
  info: "bg-ink text-white",
  success: "bg-success text-white",
  error: "bg-danger text-white",
};

/** Keeps at most this many toasts on screen; older ones leave first. */
const MAX_VISIBLE = 3;

/**
 * Provides useToast() to the tree and renders the toasts in a polite live region (bottom centre,
 * above phone bottom bars), with the screen-reader-only announcements in the same region. Mounted once in the
 * root layout.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setItems((list) => list.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback(
    (message: string, options?: ToastOptions) => {
      const id = nextId.current++;
      setItems((list) => [...list, { id, message, tone: options?.tone ?? "info" }].slice(-MAX_VISIBLE));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), options?.durationMs ?? 3000),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  // A screen-reader-only message; emptied first so the same words twice are still read twice.
  const [spoken, setSpoken] = useState("");
  const speakTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback((message: string) => {
    setSpoken("");
    clearTimeout(speakTimer.current);
    speakTimer.current = setTimeout(() => setSpoken(message), 50);
  }, []);
  useEffect(() => () => clearTimeout(speakTimer.current), []);

  const api = useMemo(() => ({ toast, dismiss, announce }), [toast, dismiss, announce]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
      >
        <span className="sr-only">{spoken}</span>
        {items.map((t) => (
          <div
            key={t.id}
            className={cx(
              "pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-md px-4 py-3 text-sm shadow-lg",
              "transition duration-200 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none",
              TONES[t.tone],
            )}
          >
            <span className="flex-1">{t.message}</span>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              aria-label="Dismiss"
              className="rounded p-0.5 opacity-80 hover:opacity-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
