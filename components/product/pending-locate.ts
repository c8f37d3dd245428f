/**
 * A 'Locate me' press on the delivery block's stand-in, made before the block's own code had loaded
 * (`LazyDeliveryBlock`). The block takes it once when it mounts, so the press is not lost. Module state: one
 * product page per tab.
 */
let requested = false;

/** Called by the stand-in's 'Locate me'. */
export function requestLocate(): void {
  requested = true;
}

/** True once if a press is waiting; clears it. */
export function takeLocateRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
