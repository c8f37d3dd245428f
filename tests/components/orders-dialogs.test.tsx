/**
 * The cancel and return dialogs:
 * initial call first, the exact reason message, the store's 409 text as is, the 1.5 s confirmation
 * then a reload, Exchange/Buyback figures and the pickup address checks; keyboard: Escape closes.
 */
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderDetail } from "@/components/orders/order-detail";
import { CONFIRMATION_MS } from "@/components/orders/use-cancel-flow";
import { PICKUP_STATES } from "@/lib/validation/pickup-address";
import { envelope, mockFetch } from "./checkout/helpers";
import { CANCEL_OPTIONS, viewOf, wireOrder, wireShipment } from "./orders/fixtures";

const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: mockRefresh, replace: jest.fn(), prefetch: jest.fn() }),
}));

beforeEach(() => mockRefresh.mockReset());
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

async function openCancel(user: ReturnType<typeof userEvent.setup>) {
  render(<OrderDetail order={viewOf(wireOrder())} />);
  await user.click(screen.getByRole("button", { name: "Cancel product" }));
  const dialog = await screen.findByRole("dialog", { name: "Cancel product" });
  await within(dialog).findByRole("group", { name: "Reason for cancellation" });
  return dialog;
}

describe("Cancel dialog", () => {
  it("asks the store first (initial) and shows the refund amount and options", async () => {
    const { calls } = mockFetch({ "POST /api/orders/cancel": { status: 200, body: CANCEL_OPTIONS } });
    const dialog = await openCancel(userEvent.setup());
    expect(calls[0]!.body).toEqual({ cancel_type: "initial", order_id: 501, shipment_id: 71 });
    expect(dialog).toHaveTextContent("Refund amount₹46,250.50");
    expect(within(dialog).getByRole("radio", { name: "Original payment method" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Ordered by mistake" })).not.toBeChecked();
  });

  it("submitting without a reason shows exactly 'Please select a reason for cancellation.' and sends nothing", async () => {
    const { calls } = mockFetch({ "POST /api/orders/cancel": { status: 200, body: CANCEL_OPTIONS } });
    const user = userEvent.setup();
    const dialog = await openCancel(user);
    await user.click(within(dialog).getByRole("button", { name: "Cancel product" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      /^Please select a reason for cancellation\.$/,
    );
    expect(calls).toHaveLength(1);
    await user.click(within(dialog).getByRole("radio", { name: "Item no longer needed" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("shows the store's reason message under the reasons and clears it once another reason is chosen", async () => {
    const message = "Please select a reason for cancellation.";
    const { calls } = mockFetch({
      "POST /api/orders/cancel": [
        { status: 200, body: CANCEL_OPTIONS },
        { status: 400, body: envelope("invalid_input", message, { reason: message }) },
      ],
    });
    const user = userEvent.setup();
    const dialog = await openCancel(user);
    await user.click(within(dialog).getByRole("radio", { name: "Ordered by mistake" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel product" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(calls).toHaveLength(2);
    await user.click(within(dialog).getByRole("radio", { name: "Item no longer needed" }));
    expect(within(dialog).queryByText(message)).toBeNull();
  });

  it("sends the reason, notes and refund choice, confirms for 1.5 s, then closes and reloads the order", async () => {
    const { calls } = mockFetch({
      "POST /api/orders/cancel": [
        { status: 200, body: CANCEL_OPTIONS },
        { status: 200, body: { result: { message: "ok", shipmentStatus: "5" } } },
      ],
    });
    const user = userEvent.setup();
    const dialog = await openCancel(user);
    await user.click(within(dialog).getByRole("radio", { name: "SWA wallet" }));
    await user.click(within(dialog).getByRole("radio", { name: "Other" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Notes/ }), "Bought the earrings instead");
    jest.useFakeTimers();
    await act(async () => {
      within(dialog).getByRole("button", { name: "Cancel product" }).click();
    });
    expect(calls[1]!.body).toEqual({
      cancel_type: "final",
      order_id: 501,
      shipment_id: 71,
      reason: "OTHER",
      notes: "Bought the earrings instead",
      refund_to: "swa",
    });
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "Your cancellation request has been sent.",
    );
    act(() => jest.advanceTimersByTime(CONFIRMATION_MS - 100));
    expect(mockRefresh).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the store's 409 message as it is", async () => {
    const message = "The product has been shipped. You can return it after delivery.";
    mockFetch({
      "POST /api/orders/cancel": [
        { status: 200, body: CANCEL_OPTIONS },
        { status: 409, body: envelope("conflict", message) },
      ],
    });
    const user = userEvent.setup();
    const dialog = await openCancel(user);
    await user.click(within(dialog).getByRole("radio", { name: "Ordered by mistake" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel product" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(mockRefresh).not.toHaveBeenCalled();
  });

  it("an initial call the store refuses shows its message instead of the form", async () => {
    mockFetch({
      "POST /api/orders/cancel": { status: 409, body: envelope("conflict", "Already requested.") },
    });
    const user = userEvent.setup();
    render(<OrderDetail order={viewOf(wireOrder())} />);
    await user.click(screen.getByRole("button", { name: "Cancel product" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel product" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Already requested.");
  });

  it("Escape closes it and gives focus back to the button", async () => {
    mockFetch({ "POST /api/orders/cancel": { status: 200, body: CANCEL_OPTIONS } });
    const user = userEvent.setup();
    await openCancel(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel product" })).toHaveFocus();
  });
});

const RETURN_OPTIONS = { options: { ...CANCEL_OPTIONS.options, kind: "return" } };

async function openReturn(user: ReturnType<typeof userEvent.setup>) {
  render(
    <OrderDetail
      order={viewOf(wireOrder(wireShipment({ status: "4", cancel_button_track: "Delivered" })))}
    />,
  );
  await user.click(screen.getByRole("button", { name: "Return / Exchange" }));
  const dialog = await screen.findByRole("dialog", { name: "Return / Exchange" });
  await within(dialog).findByRole("group", { name: "Pickup address" });
  return dialog;
}

describe("Return / Exchange dialog", () => {
  it("shows Buyback and Exchange figures from the initial answer", async () => {
    mockFetch({ "POST /api/orders/cancel": { status: 200, body: RETURN_OPTIONS } });
    const user = userEvent.setup();
    const dialog = await openReturn(user);
    const figures = within(dialog).getByTestId("return-figures");
    expect(figures).toHaveTextContent("Deduction− ₹4,625.05");
    expect(figures).toHaveTextContent("Refund₹41,625.45");
    await user.click(within(dialog).getByRole("radio", { name: /Exchange/ }));
    expect(figures).toHaveTextContent("Deduction− ₹2,312.53");
    expect(figures).toHaveTextContent("To your exchange wallet₹43,937.97");
  });

  it("prefills the pickup address, offers the 36 states and union territories, and checks each field", async () => {
    const { calls } = mockFetch({ "POST /api/orders/cancel": { status: 200, body: RETURN_OPTIONS } });
    const user = userEvent.setup();
    const dialog = await openReturn(user);
    const state = within(dialog).getByRole("combobox", { name: "State / Union territory" });
    expect(state).toHaveValue("Kerala");
    expect(PICKUP_STATES).toHaveLength(36);
    expect(within(state).getAllByRole("option")).toHaveLength(37); // with 'Select a state'
    await user.clear(within(dialog).getByRole("textbox", { name: "Mobile number" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Mobile number" }), "12ab");
    await user.clear(within(dialog).getByRole("textbox", { name: "City" }));
    await user.selectOptions(state, "");
    await user.click(within(dialog).getByRole("button", { name: "Request pickup" }));
    expect(within(dialog).getByText("Enter a valid mobile number")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter a city")).toBeInTheDocument();
    expect(state).toHaveAccessibleDescription("Select a state");
    expect(within(dialog).getByText("Please select a reason for return.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "City" })).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(1);
  });

  it("without a reason says exactly 'Please select a reason for return.', never the cancellation's text", async () => {
    const { calls } = mockFetch({ "POST /api/orders/cancel": { status: 200, body: RETURN_OPTIONS } });
    const user = userEvent.setup();
    const dialog = await openReturn(user);
    await user.click(within(dialog).getByRole("button", { name: "Request pickup" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      /^Please select a reason for return\.$/,
    );
    expect(within(dialog).queryByText(/reason for cancellation/)).toBeNull();
    expect(within(dialog).getByRole("group", { name: "Reason for return" })).toHaveAccessibleDescription(
      "Please select a reason for return.",
    );
    expect(calls).toHaveLength(1);
    // Choosing a reason clears the message.
    await user.click(within(dialog).getByRole("radio", { name: "Item no longer needed" }));
    expect(within(dialog).queryByText("Please select a reason for return.")).toBeNull();
  });

  it("shows the store's reason message for a return under the reasons", async () => {
    mockFetch({
      "POST /api/orders/cancel": [
        { status: 200, body: RETURN_OPTIONS },
        {
          status: 400,
          body: envelope("invalid_input", "Please select a reason for return.", {
            reason: "Please select a reason for return.",
          }),
        },
      ],
    });
    const user = userEvent.setup();
    const dialog = await openReturn(user);
    await user.click(within(dialog).getByRole("radio", { name: "Other" }));
    await user.click(within(dialog).getByRole("button", { name: "Request pickup" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please select a reason for return.");
  });

  it("sends the buyback with the refund destination and the pickup address", async () => {
    const { calls } = mockFetch({
      "POST /api/orders/cancel": [
        { status: 200, body: RETURN_OPTIONS },
        { status: 200, body: { result: { message: "ok", shipmentStatus: "7" } } },
      ],
    });
    const user = userEvent.setup();
    const dialog = await openReturn(user);
    await user.click(within(dialog).getByRole("radio", { name: "Original payment method" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Landmark/ }), "Near the metro");
    await user.click(within(dialog).getByRole("radio", { name: "Item no longer needed" }));
    await user.click(within(dialog).getByRole("button", { name: "Request pickup" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({
      cancel_type: "final",
      order_id: 501,
      shipment_id: 71,
      reason: "ITEM_NO_LONGER_NEEDED",
      notes: "",
      refund_type: "lbb",
      refund_to: "source",
      phone_code: "+91",
      phone_number: "9876543210",
      pincode: "682001",
      state: "Kerala",
      city: "Kochi",
      house: "12/4 Rose Villa",
      street: "MG Road",
      landmark: "Near the metro",
    });
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Your return request has been sent.");
  });
});
