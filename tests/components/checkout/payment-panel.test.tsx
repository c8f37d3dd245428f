/**
 * The payment step (payment texts word for word;
 * Idempotency-Key per attempt, a double click never makes two orders, a cancelled payment can be retried).
 */
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PaymentPanel, type PaymentPanelProps } from "@/components/checkout/payment-panel";
import { PAYMENT_MESSAGES } from "@/lib/checkout/messages";
import { envelope, mockFetch } from "./helpers";

const mockPush = jest.fn();
const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: mockRefresh, replace: jest.fn(), prefetch: jest.fn() }),
}));
let mockScriptError: (() => void) | undefined;
jest.mock("next/script", () => ({
  __esModule: true,
  default: ({ onError }: { onError?: () => void }) => {
    mockScriptError = onError;
    return null;
  },
}));

const CART: PaymentPanelProps = {
  flow: { kind: "cart", promocodeId: 7, useSwaWallet: true, useExchangeWallet: false },
  addressId: 11,
  payable: 123456,
  walletUsed: 500,
  shopper: { name: "Demo Shopper", email: "demo@swadiamonds.com", phone: "9876543210" },
  loadRazorpay: true,
  waitingOrder: null,
};
const BUY: PaymentPanelProps = {
  ...CART,
  flow: { kind: "buy", productId: 42, colourId: 3, sizeId: 8, promocode: null },
  payable: 24211,
  walletUsed: 0,
};

const TEST_ORDER = {
  orderId: 501,
  paymentStatus: "pending",
  razorpay: {
    keyId: "",
    orderId: "order_TEST123",
    amountPaise: 12345600,
    currency: "INR",
    testGateway: true,
  },
};
const RAZORPAY_ORDER = {
  orderId: 502,
  paymentStatus: "pending",
  razorpay: {
    keyId: "rzp_test_abc",
    orderId: "order_LIVE1",
    amountPaise: 12345600,
    currency: "INR",
    testGateway: false,
  },
};

function setup(props: PaymentPanelProps = CART) {
  const user = userEvent.setup();
  render(<PaymentPanel {...props} />);
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole("radio", { name }));
}

const payButton = () => screen.getByRole("button", { name: /^(Pay|Place order)/ });

beforeEach(() => {
  sessionStorage.clear();
  mockPush.mockReset();
  mockRefresh.mockReset();
  delete window.Razorpay;
});

