import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets later Tailwind classes win over earlier ones (tailwind-merge).
 * Server components only: client components use `cx` (lib/cx.ts), so tailwind-merge never ships to browsers.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
