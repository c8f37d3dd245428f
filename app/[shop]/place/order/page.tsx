/** `/place/order`: the same screen as `/cart/checkout` (specification section 2). */
export { default, metadata } from "@/app/[shop]/cart/checkout/page";
