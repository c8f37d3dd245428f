"use client";

import type { RefObject } from "react";
import type { MutatorOptions, ScopedMutator } from "swr";
import { bffRequest } from "@/lib/account-client/fetcher";

/** One optimistic change of a buying list (cart, trial cart, wishlist) held in SWR's cache. */
export interface OptimisticChange<Data, Answer> {
  /** what the screen last showed (useShown): the base while SWR's cache is still empty */
  shown: RefObject<Data | undefined>;
  /** the empty list, the base when nothing is shown either */
  empty: () => Data;
  /** the list as the screen shows it at once, before the BFF answers */
  apply: (list: Data) => Data;
  /** the cached list once the BFF accepted (from its answer); omitted, the answer itself is the new list */
  settle?: (answer: Answer, list: Data) => Data;
  /** read the list again after the answer */
  revalidate: boolean;
}

/**
 * Runs an SWR mutation optimistically: the screen shows `change.apply(list)` at once (list: the cached one, else
 * the shown one, else empty), the BFF's answer fills the cache (`settle`, or the answer as is), and a refusal
 * rolls the list back and is reported (toast) instead of thrown.
 * @param run calls SWR's mutate (bound, or with the list's key) with the BFF request and the options given
 * @param report shows the failure (useReportFailure)
 * @returns true when the BFF accepted the change, false after a reported failure. It settles as soon as a plain
 *   `try { await mutate(...) }` would: a hook returns it as is (not from an async function), so a click queued
 *   behind this one reads the cache before a revalidation started by the mutation lands.
 */
export async function mutateOptimistically<Data, Answer>(
  run: (options: MutatorOptions<Data, Answer>) => Promise<unknown>,
  change: OptimisticChange<Data, Answer>,
  report: (err: unknown) => void,
): Promise<boolean> {
  const { shown, empty, apply, settle } = change;
  try {
    await run({
      optimisticData: (current) => apply(current ?? shown.current ?? empty()),
      populateCache: settle ? (answer, current) => settle(answer, current ?? empty()) : true,
      rollbackOnError: true,
      revalidate: change.revalidate,
    });
    return true;
  } catch (err) {
    report(err);
    return false;
  }
}

/**
 * Deletes one entry of a list optimistically (`DELETE {key}/{id}`, answered `{ deleted: true }`): the entry leaves
 * the screen at once and the cache keeps the list without it; a refusal puts it back and is reported.
 * @param without the list without the entry
 * @returns true when deleted, false after a reported failure (settles like mutateOptimistically)
 */
export function deleteOptimistically<Data>(
  mutate: ScopedMutator,
  key: string,
  id: number,
  change: Omit<OptimisticChange<Data, { deleted: true }>, "apply" | "settle"> & {
    without: (list: Data) => Data;
  },
  report: (err: unknown) => void,
): Promise<boolean> {
  const { without, ...rest } = change;
  return mutateOptimistically<Data, { deleted: true }>(
    (options) => mutate(key, bffRequest<{ deleted: true }>(`${key}/${id}`, { method: "DELETE" }), options),
    { ...rest, apply: without, settle: (_answer, list) => without(list) },
    report,
  );
}
