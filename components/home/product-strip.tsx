import type { ProductCard as ProductCardData } from "@/lib/store-api/contract";
import { ProductCard } from "@/components/product/product-card";
import { SectionHeading } from "./section-heading";

/** Home strips show the first 8 products. */
export const HOME_STRIP_SIZE = 8;

export interface ProductStripProps {
  id: string;
  eyebrow: string;
  title: string;
  products: ProductCardData[];
  /** total in the list, shown on the 'View all' link when known */
  total?: number;
  viewAllHref: string;
  currency: string;
  tone?: "white" | "ivory";
}

/**
 * A home product strip (new arrivals, top demanded): the first 8 cards in a 2-column (phone) / 4-column grid and a
 * 'View all' link to the full listing. Renders nothing when the list is empty.
 */
export function ProductStrip({
  id,
  eyebrow,
  title,
  products,
  total,
  viewAllHref,
  currency,
  tone = "white",
}: ProductStripProps) {
  const shown = products.slice(0, HOME_STRIP_SIZE);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={id} className={tone === "ivory" ? "bg-ivory" : "bg-white"}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <SectionHeading
          id={id}
          eyebrow={eyebrow}
          title={title}
          action={{ href: viewAllHref, label: total ? `View all ${total}` : "View all", srLabel: title }}
        />
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {shown.map((p) => (
            <li key={`${p.product_id}-${p.colour_id}`} className="flex">
              <div className="flex w-full [&>article]:w-full">
                <ProductCard product={p} currency={currency} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
