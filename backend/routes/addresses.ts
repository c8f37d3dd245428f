/**
 * Address routes (lib/store-api/contract/account.ts), all behind a token: list, create, delete, main address get and set.
 * Shapes follow the contract, quirks included: the create answer is not wrapped (`{ status: 200, data: { id } }`).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  mainAddress,
  MAX_ADDRESSES,
  setMainAddress,
} from "../accounts/addresses";
import {
  addressBody,
  fieldErrors,
  parseOr400,
  readBody,
  smallBody,
  setMainBody,
} from "../accounts/validation";
import { requireUser } from "../http/auth";
import { errorResponse, parseParam } from "../http/errors";

const addressId = z.coerce
  .number({ message: "address id must be a positive whole number" })
  .int("address id must be a positive whole number")
  .positive("address id must be a positive whole number")
  .max(2_147_483_647, "address id is out of range");

const NOT_FOUND = "Address not found";

/** Mounts the address endpoints. */
export function addressRoutes(db: Db): Hono {
  const app = new Hono();

  app.get("/ecom/addresses/all/", async (c) => {
    const user = await requireUser(c);
    return c.json({ results: { status_code: 200, status: 200, data: await listAddresses(db, user.id) } });
  });

  app.post("/ecom/addresses/", smallBody, async (c) => {
    const user = await requireUser(c);
    const parsed = addressBody.safeParse(await readBody(c));
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      const message = Object.values(errors)[0]?.[0] ?? "Invalid address";
      return c.json({ status: 400, message, errors, results: { status_code: 400, message } }, 400);
    }
    const id = await createAddress(db, user.id, parsed.data);
    if (id === "full") {
      const message = `You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`;
      return c.json({ status: 400, message, results: { status_code: 400, message } }, 400);
    }
    return c.json({ status: 200, message: "Address added", data: { id } });
  });

  app.delete("/ecom/addresses/:id/", async (c) => {
    const user = await requireUser(c);
    const id = parseParam(c.req.param("id"), addressId);
    if (!(await deleteAddress(db, user.id, id))) return errorResponse(c, 404, NOT_FOUND);
    return c.json({ results: { status_code: 200, status: 200, message: "Address deleted" } });
  });

  app.get("/ecom/address/", async (c) => {
    const user = await requireUser(c);
    return c.json({ results: { status_code: 200, status: 200, data: await mainAddress(db, user.id) } });
  });

  app.post("/ecom/address/", smallBody, async (c) => {
    const user = await requireUser(c);
    const { address_id } = parseOr400(setMainBody, await readBody(c));
    const address = await setMainAddress(db, user.id, address_id);
    if (!address) return errorResponse(c, 404, NOT_FOUND);
    return c.json({
      results: { status_code: 200, status: 200, message: "Main address updated", data: address },
    });
  });

  return app;
}
