import { NextResponse } from "next/server";
import { z } from "zod";
import { bffError, rejectCrossSite, rejectNonJson, upstreamError } from "@/lib/http/bff";
import { getCountries } from "@/lib/catalogue/taxonomy";
import { COUNTRY_COOKIE } from "@/lib/country/country";
import { COUNTRY_COOKIE_MAX_AGE } from "@/lib/country/country-cookie";
import { env } from "@/lib/env";

const bodySchema = z.object({
  countryId: z.coerce
    .number({ error: "countryId must be a number" })
    .int()
    .positive("countryId must be positive"),
});

/** One year, in seconds: the choice sticks until the shopper picks another flag. */

/**
 * Stores the shopper's country (selecting a flag stores it; a stored id
 * overrides the guess). Body `{ countryId }`, checked against the store's country list.
 * Sets the `country` cookie (1 year, SameSite=Lax, readable by scripts: it is not sensitive and the first-visit
 * guess checks for it) and answers `{ country: { id, name, label } }`.
 */
export async function POST(request: Request) {
  const refused = rejectCrossSite(request) ?? rejectNonJson(request);
  if (refused) return refused;

  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return bffError(400, "invalid_json", "The request body is not valid JSON.");
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "countryId is required";
    return bffError(422, "invalid_country", message, { countryId: message });
  }

  let countries;
  try {
    countries = await getCountries();
  } catch (err) {
    return upstreamError(err);
  }
  const country = countries.find((c) => c.id === parsed.data.countryId);
  if (!country) {
    return bffError(422, "unknown_country", "We do not ship to that country.", {
      countryId: "We do not ship to that country.",
    });
  }

  const response = NextResponse.json(
    { country: { id: country.id, name: country.country_name, label: country.label ?? null } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
  response.cookies.set({
    name: COUNTRY_COOKIE,
    value: String(country.id),
    path: "/",
    maxAge: COUNTRY_COOKIE_MAX_AGE,
    sameSite: "lax",
    httpOnly: false,
    secure: env().SITE_URL.startsWith("https://"),
  });
  return response;
}
