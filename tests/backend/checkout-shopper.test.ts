/**
 * The signed-in shopper the checkout form starts from (lib/checkout/shopper.ts), read from the real reference
 * backend's profile: the name, e-mail, phone and the honorific chosen at sign-up (a Mrs account stays Mrs); a
 * guest is null; a store that cannot answer leaves the session's copy, without an honorific.
 */
import "./helpers/next-als"; // first: before any module of next loads
import { useBffEnv } from "./helpers/bff";
import { call, accountsServiceForFile } from "./accounts-helpers";
import { readCheckoutShopper } from "../../lib/checkout/shopper";

jest.setTimeout(60_000);

const service = accountsServiceForFile();

beforeAll(() => useBffEnv(service.url));

/** Registers an account with a chosen honorific; its token reads the profile. */
async function register(honorific: "Mr" | "Mrs" | "Others", tag: string) {
  const suffix = `${process.pid}`.slice(-5).padStart(5, "0");
  const email = `checkout.${tag}.${suffix}@example.com`;
  const phone = `9${tag === "mrs" ? 1 : 2}${suffix}123`.slice(0, 10);
  const res = await call(service.url, "ecom/register/", {
    name: "Priya Nair",
    phone_code: "+91",
    phone_number: phone,
    email,
    login_type: "NORMAL",
    honorific_name: honorific,
  });
  expect(res.status).toBe(200);
  return { email, phone, token: res.body.results.data.token as string };
}

describe("readCheckoutShopper", () => {
  it("reads a Mrs account's name, e-mail, phone and honorific from the store", async () => {
    const me = await register("Mrs", "mrs");
    // The cookie's copy is stale on purpose: the store's profile wins.
    const shopper = await readCheckoutShopper({
      token: me.token,
      user: { name: "Old Name", email: "old@example.com", phone: "", photo: "" },
    });
    expect(shopper).toEqual({ name: "Priya Nair", email: me.email, phone: me.phone, honorific: "Mrs" });
  });

  it("is null for a guest, and the session's copy without an honorific when the store refuses", async () => {
    expect(await readCheckoutShopper({})).toBeNull();
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    const cookie = { name: "Priya Nair", email: "priya@example.com", phone: "9847012345", photo: "" };
    expect(await readCheckoutShopper({ token: "not-a-real-token", user: cookie })).toEqual({
      name: "Priya Nair",
      email: "priya@example.com",
      phone: "9847012345",
    });
    quiet.mockRestore();
  });
});
