/**
 * Delivery check, video call and visit requests, nearest pincode (`ecom/check-delivery-date/`,
 * `ecom/add_video_call/`; reference extensions `ecom/book-visit/`, `ecom/nearest-pincode/`). All open to guests.
 */
import { Hono, type Context } from "hono";
import type { z } from "zod";
import {
  deliveryCheckBody,
  nearestPincodeBody,
  videoCallBody,
  visitBody,
} from "../../lib/store-api/contract";
import { readBody, fieldErrors } from "../accounts/validation";
import { clientIp } from "../accounts/rate-limits";
import { lookupPincode } from "../catalogue/pincodes";
import type { Db } from "../db/client";
import { optionalUser } from "../http/auth";
import { HttpError } from "../http/errors";
import { isBadValueDbError } from "../http/hostile-input";
import { checkDelivery } from "../leads/delivery";
import type { HolidayCoverageWatch } from "../leads/holiday-coverage";
import { nearestPincode } from "../leads/pincode-coordinates";
import { createLeadLimits, takeLead, LEAD_RATE_LIMITED } from "../leads/rate-limits";
import { createVideoCall } from "../leads/video-calls";
import { createVisit } from "../leads/visits";

/** Farthest a located point may be from a pincode's centre and still get it, km (outside India there is none). */
export const NEAREST_PINCODE_MAX_KM = 50;

export interface LeadRouteOptions {
  db: Db;
  /** clock (tests inject one); default `new Date()` */
  now?: () => Date;
  env?: Record<string, string | undefined>;
  /** warns (rate-limited) when the holiday data runs out ahead of the promises computed here; none = no check */
  holidayWatch?: HolidayCoverageWatch;
}

/** Reads and validates the body; 400 carries the first message and every field's messages (`errors`). */
async function parse<S extends z.ZodType>(c: Context, schema: S) {
  const result = schema.safeParse(await readBody(c));
  if (result.success) return { ok: true as const, data: result.data as z.output<S> };
  const message = result.error.issues[0]?.message ?? "Invalid request";
  return {
    ok: false as const,
    response: c.json({ results: { status_code: 400, message, errors: fieldErrors(result.error) } }, 400),
  };
}

/** Mounts the routes. */
export function leadRoutes({
  db,
  now = () => new Date(),
  env = process.env,
  holidayWatch,
}: LeadRouteOptions): Hono {
  const app = new Hono();
  const trustProxy = env.TRUST_PROXY === "1";
  const videoLimits = createLeadLimits(db.$client, "video-call", env);
  const visitLimits = createLeadLimits(db.$client, "visit", env);

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      if (err.status === 429)
        c.header("Retry-After", String((err as HttpError & { retryAfter?: number }).retryAfter ?? 60));
      return c.json({ results: { status_code: err.status, message: err.message } }, err.status);
    }
    if (isBadValueDbError(err))
      return c.json({ results: { status_code: 400, message: "A value in the request is not valid" } }, 400);
    console.error(`[backend] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ results: { status_code: 500, message: "Something went wrong" } }, 500);
  });

  app.post("/ecom/check-delivery-date/", async (c) => {
    const body = await parse(c, deliveryCheckBody);
    if (!body.ok) return body.response;
    const at = now();
    await holidayWatch?.check(at);
    return c.json({ results: await checkDelivery(db, body.data, at) });
  });

  app.post("/ecom/add_video_call/", async (c) => {
    const body = await parse(c, videoCallBody);
    if (!body.ok) return body.response;
    await takeLead(videoLimits, clientIp(c, trustProxy), `${body.data.phone_code}${body.data.phone_number}`);
    const user = await optionalUser(c);
    const id = await createVideoCall(db, body.data, user?.id ?? null);
    return c.json({ status: 200 as const, message: "Video call request received", id });
  });

  app.post("/ecom/book-visit/", async (c) => {
    const body = await parse(c, visitBody);
    if (!body.ok) return body.response;
    await takeLead(visitLimits, clientIp(c, trustProxy), body.data.phone);
    const id = await createVisit(db, body.data, now());
    return c.json({ status: 200 as const, id });
  });

  app.post("/ecom/nearest-pincode/", async (c) => {
    const body = await parse(c, nearestPincodeBody);
    if (!body.ok) return body.response;
    const found = nearestPincode({ lat: body.data.latitude, lng: body.data.longitude });
    if (found.distanceKm > NEAREST_PINCODE_MAX_KM)
      throw new HttpError(404, "No Indian pincode near this location");
    const area = lookupPincode(found.pincode)[0]?.Area ?? null;
    return c.json({
      results: {
        status_code: 200,
        data: { pincode: found.pincode, area, distance_km: Math.round(found.distanceKm * 10) / 10 },
      },
    });
  });

  return app;
}

export { LEAD_RATE_LIMITED };
