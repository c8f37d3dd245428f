"use client";

import Image from "next/image";
import Link from "next/link";
import { Plus, X } from "lucide-react";
import { NEW_ARRIVALS_HREF } from "@/components/layout/links";
import { TRIAL_DESIGN_SLOTS } from "@/lib/cart/trial-schedule";
import type { TrialItem } from "@/lib/cart/types";
import { formatPrice } from "@/lib/money/format";

/**
 * The trial card's five design slots (5 trial item slots):
 * a filled slot shows the thumbnail, a remove control and the price; an empty one offers ADD DESIGN (to new arrivals).
 */
export function DesignSlots({
  items,
  currency,
  onRemove,
}: {
  items: readonly TrialItem[];
  currency: string;
  onRemove: (item: TrialItem) => void;
}) {
  const slots = Array.from({ length: TRIAL_DESIGN_SLOTS }, (_, i) => items[i] ?? null);
  return (
    <ul
      className="grid grid-cols-2 gap-3 min-[420px]:grid-cols-3 md:grid-cols-5"
      aria-label="Designs for your trial"
    >
      {slots.map((item, i) =>
        item ? (
          <li key={item.id} className="relative overflow-hidden rounded-md border border-line bg-white">
            <div className="relative aspect-square bg-ivory">
              {item.image && (
                <Image
                  src={item.image}
                  alt={item.name}
                  fill
                  sizes="(max-width: 767px) 45vw, 180px"
                  className="object-cover"
                />
              )}
            </div>
            <div className="p-2">
              <p className="truncate text-xs font-medium text-ink">{item.name}</p>
              <p className="text-sm font-semibold text-ink">{formatPrice(item.price, currency)}</p>
            </div>
            <button
              type="button"
              onClick={() => onRemove(item)}
              aria-label={`Remove ${item.name} from your trial`}
              className="absolute right-1.5 top-1.5 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:text-danger"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ) : (
          <li key={`empty-${i}`}>
            <Link
              href={NEW_ARRIVALS_HREF}
              className="flex aspect-square h-full min-h-36 w-full flex-col items-center justify-center gap-2 rounded-md border border-dashed border-gold-500/70 bg-ivory text-xs font-semibold tracking-wider text-brand-700 hover:bg-brand-50"
            >
              <span className="grid size-9 place-items-center rounded-full bg-white text-gold-600 shadow-sm">
                <Plus aria-hidden className="size-4" />
              </span>
              ADD DESIGN
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}
