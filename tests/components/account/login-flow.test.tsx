/**
 * The login / sign-up / OTP flow (login and
 * sign-up messages and error texts; timers: 60 s resend, 500 ms parent close, 3 s success
 * modals, 3.5 s 'UserName already exist').
 */
import { useState } from "react";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountDialogs } from "@/components/account/account-dialogs";
import { preloadAccountDialogs } from "@/components/account/flow-loader";
import { useLoginPrompt } from "@/components/layout/login-prompt";
import { LOGGED_IN, PromptProbe, deferred, describedError, mockBff, renderWithShell } from "./helpers";

const mockPush = jest.fn();
const mockRefresh = jest.fn();
const mockReplace = jest.fn();
let mockSearch = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: mockRefresh, replace: mockReplace, prefetch: jest.fn() }),
  usePathname: () => "/",
  useSearchParams: () => mockSearch,
}));

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
      <button type="button" onClick={() => openLoginPrompt("please-login")}>
        Wishlist
      </button>
    </>
  );
}

function setup({ phoneLoginAllowed = true } = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithShell(
    <>
      <Openers />
      <AccountDialogs countryId={phoneLoginAllowed ? 1 : 2} phoneLoginAllowed={phoneLoginAllowed} />
      <PromptProbe />
    </>,
  );
  return user;
}

