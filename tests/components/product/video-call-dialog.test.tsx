import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VideoCallDialog, VIDEO_CALL_SUCCESS_MS } from "@/components/product/video-call-dialog";
import { VIDEO_CALL_MESSAGES, VIDEO_CALL_SUCCESS, videoCallFormSchema } from "@/lib/validation/video-call";

/** A fetch answer as the components read it (jsdom has no Response). */
const reply = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

function renderDialog(defaultPhoneCode: "+91" | "+971" = "+91") {
  const onClose = jest.fn();
  render(<VideoCallDialog open onClose={onClose} productId={42} defaultPhoneCode={defaultPhoneCode} />);
  return onClose;
}

describe("VideoCallDialog", () => {
  afterEach(() => jest.useRealTimers());

  it("shows every message at once and sends nothing", async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Request video call" }));
    // The schema check resolves asynchronously; wait for the messages, not the click.
    expect(await screen.findByText(VIDEO_CALL_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(VIDEO_CALL_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VIDEO_CALL_MESSAGES.languageRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Mobile number")).toHaveFocus());
    await user.type(screen.getByLabelText("Mobile number"), "12345");
    await user.type(screen.getByLabelText("Email"), "anu@");
    await user.click(screen.getByRole("button", { name: "Request video call" }));
    expect(await screen.findByText(VIDEO_CALL_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(VIDEO_CALL_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("offers Arabic only with a Gulf code, prefilled from the shop's country", async () => {
    renderDialog("+971");
    expect(screen.getByLabelText("Country code")).toHaveValue("+971");
    expect(screen.getByRole("option", { name: "Arabic" })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText("Country code"), "+91");
    expect(screen.queryByRole("option", { name: "Arabic" })).toBeNull();
  });

  it("sends a guest's request and shows the thank-you for 2 s, then closes", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchSpy = jest.fn(async () => reply(200, { ok: true }));
    global.fetch = fetchSpy as unknown as typeof fetch;
    const onClose = renderDialog();
    await user.type(screen.getByLabelText("Mobile number"), "98470 12345");
    await user.type(screen.getByLabelText("Email"), "anu@example.com");
    await user.selectOptions(screen.getByLabelText("Language"), "Malayalam");
    await user.click(screen.getByRole("button", { name: "Request video call" }));
    expect(await screen.findByText(VIDEO_CALL_SUCCESS)).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/video-call");
    expect(JSON.parse(init.body as string)).toMatchObject({
      product_id: 42,
      phone_code: "+91",
      phone_number: "98470 12345",
      language: "Malayalam",
    });
    act(() => jest.advanceTimersByTime(VIDEO_CALL_SUCCESS_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the store's refusal (rate limit) and keeps the form", async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(async () =>
      reply(429, { error: { code: "upstream_rejected", message: "Too many requests." } }),
    ) as unknown as typeof fetch;
    renderDialog();
    await user.type(screen.getByLabelText("Mobile number"), "9847012345");
    await user.type(screen.getByLabelText("Email"), "anu@example.com");
    await user.selectOptions(screen.getByLabelText("Language"), "English");
    await user.click(screen.getByRole("button", { name: "Request video call" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests.");
    expect(screen.getByLabelText("Email")).toHaveValue("anu@example.com");
  });

  it("reads each message with its own field, all at once", async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn();
    renderDialog();
    await user.type(screen.getByLabelText("Email"), "anu@example");
    await user.click(screen.getByRole("button", { name: "Request video call" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Mobile number")).toHaveAccessibleDescription(
        VIDEO_CALL_MESSAGES.phoneRequired,
      ),
    );
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(VIDEO_CALL_MESSAGES.emailInvalid);
    expect(screen.getByLabelText("Language")).toHaveAccessibleDescription(
      VIDEO_CALL_MESSAGES.languageRequired,
    );
    expect(screen.getByLabelText(/Description/)).not.toHaveAttribute("aria-invalid", "true");
  });

  it("checks a Saudi number by its own format and sends Arabic with +966", async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn(async () => reply(200, { ok: true }));
    global.fetch = fetchSpy as unknown as typeof fetch;
    renderDialog("+971");
    await user.selectOptions(screen.getByLabelText("Country code"), "+966");
    await user.type(screen.getByLabelText("Mobile number"), "412345678");
    await user.type(screen.getByLabelText("Email"), "noura@example.com");
    await user.selectOptions(screen.getByLabelText("Language"), "Arabic");
    await user.click(screen.getByRole("button", { name: "Request video call" }));
    expect(await screen.findByText(VIDEO_CALL_MESSAGES.phoneInvalidSaudi)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Mobile number"));
    await user.type(screen.getByLabelText("Mobile number"), "512345678");
    await user.type(screen.getByLabelText(/Description/), "Rose gold, please");
    await user.click(screen.getByRole("button", { name: "Request video call" }));
    expect(await screen.findByText(VIDEO_CALL_SUCCESS)).toBeInTheDocument();
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      product_id: 42,
      phone_code: "+966",
      phone_number: "512345678",
      email: "noura@example.com",
      language: "Arabic",
      description: "Rose gold, please",
    });
  });

  it("shows the store's field message under its field and focuses it", async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(async () =>
      reply(400, {
        error: {
          code: "invalid_input",
          message: VIDEO_CALL_MESSAGES.emailInvalid,
          fieldErrors: { email: VIDEO_CALL_MESSAGES.emailInvalid },
        },
      }),
    ) as unknown as typeof fetch;
    renderDialog();
    await user.type(screen.getByLabelText("Mobile number"), "9847012345");
    await user.type(screen.getByLabelText("Email"), "anu@example.com");
    await user.selectOptions(screen.getByLabelText("Language"), "Tamil");
    await user.click(screen.getByRole("button", { name: "Request video call" }));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveAccessibleDescription(VIDEO_CALL_MESSAGES.emailInvalid));
    expect(email).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("videoCallFormSchema", () => {
  it("reports every rule at once, each under its field, and passes a valid request through as typed", () => {
    const blank = { phoneCode: "+91", phoneNumber: "", email: "", language: "", description: "" };
    const parsed = videoCallFormSchema.safeParse(blank);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["phoneNumber", VIDEO_CALL_MESSAGES.phoneRequired],
      ["email", VIDEO_CALL_MESSAGES.emailRequired],
      ["language", VIDEO_CALL_MESSAGES.languageRequired],
    ]);
    const arabicFromIndia = { ...blank, phoneNumber: "98470 12345", email: "a@b.in", language: "Arabic" };
    expect(videoCallFormSchema.safeParse(arabicFromIndia).error?.issues[0]?.message).toBe(
      VIDEO_CALL_MESSAGES.languageGulfOnly,
    );
    const valid = { ...arabicFromIndia, language: "Hindi" };
    expect(videoCallFormSchema.parse(valid)).toEqual(valid);
  });
});
