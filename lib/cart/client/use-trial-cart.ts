"use client";

import { useCallback } from "react";
import { useShown } from "./use-shown";
import useSWR, { useSWRConfig } from "swr";
import { bffGet, bffRequest, isBffRequestError } from "@/lib/account-client/fetcher";
import { useSession } from "@/lib/account-client/session";
import { emptyTrialCart } from "@/lib/cart/empty";
import type { TrialAddBody } from "@/lib/cart/requests";
import type { TrialCartDto, TrialItem } from "@/lib/cart/types";
import { useReportFailure } from "./failure";
import { TRIAL_CART_KEY } from "./keys";
import { trialWithout } from "./optimistic";
import { deleteOptimistically } from "./optimistic-mutation";
import { BUYING_SWR } from "./swr-options";

/** Outcome of Trial at Home: both lead to the trial page. */
export type TrialAddOutcome = "added" | "already-in-list";

export interface UseTrialCart {
  items: TrialItem[];
  currency: string;
  loaded: boolean;
  /**
   * Adds a design to the trial cart.
   * @returns 'added' or 'already-in-list'
   * @throws BffRequestError for other refusals ('size  required', a full trial cart...); the caller shows them
   */
  add: (input: TrialAddBody) => Promise<TrialAddOutcome>;
  /** Removes a line at once; puts it back and toasts ('Already Processed, Cannot delete'...) on failure. */
  remove: (id: number) => Promise<boolean>;
  refresh: () => Promise<TrialCartDto | undefined>;
}

/** The shopper's trial cart through SWR (`GET /api/trial-cart`); guests read an empty one and make no call. */
export function useTrialCart(): UseTrialCart {
  const { loggedIn } = useSession();
  const report = useReportFailure();
  const { data, mutate } = useSWR<TrialCartDto>(loggedIn ? TRIAL_CART_KEY : null, bffGet, BUYING_SWR);
  const { mutate: mutateKey } = useSWRConfig();
  const trial = (loggedIn && data) || emptyTrialCart();
  // What the screen shows (the server's seed until SWR's cache has an answer): the base of optimistic updates.
  const shown = useShown(data);

  const add = useCallback(
    async (input: TrialAddBody): Promise<TrialAddOutcome> => {
      try {
        await bffRequest(TRIAL_CART_KEY, { method: "POST", json: input });
        void mutate();
        return "added";
      } catch (err) {
        if (isBffRequestError(err) && err.code === "already_in_try_list") return "already-in-list";
        throw err;
      }
    },
    [mutate],
  );

  const remove = useCallback(
    (id: number) =>
      deleteOptimistically<TrialCartDto>(
        mutateKey,
        TRIAL_CART_KEY,
        id,
        // A successful delete refreshes the list.
        { shown, empty: emptyTrialCart, without: (trial) => trialWithout(trial, id), revalidate: true },
        report,
      ),
    [mutateKey, report, shown],
  );

  const refresh = useCallback(() => mutate(), [mutate]);

  return {
    items: trial.items,
    currency: trial.currency,
    loaded: !loggedIn || data !== undefined,
    add,
    remove,
    refresh,
  };
}
