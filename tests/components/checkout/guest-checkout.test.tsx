/**
 * A guest's checkout (register, a user-exists error falls through to sending an
 * OTP; OTP modal with a 60-second countdown; verify -> session -> the address -> payment; 'Something went
 * wrong' when register fails otherwise) and Buy Now from the product page.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { SessionProvider } from "@/lib/account-client/session";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { BuyNowListener } from "@/components/checkout/buy-now-listener";
import { CheckoutDetails } from "@/components/checkout/checkout-details";
import { PURCHASE_EVENT } from "@/components/product/purchase-panel";
import type { CheckoutFlow } from "@/lib/checkout/flow";
import { envelope, mockFetch } from "./helpers";

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

const BUY: CheckoutFlow = { kind: "buy", productId: 42, colourId: 3, sizeId: 8, promocode: null };
const SESSION = {
  loggedIn: true,
  user: { name: "Lakshmi Nair", email: "lakshmi@example.com", phone: "9847012345", photo: "" },
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Lakshmi Nair");
  await user.type(screen.getByLabelText("Email"), "lakshmi@example.com");
  await user.type(screen.getByLabelText("Mobile number"), "9847012345");
  await user.type(screen.getByLabelText("Alternate mobile number"), "9847054321");
  await user.type(screen.getByLabelText("City"), "Kochi");
  await user.type(screen.getByLabelText("Pincode"), "682016");
  await user.type(screen.getByLabelText("House number / Building name"), "Flat 4B, Pearl Towers");
  await user.type(screen.getByLabelText("Street / Colony"), "MG Road");
}

function setup() {
  const user = userEvent.setup();
  // A fresh SWR cache per test: a verified OTP signs the shopper in for the rest of the test only.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      {/* A guest: the session the browser read when the page started (useSession). */}
      <SessionProvider initial={{ loggedIn: false }}>
        <CheckoutDetails flow={BUY} addresses={[]} countryName="India" />
      </SessionProvider>
    </SWRConfig>,
  );
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
  mockPush.mockReset();
});

describe("guest checkout", () => {
  it("registers, verifies the emailed OTP, saves the address and goes on to payment", async () => {
    const { calls } = mockFetch({
      "POST /api/account/register": { status: 200, body: { registered: true, otpSentTo: "email" } },
      "POST /api/account/verify": { status: 200, body: SESSION },
      "POST /api/addresses": { status: 200, body: { id: 33 } },
    });
    const user = setup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const dialog = await screen.findByRole("dialog", { name: "Enter OTP" });
    expect(within(dialog).getByText("lakshmi@example.com")).toBeInTheDocument();
    expect(within(dialog).getByText(/Resend OTP in/)).toHaveTextContent(/1:00|0:59/);
    // register sent the code itself: no second OTP request.
    expect(calls.some((c) => c.path === "/api/account/otp")).toBe(false);
    expect(calls[0]?.body).toEqual({
      name: "Lakshmi Nair",
      honorific: "Mr",
      email: "lakshmi@example.com",
      phone: "9847012345",
    });

    await user.type(within(dialog).getByLabelText("OTP"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(mockPush).toHaveBeenCalledWith("/product/payment?buy=42&colour=3&size=8&address=33"),
    );
    const address = calls.find((c) => c.path === "/api/addresses");
    expect(address?.body).toMatchObject({
      fullName: "Lakshmi Nair",
      mobile: "9847012345",
      pincode: "682016",
      state: "kerala",
    });
  });

  it("falls through to sending an OTP when the account exists, without an error", async () => {
    const { calls } = mockFetch({
      "POST /api/account/register": { status: 409, body: envelope("user_exists", "UserName already exist") },
      "POST /api/account/otp": { status: 200, body: { sent: true, resendAfterSeconds: 60 } },
    });
    const user = setup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("dialog", { name: "Enter OTP" });
    expect(calls.find((c) => c.path === "/api/account/otp")?.body).toEqual({
      channel: "email",
      identifier: "lakshmi@example.com",
    });
    expect(screen.queryByText("UserName already exist")).toBeNull();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("says 'Something went wrong' when registering fails otherwise", async () => {
    mockFetch({
      "POST /api/account/register": {
        status: 400,
        body: envelope("invalid_input", "Should be an albhabet", { name: "Should be an albhabet" }),
      },
    });
    const user = setup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(await screen.findByText("Should be an albhabet")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps what the guest typed across a reload", async () => {
    mockFetch({});
    const user = setup();
    await user.type(screen.getByLabelText("City"), "Kochi");
    expect(JSON.parse(sessionStorage.getItem("swa:checkout:draft") ?? "{}")).toMatchObject({ city: "Kochi" });
  });
});

describe("BuyNowListener", () => {
  it("takes the product page's Buy Now to checkout with the product, colour and size", () => {
    render(<BuyNowListener />);
    act(() => {
      window.dispatchEvent(
        new CustomEvent(PURCHASE_EVENT, { detail: { action: "buy", productId: 42, colourId: 3, sizeId: 8 } }),
      );
      window.dispatchEvent(
        new CustomEvent(PURCHASE_EVENT, {
          detail: { action: "trial", productId: 42, colourId: 3, sizeId: 8 },
        }),
      );
      window.dispatchEvent(
        new CustomEvent(PURCHASE_EVENT, {
          detail: { action: "buy", productId: 43, colourId: 1, sizeId: null },
        }),
      );
    });
    expect(mockPush.mock.calls).toEqual([
      ["/cart/checkout?buy=42&colour=3&size=8"],
      ["/cart/checkout?buy=43&colour=1"],
    ]);
  });
});
