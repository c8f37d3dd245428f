import { render, screen, within } from "@testing-library/react";
import { footerQuickLinks, shortCategoryName, type TaxonomyLink } from "@/components/layout/links";
import { categoryHref, tagHref } from "@/lib/catalogue/hrefs";
import { SiteFooter } from "@/components/layout/site-footer";

// The year is a cached server component (it reads the clock); the links are what is tested here.
jest.mock("@/components/layout/copyright-year", () => ({ CopyrightYear: () => <>2026</> }));

const categories: TaxonomyLink[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  name: `Category ${i + 1}`,
}));
const tags: TaxonomyLink[] = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, name: `Tag ${i + 1}` }));

describe("footerQuickLinks", () => {
  it("gives 8 categories and 8 tags on the web", () => {
    const web = footerQuickLinks(categories, tags, "web");
    expect(web.categories).toHaveLength(8);
    expect(web.tags).toHaveLength(8);
    expect(web.categories[0]).toEqual({ href: "/category1", label: "Category 1" });
    expect(web.tags[7]).toEqual({ href: "/tag_search/107", label: "Tag 8" });
  });

  it("gives 15 categories and 8 tags on phones", () => {
    const phone = footerQuickLinks(categories, tags, "phone");
    expect(phone.categories).toHaveLength(15);
    expect(phone.tags).toHaveLength(8);
    expect(phone.categories[14]?.label).toBe("Category 15");
  });

  it("shows what there is when the catalogue is short", () => {
    const few = footerQuickLinks(categories.slice(0, 3), [], "phone");
    expect(few.categories).toHaveLength(3);
    expect(few.tags).toHaveLength(0);
  });
});

describe("shell links", () => {
  it("builds category URLs from lowercased names without spaces", () => {
    expect(categoryHref("Rings")).toBe("/rings");
    expect(categoryHref("Nose Pins")).toBe("/nosepins");
    expect(categoryHref("Gold Coins")).toBe("/goldcoins");
    expect(tagHref(7)).toBe("/tag_search/7");
  });

  it("cuts phone strip names to 10 characters", () => {
    expect(shortCategoryName("Mangalsutra")).toBe("Mangalsutr");
    expect(shortCategoryName("Rings")).toBe("Rings");
  });
});

describe("SiteFooter", () => {
  it("renders both quick-link variants, contacts, social and franchise links", () => {
    render(<SiteFooter categories={categories} tags={tags} />);
    const jewellery = screen.getAllByRole("heading", { name: "Jewellery" });
    expect(jewellery).toHaveLength(2);
    const [webColumn, phoneColumn] = jewellery.map((h) => h.parentElement as HTMLElement);
    expect(within(webColumn!).getAllByRole("link")).toHaveLength(8);
    expect(within(phoneColumn!).getAllByRole("link")).toHaveLength(15);
    expect(screen.getByRole("link", { name: "1800 699 888" })).toHaveAttribute("href", "tel:1800699888");
    expect(screen.getByText("India")).toBeInTheDocument();
    expect(screen.getByText("UAE")).toBeInTheDocument();
    for (const network of ["Instagram", "Facebook", "YouTube", "Pinterest"]) {
      const link = screen.getByRole("link", { name: new RegExp(network) });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    }
    expect(screen.getByRole("link", { name: "Franchise enquiry" }).getAttribute("href")).toMatch(/^mailto:/);
    expect(screen.getByText(/Google Play/)).toBeInTheDocument();
    expect(screen.getByText(/App Store/)).toBeInTheDocument();
  });
});
