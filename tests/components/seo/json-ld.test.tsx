import { render } from "@testing-library/react";
import { breadcrumbJsonLd, jsonLdScript, organizationJsonLd, productJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";
import { diamondRing, reviews } from "../product/fixtures";

const URL_ = "https://shop.example/jewellery/aarohi-diamond-halo-ring-rg0042";

describe("serializeJsonLd", () => {
  it("escapes <, >, & and U+2028/U+2029 so the text cannot close the script", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script> & \u2028\u2029" });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain("\\u003c/script\\u003e");
    expect(out).toContain("\\u0026");
    expect(out).toContain("\\u2028");
    expect(out).toContain("\\u2029");
  });

  it("stays the same JSON for parsers", () => {
    const data = { name: "Ring </script> <!-- & more", n: 1.5, list: ["a", null] };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it("writes null for undefined", () => {
    expect(serializeJsonLd(undefined)).toBe("null");
  });
});

describe("jsonLdScript", () => {
  it("renders a product name containing </script> as inert text inside one script element", () => {
    const detail = diamondRing({ product_name: 'Evil</script><img src=x onerror="alert(1)">' });
    const { container } = render(<script {...jsonLdScript(productJsonLd(detail, [], URL_, "INR"))} />);
    const scripts = container.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(container.querySelector("img")).toBeNull();
    const script = scripts[0]!;
    expect(script.getAttribute("type")).toBe("application/ld+json");
    expect(script.innerHTML).not.toContain("</script>");
    expect(JSON.parse(script.textContent ?? "").name).toBe(detail.product_name);
  });
});

describe("productJsonLd", () => {
  it("describes the product, its offer and absolute 1280 px images", () => {
    const data = productJsonLd(diamondRing(), [], URL_, "INR") as Record<string, any>;
    expect(data["@type"]).toBe("Product");
    expect(data.sku).toBe("RG0042");
    expect(data.brand).toEqual({ "@type": "Brand", name: "SWA Diamonds" });
    expect(data.image[0]).toBe("https://shop.example/media/products/ring-diamond-7/rose-0-w1280.webp");
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: "54000.00",
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url: URL_,
    });
    expect(data.aggregateRating).toBeUndefined();
  });

  it("marks an out-of-stock product and uses the full price when not on discount", () => {
    const detail = diamondRing({ in_stock: false, is_on_discount: false, country_total_price: 60000 });
    const data = productJsonLd(detail, [], URL_, "USD") as Record<string, any>;
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(data.offers.price).toBe("60000.00");
    expect(data.offers.priceCurrency).toBe("USD");
  });

  it("adds AggregateRating when there are reviews", () => {
    const data = productJsonLd(diamondRing(), reviews(4), URL_, "INR") as Record<string, any>;
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toHaveLength(3);
  });
});

describe("breadcrumbJsonLd and organizationJsonLd", () => {
  it("numbers the trail from 1", () => {
    const data = breadcrumbJsonLd([
      { name: "Home", url: "https://shop.example/" },
      { name: "Rings", url: "https://shop.example/rings" },
    ]) as Record<string, any>;
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement[1]).toEqual({ "@type": "ListItem", position: 2, name: "Rings", item: "https://shop.example/rings" });
  });

  it("names the organisation at the site URL", () => {
    expect(organizationJsonLd("https://shop.example")).toMatchObject({ "@type": "Organization", url: "https://shop.example/" });
  });
});
