/**
 * The 'LTE and LBB estimate' dialog of a delivered piece (LTE deducts 5%, LBB 10%):
 * it asks the store first, shows the online and other-outlet figures exactly as sent, the valuation date and
 * 'approximate'; a refused call shows the message and Try again asks again; 'Request exchange or buyback' moves
 * on to the Return / Exchange dialog; Escape closes it.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderDetail } from "@/components/orders/order-detail";
import { mockFetch } from "./checkout/helpers";
import { CANCEL_OPTIONS, viewOf, wireOrder, wireShipment } from "./orders/fixtures";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

afterEach(cleanup);

const ESTIMATE = {
  options: {
    ...CANCEL_OPTIONS.options,
    kind: "return",
    totalPaise: 5_000_000,
    lte: { deductedPaise: 250_000, refundPaise: 4_750_000 },
    lbb: { deductedPaise: 500_000, refundPaise: 4_500_000 },
    lifetime: {
      basis: "rates",
      valuedOn: "2026-11-26",
      ratesDate: "2026-11-20",
      fullRefundUntil: "2026-10-20T10:00:00.000Z",
      todayValuePaise: 5_000_000,
      online: {
        totalPaise: 5_000_000,
        lte: { deductedPaise: 250_000, refundPaise: 4_750_000 },
        lbb: { deductedPaise: 500_000, refundPaise: 4_500_000 },
      },
      otherOutlet: {
        totalPaise: 5_000_000,
        lte: { deductedPaise: 500_000, refundPaise: 4_500_000 },
        lbb: { deductedPaise: 1_000_000, refundPaise: 4_000_000 },
      },
    },
  },
};

function renderDelivered() {
  render(
    <OrderDetail
      order={viewOf(wireOrder(wireShipment({ status: "4", cancel_button_track: "Delivered" })))}
    />,
  );
}

describe("LTE and LBB estimate dialog", () => {
  it("shows the store's online and other-outlet figures, the valuation date and 'approximate'", async () => {
    const { calls } = mockFetch({ "POST /api/orders/cancel": { status: 200, body: ESTIMATE } });
    const user = userEvent.setup();
    renderDelivered();
    await user.click(screen.getByRole("button", { name: "Exchange & buyback value" }));
    const dialog = await screen.findByRole("dialog", { name: "LTE and LBB estimate" });
    const table = await within(dialog).findByRole("table", { name: "Exchange and buyback estimate" });
    expect(calls[0]!.body).toEqual({ cancel_type: "initial", order_id: 501, shipment_id: 71 });
    const row = (name: RegExp) => within(table).getByRole("row", { name });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Online or same outlet", "Other outlets"]);
    expect(row(/^Value/)).toHaveTextContent("Value₹50,000₹50,000");
    expect(row(/^Exchange deduction/)).toHaveTextContent(
      "Exchange deduction− ₹2,5005% deducted− ₹5,00010% deducted",
    );
    expect(row(/^Exchange \(LTE\) value/)).toHaveTextContent("Exchange (LTE) value₹47,500₹45,000");
    expect(row(/^Buyback deduction/)).toHaveTextContent(
      "Buyback deduction− ₹5,00010% deducted− ₹10,00020% deducted",
    );
    expect(row(/^Buyback \(LBB\) value/)).toHaveTextContent("Buyback (LBB) value₹45,000₹40,000");
    expect(dialog).toHaveTextContent("Valued on 26 Nov 2026 at today's metal and stone rates");
    expect(dialog).toHaveTextContent("Estimates are approximate.");
  });

  it("a refused call shows the store's message; Try again asks again", async () => {
    const { calls } = mockFetch({
      "POST /api/orders/cancel": [
        { status: 503, body: { error: { code: "upstream", message: "Today's rates are not available." } } },
        { status: 200, body: ESTIMATE },
      ],
    });
    const user = userEvent.setup();
    renderDelivered();
    await user.click(screen.getByRole("button", { name: "Exchange & buyback value" }));
    const dialog = await screen.findByRole("dialog", { name: "LTE and LBB estimate" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Today's rates are not available.");
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("table")).toHaveTextContent("Other outlets");
    expect(calls).toHaveLength(2);
  });

  it("'Request exchange or buyback' opens Return / Exchange; Escape closes and gives focus back", async () => {
    mockFetch({ "POST /api/orders/cancel": { status: 200, body: ESTIMATE } });
    const user = userEvent.setup();
    renderDelivered();
    const button = screen.getByRole("button", { name: "Exchange & buyback value" });
    await user.click(button);
    let dialog = await screen.findByRole("dialog", { name: "LTE and LBB estimate" });
    await within(dialog).findByRole("table");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
    await user.click(button);
    dialog = await screen.findByRole("dialog", { name: "LTE and LBB estimate" });
    await user.click(await within(dialog).findByRole("button", { name: "Request exchange or buyback" }));
    const request = await screen.findByRole("dialog", { name: "Return / Exchange" });
    expect(await within(request).findByTestId("valuation-note")).toHaveTextContent("Valued on 26 Nov 2026");
  });
});
