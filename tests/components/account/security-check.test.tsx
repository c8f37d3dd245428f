/**
 * The security check of the sign-in forms (components/account/proof-of-work.tsx): when many shoppers on one
 * network have asked for codes, the BFF answers a code request with 403 'challenge_required'; the form shows the
 * ALTCHA widget (labelled, inside the form), which solves the challenge by itself, and the form sends the request
 * again with the answer. jsdom runs no web workers, so the widget's module is replaced by an empty loader and the
 * test plays the widget's 'verified' event; the real widget solving a real challenge is the Playwright journey
 * tests/e2e/sign-in-shared-address.spec.ts.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountDialogs } from "@/components/account/account-dialogs";
import { preloadAccountDialogs } from "@/components/account/flow-loader";
import { useLoginPrompt } from "@/components/layout/login-prompt";
import { mockBff, renderWithShell } from "./helpers";

jest.mock("@/components/account/altcha-loader", () => ({ loadAltcha: () => Promise.resolve() }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

const CHALLENGE = {
  status: 403,
  body: {
    error: {
      code: "challenge_required",
      message:
        "Many sign-in requests come from your network. Please let the security check finish, then try again.",
    },
  },
};
const OTP_SENT = { status: 200, body: { sent: true, resendAfterSeconds: 60 } };

function Openers() {
  const { openLoginPrompt } = useLoginPrompt();
  return (
    <>
      <button type="button" onClick={() => openLoginPrompt("welcome-back")}>
        Open login
      </button>
      <button type="button" onClick={() => openLoginPrompt("sign-up")}>
        Open sign up
      </button>
    </>
  );
}

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithShell(
    <>
      <Openers />
      <AccountDialogs countryId={1} phoneLoginAllowed />
    </>,
  );
  return user;
}

async function settle() {
  for (let i = 0; i < 5; i++) await act(() => jest.advanceTimersByTimeAsync(0));
}

/** What the real widget does once its worker has found the answer. */
function solve(check: HTMLElement, payload: string) {
  const widget = check.querySelector("altcha-widget");
  expect(widget).not.toBeNull();
  act(() => {
    widget!.dispatchEvent(new CustomEvent("verified", { detail: { payload } }));
  });
}

beforeAll(() => preloadAccountDialogs());
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("login dialog on a busy shared network", () => {
  it("shows the security check when asked, then requests the code again with its answer and opens the OTP dialog", async () => {
    const bff = mockBff({
      "POST /api/account/otp": ({ json }) => ((json as { altcha?: string }).altcha ? OTP_SENT : CHALLENGE),
    });
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Open login" }));
    const dialog = screen.getByRole("dialog", { name: "Welcome Back" });
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "priya@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Request OTP" }));
    await settle();

    // A labelled group in the form, the widget fetching its challenge from the BFF; the button waits meanwhile.
    const check = within(dialog).getByRole("group", { name: /Security check/ });
    expect(check.querySelector("altcha-widget")).toHaveAttribute("challenge", "/api/account/challenge");
    expect(check.querySelector("altcha-widget")).toHaveAttribute("auto", "onload");
    expect(within(dialog).getByRole("button", { name: /Request OTP/ })).toBeDisabled();
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();

    solve(check, "solved-challenge");
    await settle();
    expect(bff.callsTo("POST /api/account/otp").map((c) => c.json)).toEqual([
      { channel: "email", identifier: "priya@example.com", countryId: 1 },
      { channel: "email", identifier: "priya@example.com", countryId: 1, altcha: "solved-challenge" },
    ]);
    expect(screen.getByRole("dialog", { name: "Enter OTP" })).toHaveTextContent("priya@example.com");
  });

  it("a refused answer gets one fresh check; a second refusal is said in the dialog", async () => {
    const bff = mockBff({ "POST /api/account/otp": CHALLENGE });
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Open login" }));
    const dialog = screen.getByRole("dialog", { name: "Welcome Back" });
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "priya@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Request OTP" }));
    await settle();
    solve(within(dialog).getByRole("group", { name: /Security check/ }), "first");
    await settle();
    solve(within(dialog).getByRole("group", { name: /Security check/ }), "second");
    await settle();
    expect(bff.callsTo("POST /api/account/otp").map((c) => (c.json as { altcha?: string }).altcha)).toEqual([
      undefined,
      "first",
      "second",
    ]);
    expect(within(dialog).queryByRole("group", { name: /Security check/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent(CHALLENGE.body.error.message);
    expect(within(dialog).getByRole("button", { name: "Request OTP" })).toBeEnabled();
  });
});

describe("sign-up on a busy shared network", () => {
  it("shows the security check in the sign-up form and registers with its answer", async () => {
    const bff = mockBff({
      "POST /api/account/register": ({ json }) =>
        (json as { altcha?: string }).altcha ? { status: 200, body: { registered: true } } : CHALLENGE,
    });
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Open sign up" }));
    const dialog = screen.getByRole("dialog", { name: "Create your account" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Priya Nair");
    await user.click(within(dialog).getByRole("radio", { name: "Mrs" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "priya@example.com");
    await user.type(within(dialog).getByRole("textbox", { name: "Mobile number" }), "9876543210");
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    await settle();
    solve(within(dialog).getByRole("group", { name: /Security check/ }), "solved-sign-up");
    await settle();
    expect(bff.callsTo("POST /api/account/register")[1]?.json).toEqual({
      name: "Priya Nair",
      honorific: "Mrs",
      email: "priya@example.com",
      phone: "9876543210",
      altcha: "solved-sign-up",
    });
    expect(screen.getByRole("dialog", { name: "Registered" })).toBeInTheDocument();
  });
});
