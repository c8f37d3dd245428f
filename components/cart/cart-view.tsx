"use client";

import { useState } from "react";
import Link from "next/link";
import { ShoppingBag, Trash2 } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useCart } from "@/lib/cart/client/use-cart";
import { EMPTY_TEXTS } from "@/lib/cart/messages";
import { sameAmount } from "@/lib/cart/money";
import type { CartLine, CartVoucher, VoucherDto } from "@/lib/cart/types";
import type { TaxNotice } from "@/lib/tax/tax-notice";
import { EmptyState } from "@/components/ui/empty-state";
import { LineItem } from "./line-item";
import { OrderSummary } from "./order-summary";
import { PriceChangeNotice } from "./price-change-notice";
import { RemoveDialog } from "./remove-dialog";

/** A voucher this screen applied, with the cart total it was computed on. */
interface AppliedHere extends CartVoucher {
  basis: number;
}

/**
 * The shopping cart (`/shoping/cart`): the lines with image, name, size,
 * colour and price (and, when a price changed since the line was added, a sentence saying so); remove opens the REMOVE / MOVE TO WISHLIST confirmation (both happen at once on screen and
 * roll back with a toast if the store refuses); the order summary beside (below on phones). Empty: 'Your Cart is
 * empty' with Shop Now. Reads the cart through useCart (seeded by the page, kept fresh by SWR).
 * @param tax the shop country's tax terms, for the summary
 */
export function CartView({ tax }: { tax: TaxNotice }) {
  const { cart, remove, moveToWishlist, refresh, removeVoucher } = useCart();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<CartLine | null>(null);
  const [appliedHere, setAppliedHere] = useState<AppliedHere | null>(null);

  // The store remembers the voucher on the cart (reference backend); otherwise the one applied here, while the
  // total it was computed on still holds.
  const voucher =
    cart.voucher ?? (appliedHere && sameAmount(appliedHere.basis, cart.grandTotal) ? appliedHere : null);

  function onVoucherApplied(v: VoucherDto) {
    setAppliedHere({
      code: v.code,
      promocodeId: v.promocodeId,
      discount: v.discount,
      basis: cart.grandTotal,
    });
    void refresh();
  }

  async function onVoucherRemove() {
    const removed = await removeVoucher();
    if (removed) setAppliedHere(null);
    return removed;
  }

  if (cart.items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingBag className="size-7" />}
        text={EMPTY_TEXTS.cart}
        hint="Every piece ships free, with a 15-day money-back promise and lifetime exchange."
        action={
          <Link href="/" className={buttonVariants({ variant: "gold", size: "lg" })}>
            Shop Now
          </Link>
        }
      />
    );
  }

  const line = confirming;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="cart-items-title">
        {/* Named by a heading, so the lines' h3 names sit under an h2 (heading-order). */}
        <h2 id="cart-items-title" className="sr-only">
          Items in your cart
        </h2>
        <ul className="divide-y divide-line border-y border-line">
          {cart.items.map((item) => (
            <li key={item.id}>
              <LineItem
                line={item}
                currency={cart.currency}
                note={
                  <>
                    {!item.available && (
                      <p className="text-xs font-medium text-danger">No longer available to order</p>
                    )}
                    {item.previousPrice !== null && (
                      <PriceChangeNotice
                        name={item.name}
                        was={item.previousPrice}
                        now={item.price}
                        currency={cart.currency}
                      />
                    )}
                  </>
                }
                actions={
                  <button
                    type="button"
                    onClick={() => setConfirming(item)}
                    aria-haspopup="dialog"
                    aria-label={`Remove ${item.name}`}
                    className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted hover:bg-brand-50 hover:text-brand-700"
                  >
                    <Trash2 aria-hidden className="size-3.5" /> Remove
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <OrderSummary
        cart={cart}
        voucher={voucher}
        tax={tax}
        onVoucherApplied={onVoucherApplied}
        onVoucherRemove={onVoucherRemove}
      />
      <RemoveDialog
        itemName={line?.name ?? ""}
        open={line !== null}
        onClose={() => setConfirming(null)}
        onRemove={() => {
          if (!line) return;
          setConfirming(null);
          void remove(line.id);
        }}
        onMove={() => {
          if (!line) return;
          setConfirming(null);
          void moveToWishlist(line.id).then((moved) => {
            if (moved) toast("Moved to your wishlist", { tone: "success" });
          });
        }}
      />
    </div>
  );
}
