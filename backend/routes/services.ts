/**
 * Pincode check, outlets and health (contract rows `ecom/pincode_check/`, `ecom/outlet-details/`).
 */
import { Hono } from "hono";
import { sql } from "drizzle-orm";
import { pincodeQuery } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { lookupPincode } from "../catalogue/pincodes";
import { parseQuery } from "../http/errors";

/** Mounts the service endpoints. */
export function serviceRoutes(db: Db): Hono {
  const app = new Hono();

  app.get("/health", async (c) => {
    await db.execute(sql`SELECT 1`);
    return c.json({ status: "ok" as const });
  });

  app.get("/ecom/pincode_check/", (c) => {
    const { pincode } = parseQuery(c, pincodeQuery);
    const offices = lookupPincode(pincode);
    // Not wrapped in `results` (contract quirk).
    return c.json({ IsSuccess: offices.length > 0, PincodeData: offices, pincode });
  });

  app.get("/ecom/outlet-details/", async (c) => {
    const { rows } = await db.execute<{
      name: string;
      location: string;
      address: string;
      phone_number: string;
      country_code: string;
      lat_micro: number;
      lng_micro: number;
    }>(sql`SELECT name, location, address, phone_number, country_code, lat_micro, lng_micro
           FROM outlets ORDER BY country_code = 'IN' DESC, location, name`);
    const data = rows.map((r) => ({
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
