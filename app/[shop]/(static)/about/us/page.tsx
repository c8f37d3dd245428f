import { AboutContent, aboutMetadata } from "@/components/static/about-content";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

export const metadata = aboutMetadata;

/** Cached per country (ISR, `lib/shop/shop-page.ts`): the header and footer around it are the country's. */

/** About Us at its canonical address. */
export default async function AboutUsPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  return <AboutContent />;
}
