/**
 * A reload of checkout 'Your details' for a signed-in shopper: the browser does not know the session yet (it asks
 * /api/session after hydration), yet the form shows the shopper's saved name, e-mail, phone and honorific, read by
 * the page on the server; a Mrs account stays Mrs. A draft the tab kept over the reload adds what was typed and
 * never blanks those details.
 */
import { render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { SessionProvider } from "@/lib/account-client/session";
import { CheckoutDetails } from "@/components/checkout/checkout-details";
import type { CheckoutFlow } from "@/lib/checkout/flow";
import type { CheckoutShopper } from "@/lib/checkout/start-values";
import { mockFetch } from "./helpers";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

const CART: CheckoutFlow = { kind: "cart", promocodeId: null, useSwaWallet: false, useExchangeWallet: false };
const PRIYA: CheckoutShopper = {
  name: "Priya Nair",
  email: "priya@example.com",
  phone: "9847012345",
  honorific: "Mrs",
};

/** The page as a reload renders it: no session in the browser yet, the shopper from the server. */
function reload(shopper: CheckoutShopper | null) {
  // The session answer never arrives during the test: what shows comes from the page alone.
  mockFetch({ "GET /api/session": () => new Promise(() => {}) });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionProvider>
        <CheckoutDetails flow={CART} addresses={[]} countryName="India" shopper={shopper} />
      </SessionProvider>
    </SWRConfig>,
  );
}

describe("checkout details after a reload", () => {
  beforeEach(() => sessionStorage.clear());

  it("shows the signed-in shopper's saved name, e-mail, mobile and Mrs", () => {
    reload(PRIYA);
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("Priya Nair");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("priya@example.com");
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveValue("9847012345");
    expect(screen.getByRole("radio", { name: "Mrs" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Mr" })).not.toBeChecked();
  });

  it("keeps what the draft holds and fills its blanks from the shopper", async () => {
    sessionStorage.setItem(
      "swa:checkout:draft",
      JSON.stringify({ honorific_name: "Mrs", fullName: "", sEmail: "", mobile: "", city: "Kochi" }),
    );
    reload(PRIYA);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Kochi"));
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("Priya Nair");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("priya@example.com");
    expect(screen.getByRole("radio", { name: "Mrs" })).toBeChecked();
  });

  it("starts a guest blank, with Mr", () => {
    reload(null);
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("");
    expect(screen.getByRole("radio", { name: "Mr" })).toBeChecked();
  });
});
