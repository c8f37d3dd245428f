import type { Metadata } from "next";
import { getHome } from "@/lib/catalogue/products";
import { readShop } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";
import { env } from "@/lib/env";
import { jsonLdScript, organizationJsonLd } from "@/lib/seo/json-ld";
import { HeroBanner } from "@/components/home/hero-banner";
import { FeatureStrip } from "@/components/home/feature-strip";
import { BudgetCards } from "@/components/home/budget-cards";
import { ProductStrip } from "@/components/home/product-strip";
import { AdBanners } from "@/components/home/ad-banners";
import { CertificateSection } from "@/components/home/certificate-section";
import { RecentSearches } from "@/components/home/recent-searches";
import { AppDownload } from "@/components/home/app-download";
import { stripHref } from "@/components/home/links";
import { BelowFold } from "@/components/ui/below-fold";

const TITLE = "SWA Diamonds | Diamond, Gold & Platinum Jewellery Online";
const DESCRIPTION =
  "Certified diamond, gold and platinum jewellery with free shipping, a 15-day full refund, lifetime exchange and buyback, and free trial at home. Shop rings, earrings, pendants and more.";

export const metadata: Metadata = {
  title: { absolute: TITLE },
  description: DESCRIPTION,
  alternates: { canonical: "/" },
  openGraph: { type: "website", url: "/", title: TITLE, description: DESCRIPTION },
};

/** Cached per country and view (ISR, `lib/shop/shop-page.ts`); nothing is rendered at build time. */

/**
 * Home `/`: banner carousel, feature strip, budget cards, new arrivals, ad banners,
 * top demanded, certificate video, recent searches and the app download block, in that order. The header offer
 * bar, search box and footer come from the root layout. Data: getHome(country) for the shopper's country; an
 * outage throws to the error boundary rather than rendering an empty page.
 */
export default async function HomePage({ params }: { params: Promise<ShopParams> }) {
  const { country } = await readShop(params);
  const home = await getHome(country.id);
  const currency = country.currencyCode;

  return (
    <>
      <script {...jsonLdScript(organizationJsonLd(env().SITE_URL))} />
      <h1 className="sr-only">SWA Diamonds: diamond, gold and platinum jewellery</h1>
      <HeroBanner slides={home.corosals} />
      <FeatureStrip />
      <BudgetCards budgets={home.product_budget} currency={currency} />
      <BelowFold>
        <ProductStrip
          id="new-arrivals-heading"
          eyebrow="Just in"
          title="New Arrivals"
          products={home.new_arrival}
          total={home.new_arrivals_count}
          viewAllHref={stripHref("new")}
          currency={currency}
          tone="ivory"
        />
      </BelowFold>
      <BelowFold>
        <AdBanners ads={home.banners} categories={home.categories} tags={home.tags} />
      </BelowFold>
      <BelowFold>
        <ProductStrip
          id="top-demanded-heading"
          eyebrow="Most loved"
          title="Top Demanded"
          products={home.top_demand}
          total={home.top_demand_count}
          viewAllHref={stripHref("top")}
          currency={currency}
          tone="ivory"
        />
      </BelowFold>
      <BelowFold>
        <CertificateSection video={home.Video} />
      </BelowFold>
      <RecentSearches />
      <AppDownload />
    </>
  );
}
