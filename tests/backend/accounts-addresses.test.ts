/**
 * Addresses over HTTP: token required, contract shapes, validation, and exactly one main address per user after
 * every create, delete and set-main (also under concurrent creates, and enforced by a partial unique index).
 */
import {
  addressCreateResponse,
  addressListResponse,
  mainAddressResponse,
  statusResponse,
} from "../../lib/store-api/contract";
import { call, registerUser, accountsServiceForFile } from "./accounts-helpers";
import { query } from "./helpers/start-service";

const service = accountsServiceForFile();

function addressInput(overrides: Record<string, string> = {}) {
  return {
    name: "Lakshmi Pillai",
    phone_code: "+91",
    phone_number: "9447000000",
    email: "lakshmi@example.com",
    pincode: "682001",
    state: "kerala",
    city: "Kochi",
    house: "House 7, Rose Villa",
    area: "MG Road",
    landmark: "Near the jewellery mart",
    type: "HOME",
    country: "India",
    honorific_name: "Mrs",
    ...overrides,
  };
}

async function create(token: string, overrides: Record<string, string> = {}): Promise<number> {
  const res = await call(service.url, "ecom/addresses/", addressInput(overrides), { token });
  expect(res.status).toBe(200);
  return addressCreateResponse.parse(res.body).data!.id;
}

async function list(token: string) {
  const res = await call(service.url, "ecom/addresses/all/", undefined, { token });
  expect(res.status).toBe(200);
  return addressListResponse.parse(res.body).results.data;
}

async function mains(token: string): Promise<number[]> {
  return (await list(token)).filter((a) => a.is_main).map((a) => a.id);
}

