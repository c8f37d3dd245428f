"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * The value a hook last rendered, readable from callbacks without re-creating them. SWR hands optimistic updaters
 * only its cache, which is empty while the screen still shows the server's seed (fallback); the updaters start
 * from this instead, so removing a line from a freshly loaded cart lowers the count from the right number.
 */
export function useShown<T>(value: T | undefined): RefObject<T | undefined> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
