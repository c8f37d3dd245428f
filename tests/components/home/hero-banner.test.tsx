import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { HeroBanner } from "@/components/home/hero-banner";

// Embla measures layout, which jsdom does not do; the carousel markup is what is under test here.
jest.mock("embla-carousel-react", () => ({ __esModule: true, default: () => [jest.fn(), undefined] }));

const slide = (name: string, forMobile: boolean, typeId: number, isCategory = true) => ({
  corousal_image: `/media/banners/${name}-${forMobile ? "mobile" : "desktop"}.webp`,
  corousal_name: name,
  type_id: typeId,
  is_category: isCategory,
  for_mobile: forMobile,
});

const slides = [
  slide("bridal", false, 1),
  slide("festive", false, 6, false),
  slide("solitaire", false, 10),
  slide("bridal", true, 1),
  slide("festive", true, 6, false),
];

describe("HeroBanner", () => {
  it("serves every slide's picture in the server HTML, the later ones lazy, none hidden until hydration", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<HeroBanner slides={slides} />);
    const serverSlides = host.querySelectorAll('[data-testid="hero-desktop"] [aria-roledescription="slide"]');
    expect(serverSlides).toHaveLength(3);
    for (const s of Array.from(serverSlides)) expect(s.className).not.toMatch(/hidden/);
    const pictures = Array.from(host.querySelectorAll('[data-testid="hero-desktop"] img'));
    expect(pictures.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
  });

  it("renders the desktop and phone sets separately, each in its own breakpoint wrapper", () => {
    render(<HeroBanner slides={slides} />);
    const desktop = screen.getByTestId("hero-desktop");
    const phone = screen.getByTestId("hero-phone");
    expect(desktop).toHaveClass("hidden", "md:block");
    expect(phone).toHaveClass("md:hidden");
    expect(
      within(desktop)
        .getAllByRole("img")
        .map((i) => i.getAttribute("alt")),
    ).toEqual(["bridal", "festive", "solitaire"]);
    expect(
      within(phone)
        .getAllByRole("img")
        .map((i) => i.getAttribute("alt")),
    ).toEqual(["bridal", "festive"]);
    for (const img of within(desktop).getAllByRole("img"))
      expect(img.getAttribute("src")).toContain("desktop");
    for (const img of within(phone).getAllByRole("img")) expect(img.getAttribute("src")).toContain("mobile");
  });

  it("names every slide's link by its banner's picture in the server HTML (axe link-name)", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<HeroBanner slides={slides} />);
    const desktop = within(host.querySelector<HTMLElement>('[data-testid="hero-desktop"]')!);
    for (const name of ["bridal", "festive", "solitaire"]) {
      expect(desktop.getByRole("link", { name })).toHaveAttribute("href");
    }
  });

  it("links category slides to /category_search and tag slides to /tag_search", () => {
    render(<HeroBanner slides={slides} />);
    const hrefs = within(screen.getByTestId("hero-desktop"))
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/category_search/1", "/tag_search/6", "/category_search/10"]);
  });

  it("gives only the first image of each set priority, with a fixed size and a blank for the other breakpoint", () => {
    render(<HeroBanner slides={slides} />);
    for (const [id, w, h, other] of [
      ["hero-desktop", "1920", "640", "(max-width: 767px)"],
      ["hero-phone", "800", "1000", "(min-width: 768px)"],
    ] as const) {
      const [first, ...rest] = within(screen.getByTestId(id)).getAllByRole("img");
      expect(first).toHaveAttribute("fetchpriority", "high");
      expect(first).toHaveAttribute("loading", "eager");
      expect(first).toHaveAttribute("width", w);
      expect(first).toHaveAttribute("height", h);
      const source = first!.parentElement!.querySelector("source");
      expect(source).toHaveAttribute("media", other);
      expect(source?.getAttribute("srcset")).toMatch(/^data:image\/gif/);
      for (const img of rest) {
        expect(img).toHaveAttribute("loading", "lazy");
        expect(img).not.toHaveAttribute("fetchpriority", "high");
      }
    }
  });

  it("has labelled previous/next and dot controls", () => {
    render(<HeroBanner slides={slides} />);
    const desktop = screen.getByTestId("hero-desktop");
    expect(within(desktop).getByRole("region", { name: "Featured collections" })).toBeInTheDocument();
    expect(within(desktop).getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(within(desktop).getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    expect(within(desktop).getAllByRole("button", { name: /Go to slide/ })).toHaveLength(3);
  });

  it("serves the only set at every width when the other is missing", () => {
    render(<HeroBanner slides={slides.filter((s) => !s.for_mobile)} />);
    expect(screen.queryByTestId("hero-phone")).not.toBeInTheDocument();
    expect(screen.getAllByRole("img")).toHaveLength(3);
  });
});
