/**
 * GST and exports on the storefront (docs/domain/catalogue-and-pricing.md, "GST and exports"): a shopper in India
 * sees "GST (3%)" in the price breakup; a shopper in the USA, the UAE or Saudi Arabia sees that no GST is charged
 * on an export and who pays the destination's duties and VAT, on the product page, in the cart, at checkout and on
 * the order.
 */
import { render, screen, within } from "@testing-library/react";
import { OrderSummary as CheckoutSummaryPanel } from "@/components/checkout/order-summary";
import { CartView } from "@/components/cart/cart-view";
import { OrderDetail } from "@/components/orders/order-detail";
import { breakupRows } from "@/components/product/product-facts";
import { FactTable } from "@/components/product/product-facts-tables";
import { ProductSummary } from "@/components/product/product-summary";
import type { CheckoutSummary } from "@/lib/checkout/types";
import { taxNotice } from "@/lib/tax/tax-notice";
import { cartOf, renderBuying } from "../cart/fixtures";
import { viewOf, wireOrder } from "../orders/fixtures";
import { diamondRing } from "./fixtures";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/shoping/cart",
  useSearchParams: () => new URLSearchParams(),
}));

/** The diamond ring priced for Dubai: the same build-up in AED, without GST. */
const dubaiRing = () =>
  diamondRing({
    currency_code: "AED",
    is_on_discount: true,
    country_total_price: 2_265.22,
    country_discount_price: 2_043.48,
    price_breakup: {
      metal: 782.61,
      diamonds: 1_304.35,
      other_stones: 0,
      making_charges: 347.83,
      discount: 391.3,
      gst: 0,
      total: 2_043.48,
      metal_rate_per_gram: 269.57,
      supply: "export",
    },
  });

function breakupTable(rows: ReturnType<typeof breakupRows>) {
  render(<FactTable caption="Price breakup" rows={rows} />);
  return screen
    .getAllByRole("row")
    .map((r) => [within(r).getByRole("rowheader").textContent, within(r).getByRole("cell").textContent]);
}

describe("price breakup labels", () => {
  it("India keeps its GST (3%) row", () => {
    const rows = breakupTable(
      breakupRows(
        diamondRing({ price_breakup: { ...diamondRing().price_breakup!, supply: "domestic" } }),
        "INR",
      ),
    );
    expect(rows).toContainEqual(["GST (3%)", "₹1,600"]);
  });

  it("an export says GST is not charged instead of a GST (3%) figure, and the total is the export price", () => {
    const rows = breakupTable(breakupRows(dubaiRing(), "AED"));
    expect(rows.map(([label]) => label)).not.toContain("GST (3%)");
    expect(rows).toContainEqual(["GST (export, zero-rated)", "Not charged"]);
    expect(rows[rows.length - 1]).toEqual(["Total", "AED 2,043.48"]);
  });
});

describe("the price's tax sentence on the product page", () => {
  it("abroad: no Indian GST, and who pays the destination's duties and VAT", () => {
    render(
      <ProductSummary
        detail={dubaiRing()}
        currency="AED"
        reviewCount={0}
        tax={taxNotice("AE")}
        actions={null}
      />,
    );
    const note = screen.getByTestId("tax-note");
    expect(note).toHaveTextContent("No Indian GST: a piece shipped abroad is a zero-rated export.");
    expect(note).toHaveTextContent("Any UAE import duty and VAT (5%) are payable by you on delivery.");
    expect(screen.queryByText("Inclusive of all taxes")).toBeNull();
  });

  it("names each destination's taxes: UAE VAT 5%, Saudi VAT 15%, US duties and sales tax", () => {
    expect(taxNotice("AE").duties).toBe("Any UAE import duty and VAT (5%) are payable by you on delivery.");
    expect(taxNotice("SA").duties).toBe(
      "Any Saudi customs duty and VAT (15%) are payable by you on delivery.",
    );
    expect(taxNotice("US").duties).toBe(
      "Any US import duties and state or local sales tax are payable by you on delivery.",
    );
    expect(taxNotice("IN")).toEqual({
      supply: "domestic",
      charged: "Prices include GST (3%).",
      duties: null,
    });
  });

  it("India: inclusive of all taxes, as before", () => {
    render(
      <ProductSummary
        detail={diamondRing()}
        currency="INR"
        reviewCount={0}
        tax={taxNotice("IN")}
        actions={null}
      />,
    );
    expect(screen.getByText("Inclusive of all taxes")).toBeInTheDocument();
    expect(screen.queryByTestId("tax-note")).toBeNull();
  });
});

describe("cart, checkout and order", () => {
  it("the cart summary of a UAE shopper shows GST not charged and the duties sentence; India's says GST is included", () => {
    const { unmount } = renderBuying(<CartView tax={taxNotice("AE")} />, { cart: cartOf() });
    const summary = screen.getByRole("complementary", { name: "Order summary" });
    expect(within(summary).getByText("GST (export, zero-rated)").nextSibling).toHaveTextContent(
      "Not charged",
    );
    expect(within(summary).getByTestId("tax-note")).toHaveTextContent(
      "Any UAE import duty and VAT (5%) are payable by you on delivery.",
    );
    unmount();

    renderBuying(<CartView tax={taxNotice("IN")} />, { cart: cartOf() });
    const indian = screen.getByRole("complementary", { name: "Order summary" });
    expect(within(indian).queryByText("GST (export, zero-rated)")).toBeNull();
    expect(within(indian).getByTestId("tax-note")).toHaveTextContent("Prices include GST (3%).");
  });

  it("the checkout summary of a Saudi shopper shows GST not charged and Saudi VAT (15%) payable on delivery", () => {
    const summary: CheckoutSummary = {
      kind: "cart",
      lines: [],
      subtotal: 54_000,
      discount: 0,
      walletUsed: 0,
      payable: 54_000,
      currency: "INR",
      promocode: null,
      promoMessage: null,
    };
    render(<CheckoutSummaryPanel summary={summary} tax={taxNotice("SA")} />);
    expect(screen.getByTestId("summary-gst")).toHaveTextContent("GST (export, zero-rated)Not charged");
    expect(screen.getByTestId("tax-note")).toHaveTextContent(
      "Any Saudi customs duty and VAT (15%) are payable by you on delivery.",
    );
  });

  it("an export order's payment details say GST was not charged and who pays the UAE's duties and VAT", () => {
    render(<OrderDetail order={viewOf(wireOrder(undefined, { supply: "export", country_code: "AE" }))} />);
    expect(screen.getByText("GST (export, zero-rated)", { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId("tax-note")).toHaveTextContent(
      "Any UAE import duty and VAT (5%) are payable by you on delivery.",
    );
  });
});
