/**
 * Money after the sale on the order pages, every figure as the store computed it and to the paisa:
 * - the cancel dialog shows the refund per destination (₹18,930.57 back to the SWA wallet, ₹975.43 to the
 *   original method) and follows the shopper's choice; the order page shows it awaiting approval, then the refunds
 *   made, and no Download invoice for a piece cancelled before shipping;
 * - a delivered cash order reads paid on delivery, and its price paid is the invoice amount after the voucher;
 * - inside the 15-day window the exchange and buyback estimate and the return dialog say the full refund of the
 *   price paid applies, with no deductions and no second base;
 * - My Orders shows an order whose pieces were all cancelled as Cancelled, and a delivered cash order as paid.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderCard } from "@/components/orders/order-card";
import { OrderDetail } from "@/components/orders/order-detail";
import { orderSummaryOf } from "@/lib/checkout/order-summary";
import { orderSummarySchema } from "@/lib/store-api/contract/commerce";
import { mockFetch } from "./checkout/helpers";
import { CANCEL_OPTIONS, viewOf, wireOrder, wireShipment } from "./orders/fixtures";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

afterEach(cleanup);

/** ₹19,906 paid as ₹18,930.57 from the SWA wallet and ₹975.43 online (paise). */
const SWA_PART = 1_893_057;
const ONLINE_PART = 97_543;
const TOTAL = SWA_PART + ONLINE_PART;

/** The BFF's `cancel_type: initial` answer for that piece (paise), each option with the refunds it makes. */
const SPLIT_OPTIONS = {
  options: {
    ...CANCEL_OPTIONS.options,
    totalPaise: TOTAL,
    refundPaise: TOTAL,
    refundOptions: [
      {
        value: "source",
        label: "Original payment method",
        refunds: [
          { destination: "swa", amountPaise: SWA_PART },
          { destination: "source", amountPaise: ONLINE_PART },
        ],
      },
      { value: "swa", label: "SWA wallet", refunds: [{ destination: "swa", amountPaise: TOTAL }] },
    ],
  },
};

/** The order of that piece as the store sends it (rupees): ₹19,906, SWA wallet ₹18,930.57, online ₹975.43. */
function splitOrder(shipment: Record<string, unknown>, over: Record<string, unknown> = {}) {
  return wireOrder(wireShipment({ price: 19906, line_total: 19906, price_paid: 19906, ...shipment }), {
    grand_total: 19906,
    promocode: null,
    payment_data: {
      itemsubtotal: 19906,
      shipping: 0,
      total: 19906,
      coupon_discount: 0,
      payable: 975.43,
      swa_wallet_used: 18930.57,
      exchange_wallet_used: 0,
    },
    ...over,
  });
}

