/**
 * The trial booking form (messages word for word; 28 states as
 * lowercase underscore codes, no Delhi or union territories; book -> thank-you modal for 3 s, saved date
 * and slot cleared, then home) and the booking screen's summary with Edit.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingScreen } from "@/components/cart/trial/booking-screen";
import { TRIAL_FORM_MESSAGES, TRIAL_STATES, validateTrialForm } from "@/lib/validation/trial-booking";
import { renderBuying, trialItem } from "./fixtures";
import { LOGGED_IN, deferred, describedError, mockBff } from "../account/helpers";

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/tryathome/form",
  useSearchParams: () => new URLSearchParams(),
}));

const SEED = { trial: { items: [trialItem(), trialItem({ id: 22, productId: 241 })], currency: "INR" } };
const GUEST_LIKE = { loggedIn: true as const, user: { name: "", email: "", phone: "", photo: "" } };

beforeEach(() => {
  mockPush.mockReset();
  localStorage.clear();
});

function field(label: string) {
  return screen.getByLabelText(label, { exact: false });
}

describe("trial booking form rules", () => {
  it("lists the 28 states as codes (Andhra Pradesh to West Bengal), without Delhi or union territories", () => {
    expect(TRIAL_STATES).toHaveLength(28);
    expect(TRIAL_STATES[0]).toEqual({ value: "andhra_pradesh", label: "Andhra Pradesh" });
    expect(TRIAL_STATES.at(-1)).toEqual({ value: "west_bengal", label: "West Bengal" });
    expect(TRIAL_STATES.map((s) => s.value)).toContain("tamil_nadu");
    expect(TRIAL_STATES.map((s) => s.value)).not.toContain("delhi");
    expect(TRIAL_STATES.map((s) => s.value)).not.toContain("puducherry");
  });

  it("gives the form's message for each wrong value", () => {
    const result = validateTrialForm({
      fullName: "Asha",
      mobile: "5123456789",
      sEmail: "asha@",
      pincode: "68201",
      state: "delhi",
      city: "Kochi",
      hNumber_Bname: "12",
      streetColony: "MG Road",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        mobile: TRIAL_FORM_MESSAGES.mobileInvalid,
        sEmail: TRIAL_FORM_MESSAGES.emailInvalid,
        pincode: TRIAL_FORM_MESSAGES.pincodeInvalid,
        state: TRIAL_FORM_MESSAGES.state,
      },
    });
  });
});

describe("booking screen", () => {
  it("shows date, time and number of designs with Edit back to scheduling", () => {
    mockBff({});
    renderBuying(<BookingScreen queryDate="2026-11-23" querySlot="11:00 AM" />, SEED);
    expect(screen.getByTestId("trial-date")).toHaveTextContent("Monday, 23 November 2026");
    expect(screen.getByTestId("trial-slot")).toHaveTextContent("11:00 AM");
    expect(screen.getByTestId("trial-count")).toHaveTextContent("2 designs");
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/trial/athome");
  });

  it("BOOK APPOINTMENT with an empty form shows every message at once, word for word", async () => {
    const user = userEvent.setup();
    const bff = mockBff({});
    renderBuying(<BookingScreen queryDate="2026-11-23" querySlot="11:00 AM" />, SEED, GUEST_LIKE);
    await user.click(screen.getByRole("button", { name: "BOOK APPOINTMENT" }));
    expect(describedError(field("Full Name"))).toBe('"Full Name" is required');
    expect(describedError(field("Mobile Number"))).toBe('"Mobile Number" is required');
    expect(describedError(field("Email"))).toBe('"Email" is required');
    expect(describedError(field("Pincode"))).toBe('"Pincode" is required');
    expect(describedError(field("State"))).toBe('"State" is required');
    expect(describedError(field("City"))).toBe('"City" is required');
    expect(describedError(field("House number / building name"))).toBe(
      '"House number / building name" is required',
    );
    expect(describedError(field("Street / colony name"))).toBe('"Street colony name" is required');
    expect(describedError(field("Landmark"))).toBeNull();
    expect(field("Full Name")).toHaveFocus();
    expect(bff.calls).toHaveLength(0);

    await user.type(field("Mobile Number"), "51234");
    expect(describedError(field("Mobile Number"))).toBeNull();
    await user.type(field("Email"), "asha@example");
    await user.type(field("Pincode"), "6820");
    await user.click(screen.getByRole("button", { name: "BOOK APPOINTMENT" }));
    expect(describedError(field("Mobile Number"))).toBe('"Mobile Number" must be a 10-digit number');
    expect(describedError(field("Email"))).toBe('"Email" must be a valid email');
    expect(describedError(field("Pincode"))).toBe('"Pincode" must be a 6-digit number');
  });

  it("books: the schedule call, the thank-you modal for 3 s, the saved choice cleared, then home", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      localStorage.setItem("selectedDate", "2026-11-23");
      localStorage.setItem("selectedTimeSlot", "11:00 AM");
      const held = deferred();
      const bff = mockBff({
        "POST /api/trial-cart/schedule": held.promise,
        "GET /api/trial-cart": { status: 200, body: { items: [], currency: "INR" } },
      });
      renderBuying(<BookingScreen queryDate={null} querySlot={null} />, SEED, LOGGED_IN);
      // Prefilled from the session; the rest typed.
      expect(field("Full Name")).toHaveValue("Priya Nair");
      await user.type(field("Pincode"), "682016");
      await user.selectOptions(field("State"), "tamil_nadu");
      await user.type(field("City"), "Chennai");
      await user.type(field("House number / building name"), "4 Lotus Court");
      await user.type(field("Street / colony name"), "Anna Salai");
      await user.click(screen.getByRole("button", { name: "BOOK APPOINTMENT" }));
      expect(await screen.findByRole("button", { name: "Booking…" })).toBeDisabled();
      expect(bff.callsTo("POST /api/trial-cart/schedule")[0]?.json).toEqual({
        date: "2026-11-23",
        slot: "11:00 AM",
        address: {
          fullName: "Priya Nair",
          mobile: "9876543210",
          sEmail: "priya@example.com",
          pincode: "682016",
          state: "tamil_nadu",
          city: "Chennai",
          hNumber_Bname: "4 Lotus Court",
          streetColony: "Anna Salai",
          landMark: "",
        },
      });
      await act(async () => held.resolve(200, { booked: true }));
      const dialog = await screen.findByRole("dialog", { name: "Thank you!" });
      expect(within(dialog).getByText(/Monday, 23 November 2026, 11:00 AM/)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2900));
      expect(mockPush).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(100));
      expect(mockPush).toHaveBeenCalledWith("/");
      expect(localStorage.getItem("selectedDate")).toBeNull();
      expect(localStorage.getItem("selectedTimeSlot")).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the BFF's scheduling message when it refuses", async () => {
    const user = userEvent.setup();
    mockBff({
      "POST /api/trial-cart/schedule": {
        status: 400,
        body: { error: { code: "no_trial_items", message: "Please select at least one trial cart item." } },
      },
    });
    renderBuying(<BookingScreen queryDate="2026-11-23" querySlot="11:00 AM" />, SEED, LOGGED_IN);
    await user.type(field("Pincode"), "682016");
    await user.selectOptions(field("State"), "kerala");
    await user.type(field("City"), "Kochi");
    await user.type(field("House number / building name"), "12B");
    await user.type(field("Street / colony name"), "MG Road");
    await user.click(screen.getByRole("button", { name: "BOOK APPOINTMENT" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please select at least one trial cart item.");
  });

  it("without a chosen date and slot it sends the shopper back to choose them", () => {
    mockBff({});
    renderBuying(<BookingScreen queryDate={null} querySlot={null} />, SEED);
    expect(screen.getByText("Please select both a date and a time slot.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose a date and time" })).toHaveAttribute(
      "href",
      "/trial/athome",
    );
  });
});
