"use client";

import type { ReactNode } from "react";
import { usePathname } from "next/navigation";

/**
 * Renders its children on the home page only (specification section 2: "The search bar is shown only here").
 * usePathname() is known during server rendering, so the home page gets the box in its first HTML: no shift.
 */
export function HomeOnly({ children }: { children: ReactNode }) {
  return usePathname() === "/" ? <>{children}</> : null;
}
