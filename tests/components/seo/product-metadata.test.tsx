import { productMetadata } from "@/lib/seo/product-metadata";
import { diamondRing } from "../product/fixtures";

describe("productMetadata", () => {
  const meta = productMetadata(diamondRing(), "https://shop.example", "INR");
  const url = "https://shop.example/jewellery/aarohi-diamond-halo-ring-rg0042";

  it("uses meta_title, meta_description and an absolute canonical", () => {
    // the title already names the shop, so the layout's "%s | SWA Diamonds" template is bypassed
    expect(meta.title).toEqual({ absolute: "Aarohi Diamond Halo Ring in 18K Gold | SWA Diamonds" });
    expect(productMetadata(diamondRing({ meta_title: "Halo Ring" }), "https://shop.example", "INR").title).toBe("Halo Ring");
    expect(meta.description).toBe("An 18K gold halo ring set with 18 IGI-certified diamonds.");
    expect(meta.alternates?.canonical).toBe(url);
  });

  it("gives Open Graph an absolute 1280 px image of the default colour with size and alt", () => {
    expect(meta.openGraph).toMatchObject({ url, siteName: "SWA Diamonds", title: "Aarohi Diamond Halo Ring in 18K Gold | SWA Diamonds" });
    expect(meta.openGraph?.images).toEqual([
      {
        url: "https://shop.example/media/products/ring-diamond-7/rose-0-w1280.webp",
        width: 1280,
        height: 1280,
        alt: "Aarohi Diamond Halo Ring",
      },
    ]);
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