const rows = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("cancel paid from the SWA wallet and online", () => {
  it("the dialog shows the refund per source, and the split follows the choice", async () => {
    mockFetch({ "POST /api/orders/cancel": { status: 200, body: SPLIT_OPTIONS } });
    const user = userEvent.setup();
    render(<OrderDetail order={viewOf(splitOrder({}))} />);
    await user.click(screen.getByRole("button", { name: "Cancel product" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel product" });
    await within(dialog).findByRole("group", { name: "Reason for cancellation" });
    expect(dialog).toHaveTextContent("Refund amount₹19,906");
    expect(
      within(dialog).getByRole("group", { name: "Refund the ₹975.43 paid online to" }),
    ).toBeInTheDocument();
    expect(rows("refund-split")).toEqual(["To SWA wallet₹18,930.57", "To Original payment method₹975.43"]);
    await user.click(within(dialog).getByRole("radio", { name: "SWA wallet" }));
    expect(rows("refund-split")).toEqual(["To SWA wallet₹19,906"]);
  });

  it("the order page shows the refund awaiting approval, then the refunds made, and never an invoice", () => {
    const request = {
      kind: "cancel",
      status: "open",
      reason: "ORDERED_BY_MISTAKE",
      refund_to: "source",
      refund_type: null,
      created_at: "2026-11-21T05:00:00.000Z",
      refunds: [
        { destination: "swa", amount: 18930.57 },
        { destination: "source", amount: 975.43 },
      ],
    };
    const { unmount } = render(
      <OrderDetail
        order={viewOf(splitOrder({ status: "5", cancel_order: "Admin Approval pending", request }))}
      />,
    );
    expect(screen.getByTestId("pending-refunds")).toHaveTextContent("Refund on approval");
    expect(rows("pending-refunds")).toEqual(["To SWA wallet₹18,930.57", "To Original payment method₹975.43"]);
    expect(screen.queryByRole("button", { name: "Download invoice" })).toBeNull();
    unmount();

    const refund = (id: number, destination: string, amount: number) => ({
      id,
      shipment_id: 71,
      destination,
      amount,
      status: "processed",
      gateway_refund_id: destination === "source" ? "rfnd_TEST_1" : null,
      created_at: "2026-11-22T05:00:00.000Z",
    });
    render(
      <OrderDetail
        order={viewOf(
          splitOrder(
            { status: "6", cancel_order: 2, request: { ...request, status: "approved", refunds: undefined } },
            { refunds: [refund(1, "swa", 18930.57), refund(2, "source", 975.43)] },
          ),
        )}
      />,
    );
    expect(screen.queryByTestId("pending-refunds")).toBeNull();
    const made = within(screen.getByTestId("refunds")).getAllByRole("listitem");
    expect(made.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^₹18,930\.57Processed.*To SWA wallet/),
      expect.stringMatching(/^₹975\.43Processed.*To Original payment method.*rfnd_TEST_1/),
    ]);
    expect(screen.queryByRole("button", { name: "Download invoice" })).toBeNull();
  });
});

/** A delivered cash order of a ₹24,211 piece whose voucher share is ₹280.43 (rupees, as the store sends it). */
function deliveredCashOrder() {
  return wireOrder(
    wireShipment({
      status: "4",
      cancel_button_track: "Delivered",
      price: 24211,
      line_total: 24211,
      price_paid: 23930.57,
      invoice: "ecom/invoices/71",
    }),
    {
      payment_mode: "C",
      payment_status: "cod",
      grand_total: 23930.57,
      promocode: "PAYDAY",
      payment_data: {
        itemsubtotal: 24211,
        shipping: 0,
        total: 23930.57,
        coupon_discount: 280.43,
        payable: 23930.57,
        swa_wallet_used: 0,
        exchange_wallet_used: 0,
        cash_collected: 23930.57,
        cash_due: 0,
      },
    },
  );
}

describe("a delivered cash order", () => {
  it("reads paid on delivery, and its price paid is the invoice amount after the voucher share", () => {
    render(<OrderDetail order={viewOf(deliveredCashOrder())} />);
    const product = screen.getByRole("region", { name: "Product Details" });
    expect(product).toHaveTextContent("Price paid₹23,930.57");
    expect(product).not.toHaveTextContent("₹24,211");
    const payment = screen.getByRole("region", { name: "Payment Details" });
    expect(payment).toHaveTextContent("Cash on delivery · Paid on delivery");
    expect(payment).toHaveTextContent("Paid on delivery₹23,930.57");
    expect(payment).not.toHaveTextContent("To pay on delivery");
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeInTheDocument();
  });
});

/** The BFF's answer for a piece delivered 3 days ago: the full refund of the price paid (paise). */
const WITHIN_WINDOW = {
  options: {
    ...CANCEL_OPTIONS.options,
    kind: "return",
    totalPaise: 2_393_057,
    refundPaise: 2_393_057,
    lte: { deductedPaise: 0, refundPaise: 2_393_057 },
    lbb: { deductedPaise: 0, refundPaise: 2_393_057 },
    refundOptions: [
      { value: "swa", label: "SWA wallet", refunds: [{ destination: "swa", amountPaise: 2_393_057 }] },
    ],
    lifetime: {
      basis: "paid",
      valuedOn: "2026-11-26",
      fullRefundUntil: "2026-12-08T10:00:00.000Z",
      pricePaidPaise: 2_393_057,
    },
  },
};

describe("inside the 15-day window", () => {
  it("the exchange and buyback estimate says the full refund of the price paid applies, with no deductions", async () => {
    mockFetch({ "POST /api/orders/cancel": { status: 200, body: WITHIN_WINDOW } });
    const user = userEvent.setup();
    render(<OrderDetail order={viewOf(deliveredCashOrder())} />);
    await user.click(screen.getByRole("button", { name: "Exchange & buyback value" }));
    const dialog = await screen.findByRole("dialog", { name: "LTE and LBB estimate" });
    const full = await within(dialog).findByTestId("full-refund");
    expect(dialog).toHaveTextContent("the full refund applies instead of deductions");
    expect(dialog).toHaveTextContent("until 8 Dec 2026");
    expect(full).toHaveTextContent("Price paid (as on your invoice)₹23,930.57");
    expect(full).toHaveTextContent("Exchange or buyback now (100%)₹23,930.57");
    expect(within(dialog).queryByRole("table")).toBeNull();
    expect(dialog).not.toHaveTextContent(/deducted|₹24,211/);
  });

  it("the return dialog shows the price paid refunded in full, and where it goes", async () => {
    mockFetch({ "POST /api/orders/cancel": { status: 200, body: WITHIN_WINDOW } });
    const user = userEvent.setup();
    render(<OrderDetail order={viewOf(deliveredCashOrder())} />);
    await user.click(screen.getByRole("button", { name: "Return / Exchange" }));
    const dialog = await screen.findByRole("dialog", { name: "Return / Exchange" });
    const figures = await within(dialog).findByTestId("return-figures");
    expect(figures).toHaveTextContent("Price paid (as on your invoice)₹23,930.57");
    expect(figures).toHaveTextContent("DeductionNone: full refund");
    expect(figures).toHaveTextContent("Refund₹23,930.57");
    expect(rows("refund-split")).toEqual(["To SWA wallet₹23,930.57"]);
  });
});

/** An order of the list as the store sends it (`GET ecom/orders/`), parsed by the contract. */
function listedOrder(over: Record<string, unknown>, codes: string[]) {
  return orderSummaryOf(
    orderSummarySchema.parse({
      id: 9,
      order_id: "9",
      order_code: "SWA2611000009",
      status: "Confirmed",
      grand_total: 23930.57,
      promocode: "PAYDAY",
      address_name: "Asha Menon",
      payment_mode: "C",
      payment_status: "cod",
      created_at: "2026-11-20T06:30:00Z",
      shipments: codes.map((code, i) => ({
        shipment_id: 70 + i,
        product_id: 12 + i,
        product_name: `Piece ${i + 1}`,
        thumbnail_image: "",
        shipment_status: code,
        product_rating: null,
        quantity: 1,
      })),
      payment_data: {
        itemsubtotal: 24211,
        shipping: 0,
        total: 23930.57,
        coupon_discount: 280.43,
        wallet_used: 1000,
        payable: 22930.57,
      },
      ...over,
    }),
  );
}

describe("My Orders", () => {
  it("an order whose pieces were all cancelled reads Cancelled, one with a piece cancelled Partly cancelled", () => {
    const { unmount } = render(<OrderCard order={listedOrder({}, ["6", "6"])} />);
    expect(screen.getByRole("article")).toHaveTextContent("Cancelled");
    expect(screen.getByRole("article")).not.toHaveTextContent("Confirmed");
    unmount();
    render(<OrderCard order={listedOrder({}, ["6", "1"])} />);
    expect(screen.getByRole("article")).toHaveTextContent("Partly cancelled");
  });

  it("a delivered cash order reads paid on delivery, never to pay", () => {
    render(<OrderCard order={listedOrder({}, ["4"])} />);
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("Paid on delivery");
    expect(card).toHaveTextContent("Paid on delivery₹22,930.57");
    expect(card).not.toHaveTextContent("To pay on delivery");
  });
});
