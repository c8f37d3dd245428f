/**
 * The first-visit country guess as the browser runs it (inline <head> script): a visitor outside India gets the
 * guessed country stored and the page fetched again in that currency; a stored choice, India, a crawler or a
 * browser that refuses cookies keeps the page as rendered.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { applyCountryGuess, type CountryGuessConfig } from "@/components/layout/country-guess-apply";
import { CountryGuessScript } from "@/components/layout/country-guess-script";
import type { CountryChoice } from "@/components/layout/country-guess";

const COUNTRIES: CountryChoice[] = [
  { id: 1, name: "India", label: "IND", flag: "/media/flags/IN.svg" },
  { id: 2, name: "United States", label: "USA", flag: "/media/flags/US.svg" },
  { id: 3, name: "United Arab Emirates", label: "UAE", flag: "/media/flags/AE.svg" },
  { id: 4, name: "Saudi Arabia", label: "KSA", flag: "/media/flags/SA.svg" },
];

const CONFIG: CountryGuessConfig = {
  cookie: "country",
  maxAge: 31536000,
  secure: false,
  current: 1,
  zones: { "Asia/Kolkata": 1, "Asia/Calcutta": 1, "Asia/Dubai": 3, "Asia/Riyadh": 4 },
  otherwise: 2,
};

const realDateTimeFormat = Intl.DateTimeFormat;

function inTimeZone(timeZone: string) {
  jest
    .spyOn(Intl, "DateTimeFormat")
    .mockImplementation(() => ({ resolvedOptions: () => ({ timeZone }) }) as unknown as Intl.DateTimeFormat);
}

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  document.documentElement.style.visibility = "";
  // jsdom cannot navigate; it reports "not implemented" on the console, which is not what these tests look at.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  Intl.DateTimeFormat = realDateTimeFormat;
});

describe("applyCountryGuess", () => {
  it("reads the time zone from Temporal where the browser has it, without building a DateTimeFormat", () => {
    const dateTimeFormat = jest.spyOn(Intl, "DateTimeFormat");
    Object.assign(globalThis, { Temporal: { Now: { timeZoneId: () => "Asia/Dubai" } } });
    try {
      expect(applyCountryGuess(CONFIG)).toBe("reload");
      expect(document.cookie).toContain("country=3");
      expect(dateTimeFormat).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as { Temporal?: unknown }).Temporal;
    }
  });

  it("stores the United States for a first visit from New York and reloads with the page hidden", () => {
    inTimeZone("America/New_York");
    expect(applyCountryGuess(CONFIG)).toBe("reload");
    expect(document.cookie).toContain("country=2");
    expect(document.documentElement.style.visibility).toBe("hidden");
  });

  it("stores the UAE for Dubai and Saudi Arabia for Riyadh", () => {
    inTimeZone("Asia/Dubai");
    expect(applyCountryGuess(CONFIG)).toBe("reload");
    expect(document.cookie).toContain("country=3");
    clearCookies();
    inTimeZone("Asia/Riyadh");
    expect(applyCountryGuess(CONFIG)).toBe("reload");
    expect(document.cookie).toContain("country=4");
  });

  it("keeps an Indian page for a visitor in India, without storing anything", () => {
    inTimeZone("Asia/Kolkata");
    expect(applyCountryGuess(CONFIG)).toBe("kept");
    expect(document.cookie).not.toContain("country=");
    expect(document.documentElement.style.visibility).toBe("");
  });

  it("never overrides a stored choice, even one the guess disagrees with", () => {
    document.cookie = "country=1; path=/";
    inTimeZone("America/New_York");
    expect(applyCountryGuess(CONFIG)).toBe("kept");
    expect(document.cookie).toContain("country=1");
  });

  it("finds the stored choice among other cookies, and does not mistake similar names for it", () => {
    inTimeZone("America/New_York");
    document.cookie = "a=1; path=/";
    document.cookie = "country=3; path=/";
    expect(applyCountryGuess(CONFIG)).toBe("kept");
    clearCookies();
    document.cookie = "country_name=India; path=/";
    document.cookie = "mycountry=1; path=/";
    expect(applyCountryGuess(CONFIG)).toBe("reload");
    expect(document.cookie).toContain("country=2");
  });

  it("keeps the page for crawlers, which index the default country", () => {
    inTimeZone("America/Los_Angeles");
    jest.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (compatible; Googlebot/2.1)");
    expect(applyCountryGuess(CONFIG)).toBe("kept");
    expect(document.cookie).not.toContain("country=");
  });

  it("does not reload when the browser refuses the cookie (a reload would loop)", () => {
    inTimeZone("America/New_York");
    jest.spyOn(document, "cookie", "set").mockImplementation(() => undefined);
    expect(applyCountryGuess(CONFIG)).toBe("kept");
    expect(document.documentElement.style.visibility).toBe("");
  });

  it("keeps the page when the store lists no country for other zones or the zone is unknown", () => {
    inTimeZone("Europe/Paris");
    expect(applyCountryGuess({ ...CONFIG, otherwise: null })).toBe("kept");
    inTimeZone("");
    expect(applyCountryGuess(CONFIG)).toBe("kept");
  });
});

describe("CountryGuessScript", () => {
  it("emits a self-contained script that stores the guess when run on its own", () => {
    const html = renderToStaticMarkup(
      <CountryGuessScript countries={COUNTRIES} currentId={1} secure={false} />,
    );
    const source = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
    expect(source).toBeTruthy();
    // Its settings come from the JSON block the component writes before it.
    document.head.innerHTML = html.replace(/<script>[\s\S]*<\/script>/, "");
    inTimeZone("Asia/Dubai");
    // Run as the browser would: a fresh function scope with only globals, no module bindings.
    new Function(source as string)();
    expect(document.cookie).toContain("country=3");
  });

  it("writes the store's ids for each zone into the page", () => {
    const html = renderToStaticMarkup(
      <CountryGuessScript countries={COUNTRIES} currentId={2} secure={false} />,
    );
    expect(html).toContain('"Asia/Dubai":3');
    expect(html).toContain('"otherwise":2');
    expect(html).toContain('"current":2');
  });
});
