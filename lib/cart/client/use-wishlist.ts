"use client";

import { useCallback } from "react";
import { useShown } from "./use-shown";
import useSWR, { useSWRConfig } from "swr";
import { bffGet, bffRequest } from "@/lib/account-client/fetcher";
import { useSession } from "@/lib/account-client/session";
import { emptyWishlist } from "@/lib/cart/empty";
import type { WishlistDto, WishlistEntry } from "@/lib/cart/types";
import { useReportFailure } from "./failure";
import { WISHLIST_KEY } from "./keys";
import { wishlistWith, wishlistWithout } from "./optimistic";
import { deleteOptimistically, mutateOptimistically } from "./optimistic-mutation";
import { BUYING_SWR } from "./swr-options";

/** A design to wishlist; the display fields fill the optimistic entry until the BFF's list arrives. */
export interface WishlistProduct {
  productId: number;
  colourId: number;
  name?: string;
  alias?: string;
  image?: string;
  price?: number;
  originalPrice?: number | null;
  metalType?: string;
}

export interface UseWishlist {
  items: WishlistEntry[];
  currency: string;
  loaded: boolean;
  /** the entry of a product, if it is wishlisted */
  entryOf: (productId: number) => WishlistEntry | undefined;
  /** Wishlists a design (the heart fills at once; rolled back and toasted on failure). */
  add: (product: WishlistProduct) => Promise<boolean>;
  /** Removes an entry (at once; rolled back and toasted on failure). */
  remove: (wishlistId: number) => Promise<boolean>;
  /** Adds or removes. @returns the new state, or null when ignored */
  toggle: (product: WishlistProduct) => Promise<boolean | null>;
}

/** The heart click on the way per product: the next click waits for it, then acts on the list it left. */
const pending = new Map<number, Promise<boolean | null>>();

/**
 * The shopper's wishlist through SWR (`GET /api/wishlist`), shared by the wishlist page, the product page heart,
 * the card hearts and the header. Guests read an empty list and make no call.
 */
export function useWishlist(): UseWishlist {
  const { loggedIn } = useSession();
  const report = useReportFailure();
  const { data } = useSWR<WishlistDto>(loggedIn ? WISHLIST_KEY : null, bffGet, BUYING_SWR);
  const { mutate, cache } = useSWRConfig();
  const list = (loggedIn && data) || emptyWishlist();
  // What the screen shows (the server's seed until SWR's cache has an answer): the base of optimistic updates.
  const shown = useShown(data);

  const add = useCallback(
    (product: WishlistProduct) => {
      const temporaryId = -product.productId;
      const optimistic: WishlistEntry = {
        wishlistId: temporaryId,
        productId: product.productId,
        colourId: product.colourId,
        name: product.name ?? "",
        alias: product.alias ?? "",
        image: product.image ?? "",
        price: product.price ?? 0,
        originalPrice: product.originalPrice ?? null,
        metalType: product.metalType ?? "",
      };
      return mutateOptimistically<WishlistDto, { wishlistId: number }>(
        (options) =>
          mutate(
            WISHLIST_KEY,
            bffRequest<{ wishlistId: number }>(WISHLIST_KEY, {
              method: "POST",
              json: { productId: product.productId, colourId: product.colourId },
            }),
            options,
          ),
        {
          shown,
          empty: emptyWishlist,
          apply: (list) => wishlistWith(list, optimistic),
          settle: (answer, list) => wishlistWith(list, { ...optimistic, wishlistId: answer.wishlistId }),
          // The list is read again for the design's details (image, price) behind the new entry.
          revalidate: true,
        },
        report,
      );
    },
    [mutate, report, shown],
  );

  const remove = useCallback(
    (wishlistId: number) =>
      deleteOptimistically<WishlistDto>(
        mutate,
        WISHLIST_KEY,
        wishlistId,
        {
          shown,
          empty: emptyWishlist,
          without: (list) => wishlistWithout(list, wishlistId),
          revalidate: false,
        },
        report,
      ),
    [mutate, report, shown],
  );

  const entryOf = useCallback(
    (productId: number) => list.items.find((e) => e.productId === productId),
    [list.items],
  );

  const toggle = useCallback(
    (product: WishlistProduct) => {
      const before = pending.get(product.productId);
      const run = (async () => {
        // A quick second click (remove right after add) acts once the first one has its answer and a real id.
        if (before) await before;
        const now =
          (cache.get(WISHLIST_KEY)?.data as WishlistDto | undefined) ?? shown.current ?? emptyWishlist();
        const entry = now.items.find((e) => e.productId === product.productId);
        if (entry && entry.wishlistId > 0) return (await remove(entry.wishlistId)) ? false : true;
        if (entry) return null;
        return (await add(product)) ? true : false;
      })();
      pending.set(product.productId, run);
      void run.finally(() => {
        if (pending.get(product.productId) === run) pending.delete(product.productId);
      });
      return run;
    },
    [cache, shown, add, remove],
  );

  return {
    items: list.items,
    currency: list.currency,
    loaded: !loggedIn || data !== undefined,
    entryOf,
    add,
    remove,
    toggle,
  };
}
