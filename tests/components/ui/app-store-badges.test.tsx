/**
 * AppStoreBadges: the one pair of store buttons of the footer and the home page's app block. Each names its
 * store, goes to the store's listing in a new tab without handing over the opener, and keeps its artwork
 * away from screen readers.
 */
import { render, screen } from "@testing-library/react";
import { APP_LINKS, AppStoreBadges } from "@/components/ui/app-store-badges";

describe("AppStoreBadges", () => {
  it("links Google Play and the App Store, each in a new tab", () => {
    render(<AppStoreBadges />);
    const play = screen.getByRole("link", { name: /Google Play/ });
    const apple = screen.getByRole("link", { name: /App Store/ });
    expect(play).toHaveAttribute("href", APP_LINKS.googlePlay);
    expect(apple).toHaveAttribute("href", APP_LINKS.appStore);
    for (const link of [play, apple]) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
      expect(link).toHaveTextContent("(opens in a new tab)");
      expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("adds the caller's spacing to the row", () => {
    const { container } = render(<AppStoreBadges className="mt-7" />);
    expect(container.firstElementChild).toHaveClass("flex", "flex-wrap", "gap-3", "mt-7");
  });
});
