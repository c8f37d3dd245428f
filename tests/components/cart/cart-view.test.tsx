/**
 * The shopping cart screen (`/shoping/cart`): lines, 'ITEM (n)', the
 * REMOVE / MOVE TO WISHLIST confirmation, optimistic removal that rolls back (with a toast) when the BFF refuses,
 * and the empty state 'Your Cart is empty' with Shop Now.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartView } from "@/components/cart/cart-view";
import { taxNotice } from "@/lib/tax/tax-notice";
import { CartItemCount } from "@/components/cart/live-item-count";
import { LiveHeaderIcons } from "@/components/layout/live-header-icons";
import { cartOf, line, PENDANT, renderBuying } from "./fixtures";
import { deferred, mockBff } from "../account/helpers";

const INDIA_TAX = taxNotice("IN");

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/shoping/cart",
  useSearchParams: () => new URLSearchParams(),
}));

function Screen() {
  return (
    <>
      <LiveHeaderIcons />
      <CartItemCount />
      <CartView tax={INDIA_TAX} />
    </>
  );
}

const RING = "Chembakam Sapphire Crown Ring";

async function openRemove(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole("button", { name: `Remove ${name}` }));
  return screen.getByRole("dialog", { name: "Remove from cart?" });
}

describe("cart lines", () => {
  it("shows image, name, size, colour and price of each line, the count and the badge", async () => {
    mockBff({
      "GET /api/cart": { status: 200, body: cartOf() },
      "GET /api/wishlist": { status: 200, body: { items: [], currency: "INR" } },
    });
    renderBuying(<Screen />, { cart: cartOf() });
    const ring = screen.getByRole("article", { name: RING });
    expect(within(ring).getByRole("img", { name: RING })).toBeInTheDocument();
    expect(ring).toHaveTextContent("Size:8");
    expect(ring).toHaveTextContent("Colour:White Gold");
    expect(ring).toHaveTextContent("₹70,620");
    expect(screen.getByTestId("item-count")).toHaveTextContent("ITEM (2)");
    expect(screen.getByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
    // Indian digit grouping in the totals.
    expect(screen.getByText("Total payable").nextElementSibling).toHaveTextContent("₹89,576");
  });
});

describe("price changed since added", () => {
  it("shows the new price and says the price changed, only on the line whose price moved", async () => {
    // The ring was added at ₹66,500; a gold rate change since made it ₹70,620 (the BFF sends the store's figures).
    const cart = cartOf([line({ previousPrice: 66500 }), PENDANT]);
    mockBff({
      "GET /api/cart": { status: 200, body: cart },
      "GET /api/wishlist": { status: 200, body: { items: [], currency: "INR" } },
    });
    renderBuying(<Screen />, { cart });
    const ring = screen.getByRole("article", { name: RING });
    expect(ring).toHaveTextContent("₹70,620");
    expect(
      within(ring).getByText(`The price of ${RING} changed from ₹66,500 to ₹70,620 since you added it.`),
    ).toBeInTheDocument();
    const pendant = screen.getByRole("article", { name: PENDANT.name });
    expect(pendant).not.toHaveTextContent(/changed from/);
    expect(screen.getByText("Total payable").nextElementSibling).toHaveTextContent("₹89,576");
  });
});

describe("remove", () => {
  it("removes at once, then puts the line back with a toast when the BFF refuses", async () => {
    const user = userEvent.setup();
    const held = deferred();
    const bff = mockBff({
      "GET /api/cart": { status: 200, body: cartOf() },
      "GET /api/wishlist": { status: 200, body: { items: [], currency: "INR" } },
      "DELETE /api/cart/11": held.promise,
    });
    renderBuying(<Screen />, { cart: cartOf() });
    const dialog = await openRemove(user, RING);
    await user.click(within(dialog).getByRole("button", { name: "REMOVE" }));

    // Optimistic: gone before the BFF answers; the count and the badge follow.
    expect(screen.queryByRole("article", { name: RING })).not.toBeInTheDocument();
    expect(screen.getByTestId("item-count")).toHaveTextContent("ITEM (1)");
    expect(screen.getByRole("link", { name: "Cart, 1 items" })).toBeInTheDocument();
    expect(bff.callsTo("DELETE /api/cart/11")).toHaveLength(1);

    held.resolve(502, {
      error: {
        code: "upstream_unavailable",
        message: "The store is unavailable right now. Please try again.",
      },
    });
    expect(await screen.findByRole("article", { name: RING })).toBeInTheDocument();
    expect(screen.getByTestId("item-count")).toHaveTextContent("ITEM (2)");
    expect(
      await screen.findByText("The store is unavailable right now. Please try again."),
    ).toBeInTheDocument();
  });

  it("keeps the server's cart after a successful removal; the last line leaves 'Your Cart is empty'", async () => {
    const user = userEvent.setup();
    mockBff({
      "GET /api/cart": [{ status: 200, body: cartOf([PENDANT]) }],
      "GET /api/wishlist": { status: 200, body: { items: [], currency: "INR" } },
      "DELETE /api/cart/12": { status: 200, body: cartOf([]) },
    });
    renderBuying(<Screen />, { cart: cartOf([PENDANT]) });
    const dialog = await openRemove(user, PENDANT.name);
    await user.click(within(dialog).getByRole("button", { name: "REMOVE" }));
    expect(await screen.findByText("Your Cart is empty")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/");
  });

  it("MOVE TO WISHLIST moves the line and re-reads the wishlist", async () => {
    const user = userEvent.setup();
    const bff = mockBff({
      "GET /api/cart": { status: 200, body: cartOf() },
      "GET /api/wishlist": { status: 200, body: { items: [], currency: "INR" } },
      "POST /api/cart/12/move-to-wishlist": { status: 200, body: cartOf([line()]) },
    });
    renderBuying(<Screen />, { cart: cartOf() });
    const dialog = await openRemove(user, PENDANT.name);
    await user.click(within(dialog).getByRole("button", { name: "MOVE TO WISHLIST" }));
    expect(screen.queryByRole("article", { name: PENDANT.name })).not.toBeInTheDocument();
    expect(await screen.findByText("Moved to your wishlist")).toBeInTheDocument();
    expect(bff.callsTo("POST /api/cart/12/move-to-wishlist")[0]?.json).toEqual({});
    await waitFor(() => expect(bff.callsTo("GET /api/wishlist").length).toBeGreaterThanOrEqual(1));
  });

  it("Escape keeps the line", async () => {
    const user = userEvent.setup();
    const bff = mockBff({
      "GET /api/cart": { status: 200, body: cartOf() },
      "GET /api/wishlist": { status: 200, body: { items: [], currency: "INR" } },
    });
    renderBuying(<Screen />, { cart: cartOf() });
    await openRemove(user, RING);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: RING })).toBeInTheDocument();
    expect(bff.calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
  });
});
