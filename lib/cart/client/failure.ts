"use client";

import { useCallback } from "react";
import { useToast } from "@/lib/ui-state/toast-context";
import { GENERIC_FAILURE, isBffRequestError } from "@/lib/account-client/fetcher";
import { useSession } from "@/lib/account-client/session";

/** The message to show for a failed BFF call (the envelope's message, else a generic one). */
export function failureMessage(err: unknown): string {
  return isBffRequestError(err) ? err.message : GENERIC_FAILURE;
}

/**
 * Reports a failed buying call: a red toast with the BFF's message; a 401 also re-reads the session (the BFF
 * ended it), so the header and the hearts switch to the guest state.
 */
export function useReportFailure(): (err: unknown) => void {
  const { toast } = useToast();
  const { refresh } = useSession();
  return useCallback(
    (err: unknown) => {
      toast(failureMessage(err), { tone: "error" });
      if (isBffRequestError(err) && err.status === 401) void refresh();
    },
    [toast, refresh],
  );
}
