/**
 * 'Similar style' prices in the shopper's currency (the store's similar list is in rupees only; unconverted, a
 * shopper in the USA would see `$24,314` on a similar card for a ring whose own page says `$286`).
 */
import { priceSimilarForCountry } from "@/lib/catalogue/similar-prices";
import type { ProductDetail, SimilarProduct } from "@/lib/store-api/contract";

const similar: SimilarProduct[] = [
  {
    product_id: 11,
    colour_id: 1,
    product_name: "Aria Ring",
    alias: "aria-ring",
    thumbnail_image: "/m/a.webp",
    country_total_price: 24314,
    discount_price: 20667,
  },
  {
    product_id: 12,
    colour_id: 1,
    product_name: "Bela Ring",
    alias: "bela-ring",
    thumbnail_image: "/m/b.webp",
    country_total_price: 30000,
    discount_price: 0,
  },
  {
    product_id: 13,
    colour_id: 1,
    product_name: "Gone Ring",
    alias: "gone-ring",
    thumbnail_image: "/m/c.webp",
    country_total_price: 9000,
    discount_price: 0,
  },
];

/** Details in dollars, as `GET ecom/products/<id>?country=2` answers them; 13 no longer exists. */
const usd: Record<number, Partial<ProductDetail>> = {
  11: { is_on_discount: true, country_total_price: 286.05, country_discount_price: 243.14 },
  12: { is_on_discount: false, country_total_price: 352.94, country_discount_price: 352.94 },
};

const readDetail = jest.fn(async (id: number, countryId: number) =>
  countryId === 2 && usd[id] ? (usd[id] as ProductDetail) : null,
);

beforeEach(() => readDetail.mockClear());

test("outside India every card shows its own page's price in the shopper's currency, never rupee figures", async () => {
  const priced = await priceSimilarForCountry(similar, 2, "USD", readDetail);
  expect(priced.map((p) => [p.alias, p.price])).toEqual([
    ["aria-ring", { amount: 243.14, original: 286.05 }],
    ["bela-ring", { amount: 352.94 }],
  ]);
  expect(readDetail).toHaveBeenCalledWith(11, 2);
});

test("in India the list's rupee prices stand, discounted ones with the old price struck through", async () => {
  const priced = await priceSimilarForCountry(similar, 1, "INR", readDetail);
  expect(priced.map((p) => p.price)).toEqual([
    { amount: 20667, original: 24314 },
    { amount: 30000 },
    { amount: 9000 },
  ]);
  expect(readDetail).not.toHaveBeenCalled();
});
