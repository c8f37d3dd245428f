import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * False during server rendering and hydration, true after: for what needs the browser (portals need `document`,
 * the trial date strip the browser's clock, the hero carousel's later slides wait for it). No effect, no extra
 * render pass on the server.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
