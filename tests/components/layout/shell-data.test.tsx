/**
 * The root layout's data: when the store API is down the shell still gets a minimal, valid shape
 * (India, no offers, no categories) instead of throwing, so error and 404 pages keep their frame.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/catalogue/taxonomy", () => ({
  getCountries: jest.fn(),
  getHeaderOffers: jest.fn(),
  getCategories: jest.fn(),
  getTags: jest.fn(),
}));
jest.mock("@/lib/country/country", () => ({ DEFAULT_COUNTRY_ID: 1, getCountryById: jest.fn() }));

import * as taxonomy from "@/lib/catalogue/taxonomy";
import * as country from "@/lib/country/country";
import { loadShellData } from "@/components/layout/shell-data";
import ErrorPage from "@/app/[shop]/error";

const outage = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:8000"));

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("loadShellData", () => {
  it("falls back to a minimal shell when the store API is down", async () => {
    (country.getCountryById as jest.Mock).mockImplementation(outage);
    (taxonomy.getCountries as jest.Mock).mockImplementation(outage);
    (taxonomy.getHeaderOffers as jest.Mock).mockImplementation(outage);
    (taxonomy.getCategories as jest.Mock).mockImplementation(outage);
    (taxonomy.getTags as jest.Mock).mockImplementation(outage);
    const shell = await loadShellData(3);
    expect(shell.degraded).toBe(true);
    expect(shell.country).toMatchObject({ id: 1, label: "IND", currencyCode: "INR" });
    expect(shell.countries).toHaveLength(1);
    expect(shell).toMatchObject({ offers: [], categories: [], tags: [] });
  });

  it("maps the store's data for the header and footer", async () => {
    (country.getCountryById as jest.Mock).mockResolvedValue({
      id: 3,
      name: "United Arab Emirates",
      label: "UAE",
      currencyCode: "AED",
      flag: "/media/flags/AE.svg",
    });
    (taxonomy.getCountries as jest.Mock).mockResolvedValue([
      { id: 1, country_name: "India", flag_image: "/media/flags/IN.svg", label: "IND" },
      { id: 3, country_name: "United Arab Emirates", flag_image: "/media/flags/AE.svg" },
    ]);
    (taxonomy.getHeaderOffers as jest.Mock).mockResolvedValue([{ head: "Free shipping" }]);
    (taxonomy.getCategories as jest.Mock).mockResolvedValue([
      { id: 1, name: "Rings", thumbnail: "", product_count: 4 },
    ]);
    (taxonomy.getTags as jest.Mock).mockResolvedValue([
      { id: 9, name: "Bridal", thumbnail: "", product_count: 2 },
    ]);
    const shell = await loadShellData(3);
    expect(country.getCountryById).toHaveBeenCalledWith(3);
    expect(taxonomy.getHeaderOffers).toHaveBeenCalledWith(3);
    expect(shell.degraded).toBe(false);
    expect(shell.countries).toEqual([
      { id: 1, name: "India", label: "IND", flag: "/media/flags/IN.svg" },
      { id: 3, name: "United Arab Emirates", label: "UAE", flag: "/media/flags/AE.svg" },
    ]);
    expect(shell).toMatchObject({
      offers: ["Free shipping"],
      categories: [{ id: 1, name: "Rings" }],
      tags: [{ id: 9, name: "Bridal" }],
    });
    // Nothing personal: the shell is part of pages cached for every shopper of a country.
    expect(Object.keys(shell).sort()).toEqual([
      "categories",
      "countries",
      "country",
      "degraded",
      "offers",
      "tags",
    ]);
  });
});

describe("error page", () => {
  it("shows a friendly message without the error text and retries", async () => {
    const retry = jest.fn();
    const reset = jest.fn();
    render(
      <ErrorPage error={new Error("GET ecom/home/: HTTP 503 secret detail")} reset={reset} retry={retry} />,
    );
    expect(
      screen.getByRole("heading", { name: "We could not reach the store just now" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/secret detail/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalled();
    expect(reset).not.toHaveBeenCalled();
  });
});
