import "server-only";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { loginPromptUrl, type Shopper } from "@/lib/session/require-session";
import { isStoreApiError } from "@/lib/store-api/errors";
import { getCart } from "./cart";
import { buyingContext } from "./context";
import { getTrialCart } from "./trial";
import type { CartDto, TrialCartDto, WishlistDto } from "./types";
import { listWishlist } from "./wishlist";

/** Metadata of a buying page: '{title} | SWA Diamonds', never indexed (it is personal). */
export function buyingMetadata(title: string): Metadata {
  return { title: { absolute: `${title} | SWA Diamonds` }, robots: { index: false, follow: false } };
}

export interface PageSeed {
  cart?: CartDto;
  wishlist?: WishlistDto;
  trial?: TrialCartDto;
}

/**
 * What a login-only buying page renders first (and seeds SWR with): the parts asked for, read in parallel with
 * the shopper's token (the page got the shopper from requireShopper). A token the store no longer accepts sends the
 * shopper to the login prompt. A store outage throws to the route's error boundary (never shown as an empty cart).
 * @param path this page's path (where to come back after logging in)
 */
export async function loadPageSeed(
  shopper: Shopper,
  path: string,
  want: { cart?: boolean; wishlist?: boolean; trial?: boolean },
): Promise<PageSeed> {
  try {
    const ctx = await buyingContext(shopper.token);
    const [cart, wishlist, trial] = await Promise.all([
      want.cart ? getCart(ctx) : undefined,
      want.wishlist ? listWishlist(ctx) : undefined,
      want.trial ? getTrialCart(ctx) : undefined,
    ]);
    return { cart, wishlist, trial };
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "unauthorised") redirect(loginPromptUrl(path));
    throw err;
  }
}
