/**
 * The order detail page's body: tracker steps turn green as they
 * happen, the cancelled marker, the shipped-cancel message, the invoice-pending dialog and the buttons per status.
 */
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderDetail } from "@/components/orders/order-detail";
import { INVOICE_DIALOG_MS } from "@/components/orders/invoice-button";
import { viewOf, wireOrder, wireShipment } from "./orders/fixtures";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

const step = (key: string) => screen.getByTestId(`track-${key}`);

describe("Track Order", () => {
  it("only 'Order confirmed' is green for an ordered piece, with its Indian-style date", () => {
    render(<OrderDetail order={viewOf(wireOrder())} />);
    expect(step("confirmed")).toHaveAttribute("data-done", "true");
    expect(step("confirmed")).toHaveTextContent("20 Nov 2026, 12:00 pm");
    expect(step("shipped")).toHaveAttribute("data-done", "false");
    expect(step("delivery")).toHaveAttribute("data-done", "false");
    expect(within(step("shipped")).getByText(/not yet/)).toBeInTheDocument();
  });

  it("turns Shipped green with the carrier and AWB once shipped, then Delivery once delivered", () => {
    const shipped = wireOrder(
      wireShipment({
        status: "2",
        cancel_button_track: "Shipped",
        docket_number: "AWB123456",
        carrier: "BlueDart",
      }),
      {
        track_order_details: {
          order_confirmed: "2026-11-20T06:30:00.000Z",
          order_type: "ecom",
          shipped: "2026-11-21T10:00:00.000Z",
          delivery: null,
        },
      },
    );
    render(<OrderDetail order={viewOf(shipped)} />);
    expect(step("shipped")).toHaveAttribute("data-done", "true");
    expect(step("shipped")).toHaveTextContent("BlueDart · AWB AWB123456");
    expect(step("delivery")).toHaveAttribute("data-done", "false");
    cleanup();

    const delivered = wireOrder(wireShipment({ status: "4", cancel_button_track: "Delivered" }), {
      track_order_details: {
        order_confirmed: "2026-11-20T06:30:00.000Z",
        order_type: "ecom",
        shipped: "2026-11-21T10:00:00.000Z",
        delivery: "2026-11-23T08:15:00.000Z",
      },
    });
    render(<OrderDetail order={viewOf(delivered)} />);
    expect(step("delivery")).toHaveAttribute("data-done", "true");
    expect(step("delivery")).toHaveTextContent("23 Nov 2026");
  });

  it("has no Shipped step for an order that is not an e-commerce order", () => {
    const store = wireOrder(wireShipment(), {
      track_order_details: {
        order_confirmed: "2026-11-20T06:30:00.000Z",
        order_type: "store",
        shipped: null,
        delivery: null,
      },
    });
    render(<OrderDetail order={viewOf(store)} />);
    expect(screen.queryByTestId("track-shipped")).toBeNull();
  });
});

