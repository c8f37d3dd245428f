"use client";

import type { Ref, RefCallback } from "react";
import { PhoneInput } from "@/components/forms/phone-input";
import { Field } from "@/components/forms/field";
import { joinRefs } from "@/components/forms/join-refs";
import { TextField } from "@/components/forms/text-field";

/** The contact details sign-up and the profile both ask for (name, email, mobile). */
export interface ContactValues {
  name: string;
  email: string;
  /** digits only */
  phone: string;
}

/**
 * Name, email and mobile number fields with their errors, as the sign-up dialog and the profile form lay them out.
 * Labels and the phone input's form name differ between the two screens (each keeps its screen's wording).
 */
export function ContactFields({
  idPrefix,
  nameLabel,
  phoneLabel,
  phoneInputName,
  values,
  errors,
  onValue,
  nameRef,
  refOf,
}: {
  idPrefix: string;
  nameLabel: string;
  phoneLabel: string;
  phoneInputName: string;
  values: ContactValues;
  errors: Partial<Record<keyof ContactValues, string>>;
  onValue: (key: keyof ContactValues, value: string) => void;
  /** the name input (the sign-up dialog focuses it on opening) */
  nameRef?: Ref<HTMLInputElement>;
  /** each input's ref from a form library (to focus the first invalid field); the name input gets both */
  refOf?: (key: keyof ContactValues) => RefCallback<HTMLElement>;
}) {
  return (
    <>
      <TextField
        ref={refOf ? joinRefs(nameRef, refOf("name")) : nameRef}
        idPrefix={idPrefix}
        name="name"
        label={nameLabel}
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onValue={(value) => onValue("name", value)}
      />
      <TextField
        idPrefix={idPrefix}
        name="email"
        label="Email"
        ref={refOf?.("email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValue={(value) => onValue("email", value)}
      />
      <Field id={`${idPrefix}-phone`} label={phoneLabel} error={errors.phone}>
        <PhoneInput
          id={`${idPrefix}-phone`}
          name={phoneInputName}
          value={values.phone}
          onChange={(digits) => onValue("phone", digits)}
          error={errors.phone}
          inputRef={refOf?.("phone")}
        />
      </Field>
    </>
  );
}
