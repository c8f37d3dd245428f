/**
 * Wishlist routes (lib/store-api/contract/commerce.ts): GET/POST `ecom/wishlist/`, DELETE `ecom/wishlist/<id>/`, all
 * behind a token and `?country=` (card prices in the shopper's currency).
 */
import { Hono } from "hono";
import { wishlistAddRequest } from "../../lib/store-api/contract";
import { smallBody } from "../accounts/validation";
import { commerceErrorHandler, CommerceError, countryOf, parseBody, pathId } from "../commerce/http";
import { addToWishlist, listWishlist, removeFromWishlist } from "../commerce/wishlist";
import type { Db } from "../db/client";
import { requireUser } from "../http/auth";

/** Mounts the wishlist endpoints. */
export function wishlistRoutes(db: Db): Hono {
  const app = new Hono();
  app.onError(commerceErrorHandler);

  app.get("/ecom/wishlist/", async (c) => {
    const user = await requireUser(c);
    const country = await countryOf(c, db);
    const data = await listWishlist(db, user.id, country);
    return c.json({ results: { status_code: 200, status: 200, count: data.length, data } });
  });

  app.post("/ecom/wishlist/", smallBody, async (c) => {
    const user = await requireUser(c);
    await countryOf(c, db);
    const body = await parseBody(c, wishlistAddRequest);
    const id = await addToWishlist(db, user.id, body.product_id, body.colour_id);
    return c.json({ results: { status_code: 200, status: 200, message: "Added to wishlist", data: { id } } });
  });

  app.delete("/ecom/wishlist/:id/", async (c) => {
    const user = await requireUser(c);
    const id = pathId(c);
    if (!(await removeFromWishlist(db, user.id, id))) throw new CommerceError(404, "Wishlist item not found");
    return c.json({ results: { status_code: 200, status: 200, message: "Removed from wishlist" } });
  });

  return app;
}