describe("cancelled marker and buttons", () => {
  it.each([
    [0, "Cancelled"],
    [2, "Cancelled"],
    [9, "Cancelled"],
    ["Admin Approval pending", "Cancellation requested — awaiting approval"],
  ])("shows the marker for cancel_order %p", (cancelOrder, text) => {
    render(<OrderDetail order={viewOf(wireOrder(wireShipment({ cancel_order: cancelOrder })))} />);
    expect(screen.getByTestId("cancelled-marker")).toHaveTextContent(text);
  });

  it("shows no marker for an order in progress, and offers Cancel product but not Return", () => {
    render(<OrderDetail order={viewOf(wireOrder())} />);
    expect(screen.queryByTestId("cancelled-marker")).toBeNull();
    expect(screen.getByTestId("shipment-status")).toHaveTextContent("Ordered");
    expect(screen.getByRole("button", { name: "Cancel product" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Return / Exchange" })).toBeNull();
  });

  it("offers Return / Exchange for a delivered piece and no Cancel product", () => {
    render(
      <OrderDetail
        order={viewOf(wireOrder(wireShipment({ status: "4", cancel_button_track: "Delivered" })))}
      />,
    );
    expect(screen.getByRole("button", { name: "Return / Exchange" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel product" })).toBeNull();
  });

  it("offers neither once a cancellation is requested", () => {
    render(
      <OrderDetail
        order={viewOf(wireOrder(wireShipment({ status: "5", cancel_order: "Admin Approval pending" })))}
      />,
    );
    expect(screen.getByTestId("cancelled-marker")).toHaveTextContent(
      "Cancellation requested — awaiting approval",
    );
    expect(screen.queryByRole("button", { name: "Cancel product" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Return / Exchange" })).toBeNull();
  });

  it("a shipped piece: Cancel product explains instead of cancelling, and asks the store nothing", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const user = userEvent.setup();
    render(
      <OrderDetail
        order={viewOf(wireOrder(wireShipment({ status: "2", cancel_button_track: "Shipped" })))}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Cancel product" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^The product has been shipped\. You can return it after delivery\.$/,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("Payment Details", () => {
  it("shows the voucher, wallet, payable and each refund with its state and gateway id", () => {
    const order = wireOrder(wireShipment({ status: "6" }), {
      refunds: [
        {
          id: 3,
          shipment_id: 71,
          destination: "source",
          amount: 45250.5,
          status: "processed",
          gateway_refund_id: "rfnd_TEST_9",
          created_at: "2026-11-22T05:00:00.000Z",
        },
        {
          id: 4,
          shipment_id: 71,
          destination: "swa",
          amount: 1000,
          status: "pending",
          gateway_refund_id: null,
          created_at: "2026-11-22T05:00:00.000Z",
        },
        {
          id: 5,
          shipment_id: 99,
          destination: "swa",
          amount: 7,
          status: "pending",
          gateway_refund_id: null,
          created_at: "2026-11-22T05:00:00.000Z",
        },
      ],
    });
    render(<OrderDetail order={viewOf(order)} />);
    const payment = screen.getByRole("region", { name: "Payment Details" });
    expect(payment).toHaveTextContent("Voucher PAYDAY− ₹1,000");
    expect(payment).toHaveTextContent("SWA wallet used− ₹1,000");
    expect(payment).toHaveTextContent("Payable₹46,250.50");
    const refunds = within(screen.getByTestId("refunds")).getAllByRole("listitem");
    expect(refunds).toHaveLength(2); // the other shipment's refund is not this one's
    expect(refunds[0]).toHaveTextContent("₹45,250.50");
    expect(refunds[0]).toHaveTextContent("Processed");
    expect(refunds[0]).toHaveTextContent("To Original payment method");
    expect(refunds[0]).toHaveTextContent("rfnd_TEST_9");
    expect(refunds[1]).toHaveTextContent("Pending");
    expect(refunds[1]).toHaveTextContent("To SWA wallet");
  });
});

describe("Download invoice", () => {
  it("without an invoice shows 'Invoice Available in 24hr' / 'Please try again later.' for 5 s", async () => {
    jest.useFakeTimers();
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<OrderDetail order={viewOf(wireOrder())} />);
    await user.click(screen.getByRole("button", { name: "Download invoice" }));
    const dialog = screen.getByRole("dialog", { name: "Invoice Available in 24hr" });
    expect(dialog).toHaveTextContent("Please try again later.");
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(INVOICE_DIALOG_MS - 100));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("downloads from /api/invoices/<shipmentId> once issued; a failed download alerts the invoice error text", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => {});
    const fetchMock = jest.fn(async () => ({ ok: false, status: 502 }) as Response);
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<OrderDetail order={viewOf(wireOrder(wireShipment({ invoice: "ecom/invoices/71" })))} />);
    await user.click(screen.getByRole("button", { name: "Download invoice" }));
    expect(fetchMock).toHaveBeenCalledWith("/api/invoices/71", expect.anything());
    expect(alert).toHaveBeenCalledWith("There was an error downloading the invoice. Please try again later.");
    expect(screen.queryByRole("dialog")).toBeNull();
    alert.mockRestore();
  });
});
