import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookVisitDialog } from "@/components/outlets/book-visit-dialog";
import { VISIT_MESSAGES, validateVisit, visitFormSchema } from "@/components/outlets/book-visit-validation";

/** A fetch answer as the components read it (jsdom has no Response). */
const reply = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

const outlet = {
  name: "SWA Diamonds MG Road",
  location: "Kochi, Kerala",
  address: "41/2210 MG Road, Kochi 682016",
  phone_number: "+91 484 235 8810",
};

// Friday 14 June 2030 at 09:00, local time.
const NOW = new Date(2030, 5, 14, 9, 0);
const valid = {
  name: "Anu Thomas",
  email: "anu@example.com",
  phone: "98470 12345",
  date: "2030-06-17",
  time: "11:30",
};

describe("validateVisit", () => {
  it("accepts a weekday between 10:00 and 15:00", () => {
    expect(validateVisit(valid, NOW)).toEqual({});
    expect(validateVisit({ ...valid, time: "10:00" }, NOW)).toEqual({});
    expect(validateVisit({ ...valid, time: "15:00" }, NOW)).toEqual({});
  });

  it("rejects Saturdays and Sundays", () => {
    expect(validateVisit({ ...valid, date: "2030-06-15" }, NOW).date).toBe(VISIT_MESSAGES.dateWeekend);
    expect(validateVisit({ ...valid, date: "2030-06-16" }, NOW).date).toBe(VISIT_MESSAGES.dateWeekend);
  });

  it("rejects times outside 10 AM to 3 PM", () => {
    expect(validateVisit({ ...valid, time: "09:59" }, NOW).time).toBe(VISIT_MESSAGES.timeOutside);
    expect(validateVisit({ ...valid, time: "15:01" }, NOW).time).toBe(VISIT_MESSAGES.timeOutside);
    expect(validateVisit({ ...valid, time: "18:00" }, NOW).time).toBe(VISIT_MESSAGES.timeOutside);
  });

  it("rejects past dates, passed times today and bad contact details, all at once", () => {
    const errors = validateVisit(
      { name: "", email: "anu@", phone: "12345", date: "2030-06-13", time: "" },
      NOW,
    );
    expect(errors).toEqual({
      name: VISIT_MESSAGES.nameRequired,
      email: VISIT_MESSAGES.emailInvalid,
      phone: VISIT_MESSAGES.phoneInvalid,
      date: VISIT_MESSAGES.datePast,
      time: VISIT_MESSAGES.timeRequired,
    });
    const afternoon = new Date(2030, 5, 14, 12, 0);
    expect(validateVisit({ ...valid, date: "2030-06-14", time: "11:00" }, afternoon).time).toBe(
      VISIT_MESSAGES.timePassed,
    );
  });

  it("accepts UAE, US and Saudi numbers with their codes", () => {
    for (const phone of ["+971 50 123 4567", "+1 415 555 0134", "+966 5 1234 5678", "+91 98470 12345"]) {
      expect(validateVisit({ ...valid, phone }, NOW).phone).toBeUndefined();
    }
  });
});

