import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { colourMedia, initialColour } from "@/lib/catalogue/colours";
import { ColourSwatches } from "@/components/product/colour-swatches";
import { ProductColourProvider } from "@/components/product/product-colour";
import { ProductGallery } from "@/components/product/product-gallery";
import { productPageIcons } from "@/components/product/product-page-icons";
import { GALLERY_SIZES } from "@/components/product/gallery-sizes";
import { fillImageAttrs, fillWidths } from "@/lib/media/img-attrs";
import { diamondRing } from "./fixtures";

jest.mock("embla-carousel-react", () => ({ __esModule: true, default: () => [() => {}, undefined] }));

function renderGallery(requested?: string, srcSetWidths?: readonly number[]) {
  const colours = colourMedia(diamondRing());
  return render(
    <ProductColourProvider colours={colours} initial={initialColour(colours, requested)}>
      <ProductGallery
        name="Aarohi Diamond Halo Ring"
        icons={productPageIcons.gallery}
        srcSetWidths={srcSetWidths}
      />
      <ColourSwatches />
    </ProductColourProvider>,
  );
}

const slideImages = () =>
  within(screen.getByTestId("gallery-track"))
    .queryAllByRole("img")
    .map((img) => img.getAttribute("src"));

describe("ProductGallery colour switching", () => {
  beforeEach(() => window.history.replaceState(null, "", "/jewellery/aarohi-diamond-halo-ring-rg0042"));

  it("shows the default colour's images and video first", () => {
    renderGallery();
    expect(slideImages()).toEqual([
      "/media/products/ring-diamond-7/rose-0-w640.webp",
      "/media/products/ring-diamond-7/rose-1-w640.webp",
      "/media/products/ring-diamond-7/rose-2-w640.webp",
    ]);
    const video = screen.getByLabelText(/video of/i) as HTMLVideoElement;
    expect(video.getAttribute("src")).toBe("/media/videos/ring-diamond-7/rose.mp4");
    expect(video.muted).toBe(true);
    expect(video.getAttribute("preload")).toBe("none");
    expect(video.getAttribute("poster")).toBe("/media/products/ring-diamond-7/rose-0-w640.webp");
    expect(screen.getByRole("radio", { name: /rose gold/i })).toBeChecked();
  });

  it("swaps the images when another colour is clicked and puts it in the URL", async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole("radio", { name: /white gold/i }));
    expect(slideImages()).toEqual([
      "/media/products/ring-diamond-7/white-0-w640.webp",
      "/media/products/ring-diamond-7/white-1-w640.webp",
    ]);
    expect(screen.queryByLabelText(/video of/i)).toBeNull();
    expect(screen.getByRole("img", { name: /in white gold, view 1 of 2$/i })).toBeInTheDocument();
    expect(window.location.search).toBe("?colour=white");

    await user.click(screen.getByRole("radio", { name: /rose gold/i }));
    expect(slideImages()[0]).toBe("/media/products/ring-diamond-7/rose-0-w640.webp");
    expect(window.location.search).toBe("");
  });

  it("honours ?colour= for the first render and ignores colours the product lacks", () => {
    const { unmount } = renderGallery("white");
    expect(slideImages()[0]).toBe("/media/products/ring-diamond-7/white-0-w640.webp");
    unmount();
    renderGallery("pt");
    expect(slideImages()[0]).toBe("/media/products/ring-diamond-7/rose-0-w640.webp");
  });

  it("moves between photos with the arrow keys and thumbnails", async () => {
    const user = userEvent.setup();
    renderGallery();
    const thumbs = screen.getByRole("list", { name: /choose a photo/i });
    await user.click(within(thumbs).getByRole("button", { name: "Show photo 2" }));
    expect(within(thumbs).getByRole("button", { name: "Show photo 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await user.keyboard("{ArrowRight}");
    expect(within(thumbs).getByRole("button", { name: "Show photo 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(within(thumbs).getByRole("button", { name: "Show photo 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("gives every colour's photos next/image's srcset, built from their URLs and the page's one list of widths", async () => {
    const user = userEvent.setup();
    renderGallery(undefined, fillWidths(GALLERY_SIZES));
    const attrsOf = (img: HTMLElement) => ({
      src: img.getAttribute("src"),
      srcSet: img.getAttribute("srcset"),
      sizes: img.getAttribute("sizes"),
    });
    const rose = screen.getByRole("img", { name: /in rose gold, view 1 of 3$/i });
    expect(attrsOf(rose)).toEqual(
      fillImageAttrs("/media/products/ring-diamond-7/rose-0-w640.webp", GALLERY_SIZES),
    );

    await user.click(screen.getByRole("radio", { name: /white gold/i }));
    const white = screen.getByRole("img", { name: /in white gold, view 2 of 2$/i });
    expect(attrsOf(white)).toEqual(
      fillImageAttrs("/media/products/ring-diamond-7/white-1-w640.webp", GALLERY_SIZES),
    );
    expect(white.getAttribute("srcset")).toContain("white-1-w1280.webp");
  });
});
