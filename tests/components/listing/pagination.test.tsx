/** Listing pagination: page count from the product count, window of numbers, rel and aria-current. */
import { render, screen } from "@testing-library/react";
import { Pagination, pageWindow } from "@/components/listing/pagination";
import { pageCount } from "@/lib/catalogue/listing-url";

const hrefFor = (n: number) => (n === 1 ? "/rings" : `/rings?page=${n}`);

describe("Pagination", () => {
  it("renders ceil(count / 20) pages with the current one marked", () => {
    render(<Pagination page={2} pages={pageCount(61)} hrefFor={hrefFor} />);
    const links = screen.getAllByRole("link", { name: /^Page \d+$/ });
    expect(links.map((l) => l.textContent)).toEqual(["1", "2", "3", "4"]);
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Page 3" })).not.toHaveAttribute("aria-current");
  });

  it("links previous and next with rel=prev / rel=next", () => {
    render(<Pagination page={2} pages={3} hrefFor={hrefFor} />);
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("rel", "prev");
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/rings");
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("rel", "next");
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/rings?page=3");
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const { rerender } = render(<Pagination page={1} pages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: /Previous/ })).not.toBeInTheDocument();
    rerender(<Pagination page={3} pages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: /Next/ })).not.toBeInTheDocument();
  });

  it("points previous at the last real page from a page past the end", () => {
    render(<Pagination page={9} pages={4} hrefFor={hrefFor} />);
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/rings?page=4");
    expect(screen.queryByRole("link", { name: /Next/ })).not.toBeInTheDocument();
  });

  it("renders nothing for a single page or none", () => {
    const { container } = render(<Pagination page={1} pages={pageCount(20)} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
    render(<Pagination page={1} pages={pageCount(0)} hrefFor={hrefFor} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});

describe("pageWindow", () => {
  it("shows the ends and the neighbours of the current page", () => {
    expect(pageWindow(7, 12)).toEqual([1, null, 6, 7, 8, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
