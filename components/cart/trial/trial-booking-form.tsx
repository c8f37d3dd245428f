"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { FormAlert } from "@/components/forms/form-alert";
import { Field, errorProps } from "@/components/forms/field";
import { inputClass } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { bffRequest, isBffRequestError } from "@/lib/account-client/fetcher";
import { useSession } from "@/lib/account-client/session";
import { failureMessage } from "@/lib/cart/client/failure";
import { TRIAL_CART_KEY } from "@/lib/cart/client/keys";
import { longDate, type TrialSlot } from "@/lib/cart/trial-schedule";
import { useEarlySubmit } from "@/components/forms/use-early-submit";
import { useZodForm } from "@/components/forms/use-zod-form";
import {
  TRIAL_FIELD_ORDER,
  TRIAL_STATES,
  trialFormSchema,
  type TrialFormData,
  type TrialFormField,
} from "@/lib/validation/trial-booking";
import { ThankYouDialog } from "./thank-you-dialog";
import { clearTrialChoice } from "./trial-storage";

/** How long the thank-you modal stays before the shopper goes home (success modals stay 3000 ms). */
export const THANK_YOU_MS = 3000;

type Values = Record<TrialFormField, string>;

const FIELDS: {
  name: TrialFormField;
  label: string;
  type?: string;
  inputMode?: "numeric" | "tel" | "email";
  autoComplete: string;
  max: number;
  optional?: boolean;
  wide?: boolean;
}[] = [
  { name: "fullName", label: "Full Name", autoComplete: "name", max: 100, wide: true },
  {
    name: "mobile",
    label: "Mobile Number",
    type: "tel",
    inputMode: "numeric",
    autoComplete: "tel-national",
    max: 10,
  },
  { name: "sEmail", label: "Email", type: "email", inputMode: "email", autoComplete: "email", max: 254 },
  { name: "pincode", label: "Pincode", inputMode: "numeric", autoComplete: "postal-code", max: 6 },
  { name: "state", label: "State", autoComplete: "address-level1", max: 60 },
  { name: "city", label: "City", autoComplete: "address-level2", max: 60 },
  { name: "hNumber_Bname", label: "House number / building name", autoComplete: "address-line1", max: 120 },
  {
    name: "streetColony",
    label: "Street / colony name",
    autoComplete: "address-line2",
    max: 120,
    wide: true,
  },
  { name: "landMark", label: "Landmark", autoComplete: "off", max: 120, optional: true, wide: true },
];

function initialValues(user: { name: string; email: string; phone: string } | null): Values {
  const phone = (user?.phone ?? "").replace(/\D/g, "").slice(-10);
  return {
    fullName: user?.name ?? "",
    mobile: phone,
    sEmail: user?.email ?? "",
    pincode: "",
    state: "",
    city: "",
    hNumber_Bname: "",
    streetColony: "",
    landMark: "",
  };
}

/**
 * The trial booking form (the messages word for word, all shown at
 * once; 28 states sent as lowercase underscore codes). BOOK APPOINTMENT validates, then `POST
 * /api/trial-cart/schedule` (the BFF saves the address and schedules the trial items); on success the thank-you
 * modal shows for 3 s, the saved date and slot are cleared and the shopper goes to /.
 */
export function TrialBookingForm({ date, slot }: { date: string; slot: TrialSlot }) {
  const router = useRouter();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const { form, values, errors, edit, refOf, submitWith } = useZodForm(trialFormSchema, {
    defaultValues: initialValues(user),
  });
  const early = useEarlySubmit();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState(false);

  useEffect(() => {
    if (!booked) return;
    const timer = setTimeout(() => {
      clearTrialChoice();
      router.push("/");
    }, THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [booked, router]);

  async function book(address: TrialFormData) {
    setBusy(true);
    try {
      await bffRequest("/api/trial-cart/schedule", {
        method: "POST",
        json: { date, slot, address },
      });
      void mutate(TRIAL_CART_KEY);
      setBooked(true);
    } catch (err) {
      // The server's messages show under their fields beside the alert (focus stays on the button).
      if (isBffRequestError(err))
        for (const name of TRIAL_FIELD_ORDER) {
          const message = err.fieldErrors[name];
          if (message) form.setError(name, { type: "server", message });
        }
      setAlert(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      {...early}
      onSubmit={(event) => {
        if (!busy && !booked) setAlert(null);
        submitWith(book, busy || booked)(event);
      }}
      noValidate
      aria-label="Trial booking"
      className="space-y-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => {
          const id = `trial-${f.name}`;
          const error = errors[f.name];
          const common = {
            ref: refOf(f.name),
            id,
            name: f.name,
            value: values[f.name],
            ...errorProps(id, error),
            className: inputClass,
          };
          return (
            <Field
              key={f.name}
              id={id}
              label={f.label}
              error={error}
              optional={f.optional}
              className={f.wide ? "sm:col-span-2" : undefined}
            >
              {f.name === "state" ? (
                <select
                  {...common}
                  autoComplete={f.autoComplete}
                  onChange={(e) => edit(f.name, e.target.value)}
                >
                  <option value="">Select state</option>
                  {TRIAL_STATES.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={f.type ?? "text"}
                  inputMode={f.inputMode}
                  autoComplete={f.autoComplete}
                  maxLength={f.max}
                  onChange={(e) =>
                    edit(
                      f.name,
                      f.inputMode === "numeric" ? e.target.value.replace(/\D/g, "") : e.target.value,
                    )
                  }
                />
              )}
            </Field>
          );
        })}
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:min-w-64"
        disabled={busy || booked}
        aria-busy={busy || undefined}
      >
        {busy ? "Booking…" : "BOOK APPOINTMENT"}
      </Button>
      <ThankYouDialog
        open={booked}
        when={`${longDate(date)}, ${slot}`}
        onClose={() => {
          clearTrialChoice();
          router.push("/");
        }}
      />
    </form>
  );
}
