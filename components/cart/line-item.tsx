import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import { COLOUR_LABELS } from "@/lib/catalogue/colours";
import { productHref } from "@/components/product/product-href";
import { Price } from "@/components/product/price";
import type { CartLine } from "@/lib/cart/types";

/** 'rose' -> 'Rose Gold'; unknown names as they are. */
export function colourLabel(colour: string | null): string | null {
  if (!colour) return null;
  return (COLOUR_LABELS as Record<string, string>)[colour] ?? colour;
}

/**
 * One design in the cart or the trial cart (image, name, size, colour, price),
 * with the line's controls (remove, move) in `actions`.
 */
export function LineItem({
  line,
  currency,
  actions,
  note,
}: {
  line: CartLine;
  currency: string;
  actions?: ReactNode;
  /** a status under the details ('Booked', 'No longer available') */
  note?: ReactNode;
}) {
  const colour = colourLabel(line.colour);
  const name = line.alias ? (
    <Link href={productHref(line.alias)} prefetch={false} className="hover:text-brand-700 hover:underline">
      {line.name}
    </Link>
  ) : (
    line.name
  );
  return (
    <article className="flex gap-3 py-4 sm:gap-4" aria-label={line.name}>
      <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-ivory sm:size-24">
        {line.image && <Image src={line.image} alt={line.name} fill sizes="96px" className="object-cover" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 className="min-w-0 text-sm font-medium text-ink sm:text-base">{name}</h3>
          <Price amount={line.price} original={line.originalPrice ?? undefined} currency={currency} />
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted">
          {line.size && (
            <div className="flex gap-1">
              <dt>Size:</dt>
              <dd className="text-ink">{line.size}</dd>
            </div>
          )}
          {colour && (
            <div className="flex gap-1">
              <dt>Colour:</dt>
              <dd className="text-ink">{colour}</dd>
            </div>
          )}
          {line.metalType && (
            <div className="flex gap-1">
              <dt className="sr-only">Metal:</dt>
              <dd>{line.metalType}</dd>
            </div>
          )}
          {line.quantity > 1 && (
            <div className="flex gap-1">
              <dt>Qty:</dt>
              <dd className="text-ink">{line.quantity}</dd>
            </div>
          )}
        </dl>
        {note}
        {actions && <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>}
      </div>
    </article>
  );
}
