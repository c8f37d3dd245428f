/**
 * Trial cart routes (lib/store-api/contract/commerce.ts): GET/POST/PATCH `ecom/trialcartitems/`, DELETE
 * `ecom/trialcartitems/<id>/`. Messages are production's, spacing included ('size  required').
 */
import { Hono } from "hono";
import { CART_EMPTY_MESSAGE, trialAddRequest, trialScheduleRequest } from "../../lib/store-api/contract";
import { smallBody } from "../accounts/validation";
import { commerceErrorHandler, countryOf, parseBody, pathId } from "../commerce/http";
import { cartItemOut, loadLines, loadPick } from "../commerce/items";
import { rupeesOf } from "../commerce/money";
import { addTrialItem, removeTrialItem, scheduleTrial } from "../commerce/trial";
import type { Db } from "../db/client";
import { requireUser } from "../http/auth";

/** Mounts the trial cart endpoints. */
export function trialRoutes(db: Db): Hono {
  const app = new Hono();
  app.onError(commerceErrorHandler);

  app.get("/ecom/trialcartitems/", async (c) => {
    const user = await requireUser(c);
    const country = await countryOf(c, db);
    const lines = await loadLines(db, user.id, "trial", country.supply);
    if (lines.length === 0)
      return c.json({ results: { status: 200, status_code: 200, message: CART_EMPTY_MESSAGE, count: 0 } });
    return c.json({
      results: {
        status: 200,
        status_code: 200,
        count: lines.length,
        data: {
          cart_item: lines.map((l) => ({ ...cartItemOut(l, country), processed: l.processed })),
          cartmaster: {
            item_count: lines.length,
            grand_total: rupeesOf(lines.reduce((sum, l) => sum + l.pricePaise, 0)),
            currency: "INR",
          },
        },
      },
    });
  });

  app.post("/ecom/trialcartitems/", smallBody, async (c) => {
    const user = await requireUser(c);
    const country = await countryOf(c, db);
    const body = await parseBody(c, trialAddRequest);
    const item = await loadPick(db, body.product_id, body.colour_id, body.size_id, country.supply);
    const id = await addTrialItem(db, user.id, item);
    return c.json({ results: { status: 200, status_code: 200, message: "Added to try list", data: { id } } });
  });

  app.delete("/ecom/trialcartitems/:id/", async (c) => {
    const user = await requireUser(c);
    await removeTrialItem(db, user.id, pathId(c));
    return c.json({ results: { status: 200, status_code: 200, message: "Removed from try list" } });
  });

  app.patch("/ecom/trialcartitems/", smallBody, async (c) => {
    const user = await requireUser(c);
    await countryOf(c, db);
    const body = await parseBody(c, trialScheduleRequest);
    const booking = await scheduleTrial(db, user.id, {
      date: body.scheduled_date,
      slot: body.scheduled_time,
      addressId: body.address_id,
    });
    return c.json({
      results: {
        status: 200,
        status_code: 200,
        message: "Trial at home booked",
        data: {
          booking_id: booking.bookingId,
          item_count: booking.itemCount,
          scheduled_date: body.scheduled_date,
          scheduled_time: body.scheduled_time,
        },
      },
    });
  });

  return app;
}