describe("addresses", () => {
  test("every endpoint needs a token", async () => {
    expect((await call(service.url, "ecom/addresses/all/")).status).toBe(401);
    expect((await call(service.url, "ecom/addresses/", addressInput())).status).toBe(401);
    expect((await call(service.url, "ecom/addresses/1/", undefined, { method: "DELETE" })).status).toBe(401);
    expect((await call(service.url, "ecom/address/")).status).toBe(401);
    expect((await call(service.url, "ecom/address/", { address_id: 1, is_main: true })).status).toBe(401);
  });

  test("the first address becomes main; later ones do not", async () => {
    const { token } = await registerUser(service.url);
    expect(await list(token)).toEqual([]);
    const none = await call(service.url, "ecom/address/", undefined, { token });
    expect(mainAddressResponse.parse(none.body).results.data).toBeNull();
    const first = await create(token);
    const second = await create(token, { house: "Flat 2" });
    expect(await mains(token)).toEqual([first]);
    const all = await list(token);
    expect(all.map((a) => a.id).sort()).toEqual([first, second].sort());
    expect(all.find((a) => a.id === first)).toMatchObject({
      name: "Lakshmi Pillai",
      honorific_name: "Mrs",
      phone_code: "+91",
      phone_number: "9447000000",
      pincode: "682001",
      type: "HOME",
      country: "India",
      is_main: true,
    });
    const main = await call(service.url, "ecom/address/", undefined, { token });
    expect(mainAddressResponse.parse(main.body).results.data?.id).toBe(first);
  });

  test("set main moves the mark: still exactly one", async () => {
    const { token } = await registerUser(service.url);
    const a = await create(token);
    const b = await create(token, { house: "B" });
    const c = await create(token, { house: "C" });
    const res = await call(service.url, "ecom/address/", { address_id: b, is_main: true }, { token });
    expect(res.status).toBe(200);
    expect(statusResponse.parse(res.body).results.status_code).toBe(200);
    expect(await mains(token)).toEqual([b]);
    await call(service.url, "ecom/address/", { address_id: String(c), is_main: "true" }, { token });
    expect(await mains(token)).toEqual([c]);
    // Setting the main one again changes nothing.
    await call(service.url, "ecom/address/", { address_id: c, is_main: true }, { token });
    expect(await mains(token)).toEqual([c]);
    expect((await list(token)).map((x) => x.id)).toContain(a);
  });

  test("deleting the main promotes another; deleting the last leaves none", async () => {
    const { token } = await registerUser(service.url);
    const a = await create(token);
    const b = await create(token, { house: "B" });
    const c = await create(token, { house: "C" });
    const del = await call(service.url, `ecom/addresses/${a}/`, undefined, { token, method: "DELETE" });
    expect(del.status).toBe(200);
    expect(statusResponse.parse(del.body).results.status_code).toBe(200);
    const afterMainGone = await mains(token);
    expect(afterMainGone).toHaveLength(1);
    expect([b, c]).toContain(afterMainGone[0]);
    const other = afterMainGone[0] === b ? c : b;
    expect(
      (await call(service.url, `ecom/addresses/${other}/`, undefined, { token, method: "DELETE" })).status,
    ).toBe(200);
    expect(await mains(token)).toEqual(afterMainGone);
    expect(
      (await call(service.url, `ecom/addresses/${afterMainGone[0]}/`, undefined, { token, method: "DELETE" }))
        .status,
    ).toBe(200);
    expect(await list(token)).toEqual([]);
    // A new first address is main again.
    const d = await create(token);
    expect(await mains(token)).toEqual([d]);
  });

  test("another user's address is 404 for delete and set main, and stays untouched", async () => {
    const owner = await registerUser(service.url);
    const stranger = await registerUser(service.url);
    const id = await create(owner.token);
    expect(
      (
        await call(service.url, `ecom/addresses/${id}/`, undefined, {
          token: stranger.token,
          method: "DELETE",
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(service.url, "ecom/address/", { address_id: id, is_main: true }, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect(await mains(owner.token)).toEqual([id]);
    expect(await list(stranger.token)).toEqual([]);
  });

  test("bad ids answer 400 or 404, never 500", async () => {
    const { token } = await registerUser(service.url);
    expect(
      (await call(service.url, "ecom/addresses/abc/", undefined, { token, method: "DELETE" })).status,
    ).toBe(400);
    expect(
      (await call(service.url, "ecom/addresses/99999999999/", undefined, { token, method: "DELETE" })).status,
    ).toBe(400);
    expect(
      (await call(service.url, "ecom/addresses/999999/", undefined, { token, method: "DELETE" })).status,
    ).toBe(404);
    expect(
      (await call(service.url, "ecom/address/", { address_id: "x", is_main: true }, { token })).status,
    ).toBe(400);
    expect(
      (await call(service.url, "ecom/address/", { address_id: 1, is_main: false }, { token })).status,
    ).toBe(400);
  });

  test.each<[Record<string, string>, string, RegExp]>([
    [{ pincode: "6820" }, "pincode", /Pincode must be 6 digits/],
    [{ phone_number: "94470" }, "phone_number", /Mobile number must be 10 digits/],
    [{ name: " " }, "name", /Full name is required/],
    [{ house: "" }, "house", /House number/],
    [{ country: "" }, "country", /country is required/],
    [{ email: "not-mail" }, "email", /email/i],
    [{ type: "OFFICE" }, "type", /.+/],
  ])("invalid %j answers 400 with errors.%s", async (override, field, message) => {
    const { token } = await registerUser(service.url);
    const res = await call(service.url, "ecom/addresses/", addressInput(override), { token });
    expect(res.status).toBe(400);
    expect(res.body.errors[field][0]).toMatch(message);
    expect(await list(token)).toEqual([]);
  });

  test("concurrent first addresses still give exactly one main", async () => {
    const { token } = await registerUser(service.url);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(service.url, "ecom/addresses/", addressInput({ house: `H${i}` }), { token }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await mains(token)).toHaveLength(1);
    expect(await list(token)).toHaveLength(8);
  });

  test("the database itself refuses a second main address", async () => {
    const { token, id: userId } = await registerUser(service.url);
    await create(token);
    await create(token, { house: "B" });
    await expect(
      query(service.svc.db, "UPDATE addresses SET is_main = true WHERE user_id = $1", [userId]),
    ).rejects.toThrow(/addresses_one_main_uq/);
  });

  test("the seeded demo accounts have exactly one main address each", async () => {
    const rows = await query<{ email: string; mains: number; total: number }>(
      service.svc.db,
      `SELECT u.email, count(*) FILTER (WHERE a.is_main)::int AS mains, count(a.id)::int AS total
       FROM users u LEFT JOIN addresses a ON a.user_id = u.id
       WHERE u.email LIKE '%@swadiamonds.com' GROUP BY u.email ORDER BY u.email`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.find((r) => r.email === "demo@swadiamonds.com")).toEqual({
      email: "demo@swadiamonds.com",
      mains: 1,
      total: 1,
    });
    for (const r of rows) expect(r.mains).toBe(1);
  });
});
