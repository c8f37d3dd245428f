/**
 * Trial at Home scheduling (date strip of 6 days starting tomorrow; slots 10:00 AM to
 * 3:00 PM, on today those at or before the current time hidden; 5 design slots; the scheduling
 * messages; date and slot saved locally, picking either clears the error, proceed carries slot, date and
 * item count to the booking form). The clock is Jest's fake one.
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DateStrip } from "@/components/cart/trial/date-strip";
import { TrialScheduler } from "@/components/cart/trial/trial-scheduler";
import { TRIAL_SLOTS, isoDate, trialDates, visibleSlots } from "@/lib/cart/trial-schedule";
import { renderBuying, trialItem } from "./fixtures";
import { mockBff } from "../account/helpers";

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/trial/athome",
  useSearchParams: () => new URLSearchParams(),
}));

/** Saturday 21 November 2026, 12:30 local time. */
const NOW = new Date(2026, 10, 21, 12, 30);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  mockPush.mockReset();
  localStorage.clear();
  mockBff({});
});

afterEach(() => {
  jest.useRealTimers();
});

function setup() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

describe("schedule rules", () => {
  it("the strip is the 6 days from tomorrow, across a month end", () => {
    expect(trialDates(new Date())).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(trialDates(new Date(2026, 11, 29, 9, 0))).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
      "2027-01-04",
    ]);
  });

  it("on today, slots at or before the current time are hidden; other days show all six", () => {
    const today = isoDate(new Date());
    expect(visibleSlots(today, new Date())).toEqual(["1:00 PM", "2:00 PM", "3:00 PM"]);
    jest.setSystemTime(new Date(2026, 10, 21, 13, 0));
    expect(visibleSlots(today, new Date())).toEqual(["2:00 PM", "3:00 PM"]);
    jest.setSystemTime(new Date(2026, 10, 21, 15, 0));
    expect(visibleSlots(today, new Date())).toEqual([]);
    jest.setSystemTime(new Date(2026, 10, 21, 8, 0));
    expect(visibleSlots(today, new Date())).toEqual([...TRIAL_SLOTS]);
    expect(visibleSlots("2026-11-22", new Date(2026, 10, 21, 23, 59))).toEqual([...TRIAL_SLOTS]);
  });
});

