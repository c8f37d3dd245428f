"use client";

import Image from "next/image";
import Link from "next/link";
import { Heart, X } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { NEW_ARRIVALS_HREF } from "@/components/layout/links";
import { productHref } from "@/components/product/product-href";
import { Price } from "@/components/product/price";
import { useWishlist } from "@/lib/cart/client/use-wishlist";
import { EMPTY_TEXTS } from "@/lib/cart/messages";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * The wishlist grid (`/wished/list`): each design with image, name and price, linking to its
 * page, and a remove control (gone at once; back with a toast if the store refuses). Empty: 'Your wishlist page is
 * empty'. Reads the list through useWishlist (seeded by the page, shared with the hearts and the header).
 */
export function WishlistView() {
  const { items, currency, remove } = useWishlist();
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Heart className="size-7" />}
        text={EMPTY_TEXTS.wishlist}
        hint="Tap the heart on any design to keep it here for later."
        action={
          <Link href={NEW_ARRIVALS_HREF} className={buttonVariants({ variant: "primary" })}>
            Browse new arrivals
          </Link>
        }
      />
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {items.map((entry) => {
        const href = entry.alias ? productHref(entry.alias) : null;
        const image = (
          <div className="relative aspect-square bg-ivory">
            {entry.image && (
              <Image
                src={entry.image}
                alt={entry.name}
                fill
                sizes="(max-width: 575px) 50vw, (max-width: 1024px) 33vw, 25vw"
                className="object-cover"
              />
            )}
          </div>
        );
        return (
          <li key={entry.wishlistId}>
            <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white">
              {href ? (
                <Link href={href} prefetch={false} tabIndex={-1} aria-hidden="true">
                  {image}
                </Link>
              ) : (
                image
              )}
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h2 className="line-clamp-2 text-sm font-medium text-ink">
                  {href ? (
                    <Link href={href} prefetch={false} className="hover:text-brand-700">
                      {entry.name}
                    </Link>
                  ) : (
                    entry.name
                  )}
                </h2>
                {entry.metalType && <p className="text-xs text-muted">{entry.metalType}</p>}
                {entry.price > 0 && (
                  <Price
                    className="mt-auto"
                    amount={entry.price}
                    original={entry.originalPrice ?? undefined}
                    currency={currency}
                  />
                )}
              </div>
              <button
                type="button"
                onClick={() => void remove(entry.wishlistId)}
                disabled={entry.wishlistId < 0}
                aria-label={`Remove ${entry.name} from wishlist`}
                className="absolute right-2 top-2 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:text-danger disabled:opacity-50"
              >
                <X aria-hidden className="size-4" />
              </button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
