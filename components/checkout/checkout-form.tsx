"use client";

import { useEffect, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AddressFields } from "@/components/forms/address-fields";
import { FormAlert } from "@/components/forms/form-alert";
import { HonorificRadioGroup } from "@/components/forms/honorific-radio-group";
import { PhoneField } from "@/components/forms/phone-input";
import { textFieldsOf } from "@/components/forms/text-field";
import { useEarlySubmit } from "@/components/forms/use-early-submit";
import { useZodForm } from "@/components/forms/use-zod-form";
import {
  CHECKOUT_FIELD_ORDER,
  checkoutFormSchema,
  type CheckoutFormData,
  type CheckoutFormErrors,
  type CheckoutFormValues,
} from "@/lib/checkout/form";
import { DEFAULT_STATE, geoCountryOf } from "@/lib/geo/states";

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
  /** the security check a guest's code request may need (shown above the buttons) */
  check?: ReactNode;
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
  check,
}: CheckoutFormProps) {
  const { values, errors, edit, refOf, showServerErrors, submitWith } = useZodForm(checkoutFormSchema, {
    defaultValues: initial,
  });
  const early = useEarlySubmit();
  const geo = geoCountryOf(values.country);

  // Server messages arrive after a submit: show them like the form's own, the first one focused.
  useEffect(() => {
    if (serverErrors) showServerErrors(serverErrors as Record<string, string>, CHECKOUT_FIELD_ORDER);
  }, [serverErrors, showServerErrors]);

  function set<K extends keyof CheckoutFormValues>(key: K, value: CheckoutFormValues[K]) {
    const next = { ...values, [key]: value };
    edit(key, value);
    if (key === "country") {
      const g = geoCountryOf(String(value));
      next.state = g ? DEFAULT_STATE[g] : "";
      edit("state", next.state);
    }
    onChange?.(next);
  }

  const text = textFieldsOf<Exclude<keyof CheckoutFormValues, "honorific_name">>(
    "checkout",
    values,
    errors,
    (key, value) => set(key, value),
    refOf,
  );

  return (
    <form
      {...early}
      noValidate
      onSubmit={submitWith((data) => onSubmit(data), pending)}
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
      <HonorificRadioGroup
        name="honorific_name"
        value={values.honorific_name}
        onChange={(h) => set("honorific_name", h)}
        errorId="checkout-honorific_name"
        error={errors.honorific_name}
        inputRef={refOf("honorific_name")}
      />
      {text("fullName", "Full name", { autoComplete: "name" })}
      {text("sEmail", "Email", { type: "email", inputMode: "email", autoComplete: "email" })}
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField
          label="Mobile number"
          id="checkout-mobile"
          name="mobile"
          value={values.mobile}
          error={errors.mobile}
          autoComplete="tel-national"
          onChange={(v) => set("mobile", v)}
          inputRef={refOf("mobile")}
        />
        <PhoneField
          label="Alternate mobile number"
          id="checkout-sPhone"
          name="sPhone"
          value={values.sPhone}
          error={errors.sPhone}
          autoComplete="off"
          onChange={(v) => set("sPhone", v)}
          inputRef={refOf("sPhone")}
        />
      </div>
      <AddressFields
        idPrefix="checkout"
        values={values}
        errors={errors}
        geo={geo}
        askCountry
        onValue={(key, value) => set(key, value)}
        refOf={refOf}
      />
      {check}
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
