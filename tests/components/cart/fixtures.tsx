/**
 * Fixtures of the buying component tests: carts, trial carts and wishlists shaped like the BFF's answers
 * (lib/cart/types.ts), and a render helper that seeds them the way the pages do (BuyingDataProvider).
 * Not a test file: Jest does not collect it.
 */
import type { ReactElement } from "react";
import { SWRConfig } from "swr";
import { BuyingDataProvider, type BuyingSeed } from "@/lib/cart/client/provider";
import type { CartDto, CartLine, TrialItem, WishlistDto } from "@/lib/cart/types";
import type { SessionDto } from "@/lib/account-client/types";
import { LOGGED_IN, renderWithShell } from "../account/helpers";

export function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 11,
    productId: 1,
    name: "Chembakam Sapphire Crown Ring",
    alias: "chembakam-sapphire-crown-ring-rg0001",
    image: "/media/products/ring/white-0-w640.webp",
    size: "8",
    colour: "white",
    colourId: 3,
    quantity: 1,
    price: 70620,
    originalPrice: 76761,
    lineTotal: 70620,
    metalType: "Gold 18K",
    available: true,
    previousPrice: null,
    ...overrides,
  };
}

export const PENDANT = line({
  id: 12,
  productId: 241,
  name: "Rangoli Diamond Star Pendant",
  alias: "rangoli-diamond-star-pendant-pd0241",
  size: null,
  colour: "yellow",
  colourId: 1,
  price: 18956,
  originalPrice: null,
  lineTotal: 18956,
});

/** A cart of the ring and the pendant: ₹89,576. */
export function cartOf(lines: CartLine[] = [line(), PENDANT], overrides: Partial<CartDto> = {}): CartDto {
  const total = lines.reduce((sum, l) => sum + Math.round(l.lineTotal * 100), 0) / 100;
  return {
    count: lines.length,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    grandTotal: total,
    currency: "INR",
    items: lines,
    voucher: null,
    ...overrides,
  };
}

export function trialItem(overrides: Partial<TrialItem> = {}): TrialItem {
  return { ...line({ id: 21 }), processed: false, ...overrides };
}

export const EMPTY_WISHLIST: WishlistDto = { items: [], currency: "INR" };

/**
 * Renders with toasts, an isolated SWR cache, the session (logged in by default) and the page's seed. The seed is
 * not re-read on mount (the pages' first paint is what is under test; SWR's own revalidation is SWR's).
 */
export function renderBuying(ui: ReactElement, seed: BuyingSeed = {}, session: SessionDto = LOGGED_IN) {
  return renderWithShell(
    <SWRConfig value={{ revalidateOnMount: false, revalidateOnFocus: false }}>
      <BuyingDataProvider seed={seed}>{ui}</BuyingDataProvider>
    </SWRConfig>,
    { session },
  );
}
