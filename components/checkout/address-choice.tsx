"use client";

import { useState } from "react";
import { MapPin, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { AddressSummary } from "@/components/forms/address-summary";
import { cx } from "@/lib/cx";
import type { Address } from "@/lib/store-api/contract/account";

/** One address as text: name, lines, phone. */
export function AddressText({ address }: { address: Address }) {
  return (
    <span className="block min-w-0 text-sm">
      <AddressSummary address={address} landmark="labelled" />
    </span>
  );
}

export interface ChangeAddressDialogProps {
  open: boolean;
  addresses: readonly Address[];
  selectedId: number;
  onClose: () => void;
  onChoose: (id: number) => void;
  onAddNew: () => void;
}

/**
 * The change address dialog (change address): the saved addresses as radio
 * buttons (arrow keys move between them), 'Deliver here' and 'Add a new address'.
 */
export function ChangeAddressDialog({
  open,
  addresses,
  selectedId,
  onClose,
  onChoose,
  onAddNew,
}: ChangeAddressDialogProps) {
  const [picked, setPicked] = useState(selectedId);
  const [openedWith, setOpenedWith] = useState({ open, selectedId });
  if (openedWith.open !== open || openedWith.selectedId !== selectedId) {
    setOpenedWith({ open, selectedId });
    if (open) setPicked(selectedId);
  }
  return (
    <Dialog open={open} onClose={onClose} title="Change address" size="lg">
      <fieldset>
        <legend className="sr-only">Saved addresses</legend>
        <div className="max-h-[55vh] space-y-3 overflow-y-auto pr-1">
          {addresses.map((a) => (
            <label
              key={a.id}
              className={cx(
                "flex cursor-pointer gap-3 rounded-card border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300",
                picked === a.id ? "border-brand-700 bg-brand-50/60" : "border-line",
              )}
            >
              <input
                type="radio"
                name="checkout-address"
                value={a.id}
                checked={picked === a.id}
                onChange={() => setPicked(a.id)}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <AddressText address={a} />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onAddNew} className="border border-line">
          <Plus aria-hidden className="size-4" /> Add a new address
        </Button>
        <Button onClick={() => onChoose(picked)}>Deliver here</Button>
      </div>
    </Dialog>
  );
}

export interface AddressChoiceProps {
  addresses: readonly Address[];
  selectedId: number;
  onSelect: (id: number) => void;
  onAddNew: () => void;
  onContinue: () => void;
  pending: boolean;
}

/**
 * The signed-in shopper's delivery address on checkout: the chosen saved address (the main one first), 'Change
 * address' (dialog) and 'Continue to payment'.
 */
export function AddressChoice({
  addresses,
  selectedId,
  onSelect,
  onAddNew,
  onContinue,
  pending,
}: AddressChoiceProps) {
  const [changing, setChanging] = useState(false);
  const selected = addresses.find((a) => a.id === selectedId) ?? addresses[0];
  if (!selected) return null;
  return (
    <section aria-labelledby="delivery-address-heading" className="space-y-4">
      <h2 id="delivery-address-heading" className="font-serif text-xl text-brand-800">
        Delivery address
      </h2>
      <div className="flex gap-3 rounded-card border border-brand-700 bg-white p-4 ring-1 ring-brand-700">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-600" />
        <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0" data-testid="selected-address">
            <AddressText address={selected} />
          </div>
          <Button variant="outline" size="sm" onClick={() => setChanging(true)} className="self-start">
            Change address
          </Button>
        </div>
      </div>
      <Button
        size="lg"
        className="w-full sm:w-auto sm:min-w-56"
        onClick={onContinue}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending && <Spinner size="sm" label="Please wait" tone="inverse" />}
        Continue to payment
      </Button>
      <ChangeAddressDialog
        open={changing}
        addresses={addresses}
        selectedId={selected.id}
        onClose={() => setChanging(false)}
        onChoose={(id) => {
          setChanging(false);
          onSelect(id);
        }}
        onAddNew={() => {
          setChanging(false);
          onAddNew();
        }}
      />
    </section>
  );
}
