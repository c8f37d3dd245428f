import { StaticImage } from "@/components/ui/static-image";
import Link from "next/link";
import { WishlistHeart } from "@/components/cart/wishlist-heart";
import type { ProductCard as ProductCardData } from "@/lib/store-api/contract";
import { Price } from "./price";
import { productHref } from "./product-href";

export interface ProductCardProps {
  product: ProductCardData;
  currency: string;
  /** true for the first cards above the fold: eager, high fetch priority, preloaded (a candidate LCP image) */
  priority?: boolean;
}

export { productHref };

/**
 * A product card for listings and home strips: square image, name, metal and weight, price with the
 * pre-discount price struck through and the discount badge. Shown price: `country_discount_price`.
 */
export function ProductCard({ product, currency, priority = false }: ProductCardProps) {
  const onDiscount = product.is_on_discount && product.country_total_price > product.country_discount_price;
  return (
    <article className="group card">
      <Link href={productHref(product.alias)} className="flex flex-1 flex-col" prefetch={false}>
        <div className="card-media">
          {product.thumbnail_image && (
            <StaticImage
              src={product.thumbnail_image}
              alt={product.product_name}
              // Sized by .card-img rather than `fill`, whose inline style would repeat on every card; the
              // intrinsic size is the catalogue's square 640 px thumbnail.
              width={640}
              height={640}
              sizes="(max-width: 575px) 50vw, (max-width: 1024px) 33vw, 25vw"
              className="card-img"
              preload={priority}
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : undefined}
            />
          )}
          {onDiscount && <span className="card-badge">{Math.round(product.discount_percentage)}% OFF</span>}
        </div>
        <div className="card-body">
          <h3 className="card-name">{product.product_name}</h3>
          <p className="text-xs text-muted">
            {product.metal_type} · {product.gross_weight.toFixed(3)} g
          </p>
          <Price
            className="mt-auto"
            amount={product.country_discount_price}
            original={onDiscount ? product.country_total_price : undefined}
            currency={currency}
          />
        </div>
      </Link>
      <WishlistHeart
        productId={product.product_id}
        colourId={product.colour_id}
        name={product.product_name}
        alias={product.alias}
        image={product.thumbnail_image}
        className="absolute right-2 top-2"
      />
    </article>
  );
}
