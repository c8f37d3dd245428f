/**
 * Header account entry and logout (desktop logged-in menu, phone drawer
 * Account items; log out clears the account and goes to /), the session hook seeded from the
 * server, and the social sign-in pop-up (Google and Facebook pop-ups, Apple inert).
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountMenu } from "@/components/account/account-menu";
import { ACCOUNT_MENU_LINKS } from "@/components/account/user-menu";
import { SessionHeaderIcons } from "@/components/account/session-header-icons";
import { SocialButtons } from "@/components/account/social-buttons";
import { MobileDrawer } from "@/components/layout/mobile-drawer";
import { parseSocialProviders, socialSignInUrl } from "@/lib/account-client/social";
import { LOGGED_IN, PromptProbe, deferred, mockBff, renderWithShell } from "./helpers";

const mockPush = jest.fn();
const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: mockRefresh, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/rings",
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => {
  mockPush.mockReset();
  mockRefresh.mockReset();
  window.localStorage.clear();
});

describe("header for a guest", () => {
  it("Login opens 'Welcome Back', Sign up the sign-up variant, the icons 'Please Login'", async () => {
    const user = userEvent.setup();
    renderWithShell(
      <>
        <SessionHeaderIcons />
        <AccountMenu />
        <PromptProbe />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByTestId("prompt-state")).toHaveTextContent("open:welcome-back");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByTestId("prompt-state")).toHaveTextContent("open:sign-up");
    await user.click(screen.getByRole("button", { name: "Wishlist" }));
    await waitFor(() => expect(screen.getByTestId("prompt-state")).toHaveTextContent("open:please-login"));
  });
});

describe("the header's icons before the page's first session answer", () => {
  // A cached page shows the guest icons until GET /api/session answers; a press in that gap waits for it.
  /** Presses the guest icon `name` with the session request in flight; answer it with the returned function. */
  async function pressBeforeTheAnswer(name: "Cart" | "Wishlist") {
    const answer = deferred();
    mockBff({ "GET /api/session": answer.promise });
    renderWithShell(
      <>
        <SessionHeaderIcons />
        <PromptProbe />
      </>,
      { session: null },
    );
    await userEvent.setup().click(screen.getByRole("button", { name }));
    expect(mockPush).not.toHaveBeenCalled();
    expect(screen.getByTestId("prompt-state")).toHaveTextContent("closed");
    return (session: object) => answer.resolve(200, session);
  }

  it("a signed-in shopper's press on Cart goes to the cart, without 'Please Login'", async () => {
    (await pressBeforeTheAnswer("Cart"))(LOGGED_IN);
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/shoping/cart"));
    expect(screen.getByTestId("prompt-state")).toHaveTextContent("closed");
  });

  it("a guest's press on Wishlist opens 'Please Login' once the answer says guest", async () => {
    (await pressBeforeTheAnswer("Wishlist"))({ loggedIn: false });
    await waitFor(() => expect(screen.getByTestId("prompt-state")).toHaveTextContent("open:please-login"));
    expect(mockPush).not.toHaveBeenCalled();
  });
});

