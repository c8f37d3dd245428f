"use client";

import { useId, useState } from "react";
import { Wallet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { WalletBody } from "@/lib/cart/requests";
import type { WalletDto } from "@/lib/cart/types";
import { formatPrice } from "@/lib/money/format";

/**
 * The pay-from-wallet chooser (shown at Place order when a
 * wallet holds money). The shopper ticks the SWA wallet and/or the exchange wallet; APPLY hands the choice over
 * once (the button stays disabled while it is being applied). Empty wallets cannot be ticked.
 */
export function WalletDialog({
  open,
  wallets,
  applying,
  error,
  onApply,
  onClose,
}: {
  open: boolean;
  wallets: WalletDto;
  applying: boolean;
  error: string | null;
  onApply: (choice: WalletBody) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [useSwa, setUseSwa] = useState(false);
  const [useExchange, setUseExchange] = useState(false);
  const rows = [
    { key: "swa", label: "Use SWA wallet", balance: wallets.swaWallet, checked: useSwa, set: setUseSwa },
    {
      key: "exchange",
      label: "Use exchange wallet",
      balance: wallets.exchangeWallet,
      checked: useExchange,
      set: setUseExchange,
    },
  ] as const;
  return (
    <Dialog open={open} onClose={onClose} title="Pay from your wallet">
      <p className="text-sm text-muted">
        Use your wallet balance towards this order. What is left is paid at checkout.
      </p>
      <ul className="mt-4 space-y-2">
        {rows.map((row) => {
          const inputId = `${id}-${row.key}`;
          const empty = row.balance <= 0;
          return (
            <li key={row.key}>
              <label
                htmlFor={inputId}
                className={`flex items-center gap-3 rounded-md border px-3 py-3 text-sm ${
                  row.checked ? "border-brand-700 bg-brand-50" : "border-line"
                } ${empty ? "opacity-60" : "cursor-pointer"}`}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  checked={row.checked}
                  disabled={empty || applying}
                  onChange={(e) => row.set(e.target.checked)}
                  className="size-4 accent-brand-700"
                />
                <Wallet aria-hidden className="size-4 text-gold-600" />
                <span className="flex-1 font-medium text-ink">{row.label}</span>
                <span className="font-semibold tabular-nums text-ink">{formatPrice(row.balance, "INR")}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Button
        className="mt-5 w-full"
        size="lg"
        disabled={applying}
        aria-busy={applying || undefined}
        onClick={() => onApply({ useSwaWallet: useSwa, useExchangeWallet: useExchange })}
      >
        {applying ? "Applying…" : "APPLY"}
      </Button>
    </Dialog>
  );
}
