import { AboutContent, aboutMetadata } from "@/components/static/about-content";
import { noBuildTimeParams } from "@/lib/shop/shop-page";

export const metadata = aboutMetadata;

/** Cached per country (ISR, `lib/shop/shop-page.ts`): the header and footer around it are the country's. */
export const revalidate = 300;
export const generateStaticParams = noBuildTimeParams;

/** About Us at its canonical address. */
export default function AboutUsPage() {
  return <AboutContent />;
}