describe("Trial at Home screen", () => {
  it("shows 6 dates from tomorrow, the six slots and five design slots (filled, then ADD DESIGN)", () => {
    renderBuying(<TrialScheduler />, { trial: { items: [trialItem()], currency: "INR" } });
    const dates = within(screen.getByRole("radiogroup", { name: "Trial date" })).getAllByRole("radio");
    expect(dates.map((d) => d.getAttribute("data-date"))).toEqual(trialDates(NOW));
    expect(dates[0]).toHaveAccessibleName("Sun 22 Nov 2026");
    const slots = within(screen.getByRole("radiogroup", { name: "Time slot" })).getAllByRole("radio");
    expect(slots.map((s) => s.textContent)).toEqual([...TRIAL_SLOTS]);
    const designs = screen.getByRole("list", { name: "Designs for your trial" });
    expect(within(designs).getAllByRole("listitem")).toHaveLength(5);
    expect(within(designs).getByRole("img", { name: "Chembakam Sapphire Crown Ring" })).toBeInTheDocument();
    expect(within(designs).getByText("₹70,620")).toBeInTheDocument();
    const add = within(designs).getAllByRole("link", { name: "ADD DESIGN" });
    expect(add).toHaveLength(4);
    expect(add[0]).toHaveAttribute("href", "/new/arrivals");
  });

  it("PROCEED TO CONFIRM needs a date and a slot, then an item; picking clears the error", async () => {
    const user = setup();
    renderBuying(<TrialScheduler />, { trial: { items: [], currency: "INR" } });
    const proceed = screen.getByRole("button", { name: "PROCEED TO CONFIRM" });
    await user.click(proceed);
    expect(screen.getByRole("alert")).toHaveTextContent("Please select both a date and a time slot.");
    await user.click(screen.getByRole("radio", { name: "Tue 24 Nov 2026" }));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    await user.click(proceed);
    expect(screen.getByRole("alert")).toHaveTextContent("Please select both a date and a time slot.");
    await user.click(screen.getByRole("radio", { name: "11:00 AM" }));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    await user.click(proceed);
    expect(screen.getByRole("alert")).toHaveTextContent("Please select at least one trial cart item.");
    expect(mockPush).not.toHaveBeenCalled();
  });

  it("saves date and slot locally, restores them, and goes to the form with slot, date and count", async () => {
    const user = setup();
    const seed = {
      trial: {
        items: [trialItem(), trialItem({ id: 22, productId: 241, name: "Rangoli Pendant" })],
        currency: "INR",
      },
    };
    const first = renderBuying(<TrialScheduler />, seed);
    await user.click(screen.getByRole("radio", { name: "Mon 23 Nov 2026" }));
    await user.click(screen.getByRole("radio", { name: "2:00 PM" }));
    expect(localStorage.getItem("selectedDate")).toBe("2026-11-23");
    expect(localStorage.getItem("selectedTimeSlot")).toBe("2:00 PM");
    first.unmount();

    renderBuying(<TrialScheduler />, seed);
    expect(screen.getByRole("radio", { name: "Mon 23 Nov 2026" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(screen.getByRole("radio", { name: "2:00 PM" })).toHaveAttribute("aria-checked", "true");
    await user.click(screen.getByRole("button", { name: "PROCEED TO CONFIRM" }));
    expect(mockPush).toHaveBeenCalledWith("/tryathome/form?date=2026-11-23&slot=2%3A00+PM&count=2");
  });

  it("a saved date that has left the strip (yesterday's tomorrow) is not kept", () => {
    localStorage.setItem("selectedDate", "2026-11-21");
    localStorage.setItem("selectedTimeSlot", "10:00 AM");
    renderBuying(<TrialScheduler />, { trial: { items: [trialItem()], currency: "INR" } });
    const checked = within(screen.getByRole("radiogroup", { name: "Trial date" }))
      .getAllByRole("radio")
      .filter((r) => r.getAttribute("aria-checked") === "true");
    expect(checked).toHaveLength(0);
  });

  it("arrow keys move through the dates", async () => {
    const user = setup();
    renderBuying(<TrialScheduler />, { trial: { items: [], currency: "INR" } });
    await user.click(screen.getByRole("radio", { name: "Sun 22 Nov 2026" }));
    await user.keyboard("{ArrowRight}");
    const monday = screen.getByRole("radio", { name: "Mon 23 Nov 2026" });
    expect(monday).toHaveAttribute("aria-checked", "true");
    expect(monday).toHaveFocus();
    await act(async () => {
      await user.keyboard("{ArrowLeft}{ArrowLeft}");
    });
    expect(screen.getByRole("radio", { name: "Fri 27 Nov 2026" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });
});

describe("the date chips as one radio group (keyboard)", () => {
  it("tabs to the chosen date only; arrow keys choose and focus the next or previous date, wrapping round", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const dates = trialDates(NOW);
    const onSelect = jest.fn();
    const { rerender } = render(<DateStrip dates={dates} selected={dates[1]!} onSelect={onSelect} />);
    const chips = screen.getAllByRole("radio");
    expect(chips.map((c) => c.tabIndex)).toEqual([-1, 0, -1, -1, -1, -1]);
    expect(chips[1]).toHaveAttribute("aria-checked", "true");

    await user.tab();
    expect(chips[1]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(onSelect).toHaveBeenLastCalledWith(dates[2]);
    expect(chips[2]).toHaveFocus();

    rerender(<DateStrip dates={dates} selected={dates[0]!} onSelect={onSelect} />);
    chips[0]!.focus();
    await user.keyboard("{ArrowLeft}");
    expect(onSelect).toHaveBeenLastCalledWith(dates[5]); // wraps to the last day
    expect(chips[5]).toHaveFocus();
  });
});
