"use client";

import type { RefCallback } from "react";
import { Field, errorProps } from "@/components/forms/field";
import { selectClass, textFieldsOf } from "@/components/forms/text-field";
import { PICKUP_STATES } from "@/lib/validation/pickup-address";

/** The pickup address's fields, top to bottom. */
export const PICKUP_KEYS = [
  "phone_code",
  "phone_number",
  "pincode",
  "state",
  "city",
  "house",
  "street",
  "landmark",
] as const;
export type PickupKey = (typeof PICKUP_KEYS)[number];
export type PickupValues = Record<PickupKey, string>;

/**
 * The pickup address of a return: phone code and mobile, pincode,
 * state (the 36 states and union territories), city, house, street, landmark (optional). Errors show under
 * each field.
 */
export function PickupAddressFields({
  values,
  errors,
  onValue,
  refOf,
}: {
  values: PickupValues;
  errors: Partial<Record<PickupKey, string>>;
  onValue: (key: PickupKey, value: string) => void;
  /** each input's ref from a form library */
  refOf?: (key: PickupKey) => RefCallback<HTMLElement>;
}) {
  const prefix = "pickup";
  const text = textFieldsOf<PickupKey>(prefix, values, errors, onValue, refOf);
  const stateId = `${prefix}-state`;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">Pickup address</legend>
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        {text("phone_code", "Code", { autoComplete: "tel-country-code", inputMode: "tel" })}
        {text("phone_number", "Mobile number", { autoComplete: "tel-national", inputMode: "numeric" })}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {text("pincode", "Pincode", { autoComplete: "postal-code", inputMode: "numeric" })}
        <Field id={stateId} label="State / Union territory" error={errors.state}>
          <select
            ref={refOf?.("state")}
            id={stateId}
            name="state"
            value={values.state}
            onChange={(e) => onValue("state", e.target.value)}
            className={selectClass}
            {...errorProps(stateId, errors.state)}
          >
            <option value="">Select a state</option>
            {PICKUP_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {text("city", "City", { autoComplete: "address-level2" })}
      {text("house", "House / flat / building", { autoComplete: "address-line1" })}
      {text("street", "Street / area", { autoComplete: "address-line2" })}
      {text("landmark", "Landmark", {}, true)}
    </fieldset>
  );
}
