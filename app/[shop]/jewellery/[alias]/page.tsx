import type { Metadata } from "next";
import Link from "next/link";
import { preload } from "react-dom";
import { notFound } from "next/navigation";
import { categoryHref } from "@/lib/catalogue/hrefs";
import { colourMedia, initialColour } from "@/lib/catalogue/colours";
import { ColourSwatches } from "@/components/product/colour-swatches";
import { DeliveryBlock } from "@/components/product/delivery-block";
import { ProductActions } from "@/components/product/product-actions";
import { ProductColourProvider } from "@/components/product/product-colour";
import { CustomerPhotos, SellerInfo } from "@/components/product/product-extras";
import { breakupRows, certificationsFor, specRows } from "@/components/product/product-facts";
import { CertificationBlock, FactTable } from "@/components/product/product-facts-tables";
import { LazyPurchaseListeners } from "@/components/product/lazy-purchase-listeners";
import { GALLERY_SIZES } from "@/components/product/gallery-sizes";
import { HydrateApart } from "@/components/product/hydrate-apart";
import { ProductGallery } from "@/components/product/product-gallery";
import { productPageIcons } from "@/components/product/product-page-icons";
import { ProductSummary } from "@/components/product/product-summary";
import { PurchasePanel } from "@/components/product/purchase-panel";
import { RatingStars } from "@/components/product/rating-stars";
import { ReviewsList } from "@/components/product/reviews-list";
import { SimilarStrip } from "@/components/product/similar-strip";
import { TaxNote } from "@/components/product/tax-note";
import { env } from "@/lib/env";
import { phoneCodeForCountry } from "@/lib/validation/video-call";
import { fillImageAttrs, fillWidths } from "@/lib/media/img-attrs";
import { breadcrumbJsonLd, jsonLdScript, productJsonLd } from "@/lib/seo/json-ld";
import { productMetadata } from "@/lib/seo/product-metadata";
import { productPagePath } from "@/lib/seo/share";
import { placeholderParams } from "@/lib/shop/shop-page";
import { parseShopSegment, type ShopParams } from "@/lib/shop/shop-segment";
import { taxNotice } from "@/lib/tax/tax-notice";
import { loadProduct } from "./load-product";
import { requireShopSegment } from "@/lib/shop/shop-page";

interface ProductPageProps {
  params: Promise<ShopParams & { alias: string }>;
}

/** Cached per country and view (ISR, `lib/shop/shop-page.ts`); nothing is rendered at build time. */
export const generateStaticParams = () => placeholderParams("alias");

/** Title, description, canonical, Open Graph and Twitter card from the same cached reads as the page. */
export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  await requireShopSegment(params);
  const { alias, shop } = await params;
  const data = await loadProduct(alias, parseShopSegment(shop).countryId);
  if (!data) notFound();
  const currency = data.detail.currency_code ?? data.country.currencyCode;
  return productMetadata(data.detail, env().SITE_URL, currency);
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-4 font-serif text-xl text-brand-800 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Product detail page `/jewellery/{alias}`.
 * Server component, cached per country and colour (ISR): unknown alias -> 404; store outage -> error
 * boundary. `?colour=` (in the `[shop]` segment) picks the metal colour of the first render (the client keeps it in
 * sync when the shopper switches). Nothing personal is rendered here: the wishlist heart and the buttons' login
 * prompts follow the browser's session.
 */
