/** `/place/order`: the same screen as `/cart/checkout`. */
export { default, metadata } from "@/app/[shop]/cart/checkout/page";
