"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import { COUNTRY_NAMES, DEFAULT_STATE, GEO_COUNTRIES, type GeoCountry } from "@/lib/geo/states";
import { AddressFields } from "@/components/forms/address-fields";
import { FormAlert } from "@/components/forms/form-alert";
import { HonorificRadioGroup } from "@/components/forms/honorific-radio-group";
import { PhoneField } from "@/components/forms/phone-input";
import { textFieldsOf } from "@/components/forms/text-field";
import { useEarlySubmit } from "@/components/forms/use-early-submit";
import { useZodForm } from "@/components/forms/use-zod-form";
import { addressFormSchema } from "@/lib/validation/account";
import type { AddressValues } from "./account-validation";

/** The fields top to bottom (a server refusal focuses the first it names). */
const FIELD_ORDER: (keyof AddressValues)[] = [
  "honorific_name",
  "fullName",
  "mobile",
  "sEmail",
  "country",
  "state",
  "city",
  "pincode",
  "hNumber_Bname",
  "streetColony",
  "landMark",
];

/** A blank form for a country: its name, and its default state (kerala for India). */
export function emptyAddress(country: GeoCountry): AddressValues {
  return {
    honorific_name: "Mr",
    fullName: "",
    mobile: "",
    sEmail: "",
    country: COUNTRY_NAMES[country],
    state: DEFAULT_STATE[country],
    city: "",
    pincode: "",
    hNumber_Bname: "",
    streetColony: "",
    landMark: "",
  };
}

function geoOf(countryName: string): GeoCountry {
  return GEO_COUNTRIES.find((c) => COUNTRY_NAMES[c] === countryName) ?? "IND";
}

export interface AddressFormProps {
  /** the shopper's shop country: the form starts there */
  defaultCountry: GeoCountry;
  /** the address was saved (the caller refetches the list) */
  onSaved: (id: number) => void;
}

/**
 * The add-address form (docs/domain/accounts.md): each message under its field and
 * cleared as soon as the field is edited; state choices follow the country (India: states and union
 * territories, kerala by default; UAE emirates; USA states; KSA regions); phone code fixed +91. Sends
 * POST /api/addresses with the store API's field names.
 */
export function AddressForm({ defaultCountry, onSaved }: AddressFormProps) {
  const { form, values, errors, edit, refOf, showServerErrors, submitWith } = useZodForm(addressFormSchema, {
    defaultValues: emptyAddress(defaultCountry),
  });
  const early = useEarlySubmit();
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const geo = geoOf(values.country);

  function set<K extends keyof AddressValues>(key: K, value: AddressValues[K]) {
    // Specification: errors clear when the field is edited (a new country also resets the state to its default).
    edit(key, value);
    if (key === "country") edit("state", DEFAULT_STATE[geoOf(value)]);
    setAlert(undefined);
  }

  async function save(data: AddressValues) {
    setAlert(undefined);
    setPending(true);
    try {
      const answer = await bffRequest<{ id: number }>("/api/addresses", { method: "POST", json: data });
      form.reset(emptyAddress(geo));
      onSaved(answer.id);
    } catch (err) {
      if (!isBffRequestError(err) || !showServerErrors(err.fieldErrors, FIELD_ORDER))
        setAlert(isBffRequestError(err) ? err.message : GENERIC_FAILURE);
    } finally {
      setPending(false);
    }
  }

  const text = textFieldsOf<Exclude<keyof AddressValues, "honorific_name">>(
    "address",
    values,
    errors,
    (key, value) => set(key, value),
    refOf,
  );

  return (
    <form
      {...early}
      noValidate
      onSubmit={submitWith((data) => save(data as AddressValues), pending)}
      aria-labelledby="add-address-heading"
      className="space-y-4"
    >
      <h2 id="add-address-heading" className="font-serif text-xl text-brand-800">
        Add a new address
      </h2>
      {alert && <FormAlert>{alert}</FormAlert>}
      <HonorificRadioGroup
        name="honorific_name"
        value={values.honorific_name}
        onChange={(h) => set("honorific_name", h)}
        errorId="address-honorific_name"
        error={errors.honorific_name}
        inputRef={refOf("honorific_name")}
      />
      {text("fullName", "Full name", { autoComplete: "name" })}
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField
          label="Mobile number"
          id="address-mobile"
          name="mobile"
          value={values.mobile}
          onChange={(digits) => set("mobile", digits)}
          error={errors.mobile}
          inputRef={refOf("mobile")}
        />
        {text("sEmail", "Email", { type: "email", inputMode: "email", autoComplete: "email" }, true)}
      </div>
      <AddressFields
        idPrefix="address"
        values={values}
        errors={errors}
        geo={geo}
        onValue={(key, value) => set(key, value)}
        refOf={refOf}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:min-w-48"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending && <Spinner size="sm" label="Saving" tone="inverse" />}
        Save Address
      </Button>
    </form>
  );
}
