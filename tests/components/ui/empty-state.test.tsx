/**
 * EmptyState: the one empty-list panel of the cart, trial cart, wishlist and orders pages. The icon is
 * decorative; the hint and the call to action appear only when given.
 */
import { render, screen } from "@testing-library/react";
import { EmptyState } from "@/components/ui/empty-state";

describe("EmptyState", () => {
  it("shows the text, the hint and the action, with the icon hidden from assistive technology", () => {
    const { container } = render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        text="Your cart is empty"
        hint="Every piece ships free."
        action={<button type="button">Shop Now</button>}
      />,
    );
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByText("Every piece ships free.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Shop Now" })).toBeInTheDocument();
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelectorAll("p")).toHaveLength(2);
  });

  it("leaves out the hint and the action when not given", () => {
    const { container } = render(<EmptyState icon={null} text="No orders yet" />);
    expect(screen.getByText("No orders yet")).toBeInTheDocument();
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
