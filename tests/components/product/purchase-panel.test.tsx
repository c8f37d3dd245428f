import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginPromptProvider } from "@/components/layout/login-prompt";
import { SessionProvider } from "@/lib/account-client/session";
import { LoginPromptHost } from "../helpers/login-prompt-host";
import { colourMedia, initialColour } from "@/lib/catalogue/colours";
import { ProductColourProvider } from "@/components/product/product-colour";
import { PURCHASE_EVENT, PurchasePanel, type PurchasePanelProps } from "@/components/product/purchase-panel";
import { productPageIcons } from "@/components/product/product-page-icons";
import { SIZE_MODAL_TIMEOUT_MS } from "@/components/product/size-dialog";
import { diamondRing } from "./fixtures";

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const SIZES = [
  { id: 8, name: "12", description: "51.9 mm inner circumference" },
  { id: 10, name: "14", description: "54.4 mm inner circumference" },
];

/** The panel as the product page mounts it; `loggedIn` seeds the browser's session (useSession). */
function renderPanel({
  loggedIn = false,
  ...props
}: Partial<PurchasePanelProps> & { loggedIn?: boolean } = {}) {
  const colours = colourMedia(diamondRing());
  const session = loggedIn
    ? {
        loggedIn: true as const,
        user: { name: "Anu", email: "anu@example.com", phone: "9876543210", photo: "" },
      }
    : { loggedIn: false as const };
  return render(
    <SessionProvider initial={session}>
      <LoginPromptProvider>
        <ProductColourProvider colours={colours} initial={initialColour(colours, "white")}>
          <PurchasePanel
            productId={42}
            sizes={SIZES}
            isRestricted={false}
            inStock
            icons={productPageIcons.purchase}
            {...props}
          />
        </ProductColourProvider>
        <LoginPromptHost />
      </LoginPromptProvider>
    </SessionProvider>,
  );
}

describe("PurchasePanel", () => {
  it("opens the size modal with 'Please select your size' when Buy Now is pressed without a size", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    const dialog = screen.getByRole("dialog", { name: "Please select your size" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByText("51.9 mm inner circumference")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Select Size");

    await user.click(within(dialog).getByRole("button", { name: /size 14/i }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: /size 14/i })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("closes the size modal with Escape", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole("button", { name: /size guide/i }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes the size modal by itself after 78 s", () => {
    jest.useFakeTimers();
    try {
      renderPanel();
      act(() => screen.getByRole("button", { name: "Buy Now" }).click());
      expect(screen.getByRole("dialog", { name: "Please select your size" })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(SIZE_MODAL_TIMEOUT_MS - 1));
      expect(screen.getByRole("dialog")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole("dialog")).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows 'You cannot buy this Product' for a restricted product instead of the purchase flow", async () => {
    const user = userEvent.setup();
    renderPanel({ isRestricted: true });
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(screen.getByRole("dialog", { name: "You cannot buy this Product" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Please select your size" })).toBeNull();
    expect(screen.queryByRole("dialog", { name: "Please Login" })).toBeNull();
  });

  it("opens the login prompt for a guest's Trial at Home, but the video call dialog without one", async () => {
    const user = userEvent.setup();
    renderPanel({ sizes: [] });
    await user.click(screen.getByRole("button", { name: /trial at home/i }));
    expect(screen.getByRole("dialog", { name: "Please Login" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    // A shopper asking to see a piece is a lead, not an account action.
    await user.click(screen.getByRole("button", { name: /video call/i }));
    expect(await screen.findByRole("dialog", { name: "Video call" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Please Login" })).toBeNull();
  });

  it("hands a signed-in shopper's choice to the purchase flows", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(PURCHASE_EVENT, listener);
    renderPanel({ loggedIn: true });
    await user.click(screen.getByRole("button", { name: /select size/i }));
    await user.click(screen.getByRole("button", { name: /size 12/i }));
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    window.removeEventListener(PURCHASE_EVENT, listener);
    expect(seen).toEqual([{ action: "buy", productId: 42, colourId: 3, sizeId: 8 }]);
  });

  it("hands a guest's Buy Now to checkout instead of the login prompt", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(PURCHASE_EVENT, listener);
    renderPanel({ sizes: [] });
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    window.removeEventListener(PURCHASE_EVENT, listener);
    expect(seen).toEqual([{ action: "buy", productId: 42, colourId: 3, sizeId: null }]);
    expect(screen.queryByRole("dialog", { name: "Please Login" })).toBeNull();
  });

  it("shows 'Out of stock' and disables Buy Now", () => {
    renderPanel({ inStock: false });
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Buy Now" })).toBeDisabled();
    expect(screen.getByRole("link", { name: /find at store/i })).toHaveAttribute("href", "/product/outlets");
  });
});