describe("BookVisitDialog", () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid>) {
    const v = { ...valid, ...values };
    await user.type(screen.getByLabelText("Full name"), v.name);
    await user.type(screen.getByLabelText("Email"), v.email);
    await user.type(screen.getByLabelText("Mobile number"), v.phone);
    // date and time inputs take their value in one go
    await user.clear(screen.getByLabelText("Date"));
    await user.type(screen.getByLabelText("Date"), v.date);
    await user.clear(screen.getByLabelText("Time"));
    await user.type(screen.getByLabelText("Time"), v.time);
  }

  it("is a labelled modal dialog with the outlet's name", () => {
    render(<BookVisitDialog outlet={outlet} onClose={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Book a Visit" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveTextContent("SWA Diamonds MG Road");
  });

  it("rejects a weekend date and a time outside 10-15 with clear messages, and sends nothing", async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    render(<BookVisitDialog outlet={outlet} onClose={jest.fn()} />);
    await fill(user, { date: "2030-06-15", time: "16:00" });
    await user.click(screen.getByRole("button", { name: "Book a Visit" }));
    expect(await screen.findByText(VISIT_MESSAGES.dateWeekend)).toBeInTheDocument();
    expect(screen.getByText(VISIT_MESSAGES.timeOutside)).toBeInTheDocument();
    expect(screen.getByLabelText("Date")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Date")).toHaveAccessibleDescription(VISIT_MESSAGES.dateWeekend);
    await waitFor(() => expect(screen.getByLabelText("Date")).toHaveFocus());
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("clears a field's error when it is edited, stores a valid booking and thanks the shopper", async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn(async () => reply(200, { ok: true }));
    global.fetch = fetchSpy as unknown as typeof fetch;
    render(<BookVisitDialog outlet={{ ...outlet, id: 7 }} onClose={jest.fn()} />);
    await fill(user, { time: "09:00" });
    await user.click(screen.getByRole("button", { name: "Book a Visit" }));
    expect(await screen.findByText(VISIT_MESSAGES.timeOutside)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Time"));
    await user.type(screen.getByLabelText("Time"), "11:30");
    expect(screen.queryByText(VISIT_MESSAGES.timeOutside)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Book a Visit" }));
    const status = await screen.findByRole("status");
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/visits");
    expect(JSON.parse(init.body as string)).toMatchObject({
      outlet_id: 7,
      date: "2030-06-17",
      time: "11:30",
    });
    expect(status).toHaveTextContent("Thank you, Anu Thomas!");
    expect(status).toHaveTextContent("SWA Diamonds MG Road");
    expect(status).toHaveTextContent("Monday, 17 June 2030");
    expect(status).toHaveTextContent("11:30 AM");
  });

  it("shows the store's field message when it refuses the booking, and no thank-you", async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(async () =>
      reply(400, {
        error: { code: "invalid", message: "x", fieldErrors: { date: VISIT_MESSAGES.datePast } },
      }),
    ) as unknown as typeof fetch;
    render(<BookVisitDialog outlet={{ ...outlet, id: 7 }} onClose={jest.fn()} />);
    await fill(user, {});
    await user.click(screen.getByRole("button", { name: "Book a Visit" }));
    expect(await screen.findByText(VISIT_MESSAGES.datePast)).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows every field's message at once, each read with its field, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    render(<BookVisitDialog outlet={outlet} onClose={jest.fn()} />);
    expect(screen.getByLabelText("Date")).toHaveAccessibleDescription("Monday to Friday");
    await user.click(screen.getByRole("button", { name: "Book a Visit" }));
    const expected: [string, string][] = [
      ["Full name", VISIT_MESSAGES.nameRequired],
      ["Email", VISIT_MESSAGES.emailRequired],
      ["Mobile number", VISIT_MESSAGES.phoneRequired],
      ["Date", VISIT_MESSAGES.dateRequired],
      ["Time", VISIT_MESSAGES.timeRequired],
    ];
    await waitFor(() => expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true"));
    for (const [label, message] of expected) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the outlet and the booking as typed", async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn(async () => reply(200, { ok: true }));
    global.fetch = fetchSpy as unknown as typeof fetch;
    render(<BookVisitDialog outlet={{ ...outlet, id: 7 }} onClose={jest.fn()} />);
    await fill(user, {});
    await user.click(screen.getByRole("button", { name: "Book a Visit" }));
    await screen.findByRole("status");
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ outlet_id: 7, ...valid });
  });

  it("shows the store's refusal without field messages as an alert, and keeps the form", async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(async () =>
      reply(429, { error: { code: "rate_limited", message: "Too many requests. Please try again later." } }),
    ) as unknown as typeof fetch;
    render(<BookVisitDialog outlet={{ ...outlet, id: 7 }} onClose={jest.fn()} />);
    await fill(user, {});
    await user.click(screen.getByRole("button", { name: "Book a Visit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again later.");
    expect(screen.getByLabelText("Full name")).toHaveValue("Anu Thomas");
  });

  it("closes on Escape", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<BookVisitDialog outlet={outlet} onClose={onClose} />);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });
});

describe("visitFormSchema", () => {
  it("reports every rule at once, each under its field, and passes a valid booking through as typed", () => {
    const parsed = visitFormSchema.safeParse({ name: "", email: "anu@", phone: "12", date: "", time: "" });
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", VISIT_MESSAGES.nameRequired],
      ["email", VISIT_MESSAGES.emailInvalid],
      ["phone", VISIT_MESSAGES.phoneInvalid],
      ["date", VISIT_MESSAGES.dateRequired],
      ["time", VISIT_MESSAGES.timeRequired],
    ]);
    expect(visitFormSchema.parse(valid)).toEqual(valid);
  });
});
