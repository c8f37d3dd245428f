import { fireEvent, render, screen } from "@testing-library/react";
import Link from "next/link";
import { SnapStrip } from "@/components/ui/snap-strip";

/** jsdom lays nothing out: give the strip a 300 px view of 1,000 px of cards, scrolled to `left`. */
function layOut(list: HTMLElement, left: number) {
  Object.defineProperty(list, "clientWidth", { configurable: true, value: 300 });
  Object.defineProperty(list, "scrollWidth", { configurable: true, value: 1000 });
  list.scrollLeft = left;
  fireEvent.scroll(list);
}

function renderStrip() {
  render(
    <SnapStrip label="Similar designs" itemClassName="basis-1/4">
      <Link href="/jewellery/a">A</Link>
      <Link href="/jewellery/b">B</Link>
      <Link href="/jewellery/c">C</Link>
    </SnapStrip>,
  );
  const list = screen.getByRole("list");
  const scrollBy = jest.fn();
  list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
  return { list, scrollBy };
}

describe("SnapStrip (the product page's 'Similar style' strip)", () => {
  it("is a named region with every card as a list item, each reachable by Tab", () => {
    renderStrip();
    expect(screen.getByRole("region", { name: "Similar designs" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/jewellery/a",
      "/jewellery/b",
      "/jewellery/c",
    ]);
  });

  it("moves by one view with its buttons, and disables the one pointing past an end", () => {
    const { list, scrollBy } = renderStrip();
    layOut(list, 0);
    expect(screen.getByRole("button", { name: "Previous designs" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Next designs" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300 });

    layOut(list, 400);
    expect(screen.getByRole("button", { name: "Previous designs" })).toBeEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Previous designs" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300 });

    layOut(list, 700);
    expect(screen.getByRole("button", { name: "Next designs" })).toBeDisabled();
  });
});

describe("SnapStrip and the keyboard", () => {
  it("brings a card wholly into view when Tab reaches it", () => {
    renderStrip();
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      expect(options).toEqual({ block: "nearest", inline: "nearest" });
      scrolled.push(this);
    };
    try {
      screen.getByRole("link", { name: "C" }).focus();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
    expect(scrolled).toEqual([screen.getAllByRole("listitem")[2]]);
  });
});
