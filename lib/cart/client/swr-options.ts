import type { SWRConfiguration } from "swr";

/**
 * SWR settings of the shopper's buying data: re-read when the tab regains focus or the network comes back (a change
 * made in another tab shows up here), no retry loops on errors (the screen shows them), no polling.
 */
export const BUYING_SWR: SWRConfiguration = {
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
  focusThrottleInterval: 3000,
};
