"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import { COUNTRY_NAMES, DEFAULT_STATE, GEO_COUNTRIES, type GeoCountry } from "@/lib/geo/states";
import { AddressPlaceFields } from "./address-place-fields";
import { HonorificChoice, PhoneInput } from "./choice-inputs";
import { FormAlert, FormField, textFieldsOf } from "./form-field";
import { validateAddress, type AddressErrors, type AddressValues } from "./account-validation";

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
 * The add-address form: each message under its field and
 * cleared as soon as the field is edited; state choices follow the country (India: states and union
 * territories, kerala by default; UAE emirates; USA states; KSA regions); phone code fixed +91. Sends
 * POST /api/addresses with the address form's field names (fullName, mobile, pincode, ...).
 */
export function AddressForm({ defaultCountry, onSaved }: AddressFormProps) {
  const [values, setValues] = useState<AddressValues>(() => emptyAddress(defaultCountry));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const geo = geoOf(values.country);

  function set<K extends keyof AddressValues>(key: K, value: AddressValues[K]) {
    setValues((v) => {
      if (key !== "country") return { ...v, [key]: value };
      // A new country brings its own state list: start from its default.
      return { ...v, country: value, state: DEFAULT_STATE[geoOf(value)] };
    });
    setAlert(undefined);
    // Errors clear when the field is edited (a new country also resets the state).
    setErrors((prev) => {
      const next = { ...prev };
      delete next[key];
      if (key === "country") delete next.state;
      return next;
    });
  }

  function focusFirst(found: AddressErrors) {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setAlert(undefined);
    const found = validateAddress(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setPending(true);
    try {
      const answer = await bffRequest<{ id: number }>("/api/addresses", { method: "POST", json: values });
      setValues(emptyAddress(geo));
      setErrors({});
      onSaved(answer.id);
    } catch (err) {
      if (isBffRequestError(err) && Object.keys(err.fieldErrors).length > 0) {
        setErrors(err.fieldErrors as AddressErrors);
        focusFirst(err.fieldErrors as AddressErrors);
      } else setAlert(isBffRequestError(err) ? err.message : GENERIC_FAILURE);
    } finally {
      setPending(false);
    }
  }

  const text = textFieldsOf<Exclude<keyof AddressValues, "honorific_name">>(
    "address",
    values,
    errors,
    (key, value) => set(key, value),
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="add-address-heading"
      className="space-y-4"
    >
      <h2 id="add-address-heading" className="font-serif text-xl text-brand-800">
        Add a new address
      </h2>
      {alert && <FormAlert>{alert}</FormAlert>}
      <HonorificChoice
        name="honorific_name"
        value={values.honorific_name}
        onChange={(h) => set("honorific_name", h)}
        errorId="address-honorific_name"
        error={errors.honorific_name}
      />
      {text("fullName", "Full name", { autoComplete: "name" })}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField inputId="address-mobile" label="Mobile number" error={errors.mobile}>
          <PhoneInput
            id="address-mobile"
            name="mobile"
            value={values.mobile}
            onChange={(digits) => set("mobile", digits)}
            error={errors.mobile}
          />
        </FormField>
        {text("sEmail", "Email", { type: "email", inputMode: "email", autoComplete: "email" }, true)}
      </div>
      <AddressPlaceFields
        idPrefix="address"
        values={values}
        errors={errors}
        geo={geo}
        onValue={(key, value) => set(key, value)}
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
