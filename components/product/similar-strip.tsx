import Link from "next/link";
import type { PricedSimilarProduct } from "@/lib/catalogue/similar-prices";
import { SnapStrip } from "@/components/ui/snap-strip";
import { StaticImage } from "@/components/ui/static-image";
import { Price } from "./price";
import { productHref } from "./product-href";
import { SimilarDeliveryNote } from "./similar-delivery-note";

export interface SimilarStripProps {
  /** cards priced in the shopper's currency by the page (priceSimilarForCountry) */
  products: readonly PricedSimilarProduct[];
  currency: string;
}

/** Slides visible on desktop ('Similar style' shows 4 slides on desktop). */
const DESKTOP_SLIDES = 4;

function SimilarCard({ product, currency }: { product: PricedSimilarProduct; currency: string }) {
  return (
    <Link
      href={productHref(product.alias)}
      prefetch={false}
      className="group block overflow-hidden rounded-card border border-line bg-white transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-square bg-ivory">
        {product.thumbnail_image && (
          <StaticImage
            src={product.thumbnail_image}
            alt={product.product_name}
            fill
            sizes="(max-width: 575px) 50vw, (max-width: 1024px) 33vw, 25vw"
            className="object-cover transition-transform duration-300 group-hover:scale-105"
          />
        )}
      </div>
      <div className="p-3">
        <p className="line-clamp-2 min-h-10 text-sm text-ink">{product.product_name}</p>
        <Price className="mt-1" {...product.price} currency={currency} />
        <SimilarDeliveryNote />
      </div>
    </Link>
  );
}

/**
 * 'Similar style' strip: cards linking to /jewellery/{alias}. With 4 or more products it
 * is a strip of 4 slides on desktop (3 on tablets; on phones two and a peek of the next, so it reads as swipeable); with fewer it is a static list.
 * Server component: the cards render on the server; `SnapStrip` scrolls them with CSS scroll snap and adds the arrows.
 */
export function SimilarStrip({ products, currency }: SimilarStripProps) {
  if (products.length === 0) return null;
  if (products.length < DESKTOP_SLIDES) {
    return (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 lg:gap-5">
        {products.map((p) => (
          <li key={p.product_id}>
            <SimilarCard product={p} currency={currency} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    // Not 'Similar style': the page's section of that name holds the strip, and two landmarks of one name
    // cannot be told apart (axe landmark-unique).
    <SnapStrip label="Similar designs" itemClassName="basis-[46%] pr-3 sm:basis-1/3 lg:basis-1/4 lg:pr-5">
      {products.map((p) => (
        <SimilarCard key={p.product_id} product={p} currency={currency} />
      ))}
    </SnapStrip>
  );
}
