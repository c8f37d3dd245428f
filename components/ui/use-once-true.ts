"use client";

import { useState } from "react";

/**
 * True from the first render where `value` is true onwards. Mounts a lazily loaded dialog on its first opening
 * and keeps it mounted afterwards, so it can close with its transition and reopen without loading again.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra effect pass.
  if (value && !seen) setSeen(true);
  return seen || value;
}
