/**
 * The product page's cart and trial actions (Trial at Home -> 200 or
 * 'Item already in try list' go to the trial page, 'size  required' shows an error, guests get the login dialog; a
 * signed-in cart add goes to /shoping/cart) and the wishlist hearts (filled when
 * wishlisted, toggled at once; guests get 'Please Login!').
 */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartPurchaseListener } from "@/components/cart/purchase-listener";
import { WishlistHeart } from "@/components/cart/wishlist-heart";
import { LiveHeaderIcons } from "@/components/layout/live-header-icons";
import { LazyPurchaseListeners } from "@/components/product/lazy-purchase-listeners";
import { PURCHASE_EVENT } from "@/components/product/purchase-panel";
import { cartOf, EMPTY_WISHLIST, line, renderBuying } from "./fixtures";
import { PromptProbe, deferred, mockBff } from "../account/helpers";

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/jewellery/x",
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => mockPush.mockReset());

function fire(action: string, sizeId: number | null = 4) {
  act(() => {
    window.dispatchEvent(
      new CustomEvent(PURCHASE_EVENT, { detail: { action, productId: 1, colourId: 3, sizeId } }),
    );
  });
}

const GUEST = { loggedIn: false as const };

describe("Trial at Home and Add to Cart from the product page", () => {
  it("trial: added -> /trial/athome", async () => {
    const bff = mockBff({
      "POST /api/trial-cart": { status: 200, body: { added: true } },
      "GET /api/trial-cart": { status: 200, body: { items: [], currency: "INR" } },
    });
    renderBuying(<CartPurchaseListener />);
    fire("trial");
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/trial/athome"));
    expect(bff.callsTo("POST /api/trial-cart")[0]?.json).toEqual({ productId: 1, colourId: 3, sizeId: 4 });
  });

  it("trial: 'Item already in try list' also goes to the trial page", async () => {
    mockBff({
      "POST /api/trial-cart": {
        status: 409,
        body: { error: { code: "already_in_try_list", message: "Item already in try list" } },
      },
    });
    renderBuying(<CartPurchaseListener />);
    fire("trial");
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/trial/athome"));
  });

  it("trial: 'size  required' shows an error and stays", async () => {
    mockBff({
      "POST /api/trial-cart": {
        status: 400,
        body: { error: { code: "size_required", message: "size  required" } },
      },
    });
    renderBuying(<CartPurchaseListener />);
    fire("trial", null);
    expect(await screen.findByText("Select Size")).toBeInTheDocument();
    expect(mockPush).not.toHaveBeenCalled();
  });

  it("loaded on the first press (the page ships only a small listener): that first trial still goes through", async () => {
    const bff = mockBff({
      "POST /api/trial-cart": { status: 200, body: { added: true } },
      "GET /api/trial-cart": { status: 200, body: { items: [], currency: "INR" } },
    });
    renderBuying(<LazyPurchaseListeners />);
    fire("trial");
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/trial/athome"));
    expect(bff.callsTo("POST /api/trial-cart")).toHaveLength(1);
    mockPush.mockReset();
    fire("trial"); // later presses go to the loaded listener, once each
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/trial/athome"));
    expect(bff.callsTo("POST /api/trial-cart")).toHaveLength(2);
  });

  it("Buy Now as the first press also loads its listener and goes to checkout with the piece", async () => {
    const bff = mockBff({});
    renderBuying(<LazyPurchaseListeners />);
    fire("buy");
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/cart/checkout?buy=1&colour=3&size=4"));
    expect(bff.calls).toHaveLength(0);
  });

  it("guests get the login dialog and no call", () => {
    const bff = mockBff({});
    renderBuying(
      <>
        <CartPurchaseListener />
        <PromptProbe />
      </>,
      {},
      GUEST,
    );
    fire("trial");
    expect(screen.getByTestId("prompt-state")).toHaveTextContent("open:please-login");
    expect(bff.calls).toHaveLength(0);
  });

  it("cart: the badge counts the piece at once, then /shoping/cart; a refusal rolls the badge back with a toast", async () => {
    const held = deferred();
    mockBff({
      "POST /api/cart": [
        held.promise,
        { status: 422, body: { error: { code: "cannot_buy", message: "You cannot buy this Product" } } },
      ],
    });
    renderBuying(
      <>
        <LiveHeaderIcons />
        <CartPurchaseListener />
      </>,
      { cart: cartOf([line()]), wishlist: EMPTY_WISHLIST },
    );
    expect(screen.getByRole("link", { name: "Cart, 1 items" })).toBeInTheDocument();
    fire("cart");
    expect(await screen.findByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
    await act(async () => held.resolve(200, cartOf([line(), line({ id: 12 })])));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/shoping/cart"));
    // Announced to screen readers too: the toasts are a polite live region.
    expect(screen.getByRole("status")).toHaveTextContent("Added to your cart");

    mockPush.mockReset();
    fire("cart");
    expect(await screen.findByText("You cannot buy this Product")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
    expect(mockPush).not.toHaveBeenCalled();
  });
});

describe("wishlist hearts", () => {
  const heart = <WishlistHeart productId={241} colourId={1} name="Rangoli Pendant" alias="rangoli" />;

  it("guests get 'Please Login!' and no call", async () => {
    const user = userEvent.setup();
    const bff = mockBff({});
    renderBuying(heart, {}, GUEST);
    await user.click(screen.getByRole("button", { name: "Add Rangoli Pendant to wishlist" }));
    expect(await screen.findByText("Please Login!")).toBeInTheDocument();
    expect(bff.calls).toHaveLength(0);
  });

  it("fills at once and empties again; the header heart follows", async () => {
    const user = userEvent.setup();
    const entry = {
      wishlistId: 9,
      productId: 241,
      colourId: 1,
      name: "Rangoli Pendant",
      alias: "rangoli",
      image: "",
      price: 18956,
      originalPrice: null,
      metalType: "Gold 18K",
    };
    const bff = mockBff({
      "POST /api/wishlist": { status: 200, body: { wishlistId: 9 } },
      "GET /api/wishlist": [{ status: 200, body: { items: [entry], currency: "INR" } }],
      "DELETE /api/wishlist/9": { status: 200, body: { deleted: true } },
    });
    renderBuying(
      <>
        <LiveHeaderIcons />
        {heart}
      </>,
      { wishlist: EMPTY_WISHLIST },
    );
    // A signed-in heart is usable once its code has loaded (it is disabled until then).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add Rangoli Pendant to wishlist" })).toBeEnabled(),
    );
    await user.click(screen.getByRole("button", { name: "Add Rangoli Pendant to wishlist" }));
    const filled = screen.getByRole("button", { name: "Remove Rangoli Pendant from wishlist" });
    expect(filled).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("link", { name: "Wishlist" })).toHaveAttribute("data-wished", "true");
    expect(bff.callsTo("POST /api/wishlist")[0]?.json).toEqual({ productId: 241, colourId: 1 });
    await waitFor(() => expect(bff.callsTo("GET /api/wishlist")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Remove Rangoli Pendant from wishlist" }));
    expect(screen.getByRole("button", { name: "Add Rangoli Pendant to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await waitFor(() => expect(bff.callsTo("DELETE /api/wishlist/9")).toHaveLength(1));
  });

  it("a second click while the add is on its way removes the design once the add has its id", async () => {
    const user = userEvent.setup();
    const held = deferred();
    const bff = mockBff({
      "POST /api/wishlist": held.promise,
      "GET /api/wishlist": { status: 200, body: EMPTY_WISHLIST },
      "DELETE /api/wishlist/9": { status: 200, body: { deleted: true } },
    });
    renderBuying(heart, { wishlist: EMPTY_WISHLIST });
    // A signed-in heart is usable once its code has loaded (it is disabled until then).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add Rangoli Pendant to wishlist" })).toBeEnabled(),
    );
    await user.click(screen.getByRole("button", { name: "Add Rangoli Pendant to wishlist" }));
    await user.click(screen.getByRole("button", { name: "Remove Rangoli Pendant from wishlist" }));
    expect(bff.callsTo("DELETE /api/wishlist/9")).toHaveLength(0);
    await act(async () => held.resolve(200, { wishlistId: 9 }));
    await waitFor(() => expect(bff.callsTo("DELETE /api/wishlist/9")).toHaveLength(1));
    expect(await screen.findByRole("button", { name: "Add Rangoli Pendant to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(bff.callsTo("POST /api/wishlist")).toHaveLength(1);
  });

  it("a refused add empties the heart again and says why", async () => {
    const user = userEvent.setup();
    mockBff({
      "POST /api/wishlist": {
        status: 404,
        body: { error: { code: "not_found", message: "This design is no longer available." } },
      },
    });
    renderBuying(heart, { wishlist: EMPTY_WISHLIST });
    // A signed-in heart is usable once its code has loaded (it is disabled until then).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add Rangoli Pendant to wishlist" })).toBeEnabled(),
    );
    await user.click(screen.getByRole("button", { name: "Add Rangoli Pendant to wishlist" }));
    expect(await screen.findByText("This design is no longer available.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Rangoli Pendant to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});
