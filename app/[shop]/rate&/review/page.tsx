/** `/rate&/review`: the second spelling of the rate-and-review route, kept because old links use it. */
export { default, metadata } from "../../rate/review/page";

/** Rendered per request like the page it re-exports (segment config is read from this file, not re-exported). */
export const instant = false;
