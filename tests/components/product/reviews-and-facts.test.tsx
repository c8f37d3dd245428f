import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  breakupRows,
  certificationsFor,
  savings,
  specRows,
  weightText,
} from "@/components/product/product-facts";
import { FactTable } from "@/components/product/product-facts-tables";
import { ReviewsList } from "@/components/product/reviews-list";
import { diamondRing, reviews } from "./fixtures";

describe("ReviewsList", () => {
  it("shows three reviews first and toggles the rest with 'See all'", async () => {
    const user = userEvent.setup();
    render(<ReviewsList reviews={reviews(5)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    const toggle = screen.getByRole("button", { name: "See all 5 reviews" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByText("Review text 5")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("has no toggle with three reviews or fewer", () => {
    render(<ReviewsList reviews={reviews(3)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("img", { name: /^Rated \d(\.\d)? out of 5$/ })[0]).toHaveAccessibleName(
      "Rated 5 out of 5",
    );
  });
});

describe("price breakup", () => {
  it("lists metal with rate per gram, diamonds, making, discount, GST 3% and total in the shopper's currency", () => {
    render(<FactTable caption="Price breakup" rows={breakupRows(diamondRing(), "INR")} />);
    const rows = screen
      .getAllByRole("row")
      .map((r) => [within(r).getByRole("rowheader").textContent, within(r).getByRole("cell").textContent]);
    expect(rows).toEqual([
      ["Gold 18K (2.900 g × ₹6,200/g)", "₹18,000"],
      ["Diamonds", "₹30,000"],
      ["Making charges", "₹8,000"],
      ["Discount", "− ₹5,600"],
      ["GST (3%)", "₹1,600"],
      ["Total", "₹54,000"],
    ]);
  });

  it("leaves out empty stone and discount rows and formats other currencies", () => {
    const coin = diamondRing({
      metal_type: "Gold 24K",
      net_weight: 10,
      price_breakup: {
        metal: 870.5,
        diamonds: 0,
        other_stones: 0,
        making_charges: 43.5,
        discount: 0,
        gst: 27.42,
        total: 941.42,
        metal_rate_per_gram: 87.05,
      },
    });
    const labels = breakupRows(coin, "USD").map((r) => `${r.label}=${r.value}`);
    expect(labels).toEqual([
      "Gold 24K (10.000 g × $87.05/g)=$870.50",
      "Making charges=$43.50",
      "GST (3%)=$27.42",
      "Total=$941.42",
    ]);
    expect(breakupRows(diamondRing({ price_breakup: undefined }), "INR")).toEqual([]);
  });
});

describe("product facts", () => {
  it("writes the weight line and the savings", () => {
    expect(weightText(diamondRing())).toBe("Gross weight 3.120 g · Diamond 0.240 ct");
    expect(savings(diamondRing())).toEqual({ amount: 6000, percent: 10 });
    expect(savings(diamondRing({ is_on_discount: false }))).toBeNull();
  });

  it("certifies gold with BIS Hallmark and HUID, diamonds with their lab, platinum with PGI", () => {
    expect(certificationsFor(diamondRing()).map((c) => c.title)).toEqual([
      "BIS Hallmark",
      "IGI certified diamonds",
    ]);
    expect(certificationsFor(diamondRing())[0]?.detail).toContain("HUID AB12CD");
    const pt = diamondRing({
      metal_type: "Platinum 950",
      certification: "Platinum Guild India",
      huid: "",
      diamond_count: 0,
      diamond_weight: 0,
    });
    expect(certificationsFor(pt).map((c) => c.title)).toEqual(["Platinum Guild India"]);
  });

  it("builds the details table without empty rows", () => {
    const rows = Object.fromEntries(specRows(diamondRing()).map((r) => [r.label, r.value]));
    expect(rows).toMatchObject({
      "Metal type / purity": "Gold 18K",
      "Gross weight": "3.120 g",
      "Net metal weight": "2.900 g",
      Diamonds: "18",
      "Diamond weight": "0.240 ct",
      "Diamond clarity": "VS1",
      "Diamond colour": "E-F",
      "Dimensions (L × W × H)": "20 × 9.5 × 6 mm",
    });
    expect(rows["Other stones"]).toBeUndefined();
  });
});
