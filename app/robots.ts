import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { absoluteUrl } from "@/lib/seo/urls";

/**
 * Private and transactional paths crawlers have no business in: cart, checkout, payment, account, wishlist,
 * addresses, wallets, trial booking and the BFF.
 */
const DISALLOWED_PATHS = [
  "/shoping/",
  "/cart/",
  "/place/order",
  "/product/payment",
  "/my/",
  "/wished/",
  "/add/address",
  "/swa/",
  "/trial/",
  "/tryathome/",
  "/api/",
];

/** `/robots.txt` (SEO): allow the catalogue, keep crawlers out of private paths, name the sitemap index. */
/** Read per request (`connection`) so the sitemap URL follows SITE_URL at run time, not the value at build. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: DISALLOWED_PATHS }],
    sitemap: absoluteUrl("/sitemap_index.xml"),
  };
}
