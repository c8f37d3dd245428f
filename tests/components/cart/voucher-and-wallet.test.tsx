/**
 * The order summary's voucher and Place order (empty input, invalid, applied,
 * expired, PAYDAY Applied / Not Applied; 'Invalid coupon code' red, 'Voucher code applied' green,
 * 'Promo code expired' as is; Place order fetches the wallets, both 0 goes on, otherwise the
 * wallet modal applies once and marks the cart wallet-applied, then checkout gets promo and wallets in its URL).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartView } from "@/components/cart/cart-view";
import { taxNotice } from "@/lib/tax/tax-notice";
import { WALLET_APPLIED_KEY } from "@/components/cart/use-place-order";
import { cartOf, renderBuying } from "./fixtures";
import { deferred, mockBff } from "../account/helpers";

const INDIA_TAX = taxNotice("IN");

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/shoping/cart",
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => {
  mockPush.mockReset();
  sessionStorage.clear();
});

const PAYDAY = { applied: true, promocodeId: 1, discount: 5000, payable: 84576, code: "PAYDAY" };

function voucherInput() {
  return screen.getByRole("textbox", { name: "Voucher code" });
}

describe("voucher", () => {
  it("empty input: 'Enter Voucher Code' in red, no call", async () => {
    const user = userEvent.setup();
    const bff = mockBff({});
    renderBuying(<CartView tax={INDIA_TAX} />, { cart: cartOf() });
    await user.click(screen.getByRole("button", { name: "Apply" }));
    const message = screen.getByText("Enter Voucher Code", { selector: "p" });
    expect(message).toHaveClass("text-danger");
    expect(voucherInput()).toHaveAttribute("aria-invalid", "true");
    expect(bff.calls).toHaveLength(0);
  });

  it("invalid: 'Invalid coupon code' in red", async () => {
    const user = userEvent.setup();
    mockBff({
      "POST /api/cart/voucher": {
        status: 404,
        body: { error: { code: "invalid_voucher", message: "Invalid coupon code" } },
      },
    });
    renderBuying(<CartView tax={INDIA_TAX} />, { cart: cartOf() });
    await user.type(voucherInput(), "nope");
    expect(voucherInput()).toHaveValue("NOPE");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Invalid coupon code")).toHaveClass("text-danger");
    expect(screen.getByTestId("payday-state")).toHaveTextContent("Not Applied");
  });

  it("expired: 'Promo code expired' as the store says it", async () => {
    const user = userEvent.setup();
    mockBff({
      "POST /api/cart/voucher": {
        status: 410,
        body: { error: { code: "expired_voucher", message: "Promo code expired" } },
      },
    });
    renderBuying(<CartView tax={INDIA_TAX} />, { cart: cartOf() });
    await user.type(voucherInput(), "FESTIVE10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Promo code expired");
  });

  it("applied: 'Voucher code applied' in green, the discount and payable in Indian grouping, PAYDAY Applied", async () => {
    const user = userEvent.setup();
    const withVoucher = cartOf(undefined, { voucher: { code: "PAYDAY", promocodeId: 1, discount: 5000 } });
    const bff = mockBff({
      "POST /api/cart/voucher": { status: 200, body: PAYDAY },
      "GET /api/cart": { status: 200, body: withVoucher },
    });
    renderBuying(<CartView tax={INDIA_TAX} />, { cart: cartOf() });
    // The PAYDAY chip fills the field.
    await user.click(screen.getByRole("button", { name: "Use the voucher PAYDAY" }));
    expect(voucherInput()).toHaveValue("PAYDAY");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Voucher code applied")).toHaveClass("text-success");
    expect(bff.callsTo("POST /api/cart/voucher")[0]?.json).toEqual({ code: "PAYDAY" });
    expect(screen.getByText("Voucher (PAYDAY)").nextElementSibling).toHaveTextContent("₹5,000");
    expect(screen.getByText("Total payable").nextElementSibling).toHaveTextContent("₹84,576");
    expect(screen.getByTestId("payday-state")).toHaveTextContent("Applied");
  });
});

describe("voucher removal", () => {
  it("Remove takes the voucher off the cart: the discount row goes and PAYDAY reads Not Applied", async () => {
    const user = userEvent.setup();
    const withVoucher = cartOf(undefined, { voucher: { code: "PAYDAY", promocodeId: 1, discount: 5000 } });
    const bff = mockBff({ "DELETE /api/cart/voucher": { status: 200, body: cartOf() } });
    renderBuying(<CartView tax={INDIA_TAX} />, { cart: withVoucher });
    expect(screen.getByText("Voucher code applied")).toBeInTheDocument();
    expect(screen.getByTestId("payday-state")).toHaveTextContent("Applied");
    await user.click(screen.getByRole("button", { name: "Remove the voucher PAYDAY" }));
    await waitFor(() => expect(screen.queryByText("Voucher (PAYDAY)")).not.toBeInTheDocument());
    expect(screen.getByTestId("payday-state")).toHaveTextContent("Not Applied");
    expect(screen.getByText("Total payable").nextElementSibling).toHaveTextContent("₹89,576");
    expect(bff.callsTo("DELETE /api/cart/voucher")).toHaveLength(1);
  });
});

describe("Place order", () => {
  it("both wallets at 0: straight to checkout with the promo id", async () => {
    const user = userEvent.setup();
    mockBff({ "GET /api/wallet": { status: 200, body: { swaWallet: 0, exchangeWallet: 0 } } });
    renderBuying(<CartView tax={INDIA_TAX} />, {
      cart: cartOf(undefined, { voucher: { code: "PAYDAY", promocodeId: 7, discount: 5000 } }),
    });
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/cart/checkout?promo=7"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("wallet modal: applied once however often APPLY is pressed, then checkout; the next Place order skips it", async () => {
    const user = userEvent.setup();
    const held = deferred();
    const bff = mockBff({
      "GET /api/wallet": { status: 200, body: { swaWallet: 2500, exchangeWallet: 0 } },
      "POST /api/cart/wallet": held.promise,
    });
    renderBuying(<CartView tax={INDIA_TAX} />, { cart: cartOf() });
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay from your wallet" });
    expect(within(dialog).getByText("₹2,500")).toBeInTheDocument();
    // An empty wallet cannot be chosen.
    expect(within(dialog).getByRole("checkbox", { name: /Use exchange wallet/ })).toBeDisabled();
    await user.click(within(dialog).getByRole("checkbox", { name: /Use SWA wallet/ }));
    const apply = within(dialog).getByRole("button", { name: "APPLY" });
    await user.click(apply);
    await user.click(apply);
    expect(bff.callsTo("POST /api/cart/wallet")).toHaveLength(1);
    expect(bff.callsTo("POST /api/cart/wallet")[0]?.json).toEqual({
      useSwaWallet: true,
      useExchangeWallet: false,
    });
    held.resolve(200, {
      amountToPay: 87076,
      totalAmount: 89576,
      walletAmountUsed: 2500,
      swaChange: 0,
      exchangeChange: 0,
    });
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/cart/checkout?swa=1"));
    expect(bff.callsTo("POST /api/cart/wallet")).toHaveLength(1);
    expect(sessionStorage.getItem(WALLET_APPLIED_KEY)).toContain('"useSwaWallet":true');

    // Back on the cart: already applied to this cart, so no second modal and no second PATCH.
    mockPush.mockReset();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(mockPush).toHaveBeenCalledWith("/cart/checkout?swa=1");
    expect(bff.callsTo("GET /api/wallet")).toHaveLength(1);
    expect(bff.callsTo("POST /api/cart/wallet")).toHaveLength(1);
  });

  it("a refused wallet change shows the message in the modal and lets the shopper try again", async () => {
    const user = userEvent.setup();
    const bff = mockBff({
      "GET /api/wallet": { status: 200, body: { swaWallet: 2500, exchangeWallet: 15000 } },
      "POST /api/cart/wallet": [
        {
          status: 409,
          body: {
            error: { code: "price_changed", message: "Prices have changed, please review your cart." },
          },
        },
        {
          status: 200,
          body: {
            amountToPay: 72076,
            totalAmount: 89576,
            walletAmountUsed: 17500,
            swaChange: 0,
            exchangeChange: 0,
          },
        },
      ],
    });
    renderBuying(<CartView tax={INDIA_TAX} />, { cart: cartOf() });
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay from your wallet" });
    await user.click(within(dialog).getByRole("checkbox", { name: /Use exchange wallet/ }));
    await user.click(within(dialog).getByRole("button", { name: "APPLY" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Prices have changed, please review your cart.",
    );
    await user.click(within(dialog).getByRole("button", { name: "APPLY" }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/cart/checkout?exchange=1"));
    expect(bff.callsTo("POST /api/cart/wallet")).toHaveLength(2);
  });
});