export default async function ProductPage({ params }: ProductPageProps) {
  await requireShopSegment(params);
  const { alias, shop } = await params;
  const view = parseShopSegment(shop);
  const data = await loadProduct(alias, view.countryId);
  if (!data) notFound();
  const { detail, country, reviews, similar } = data;
  const currency = detail.currency_code ?? country.currencyCode;
  const colours = colourMedia(detail);
  const url = `${env().SITE_URL}${productPagePath(detail.alias)}`;
  const reviewList = reviews?.data ?? [];
  const certifications = certificationsFor(detail);
  const breakup = breakupRows(detail, currency);
  const tax = taxNotice(country.isoCode);
  const firstColour = initialColour(colours, view.colourName);
  // The gallery's first photo of the colour shown is the page's LCP element.
  const lcpSrc = colours.find((c) => c.name === firstColour)?.images[0];
  const lcp = lcpSrc ? fillImageAttrs(lcpSrc, GALLERY_SIZES) : undefined;
  if (lcp)
    preload(lcp.src, { as: "image", imageSrcSet: lcp.srcSet, imageSizes: lcp.sizes, fetchPriority: "high" });
  const crumbs = [
    { name: "Home", url: `${env().SITE_URL}/` },
    ...(detail.category
      ? [{ name: detail.category.name, url: `${env().SITE_URL}${categoryHref(detail.category.name)}` }]
      : []),
    { name: detail.product_name, url },
  ];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-16 pt-4 sm:px-6 lg:px-8">
      <script {...jsonLdScript(productJsonLd(detail, reviewList, url, currency))} />
      <script {...jsonLdScript(breadcrumbJsonLd(crumbs))} />
      <LazyPurchaseListeners />

      <nav aria-label="Breadcrumb" className="mb-4 text-xs uppercase tracking-wide text-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/" className="hover:text-brand-700">
              Home
            </Link>
          </li>
          {detail.category && (
            <li className="before:mr-1.5 before:content-['/']">
              <Link href={categoryHref(detail.category.name)} className="hover:text-brand-700">
                {detail.category.name}
              </Link>
            </li>
          )}
          <li aria-current="page" className="min-w-0 truncate text-ink before:mr-1.5 before:content-['/']">
            {detail.product_name}
          </li>
        </ol>
      </nav>

      <ProductColourProvider colours={colours} initial={firstColour}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
          <div className="lg:sticky lg:top-6 lg:self-start">
            <ProductGallery
              name={detail.product_name}
              srcSetWidths={fillWidths(GALLERY_SIZES)}
              icons={productPageIcons.gallery}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <ProductSummary
              detail={detail}
              currency={currency}
              reviewCount={reviewList.length}
              tax={tax}
              actions={
                <ProductActions
                  productId={detail.id}
                  name={detail.product_name}
                  alias={detail.alias}
                  wishlistId={detail.wishlist_id}
                  icons={productPageIcons.actions}
                />
              }
            />
            <hr className="border-line" />
            <ColourSwatches />
            <PurchasePanel
              productId={detail.id}
              sizes={detail.size_chart.map((s) => ({
                id: s.id,
                name: s.size_name,
                description: s.description,
              }))}
              isRestricted={detail.is_restricted}
              inStock={detail.in_stock !== false}
              videoCallPhoneCode={phoneCodeForCountry(country.label)}
              icons={productPageIcons.purchase}
            />
            <DeliveryBlock
              productId={detail.id}
              hasSizes={detail.size_chart.length > 0}
              icons={productPageIcons.delivery}
            />
            <Section id="certification" title="Certified & assured">
              <CertificationBlock certifications={certifications} />
            </Section>
          </div>
        </div>
      </ProductColourProvider>

      {/* Below the fold: each section hydrates in a pass of its own (HydrateApart). */}
      <HydrateApart>
        <div className="mt-14 grid gap-10 lg:grid-cols-2 lg:gap-12">
          <Section id="details" title="Product details">
            <FactTable caption="Product details" rows={specRows(detail)} />
            {detail.description && (
              <div className="mt-6 space-y-3 text-sm leading-relaxed text-ink">
                <h3 className="font-medium">Description</h3>
                {detail.description.split(/\n{2,}/).map((para, i) => (
                  <p key={i}>{para}</p>
                ))}
              </div>
            )}
          </Section>
          {breakup.length > 0 && (
            <Section id="price-breakup" title="Price breakup">
              <div className="rounded-card border border-line p-4 sm:p-5">
                <FactTable caption={`Price breakup in ${currency}`} rows={breakup} />
                {tax.supply === "export" && (
                  <TaxNote notice={tax} className="mt-3 border-t border-line pt-3" />
                )}
              </div>
              <p className="mt-2 text-xs text-muted">
                Metal rates are updated daily; the price is fixed when you order.
              </p>
            </Section>
          )}
        </div>
      </HydrateApart>

      <div className="mt-12">
        <SellerInfo />
      </div>

      <HydrateApart>
        <div className="mt-14">
          <Section id="reviews" title="Ratings & reviews">
            {reviews === null ? (
              <p className="text-sm text-muted">
                Reviews cannot be shown right now. Please check back in a little while.
              </p>
            ) : reviewList.length === 0 ? (
              <p className="text-sm text-muted">
                No reviews yet. Bought this piece? Tell others how it wears.
              </p>
            ) : (
              <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
                <div>
                  <p className="font-serif text-4xl text-ink">{detail.avg_rating.toFixed(1)}</p>
                  <RatingStars value={detail.avg_rating} size="md" className="mt-1" />
                  <p className="mt-1 text-sm text-muted">
                    {reviewList.length} {reviewList.length === 1 ? "review" : "reviews"}
                  </p>
                </div>
                <div className="flex min-w-0 flex-col gap-6">
                  <CustomerPhotos reviews={reviewList} />
                  <ReviewsList reviews={reviewList} />
                </div>
              </div>
            )}
          </Section>
        </div>
      </HydrateApart>

      {similar.length > 0 && (
        <HydrateApart>
          <div className="mt-14">
            <Section id="similar" title="Similar style">
              <SimilarStrip products={similar} currency={currency} />
            </Section>
          </div>
        </HydrateApart>
      )}
    </div>
  );
}
