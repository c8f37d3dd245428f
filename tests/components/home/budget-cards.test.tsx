import { render, screen, within } from "@testing-library/react";
import { BudgetCards } from "@/components/home/budget-cards";

const budgets = [
  { budget: 10000, count: 120 },
  { budget: 20000, count: 260 },
  { budget: 30000, count: 340 },
  { budget: 50000, count: 410 },
  { budget: 100000, count: 500 },
];

describe("BudgetCards", () => {
  it("shows four 'Under {budget}' cards in rupees that link to the budget listing", () => {
    render(<BudgetCards budgets={budgets} currency="INR" />);
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links).toHaveLength(4);
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/jewellery/budget/10000",
      "/jewellery/budget/20000",
      "/jewellery/budget/30000",
      "/jewellery/budget/50000",
    ]);
    expect(links[0]).toHaveTextContent("₹10,000");
    expect(links[3]).toHaveTextContent("₹50,000");
    expect(links[0]).toHaveAccessibleName("Jewellery Under ₹10,000 120 designs Explore");
    expect(screen.queryByText("₹1,00,000")).not.toBeInTheDocument();
  });

  it("formats the amounts in the shopper's currency", () => {
    const { rerender } = render(<BudgetCards budgets={budgets} currency="USD" />);
    expect(screen.getByText("$10,000")).toBeInTheDocument();
    rerender(<BudgetCards budgets={budgets} currency="AED" />);
    expect(screen.getByText("AED 20,000")).toBeInTheDocument();
  });

  it("renders nothing without budgets", () => {
    const { container } = render(<BudgetCards budgets={[]} currency="INR" />);
    expect(container).toBeEmptyDOMElement();
  });
});
