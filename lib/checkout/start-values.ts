/**
 * Where the checkout 'Your details' form starts: the signed-in shopper's name, e-mail, phone and honorific, the
 * shop country (Kerala first in India), everything else blank; then a draft the tab kept over a reload. Pure
 * module (the form renders with it in the browser; tests read it).
 */
import type { CheckoutFormValues } from "./form";
import { HONORIFICS, type Honorific } from "@/lib/validation/account";

/** The signed-in shopper as the store knows them ('' for an unknown value; no honorific when none is saved). */
export interface CheckoutShopper {
  name: string;
  email: string;
  phone: string;
  honorific?: Honorific;
}

/** The store's honorific when it is one of Mr, Mrs and Others; undefined otherwise (null, empty, unknown). */
export function honorificOf(value: string | null | undefined): Honorific | undefined {
  return (HONORIFICS as readonly string[]).includes(value ?? "") ? (value as Honorific) : undefined;
}

/**
 * The form's first values: the shopper's name, e-mail, mobile and honorific (Mr when none is known, as for a
 * guest), the shop country, Kerala as the state in India, the rest empty.
 * @param countryName the shop country's name ('India', 'United Arab Emirates'...)
 * @param shopper null for a guest
 */
export function checkoutStartValues(
  countryName: string,
  shopper: CheckoutShopper | null,
): CheckoutFormValues {
  return {
    honorific_name: shopper?.honorific ?? "Mr",
    fullName: shopper?.name ?? "",
    sEmail: shopper?.email ?? "",
    mobile: shopper?.phone ?? "",
    sPhone: "",
    country: countryName,
    state: countryName === "India" ? "kerala" : "",
    city: "",
    pincode: "",
    hNumber_Bname: "",
    streetColony: "",
    landMark: "",
  };
}

/**
 * The start values with a saved draft over them. Only what the draft holds as a non-empty string replaces a start
 * value: an empty field in the draft never wipes the shopper's saved name or e-mail, and anything else the
 * storage holds is ignored.
 */
export function withDraft(
  start: CheckoutFormValues,
  draft: Readonly<Partial<Record<string, unknown>>>,
): CheckoutFormValues {
  const next = { ...start };
  for (const key of Object.keys(start) as (keyof CheckoutFormValues)[]) {
    const value = draft[key];
    if (typeof value === "string" && value !== "") (next as Record<string, string>)[key] = value;
  }
  return next;
}
