"use client";

import { useEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { FormAlert } from "@/components/forms/form-alert";

type FlowDialogs = typeof import("./flow-dialogs");
let flowDialogs: FlowDialogs | null = null;
let flowLoading: Promise<FlowDialogs> | null = null;

/**
 * Loads the login / sign-up / OTP dialogs (a separate chunk: they carry the form schemas, and so zod, which no
 * page should pay for up front). The site starts it when the browser is idle, so the dialog is ready by the
 * time a shopper clicks; tests await it before rendering.
 */
export function preloadAccountDialogs(): Promise<FlowDialogs> {
  flowLoading ??= import("./flow-dialogs").then(
    (m) => (flowDialogs = m),
    (err: unknown) => {
      flowLoading = null; // a failed chunk load may be retried
      throw err;
    },
  );
  return flowLoading;
}

/**
 * The flow dialogs' module once loaded: fetched when the browser is idle, or at once when the prompt opens first.
 * @returns the module (null until it arrives), whether loading failed, and a reset for the failure
 */
export function useFlowDialogs(open: boolean) {
  const [dialogs, setDialogs] = useState<FlowDialogs | null>(flowDialogs);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    if (dialogs) return;
    let live = true;
    const load = () =>
      preloadAccountDialogs().then(
        (m) => live && setDialogs(m),
        () => live && setLoadFailed(true),
      );
    if (open) {
      void load();
      return () => {
        live = false;
      };
    }
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void load());
    return () => {
      live = false;
      cancel(handle);
    };
  }, [dialogs, open]);
  return { dialogs, loadFailed, clearFailure: () => setLoadFailed(false) };
}

/** The prompt's dialog until its chunk arrives (a click right after the page loaded, a slow network). */
export function LoadingFlowDialog({
  open,
  failed,
  title,
  onClose,
}: {
  open: boolean;
  failed: boolean;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {failed ? (
        <FormAlert>We could not open sign-in. Please check your connection and try again.</FormAlert>
      ) : (
        <div className="flex justify-center py-8">
          <Spinner label="Opening sign-in" />
        </div>
      )}
    </Dialog>
  );
}