describe("header for a signed-in shopper (session seeded by the layout)", () => {
  it("shows the account menu in its fixed order, with arrow keys and Escape", async () => {
    const user = userEvent.setup();
    renderWithShell(
      <>
        <SessionHeaderIcons />
        <AccountMenu />
      </>,
      { session: LOGGED_IN },
    );
    expect(screen.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wished/list");
    const button = await screen.findByRole("button", { name: "My account: Priya Nair" });
    await user.click(button);
    const menu = screen.getByRole("menu", { name: "My account" });
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((i) => i.textContent?.trim())).toEqual([
      "Profile",
      "Order history",
      "Add Address",
      "Write review",
      "Swa wallet",
      "Swa exchange",
      "Log Out",
    ]);
    expect(ACCOUNT_MENU_LINKS.map((l) => l.href)).toEqual([
      "/my/profile",
      "/my/orders",
      "/add/address",
      "/rate/review",
      "/swa/wallet",
      "/swa/exchange",
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(items[1]).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(items[6]).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("Log Out: DELETE /api/session, clears stored account keys, becomes a guest and goes to /", async () => {
    const bff = mockBff({ "DELETE /api/session": { status: 200, body: { loggedIn: false } } });
    window.localStorage.setItem("userName", "Priya");
    window.localStorage.setItem("phoneNumber", "9876543210");
    window.localStorage.setItem("userProfile", "{}");
    window.localStorage.setItem("pincode", "682016");
    const user = userEvent.setup();
    renderWithShell(<AccountMenu />, { session: LOGGED_IN });
    await user.click(await screen.findByRole("button", { name: "My account: Priya Nair" }));
    await user.click(screen.getByRole("menuitem", { name: "Log Out" }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/"));
    expect(bff.callsTo("DELETE /api/session")).toHaveLength(1);
    expect(window.localStorage.getItem("userName")).toBeNull();
    expect(window.localStorage.getItem("phoneNumber")).toBeNull();
    expect(window.localStorage.getItem("userProfile")).toBeNull();
    // Not account data: the delivery pincode stays.
    expect(window.localStorage.getItem("pincode")).toBe("682016");
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
  });

  it("the phone drawer lists the Account items and logs out", async () => {
    const bff = mockBff({ "DELETE /api/session": { status: 200, body: { loggedIn: false } } });
    const user = userEvent.setup();
    renderWithShell(<MobileDrawer categories={[]} tags={[]} />, { session: LOGGED_IN });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    for (const label of [
      "Profile",
      "My orders",
      "Wishlist",
      "Add address",
      "Write Review",
      "SWA Wallet",
      "Exchange Wallet",
    ]) {
      expect(within(drawer).getByRole("link", { name: label, hidden: true })).toBeInTheDocument();
    }
    await user.click(within(drawer).getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/"));
    expect(bff.callsTo("DELETE /api/session")).toHaveLength(1);
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("the phone drawer opens without script in the browser: the hamburger names its dialog", () => {
    renderWithShell(<MobileDrawer categories={[]} tags={[]} />, { session: LOGGED_IN });
    const hamburger = screen.getByRole("button", { name: "Open menu" });
    // Invoker commands: the browser opens the dialog from these attributes before the page hydrates.
    expect(hamburger).toHaveAttribute("command", "show-modal");
    const dialog = document.getElementById(hamburger.getAttribute("commandfor") ?? "");
    expect(dialog?.tagName).toBe("DIALOG");
    expect(hamburger).toHaveAttribute("aria-expanded", "false");
    expect(within(dialog!).getByRole("button", { name: "Close", hidden: true })).toHaveAttribute(
      "command",
      "close",
    );
  });

  it("for a guest the drawer's Login / Sign up opens the prompt in place and closes the drawer", async () => {
    const user = userEvent.setup();
    renderWithShell(
      <>
        <MobileDrawer categories={[{ id: 1, name: "Rings" }]} tags={[]} />
        <PromptProbe />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "true");
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    // Before hydration it is a link to the same page with the prompt asked for.
    const login = within(drawer).getByRole("link", { name: "Login / Sign up" });
    expect(login).toHaveAttribute("href", "?login=please");
    await user.click(login);
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
    expect(screen.getByTestId("prompt-state")).toHaveTextContent("open:welcome-back");
  });

  it("following a link in the drawer closes it", async () => {
    const user = userEvent.setup();
    renderWithShell(<MobileDrawer categories={[{ id: 1, name: "Rings" }]} tags={[]} />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    // jsdom cannot load another document; the drawer's own handler still sees the click.
    drawer.addEventListener("click", (event) => event.preventDefault());
    await user.click(within(drawer).getByText("Category"));
    await user.click(within(drawer).getByRole("link", { name: "Rings" }));
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("social sign-in", () => {
  it("reads the provider list in its shapes", () => {
    expect(
      parseSocialProviders({ providers: [{ id: "facebook", name: "Facebook" }, { id: "google" }] }),
    ).toEqual(["google", "facebook"]);
    expect(parseSocialProviders({ providers: ["google", "twitter"] })).toEqual(["google"]);
    expect(parseSocialProviders(undefined)).toEqual([]);
    expect(socialSignInUrl("google")).toBe("/api/auth/signin/google?callbackUrl=/account/social-complete");
  });

  it("shows Google and Facebook only when listed; opens a pop-up; accepts completion from this origin only", async () => {
    mockBff({
      "GET /api/social/providers": { status: 200, body: { providers: [{ id: "google", name: "Google" }] } },
    });
    const popup = { focus: jest.fn() } as unknown as Window;
    const open = jest.spyOn(window, "open").mockReturnValue(popup);
    const onComplete = jest.fn();
    const user = userEvent.setup();
    renderWithShell(<SocialButtons onComplete={onComplete} />);
    const google = await screen.findByRole("button", { name: "Continue with Google" });
    expect(screen.queryByRole("button", { name: "Continue with Facebook" })).not.toBeInTheDocument();
    await user.click(google);
    expect(open).toHaveBeenCalledWith(
      "/api/auth/signin/google?callbackUrl=/account/social-complete",
      "swa-social-sign-in",
      expect.stringContaining("popup"),
    );
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "swa:social-login", ok: true },
          origin: "https://evil.example",
        }),
      );
    });
    expect(onComplete).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "swa:social-login", ok: true },
          origin: window.location.origin,
        }),
      );
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "swa:social-login", ok: false, error: "AccessDenied" },
          origin: window.location.origin,
        }),
      );
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert")).toHaveTextContent("It needs a verified email address.");
    // Apple is shown and does nothing.
    open.mockClear();
    await user.click(screen.getByRole("button", { name: "Continue with Apple" }));
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
