import { productMetadata } from "@/lib/seo/product-metadata";
import { diamondRing } from "../product/fixtures";

describe("productMetadata", () => {
  const meta = productMetadata(diamondRing(), "https://shop.example", "INR");
  const url = "https://shop.example/jewellery/aarohi-diamond-halo-ring-rg0042";

  it("uses meta_title, meta_description and an absolute canonical", () => {
    // the title already names the shop, so the layout's "%s | SWA Diamonds" template is bypassed
    expect(meta.title).toEqual({ absolute: "Aarohi Diamond Halo Ring in 18K Gold | SWA Diamonds" });
    expect(
      productMetadata(diamondRing({ meta_title: "Halo Ring" }), "https://shop.example", "INR").title,
    ).toBe("Halo Ring");
    expect(meta.description).toBe("An 18K gold halo ring set with 18 IGI-certified diamonds.");
    expect(meta.alternates?.canonical).toBe(url);
  });

  it("gives Open Graph the product's 1200x630 JPEG share card, absolute, with its type, size and alt", () => {
    expect(meta.openGraph).toMatchObject({
      url,
      siteName: "SWA Diamonds",
      title: "Aarohi Diamond Halo Ring in 18K Gold | SWA Diamonds",
    });
    expect(meta.openGraph?.images).toEqual([
      {
        url: `${url}/share-image`,
        width: 1200,
        height: 630,
        type: "image/jpeg",
        alt: "Aarohi Diamond Halo Ring",
      },
    ]);
  });

  it("gives the large Twitter card the same picture", () => {
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      images: [{ url: `${url}/share-image`, alt: "Aarohi Diamond Halo Ring" }],
    });
  });

  it("adds og:type product, prices and the large Twitter card", () => {
    expect(meta.other).toMatchObject({
      "og:type": "product",
      "og:price:amount": "54000.00",
      "og:price:currency": "INR",
      "product:price:amount": "54000.00",
      "product:price:currency": "INR",
    });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
  });
});
