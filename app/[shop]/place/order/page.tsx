/** `/place/order`: the same screen as `/cart/checkout`. */
export { default, metadata } from "@/app/[shop]/cart/checkout/page";

/** Rendered per request like the page it re-exports (segment config is read from this file, not re-exported). */
export const instant = false;
