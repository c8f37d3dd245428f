import { guessCountryFromTimeZone, type CountryChoice } from "@/components/layout/country-guess";
import { countryLabel } from "@/lib/country/country-label";

const COUNTRIES: CountryChoice[] = [
  { id: 1, name: "India", label: "IND", flag: "/media/flags/IN.svg" },
  { id: 2, name: "United States", label: "USA", flag: "/media/flags/US.svg" },
  { id: 3, name: "United Arab Emirates", label: "UAE", flag: "/media/flags/AE.svg" },
  { id: 4, name: "Saudi Arabia", label: "KSA", flag: "/media/flags/SA.svg" },
];

const guessId = (tz: string | undefined, list = COUNTRIES) => guessCountryFromTimeZone(tz, list)?.id;

describe("guessCountryFromTimeZone", () => {
  it("maps India's time zones (both spellings) to India", () => {
    expect(guessId("Asia/Kolkata")).toBe(1);
    expect(guessId("Asia/Calcutta")).toBe(1);
  });

  it("maps Dubai to the UAE and Riyadh to Saudi Arabia", () => {
    expect(guessId("Asia/Dubai")).toBe(3);
    expect(guessId("Asia/Riyadh")).toBe(4);
  });

  it("maps any other zone to the United States", () => {
    for (const tz of ["America/New_York", "Europe/London", "Asia/Singapore", "Australia/Sydney", "UTC"]) {
      expect(guessId(tz)).toBe(2);
    }
  });

  it("falls back to the United States for Riyadh when the store does not list Saudi Arabia", () => {
    expect(guessId("Asia/Riyadh", COUNTRIES.slice(0, 3))).toBe(2);
  });

  it("matches countries by name when the store sends no labels", () => {
    const unlabelled = COUNTRIES.map((c) => ({ ...c, label: c.name.slice(0, 3).toUpperCase() }));
    expect(guessId("Asia/Dubai", unlabelled)).toBe(3);
    expect(guessId("America/Chicago", unlabelled)).toBe(2);
  });

  it("gives no guess without a time zone", () => {
    expect(guessId(undefined)).toBeUndefined();
    expect(guessId("")).toBeUndefined();
  });
});

describe("countryLabel", () => {
  it("uses the store's label, else derives IND, USA, UAE, KSA from the name", () => {
    expect(countryLabel("India", "IND")).toBe("IND");
    expect(countryLabel("United States")).toBe("USA");
    expect(countryLabel("United Arab Emirates", null)).toBe("UAE");
    expect(countryLabel("Saudi Arabia")).toBe("KSA");
    expect(countryLabel("Qatar")).toBe("QAT");
  });
});