describe("PaymentPanel", () => {
  it("asks for a payment method before anything is sent", async () => {
    const { calls } = mockFetch({});
    const user = setup();
    await user.click(payButton());
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a payment method");
    expect(calls).toHaveLength(0);
    await choose(user, /upi/i);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("places a cash order with mode 'C', the Idempotency-Key and the quoted payable, then confirms it", async () => {
    const { calls } = mockFetch({
      "POST /api/checkout": { status: 200, body: { orderId: 77, paymentStatus: "cod" } },
    });
    const user = setup();
    await choose(user, /cash on delivery/i);
    await user.click(payButton());
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/order/successfull?order=77"));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      mode: "C",
      addressId: 11,
      promocodeId: 7,
      expectedPayable: 123456,
      expectedWalletUsed: 500,
      useSwaWallet: true,
      useExchangeWallet: false,
    });
    expect(calls[0]?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    // The attempt is over: a new checkout gets a new key.
    expect(sessionStorage.getItem("swa:checkout:attempt")).toBeNull();
  });

  it("shows a cash order's refusal message beside the pay button", async () => {
    mockFetch({
      "POST /api/checkout": { status: 422, body: envelope("order_refused", "You cannot buy this Product") },
    });
    const user = setup();
    await choose(user, /cash on delivery/i);
    await user.click(payButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You cannot buy this Product");
    expect(alert).toHaveAttribute("id", "payment-error");
    expect(payButton()).toHaveAttribute("aria-describedby", "payment-error");
  });

  it("says 'Failed to initiate payment. Please check your internet connection and try again.' when the order call fails", async () => {
    mockFetch({ "POST /api/checkout": "network" });
    const user = setup();
    await choose(user, /credit/i);
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(PAYMENT_MESSAGES.checkoutFailed);
    expect(PAYMENT_MESSAGES.checkoutFailed).toBe(
      "Failed to initiate payment. Please check your internet connection and try again.",
    );
  });

  it("says 'Failed to initiate payment. Please try again.' when no payment order comes back", async () => {
    mockFetch({ "POST /api/buy-now": { status: 200, body: { orderId: 9, paymentStatus: "pending" } } });
    const user = setup(BUY);
    await choose(user, /upi/i);
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to initiate payment. Please try again.",
    );
  });

  it("says 'Payment gateway is not available. Please refresh the page.' when Razorpay's script did not load", async () => {
    mockFetch({ "POST /api/checkout": { status: 200, body: RAZORPAY_ORDER } });
    const user = setup();
    act(() => mockScriptError?.());
    await choose(user, /credit/i);
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Payment gateway is not available. Please refresh the page.",
    );
  });

  it("opens Razorpay with the key, paise, INR and the order id; a closed dialog can be retried on the same order", async () => {
    const { calls } = mockFetch({
      "POST /api/checkout": { status: 200, body: RAZORPAY_ORDER },
      "POST /api/payment/confirm": { status: 200, body: { paid: true } },
    });
    const opened: Array<Record<string, unknown>> = [];
    window.Razorpay = class {
      constructor(readonly options: Record<string, unknown>) {
        opened.push(options);
      }
      open() {}
    } as unknown as Window["Razorpay"];
    const user = setup();
    await choose(user, /credit/i);
    await user.click(payButton());
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: "rzp_test_abc",
      amount: 12345600,
      currency: "INR",
      order_id: "order_LIVE1",
    });

    act(() => (opened[0]?.modal as { ondismiss: () => void }).ondismiss());
    expect(await screen.findByRole("alert")).toHaveTextContent("Payment was cancelled. Please try again.");

    await user.click(payButton());
    await waitFor(() => expect(opened).toHaveLength(2));
    // The retry reopens the same payment order: no second order request.
    expect(calls.filter((c) => c.path === "/api/checkout")).toHaveLength(1);
    act(() =>
      (opened[1]?.handler as (r: unknown) => void)({
        razorpay_order_id: "order_LIVE1",
        razorpay_payment_id: "pay_1",
        razorpay_signature: "sig",
      }),
    );
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/order/successfull?order=502"));
    expect(calls.find((c) => c.path === "/api/payment/confirm")?.body).toEqual({
      orderId: 502,
      razorpayOrderId: "order_LIVE1",
      razorpayPaymentId: "pay_1",
      razorpaySignature: "sig",
    });
  });

  it("makes one order for a double click", async () => {
    let release: () => void = () => {};
    const { calls } = mockFetch({
      "POST /api/checkout": () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { orderId: 5, paymentStatus: "cod" } });
        }),
    });
    const user = setup();
    await choose(user, /cash on delivery/i);
    const button = payButton();
    await user.dblClick(button);
    expect(button).toBeDisabled();
    act(() => release());
    await waitFor(() => expect(mockPush).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.path === "/api/checkout")).toHaveLength(1);
  });

  it("reuses the attempt's Idempotency-Key after a failed try", async () => {
    const { calls } = mockFetch({
      "POST /api/checkout": ["network", { status: 200, body: { orderId: 6, paymentStatus: "cod" } }],
    });
    const user = setup();
    await choose(user, /cash on delivery/i);
    await user.click(payButton());
    await screen.findByRole("alert");
    await user.click(payButton());
    await waitFor(() => expect(mockPush).toHaveBeenCalled());
    const keys = calls.map((c) => c.headers["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  describe("test gateway", () => {
    it("shows a clearly labelled TEST PAYMENT sheet; Cancel says 'Payment was cancelled. Please try again.' and Pay retries the same order", async () => {
      const { calls } = mockFetch({
        "POST /api/checkout": { status: 200, body: TEST_ORDER },
        "POST /api/payment/test-gateway": [
          { status: 200, body: { cancelled: true } },
          { status: 200, body: { razorpayPaymentId: "pay_T1", razorpaySignature: "abc123" } },
        ],
        "POST /api/payment/confirm": { status: 200, body: { paid: true } },
      });
      const user = setup();
      await choose(user, /upi/i);
      await user.click(payButton());
      const sheet = await screen.findByRole("dialog", { name: "TEST PAYMENT" });
      expect(within(sheet).getByText(/no money moves/i)).toBeInTheDocument();
      expect(within(sheet).getByTestId("test-gateway-amount")).toHaveTextContent("₹1,23,456");
      await user.click(within(sheet).getByRole("button", { name: "Cancel" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("Payment was cancelled. Please try again.");

      await user.click(payButton());
      const again = await screen.findByRole("dialog", { name: "TEST PAYMENT" });
      await user.click(within(again).getByRole("button", { name: "Pay" }));
      await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/order/successfull?order=501"));
      expect(calls.filter((c) => c.path === "/api/checkout")).toHaveLength(1);
      expect(calls.filter((c) => c.path === "/api/payment/test-gateway").map((c) => c.body)).toEqual([
        { razorpayOrderId: "order_TEST123", outcome: "cancel" },
        { razorpayOrderId: "order_TEST123", outcome: "success" },
      ]);
    });

    it.each([
      [400, "Payment processed, but order confirmation failed. Contact support."],
      [502, "Payment processed, but order update failed. Contact support."],
    ])(
      "confirmation answered %i: '%s', and Pay confirms again instead of paying twice",
      async (status, text) => {
        const { calls } = mockFetch({
          "POST /api/checkout": { status: 200, body: TEST_ORDER },
          "POST /api/payment/test-gateway": {
            status: 200,
            body: { razorpayPaymentId: "pay_T2", razorpaySignature: "s" },
          },
          "POST /api/payment/confirm": [
            { status, body: envelope("payment_not_confirmed", PAYMENT_MESSAGES.confirmationFailed) },
            { status: 200, body: { paid: true } },
          ],
        });
        const user = setup();
        await choose(user, /credit/i);
        await user.click(payButton());
        await user.click(
          within(await screen.findByRole("dialog", { name: "TEST PAYMENT" })).getByRole("button", {
            name: "Pay",
          }),
        );
        expect(await screen.findByRole("alert")).toHaveTextContent(text);
        await user.click(payButton());
        await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/order/successfull?order=501"));
        expect(calls.filter((c) => c.path === "/api/payment/test-gateway")).toHaveLength(1);
        expect(calls.filter((c) => c.path === "/api/payment/confirm")).toHaveLength(2);
      },
    );
  });

  it("a payment that arrived after the order expired: the store's refund message is shown as it is", async () => {
    const late =
      "This order expired before your payment arrived. Your payment has been refunded to the original method.";
    mockFetch({
      "POST /api/checkout": { status: 200, body: TEST_ORDER },
      "POST /api/payment/test-gateway": {
        status: 200,
        body: { razorpayPaymentId: "pay_T3", razorpaySignature: "s" },
      },
      "POST /api/payment/confirm": { status: 410, body: envelope("order_expired", late) },
    });
    const user = setup();
    await choose(user, /credit/i);
    await user.click(payButton());
    await user.click(
      within(await screen.findByRole("dialog", { name: "TEST PAYMENT" })).getByRole("button", {
        name: "Pay",
      }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(late);
    expect(mockPush).not.toHaveBeenCalled();
  });

  it("tells the shopper when prices changed and reloads the quote", async () => {
    mockFetch({
      "POST /api/checkout": {
        status: 409,
        body: envelope("price_changed", "Prices have changed, please review your cart."),
      },
    });
    const user = setup();
    await choose(user, /cash on delivery/i);
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Prices have changed, please review your cart.",
    );
    expect(mockRefresh).toHaveBeenCalled();
  });

  it("after a reload pays the order placed before (same order, no new one) and offers no cash for it", async () => {
    const { calls } = mockFetch({
      "POST /api/checkout": { status: 200, body: TEST_ORDER },
      "POST /api/payment/test-gateway": { status: 200, body: { cancelled: true } },
    });
    const first = setup();
    await choose(first, /upi/i);
    await first.click(payButton());
    await first.click(
      within(await screen.findByRole("dialog", { name: "TEST PAYMENT" })).getByRole("button", {
        name: "Cancel",
      }),
    );
    // The address bar now names the order: a reload shows it rather than a new price.
    expect(window.location.search).toContain("order=501");
    expect(screen.getByRole("radio", { name: /cash on delivery/i })).toBeDisabled();

    cleanup();
    const user = setup({ ...CART, waitingOrder: { id: 501, orderCode: "SWA261121000501" } });
    expect(
      await screen.findByText(/Order SWA261121000501 is waiting for its online payment/),
    ).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /upi/i })).toBeChecked();
    await user.click(payButton());
    expect(await screen.findByRole("dialog", { name: "TEST PAYMENT" })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/checkout")).toHaveLength(1);
  });

  it("does not pay an order this tab does not know", async () => {
    const { calls } = mockFetch({});
    const user = setup({ ...CART, waitingOrder: { id: 999, orderCode: "SWA261121000999" } });
    await choose(user, /upi/i);
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(/waiting for its payment in another window/);
    expect(calls).toHaveLength(0);
  });

  it("keeps the chosen method across a reload", async () => {
    mockFetch({});
    const user = setup();
    await choose(user, /upi/i);
    expect(sessionStorage.getItem("swa:checkout:method")).toBe('"upi"');
  });
});
