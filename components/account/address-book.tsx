"use client";

import { useId, useState } from "react";
import useSWR from "swr";
import { MapPin } from "lucide-react";
import type { Address } from "@/lib/store-api/contract/account";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { bffGet, bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import type { GeoCountry } from "@/lib/geo/states";
import { addressLines, addresseeName } from "@/components/forms/address-summary";
import { AddressCard } from "./address-card";
import { AddressForm } from "./address-form";
import { FormAlert } from "@/components/forms/form-alert";

/** The BFF path of the address list (SWR key). */
export const ADDRESSES_KEY = "/api/addresses";

export interface AddressBookProps {
  /** the list the server read for this request, or null when the store could not be read */
  initial: Address[] | null;
  defaultCountry: GeoCountry;
}

/**
 * Address management: the saved
 * addresses with the main-address radio (exactly one main; choosing one calls PUT /api/addresses/[id]/main and
 * shows the refetched list), a dots menu to delete (after a confirmation), and the add form.
 */
export function AddressBook({ initial, defaultCountry }: AddressBookProps) {
  const { toast } = useToast();
  const group = useId();
  const { data, error, isLoading, mutate } = useSWR<{ addresses: Address[] }>(ADDRESSES_KEY, bffGet, {
    fallbackData: initial ? { addresses: initial } : undefined,
    revalidateOnMount: initial === null,
    revalidateOnFocus: false,
  });
  const [pendingMain, setPendingMain] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Address | null>(null);
  const [deleting, setDeleting] = useState(false);
  const addresses = data?.addresses ?? [];

  async function makeMain(id: number) {
    setPendingMain(id);
    try {
      const answer = await bffRequest<{ addresses: Address[] }>(`${ADDRESSES_KEY}/${id}/main`, {
        method: "PUT",
        json: {},
      });
      await mutate(answer, { revalidate: false });
    } catch (err) {
      toast(isBffRequestError(err) ? err.message : GENERIC_FAILURE, { tone: "error" });
      await mutate();
    } finally {
      setPendingMain(null);
    }
  }

  async function confirmDelete() {
    if (!confirming) return;
    setDeleting(true);
    try {
      await bffRequest(`${ADDRESSES_KEY}/${confirming.id}`, { method: "DELETE", json: {} });
      setConfirming(null);
      toast("Address deleted.", { tone: "success" });
    } catch (err) {
      toast(isBffRequestError(err) ? err.message : GENERIC_FAILURE, { tone: "error" });
    } finally {
      setDeleting(false);
      await mutate();
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <section aria-labelledby="saved-addresses-heading" className="space-y-4">
        <h2 id="saved-addresses-heading" className="font-serif text-xl text-brand-800">
          Saved addresses
        </h2>
        {isLoading && !data ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading your addresses" />
          </div>
        ) : error && !data ? (
          <FormAlert>
            We could not load your addresses.{" "}
            <button type="button" className="underline" onClick={() => void mutate()}>
              Try again
            </button>
          </FormAlert>
        ) : addresses.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line px-4 py-10 text-center text-sm text-muted">
            <MapPin aria-hidden="true" className="size-8 text-brand-700/60" />
            No saved addresses yet. Add one with the form.
          </div>
        ) : (
          <div role="radiogroup" aria-label="Main address" className="space-y-3">
            {addresses.map((a) => (
              <AddressCard
                key={a.id}
                address={a}
                group={group}
                pendingMain={pendingMain === a.id}
                busy={pendingMain !== null}
                onMakeMain={(id) => void makeMain(id)}
                onDelete={setConfirming}
              />
            ))}
            <p className="text-xs text-muted">The main address is used first at checkout.</p>
          </div>
        )}
      </section>
      <section className="rounded-card border border-line bg-white p-5 shadow-sm sm:p-6">
        <AddressForm
          defaultCountry={defaultCountry}
          onSaved={() => {
            toast("Address saved.", { tone: "success" });
            void mutate();
          }}
        />
      </section>
      <Dialog
        open={confirming !== null}
        onClose={() => !deleting && setConfirming(null)}
        title="Delete this address?"
      >
        {confirming && (
          <div className="space-y-5 text-sm">
            <p className="rounded-md bg-ivory p-3 text-ink">
              <span className="block font-semibold">{addresseeName(confirming)}</span>
              {addressLines(confirming).map((line) => (
                <span key={line} className="block text-muted">
                  {line}
                </span>
              ))}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setConfirming(null)} disabled={deleting}>
                Cancel
              </Button>
              <Button
                onClick={() => void confirmDelete()}
                disabled={deleting}
                aria-busy={deleting || undefined}
              >
                {deleting && <Spinner size="sm" label="Deleting" tone="inverse" />}
                Delete
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
