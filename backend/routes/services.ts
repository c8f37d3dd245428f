/**
 * Pincode check, outlets and health (`ecom/pincode_check/`, `ecom/outlet-details/`).
 */
import { Hono, type Context } from "hono";
import { sql } from "drizzle-orm";
import { pincodeQuery } from "../../lib/store-api/contract";
import { pingDb, type Db } from "../db/client";
import { lookupPincode } from "../catalogue/pincodes";
import { errorResponse, parseQuery } from "../http/errors";

/** Mounts the service endpoints. */
export function serviceRoutes(db: Db): Hono {
  const app = new Hono();

  // 503 (not a 500, never a hang) when the database is down or frozen: the launcher and load balancers probe this.
  // `/health` (what the launcher has always probed) and `/ready` (the load balancer's name) are
  // the same check: this process answers only with its database, so alive without it would still serve 503s.
  const probe = (answer: "ok" | "ready") => async (c: Context) => {
    try {
      await pingDb(db);
    } catch (error) {
      console.error("[health] database unavailable:", (error as Error).message);
      c.header("Retry-After", "5");
      return errorResponse(c, 503, "Database unavailable");
    }
    return c.json({ status: answer });
  };
  app.get("/health", probe("ok"));
  app.get("/ready", probe("ready"));

  app.get("/ecom/pincode_check/", (c) => {
    const { pincode } = parseQuery(c, pincodeQuery);
    const offices = lookupPincode(pincode);
    // Not wrapped in `results` (contract quirk).
    return c.json({ IsSuccess: offices.length > 0, PincodeData: offices, pincode });
  });

  app.get("/ecom/outlet-details/", async (c) => {
    const { rows } = await db.execute<{
      id: number;
      name: string;
      location: string;
      address: string;
      phone_number: string;
      country_code: string;
      lat_micro: number;
      lng_micro: number;
    }>(sql`SELECT id, name, location, address, phone_number, country_code, lat_micro, lng_micro
           FROM outlets ORDER BY country_code = 'IN' DESC, location, name`);
    const data = rows.map((r) => ({
      id: r.id,
      name: r.name,
      location: r.location,
      address: r.address,
      phone_number: r.phone_number,
      country: r.country_code,
      latitude: r.lat_micro / 1e6,
      longitude: r.lng_micro / 1e6,
    }));
    return c.json({ status: 200, data });
  });

  return app;
}
