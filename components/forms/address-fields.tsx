import {
  COUNTRY_NAMES,
  GEO_COUNTRIES,
  STATES_BY_COUNTRY,
  STATE_FIELD_LABEL,
  type GeoCountry,
} from "@/lib/geo/states";
import type { RefCallback } from "react";
import { Field, errorProps } from "./field";
import { selectClass, textFieldsOf } from "./text-field";

/** The place part of a delivery address, as the store API names its fields. */
export type PlaceKey =
  "country" | "state" | "city" | "pincode" | "hNumber_Bname" | "streetColony" | "landMark";

export interface AddressFieldsProps {
  /** form prefix of the input ids (`address` -> `address-city`) */
  idPrefix: string;
  values: Readonly<Partial<Record<PlaceKey, string>>>;
  errors: Readonly<Partial<Record<PlaceKey, string>>>;
  /** the country the chosen name stands for; null while none is chosen */
  geo: GeoCountry | null;
  /** the country starts unchosen ('Select country'), and the state list waits for it (checkout) */
  askCountry?: boolean;
  onValue: (key: PlaceKey, value: string) => void;
  /** the ref of each input (a form library's, to focus the first invalid field) */
  refOf?: (key: PlaceKey) => RefCallback<HTMLElement>;
}

/**
 * Country and state selects, city, pincode, house, street and landmark (address fields
 * and their texts): the rows the address book and checkout share. The state list and its label follow the
 * country (State, Emirate, Region...); pincode keeps digits only (TextField).
 */
export function AddressFields({
  idPrefix,
  values,
  errors,
  geo,
  askCountry,
  onValue,
  refOf,
}: AddressFieldsProps) {
  const id = (key: PlaceKey) => `${idPrefix}-${key}`;
  const text = textFieldsOf(idPrefix, values, errors, onValue, refOf);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("country")} label="Country" error={errors.country}>
          <select
            ref={refOf?.("country")}
            id={id("country")}
            name="country"
            value={values.country ?? ""}
            onChange={(e) => onValue("country", e.target.value)}
            className={selectClass}
            {...errorProps(id("country"), errors.country)}
          >
            {askCountry && <option value="">Select country</option>}
            {GEO_COUNTRIES.map((c) => (
              <option key={c} value={COUNTRY_NAMES[c]}>
                {COUNTRY_NAMES[c]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("state")} label={geo ? STATE_FIELD_LABEL[geo] : "State"} error={errors.state}>
          <select
            ref={refOf?.("state")}
            id={id("state")}
            name="state"
            value={values.state ?? ""}
            onChange={(e) => onValue("state", e.target.value)}
            className={selectClass}
            disabled={!geo}
            {...errorProps(id("state"), errors.state)}
          >
            {(askCountry || !values.state) && <option value="">Select</option>}
            {(geo ? STATES_BY_COUNTRY[geo] : []).map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("city", "City", { autoComplete: "address-level2" })}
        {text("pincode", "Pincode", { inputMode: "numeric", autoComplete: "postal-code", maxLength: 6 })}
      </div>
      {text("hNumber_Bname", "House number / Building name", { autoComplete: "address-line1" })}
      {text("streetColony", "Street / Colony", { autoComplete: "address-line2" })}
      {text("landMark", "Landmark", {}, true)}
    </>
  );
}
