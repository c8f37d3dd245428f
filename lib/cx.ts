import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, conditionals, arrays) without resolving Tailwind conflicts.
 *
 * Client-side code uses this instead of `cn` so tailwind-merge (about 8 KiB gzip) stays out of every page's
 * first load. The price: callers must not pass two classes for the same property (e.g. `text-ink` and
 * `text-white`) and expect the later one to win; give the component a variant prop instead.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
