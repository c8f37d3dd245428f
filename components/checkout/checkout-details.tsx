"use client";

import { useCallback, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { OtpDialog } from "@/components/account/otp-dialog";
import { Button } from "@/components/ui/button";
import { useLoginPrompt } from "@/components/layout/login-prompt";
import { bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import { useSession } from "@/lib/account-client/session";
import type { SessionDto } from "@/lib/account-client/types";
import {
  addressBodyOf,
  validateCheckoutForm,
  type CheckoutFormData,
  type CheckoutFormErrors,
  type CheckoutFormValues,
} from "@/lib/checkout/form";
import { paymentHref, type CheckoutFlow } from "@/lib/checkout/flow";
import { checkoutStartValues, withDraft, type CheckoutShopper } from "@/lib/checkout/start-values";
import type { Address } from "@/lib/store-api/contract/account";
import { AddressChoice } from "./address-choice";
import { CheckoutForm } from "./checkout-form";
import { clearDraft, loadDraft, saveDraft } from "./checkout-storage";
import { forgetOtp, savedOtpRequest, useGuestCheckout } from "./use-guest-checkout";
import { PLEASE_LOGIN } from "@/lib/http/bff-error";

/** Address form fields as the checkout form names them (POST /api/addresses refusals). */
const ADDRESS_FIELDS: Partial<Record<string, keyof CheckoutFormErrors>> = {
  fullName: "fullName",
  mobile: "mobile",
  sEmail: "sEmail",
  pincode: "pincode",
  city: "city",
  state: "state",
  country: "country",
  hNumber_Bname: "hNumber_Bname",
  streetColony: "streetColony",
  landMark: "landMark",
  honorific_name: "honorific_name",
};

export interface CheckoutDetailsProps {
  flow: CheckoutFlow;
  /** the signed-in shopper's saved addresses (main first); [] for guests */
  addresses: Address[];
  /** the shopper's country name (the form starts there) */
  countryName: string;
  /**
   * the signed-in shopper as the page read them on the server (name, e-mail, phone, honorific): the form starts
   * from them even on a reload, before the browser knows the session; null or absent for a guest
   */
  shopper?: CheckoutShopper | null;
}

/**
 * 'Your details': a signed-in shopper picks a
 * saved address (change address dialog) or adds one with the checkout form; a guest fills the form, is registered
 * (or, with an account already, sent an OTP), verifies the OTP and gets a session, then the address is saved.
 * Either way the shopper goes on to /product/payment with the address id.
 */
export function CheckoutDetails({ flow, addresses, countryName, shopper = null }: CheckoutDetailsProps) {
  const router = useRouter();
  const { loggedIn, user, setSession } = useSession();
  const { openLoginPrompt } = useLoginPrompt();
  const guest = useGuestCheckout();
  const mainId = (addresses.find((a) => a.is_main) ?? addresses[0])?.id ?? null;
  const [selectedId, setSelectedId] = useState<number | null>(mainId);
  const [adding, setAdding] = useState(addresses.length === 0);
  // The values the form starts from, fixed at the first render (a later session answer or refresh keeps them).
  const [start] = useState<CheckoutFormValues>(() => checkoutStartValues(countryName, shopper ?? user));
  const [initial, setInitial] = useState<CheckoutFormValues>(start);
  const [formKey, setFormKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | undefined>();
  const [serverErrors, setServerErrors] = useState<CheckoutFormErrors | undefined>();
  const [pendingForm, setPendingForm] = useState<CheckoutFormData | null>(null);
  const { openOtp } = guest;

  // A reload keeps what was typed (never blanking the shopper's saved details), and brings back a guest's OTP
  // dialog of a code sent a moment ago.
  useEffect(() => {
    const draft = loadDraft();
    if (!draft) return;
    const restored = withDraft(start, draft);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is only readable after hydration
    setInitial(restored);
    setFormKey((k) => k + 1);
    if (!loggedIn) {
      const otp = savedOtpRequest(restored.sEmail);
      if (otp) openOtp(otp);
    }
  }, [start, loggedIn, openOtp]);

  const goToPayment = useCallback(
    (addressId: number) => {
      clearDraft();
      forgetOtp();
      router.push(paymentHref(flow, addressId));
    },
    [flow, router],
  );

  /** Saves the form as a new address of the (now signed-in) shopper, then goes on. */
  const saveAddress = useCallback(
    async (data: CheckoutFormData) => {
      setSaving(true);
      setAlert(undefined);
      setServerErrors(undefined);
      try {
        const answer = await bffRequest<{ id: number }>("/api/addresses", {
          method: "POST",
          json: addressBodyOf(data),
        });
        goToPayment(answer.id);
      } catch (err) {
        setSaving(false);
        if (isBffRequestError(err) && err.status === 401) {
          setAlert(PLEASE_LOGIN);
          openLoginPrompt("please-login");
          return;
        }
        const mapped: CheckoutFormErrors = {};
        if (isBffRequestError(err)) {
          for (const [field, message] of Object.entries(err.fieldErrors)) {
            const to = ADDRESS_FIELDS[field];
            if (to) mapped[to] = message;
          }
        }
        if (Object.keys(mapped).length > 0) setServerErrors(mapped);
        else setAlert(isBffRequestError(err) ? err.message : GENERIC_FAILURE);
      }
    },
    [goToPayment, openLoginPrompt],
  );

  function submitForm(data: CheckoutFormData) {
    saveDraft({ ...data });
    if (loggedIn) {
      void saveAddress(data);
      return;
    }
    setPendingForm(data);
    void guest.start(data);
  }

  async function verified(session: SessionDto) {
    guest.closeOtp();
    forgetOtp();
    await setSession(session);
    // After a reload the form's values come from the saved draft.
    const draft = pendingForm ? null : loadDraft();
    const fromDraft = draft
      ? validateCheckoutForm(withDraft(checkoutStartValues(countryName, null), draft))
      : null;
    const data = pendingForm ?? (fromDraft?.ok ? fromDraft.data : null);
    if (data) await saveAddress(data);
    else router.refresh();
  }

  const showForm = adding || !loggedIn || addresses.length === 0;
  const busy = saving || guest.pending;

  return (
    <div className="space-y-6">
      {!loggedIn && (
        <p className="rounded-md bg-ivory px-4 py-3 text-sm text-ink">
          Checking out as a guest. We will email you a one-time code to confirm it is you, and your order will
          be waiting in <strong className="font-semibold">My Orders</strong>.
        </p>
      )}
      {showForm ? (
        <CheckoutForm
          key={formKey}
          initial={initial}
          pending={busy}
          alert={alert ?? guest.alert}
          serverErrors={serverErrors ?? guest.fieldErrors}
          submitLabel={loggedIn ? "Save and continue" : "Continue"}
          check={guest.challenge}
          onSubmit={submitForm}
          onChange={(values) => saveDraft(values)}
          secondary={
            loggedIn && addresses.length > 0 ? (
              <Button variant="ghost" className="border border-line" onClick={() => setAdding(false)}>
                Use a saved address
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {alert && (
            <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
              {alert}
            </p>
          )}
          <AddressChoice
            addresses={addresses}
            selectedId={selectedId ?? addresses[0]!.id}
            onSelect={setSelectedId}
            onAddNew={() => setAdding(true)}
            onContinue={() => {
              const id = selectedId ?? addresses[0]?.id;
              if (id) {
                setSaving(true);
                goToPayment(id);
              }
            }}
            pending={saving}
          />
        </>
      )}
      {guest.otp && (
        <OtpDialog
          key={guest.otp.key}
          open
          request={guest.otp.request}
          onClose={guest.closeOtp}
          onVerified={(session) => void verified(session)}
        />
      )}
    </div>
  );
}