/** Lets the fetch double's answer reach React without moving the (fake) clock. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => jest.advanceTimersByTimeAsync(0));
}

const OTP_SENT = { status: 200, body: { sent: true, resendAfterSeconds: 60 } };
const promptState = () => screen.getByTestId("prompt-state").textContent;

// The site loads the dialogs' chunk when idle; here it is loaded up front so every test starts ready.
beforeAll(() => preloadAccountDialogs());

beforeEach(() => {
  jest.useFakeTimers();
  mockPush.mockReset();
  mockRefresh.mockReset();
  mockReplace.mockReset();
  mockSearch = new URLSearchParams();
});
afterEach(() => {
  jest.useRealTimers();
});

describe("login dialog", () => {
  it("opens with 'Welcome Back' from the Login link and 'Please Login' from the icons", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Open login" }));
    expect(screen.getByRole("dialog", { name: "Welcome Back" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Wishlist" }));
    const dialog = screen.getByRole("dialog", { name: "Please Login" });
    expect(within(dialog).getByRole("tab", { name: "Email" })).toHaveAttribute("aria-selected", "true");
  });

  it("opens even when the prompt was requested before the dialogs mounted (late hydration)", async () => {
    function Late() {
      const [mounted, setMounted] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setMounted(true)}>
            Mount dialogs
          </button>
          {mounted && <AccountDialogs countryId={1} phoneLoginAllowed />}
        </>
      );
    }
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithShell(
      <>
        <Openers />
        <Late />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Open login" }));
    await user.click(screen.getByRole("button", { name: "Mount dialogs" }));
    expect(screen.getByRole("dialog", { name: "Welcome Back" })).toBeInTheDocument();
  });

  it("shows the Login messages under the email and phone fields", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Open login" }));
    const dialog = screen.getByRole("dialog", { name: "Welcome Back" });
    const request = within(dialog).getByRole("button", { name: "Request OTP" });
    await user.click(request);
    await settle();
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    expect(describedError(email)).toBe("Email must not be empty");
    await user.type(email, "priya@");
    await user.click(request);
    await settle();
    expect(describedError(email)).toBe("Invalid email address");

    await user.click(within(dialog).getByRole("tab", { name: "Phone number" }));
    await user.click(request);
    await settle();
    const phone = within(dialog).getByRole("textbox", { name: "Mobile number" });
    expect(describedError(phone)).toBe("Mobile number is required");
    await user.type(phone, "98765");
    await user.click(request);
    await settle();
    expect(describedError(phone)).toBe("Mobile number must be 10 digits");
  });

  it("refuses the phone tab outside India with 'Mobile login only available in India'", async () => {
    const user = setup({ phoneLoginAllowed: false });
    await user.click(screen.getByRole("button", { name: "Open login" }));
    const dialog = screen.getByRole("dialog", { name: "Welcome Back" });
    await user.click(within(dialog).getByRole("tab", { name: "Phone number" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Mobile login only available in India");
    expect(within(dialog).getByRole("tab", { name: "Email" })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).queryByRole("textbox", { name: "Mobile number" })).not.toBeInTheDocument();
  });

  it("disables the button with a spinner while the OTP request is in flight, then swaps to the OTP dialog", async () => {
    const held = deferred();
    const bff = mockBff({ "POST /api/account/otp": held.promise });
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Open login" }));
    const dialog = screen.getByRole("dialog", { name: "Welcome Back" });
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "priya@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Request OTP" }));
    await settle();
    const button = within(dialog).getByRole("button", { name: /Request OTP/ });
    expect(button).toBeDisabled();
    expect(within(button).getByRole("status")).toHaveTextContent("Sending OTP");
    expect(bff.callsTo("POST /api/account/otp")[0]?.json).toEqual({
      channel: "email",
      identifier: "priya@example.com",
      countryId: 1,
    });
    await act(async () => held.resolve(200, { sent: true, resendAfterSeconds: 60 }));
    expect(screen.queryByRole("dialog", { name: "Welcome Back" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Enter OTP" })).toHaveTextContent("priya@example.com");
  });

  it("opens the sign-up form with the identifier prefilled when there is no account (404)", async () => {
    mockBff({
      "POST /api/account/otp": {
        status: 404,
        body: { error: { code: "no_account", message: "No account found." } },
      },
    });
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Open login" }));
    const dialog = screen.getByRole("dialog", { name: "Welcome Back" });
    await user.click(within(dialog).getByRole("tab", { name: "Phone number" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Mobile number" }), "9876543210");
    await user.click(within(dialog).getByRole("button", { name: "Request OTP" }));
    await settle();
    const signUp = screen.getByRole("dialog", { name: "Create your account" });
    expect(within(signUp).getByRole("textbox", { name: "Mobile number" })).toHaveValue("9876543210");
    expect(within(signUp).getByRole("textbox", { name: "Email" })).toHaveValue("");
  });
});

describe("OTP dialog", () => {
  async function toOtp(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("button", { name: "Open login" }));
    const dialog = screen.getByRole("dialog", { name: "Welcome Back" });
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "priya@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Request OTP" }));
    await settle();
    return screen.getByRole("dialog", { name: "Enter OTP" });
  }

  it("counts down 60 seconds, then offers Resend, which asks again and restarts the count", async () => {
    const bff = mockBff({ "POST /api/account/otp": OTP_SENT });
    const user = setup();
    const otp = await toOtp(user);
    expect(otp).toHaveTextContent("Resend OTP in 1:00");
    expect(within(otp).queryByRole("button", { name: "Resend OTP" })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(otp).toHaveTextContent("Resend OTP in 0:30");
    act(() => jest.advanceTimersByTime(29_000));
    expect(otp).toHaveTextContent("Resend OTP in 0:01");
    act(() => jest.advanceTimersByTime(1_000));
    const resend = within(otp).getByRole("button", { name: "Resend OTP" });
    await user.click(resend);
    await settle();
    expect(bff.callsTo("POST /api/account/otp")).toHaveLength(2);
    expect(otp).toHaveTextContent("A new code is on its way to your email address.");
    act(() => jest.advanceTimersByTime(1_000));
    expect(otp).toHaveTextContent("Resend OTP in 0:59");
  });

  it("asks for the OTP when empty and says 'Invalid otp' when the code is wrong", async () => {
    mockBff({
      "POST /api/account/otp": OTP_SENT,
      "POST /api/account/verify": {
        status: 401,
        body: { error: { code: "invalid_otp", message: "Invalid otp" } },
      },
    });
    const user = setup();
    const otp = await toOtp(user);
    const input = within(otp).getByRole("textbox", { name: "OTP" });
    await user.click(within(otp).getByRole("button", { name: "Verify" }));
    await settle();
    expect(describedError(input)).toBe("Please enter OTP");
    await user.type(input, "123");
    await user.click(within(otp).getByRole("button", { name: "Verify" }));
    await settle();
    expect(describedError(input)).toBe("OTP must be 6 digits");
    await user.type(input, "456");
    await user.click(within(otp).getByRole("button", { name: "Verify" }));
    await settle();
    expect(describedError(input)).toBe("Invalid otp");
  });

  it("verified: the OTP dialog closes, the flow closes 500 ms later, 'Logged In' shows for 3 s", async () => {
    const bff = mockBff({
      "POST /api/account/otp": OTP_SENT,
      "POST /api/account/verify": { status: 200, body: LOGGED_IN },
    });
    const user = setup();
    const otp = await toOtp(user);
    await user.type(within(otp).getByRole("textbox", { name: "OTP" }), "654321");
    await user.click(within(otp).getByRole("button", { name: "Verify" }));
    await settle();
    expect(bff.callsTo("POST /api/account/verify")[0]?.json).toEqual({
      channel: "email",
      identifier: "priya@example.com",
      otp: "654321",
    });
    expect(screen.queryByRole("dialog", { name: "Enter OTP" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Logged In" })).toBeInTheDocument();
    expect(promptState()).toBe("open:welcome-back");
    act(() => jest.advanceTimersByTime(499));
    expect(promptState()).toBe("open:welcome-back");
    act(() => jest.advanceTimersByTime(1));
    expect(promptState()).toBe("closed");
    expect(mockRefresh).toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(2_499));
    expect(screen.getByRole("dialog", { name: "Logged In" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog", { name: "Logged In" })).not.toBeInTheDocument();
  });
});

describe("sign-up", () => {
  async function openSignUp(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("button", { name: "Open sign up" }));
    return screen.getByRole("dialog", { name: "Create your account" });
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Priya Nair");
    await user.click(within(dialog).getByRole("radio", { name: "Mrs" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "priya@example.com");
    await user.type(within(dialog).getByRole("textbox", { name: "Mobile number" }), "9876543210");
  }

  it("shows every Sign-up message next to its field", async () => {
    const user = setup();
    const dialog = await openSignUp(user);
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    await settle();
    expect(describedError(within(dialog).getByRole("textbox", { name: "Name" }))).toBe("Name required");
    expect(describedError(within(dialog).getByRole("textbox", { name: "Email" }))).toBe(
      "Email must not be empty",
    );
    expect(describedError(within(dialog).getByRole("textbox", { name: "Mobile number" }))).toBe(
      "Phone number required",
    );
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Priya 2");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "priya@example");
    await user.type(within(dialog).getByRole("textbox", { name: "Mobile number" }), "5876543210");
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    await settle();
    expect(describedError(within(dialog).getByRole("textbox", { name: "Name" }))).toBe(
      "Should be an albhabet",
    );
    expect(describedError(within(dialog).getByRole("textbox", { name: "Email" }))).toBe("Enter your {email}");
    expect(describedError(within(dialog).getByRole("textbox", { name: "Mobile number" }))).toBe(
      "must be 10 digit number",
    );
  });

  it("registered: the form closes, 'Registered' shows for 3 s, then the OTP dialog for the email", async () => {
    const bff = mockBff({
      "POST /api/account/register": { status: 200, body: { registered: true, otpSentTo: "email" } },
    });
    const user = setup();
    const dialog = await openSignUp(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    await settle();
    expect(bff.callsTo("POST /api/account/register")[0]?.json).toEqual({
      name: "Priya Nair",
      honorific: "Mrs",
      email: "priya@example.com",
      phone: "9876543210",
    });
    expect(screen.queryByRole("dialog", { name: "Create your account" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Registered" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_999));
    expect(screen.queryByRole("dialog", { name: "Enter OTP" })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog", { name: "Registered" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Enter OTP" })).toHaveTextContent("priya@example.com");
    // The identifier was cleared: opening sign-up again starts blank.
    await user.keyboard("{Escape}");
    const again = await openSignUp(user);
    expect(within(again).getByRole("textbox", { name: "Email" })).toHaveValue("");
  });

  it("409: shows 'UserName already exist' for 3.5 s, then requests an OTP for the email", async () => {
    const bff = mockBff({
      "POST /api/account/register": {
        status: 409,
        body: { error: { code: "user_exists", message: "UserName already exist" } },
      },
      "POST /api/account/otp": OTP_SENT,
    });
    const user = setup();
    const dialog = await openSignUp(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    await settle();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("UserName already exist");
    expect(within(dialog).getByRole("button", { name: /Sign up/ })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(3_499));
    expect(bff.callsTo("POST /api/account/otp")).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    await settle();
    expect(bff.callsTo("POST /api/account/otp")[0]?.json).toEqual({
      channel: "email",
      identifier: "priya@example.com",
      countryId: 1,
    });
    expect(screen.queryByText("UserName already exist")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Enter OTP" })).toBeInTheDocument();
  });
});

describe("access prompt from the URL", () => {
  it("?login=please&next=/path opens 'Please Login' and goes to next after logging in", async () => {
    mockSearch = new URLSearchParams("login=please&next=%2Fmy%2Fprofile");
    window.history.replaceState(null, "", "/?login=please&next=%2Fmy%2Fprofile");
    mockBff({
      "POST /api/account/otp": OTP_SENT,
      "POST /api/account/verify": { status: 200, body: LOGGED_IN },
    });
    const user = setup();
    const dialog = await screen.findByRole("dialog", { name: "Please Login" });
    expect(window.location.search).toBe("");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "priya@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Request OTP" }));
    await settle();
    const otp = screen.getByRole("dialog", { name: "Enter OTP" });
    await user.type(within(otp).getByRole("textbox", { name: "OTP" }), "654321");
    await user.click(within(otp).getByRole("button", { name: "Verify" }));
    await settle();
    expect(mockPush).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(500));
    expect(mockPush).toHaveBeenCalledWith("/my/profile");
  });

  it("a shopper already signed in goes straight to next", async () => {
    mockSearch = new URLSearchParams("login=please&next=%2Fadd%2Faddress");
    renderWithShell(
      <>
        <AccountDialogs countryId={1} phoneLoginAllowed />
        <PromptProbe />
      </>,
      { session: LOGGED_IN },
    );
    await settle();
    expect(mockReplace).toHaveBeenCalledWith("/add/address");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(promptState()).toBe("closed");
  });

  it("ignores a next that leaves the site", async () => {
    mockSearch = new URLSearchParams("login=please&next=%2F%2Fevil.example%2Fsteal");
    mockBff({
      "POST /api/account/otp": OTP_SENT,
      "POST /api/account/verify": { status: 200, body: LOGGED_IN },
    });
    const user = setup();
    const dialog = await screen.findByRole("dialog", { name: "Please Login" });
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "priya@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Request OTP" }));
    await settle();
    const otp = screen.getByRole("dialog", { name: "Enter OTP" });
    await user.type(within(otp).getByRole("textbox", { name: "OTP" }), "654321");
    await user.click(within(otp).getByRole("button", { name: "Verify" }));
    await settle();
    act(() => jest.advanceTimersByTime(500));
    expect(mockPush).not.toHaveBeenCalled();
    expect(mockRefresh).toHaveBeenCalled();
  });

  // Dot segments that the URL parser collapses into '//host', which a browser reads as another site.
  const dotSegmentNexts = [
    ["/.//", "%2F.%2F%2Fevil.example%2Fx"],
    ["/..//", "%2F..%2F%2Fevil.example%2Fphish"],
    ["encoded slashes", "%2F%252F%252Fevil.example"],
  ];

  it.each(dotSegmentNexts)(
    "a guest whose next hides another host (%s) stays on this site",
    async (_l, next) => {
      mockSearch = new URLSearchParams(`login=please&next=${next}`);
      mockBff({
        "POST /api/account/otp": OTP_SENT,
        "POST /api/account/verify": { status: 200, body: LOGGED_IN },
      });
      const user = setup();
      const dialog = await screen.findByRole("dialog", { name: "Please Login" });
      await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "priya@example.com");
      await user.click(within(dialog).getByRole("button", { name: "Request OTP" }));
      await settle();
      const otp = screen.getByRole("dialog", { name: "Enter OTP" });
      await user.type(within(otp).getByRole("textbox", { name: "OTP" }), "654321");
      await user.click(within(otp).getByRole("button", { name: "Verify" }));
      await settle();
      act(() => jest.advanceTimersByTime(500));
      expect(mockPush).not.toHaveBeenCalled();
      expect(mockRefresh).toHaveBeenCalled();
    },
  );

  it.each(dotSegmentNexts)(
    "a signed-in shopper whose next hides another host (%s) is not sent there",
    async (_l, next) => {
      mockSearch = new URLSearchParams(`login=please&next=${next}`);
      renderWithShell(
        <>
          <AccountDialogs countryId={1} phoneLoginAllowed />
          <PromptProbe />
        </>,
        { session: LOGGED_IN },
      );
      await settle();
      expect(mockReplace).not.toHaveBeenCalled();
      expect(mockPush).not.toHaveBeenCalled();
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    },
  );
});
