import type { ProductDetail } from "@/lib/store-api/contract";
import { formatPrice } from "@/lib/money/format";
import type { TaxNotice } from "@/lib/tax/tax-notice";
import { Price } from "./price";
import { TaxNote } from "./tax-note";
import { RatingStars } from "./rating-stars";
import { savings, weightText } from "./product-facts";

export interface ProductSummaryProps {
  detail: ProductDetail;
  currency: string;
  reviewCount: number;
  /** the shop country's tax terms: an export price says it carries no GST and who pays duties on delivery */
  tax: TaxNotice;
  /** the wishlist heart and share button, rendered beside the name */
  actions: React.ReactNode;
}

/**
 * Top of the product's buy box: category, name, rating, weight text,
 * SKU, and the price with the old price struck through and 'You save ₹x (y%)'; under it 'Inclusive of all taxes'
 * in India, or abroad the export terms (no Indian GST; duties and VAT payable on delivery).
 */
export function ProductSummary({ detail, currency, reviewCount, tax, actions }: ProductSummaryProps) {
  const saved = savings(detail);
  const price = detail.is_on_discount ? detail.country_discount_price : detail.country_total_price;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          {detail.category && (
            <p className="mb-1 text-xs font-medium uppercase tracking-[0.18em] text-gold-600">
              {detail.category.name}
            </p>
          )}
          <h1 className="font-serif text-2xl leading-tight text-ink sm:text-3xl">{detail.product_name}</h1>
        </div>
        {actions}
      </div>

      {reviewCount > 0 && (
        <a
          href="#reviews"
          className="inline-flex w-fit items-center gap-2 text-sm text-muted hover:text-brand-700"
        >
          <RatingStars value={detail.avg_rating} />
          <span>
            {detail.avg_rating.toFixed(1)} · {reviewCount} {reviewCount === 1 ? "review" : "reviews"}
          </span>
        </a>
      )}

      <p className="text-sm text-muted">
        {weightText(detail)}
        <span className="mx-2 text-line" aria-hidden>
          |
        </span>
        SKU <span className="text-ink">{detail.sku}</span>
      </p>

      <div>
        <Price
          size="lg"
          amount={price}
          original={saved ? detail.country_total_price : undefined}
          currency={currency}
          className="[&>span:first-child]:text-3xl [&>span:first-child]:font-semibold [&>span:first-child]:text-brand-800"
        />
        {tax.supply === "export" ? (
          <TaxNote notice={tax} className="mt-1 max-w-md" />
        ) : (
          <p className="mt-1 text-xs text-muted">Inclusive of all taxes</p>
        )}
        {saved && (
          <p className="mt-2 inline-block rounded-full bg-success/10 px-3 py-1 text-sm font-medium text-success">
            You save {formatPrice(saved.amount, currency)} ({saved.percent}%)
          </p>
        )}
      </div>
    </div>
  );
}
