"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AddressPlaceFields } from "@/components/account/address-place-fields";
import { FormAlert, textFieldsOf } from "@/components/account/form-field";
import {
  CHECKOUT_FIELD_ORDER,
  validateCheckoutForm,
  type CheckoutFormData,
  type CheckoutFormErrors,
  type CheckoutFormValues,
} from "@/lib/checkout/form";
import { DEFAULT_STATE, geoCountryOf } from "@/lib/geo/states";
import { HonorificField, PhoneField } from "./checkout-fields";

export interface CheckoutFormProps {
  /** starting values (a saved draft, or the signed-in shopper's name, email and phone) */
  initial: CheckoutFormValues;
  /** the submit is in flight (register, OTP, saving the address) */
  pending: boolean;
  /** a form-level message ('Something went wrong') */
  alert?: string;
  /** messages the server sent per field (register or address refusals) */
  serverErrors?: CheckoutFormErrors;
  submitLabel: string;
  onSubmit: (data: CheckoutFormData) => void;
  /** every edit, to keep a draft that survives a reload */
  onChange?: (values: CheckoutFormValues) => void;
  /** shown under the heading (e.g. why a guest is asked for an email) */
  intro?: ReactNode;
  /** extra controls beside the submit button (e.g. 'Use a saved address') */
  secondary?: ReactNode;
}

/**
 * The checkout 'Your details' form (email, phone and alternate mobile of
 * exactly 10 digits, full name, city, country, house, street, landmark optional, honorific Mr, Mrs or Others; the
 * messages word for word). Every message shows under its field at once; editing a field clears its message.
 */
export function CheckoutForm({
  initial,
  pending,
  alert,
  serverErrors,
  submitLabel,
  onSubmit,
  onChange,
  intro,
  secondary,
}: CheckoutFormProps) {
  const [values, setValues] = useState<CheckoutFormValues>(initial);
  const [errors, setErrors] = useState<CheckoutFormErrors>(serverErrors ?? {});
  const formRef = useRef<HTMLFormElement>(null);
  const geo = geoCountryOf(values.country);

  // Server messages arrive after a submit: show them like the form's own.
  const [seenServer, setSeenServer] = useState(serverErrors);
  if (serverErrors !== seenServer) {
    setSeenServer(serverErrors);
    if (serverErrors) setErrors((prev) => ({ ...prev, ...serverErrors }));
  }
  useEffect(() => {
    if (!serverErrors) return;
    const first = CHECKOUT_FIELD_ORDER.find((f) => serverErrors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [serverErrors]);

  function set<K extends keyof CheckoutFormValues>(key: K, value: CheckoutFormValues[K]) {
    const next = { ...values, [key]: value };
    if (key === "country") {
      const g = geoCountryOf(String(value));
      next.state = g ? DEFAULT_STATE[g] : "";
    }
    setValues(next);
    onChange?.(next);
    setErrors((prev) => {
      const rest = { ...prev };
      delete rest[key];
      if (key === "country") delete rest.state;
      return rest;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const result = validateCheckoutForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CHECKOUT_FIELD_ORDER.find((f) => result.errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(result.data);
  }

  const text = textFieldsOf<Exclude<keyof CheckoutFormValues, "honorific_name">>(
    "checkout",
    values,
    errors,
    (key, value) => set(key, value),
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="checkout-form-heading"
      className="space-y-4"
    >
      <div>
        <h2 id="checkout-form-heading" className="font-serif text-xl text-brand-800">
          Delivery details
        </h2>
        {intro && <div className="mt-1 text-sm text-muted">{intro}</div>}
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
      <HonorificField
        value={values.honorific_name}
        error={errors.honorific_name}
        onChange={(h) => set("honorific_name", h)}
      />
      {text("fullName", "Full name", { autoComplete: "name" })}
      {text("sEmail", "Email", { type: "email", inputMode: "email", autoComplete: "email" })}
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField
          name="mobile"
          label="Mobile number"
          value={values.mobile}
          error={errors.mobile}
          autoComplete="tel-national"
          onChange={(v) => set("mobile", v)}
        />
        <PhoneField
          name="sPhone"
          label="Alternate mobile number"
          value={values.sPhone}
          error={errors.sPhone}
          autoComplete="off"
          onChange={(v) => set("sPhone", v)}
        />
      </div>
      <AddressPlaceFields
        idPrefix="checkout"
        values={values}
        errors={errors}
        geo={geo}
        askCountry
        onValue={(key, value) => set(key, value)}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center">
        {secondary}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:ml-auto sm:w-auto sm:min-w-56"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending && <Spinner size="sm" label="Please wait" tone="inverse" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
