"use client";

import { useCallback, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { bffRequest } from "@/lib/account-client/fetcher";
import { failureMessage, useReportFailure } from "@/lib/cart/client/failure";
import { WALLET_KEY } from "@/lib/cart/client/keys";
import type { WalletBody } from "@/lib/cart/requests";
import type { WalletApplyDto, WalletDto } from "@/lib/cart/types";
import { checkoutHref } from "@/lib/checkout/flow";

/** sessionStorage key marking the cart as wallet-applied. */
export const WALLET_APPLIED_KEY = "swa:cart:wallet-applied";

interface WalletMark extends WalletBody {
  /** the cart the choice was applied to (lines, total, voucher): a changed cart asks again */
  fingerprint: string;
}

function readMark(fingerprint: string): WalletMark | null {
  try {
    const raw = sessionStorage.getItem(WALLET_APPLIED_KEY);
    const mark = raw ? (JSON.parse(raw) as WalletMark) : null;
    return mark && mark.fingerprint === fingerprint ? mark : null;
  } catch {
    return null;
  }
}

function writeMark(mark: WalletMark): void {
  try {
    sessionStorage.setItem(WALLET_APPLIED_KEY, JSON.stringify(mark));
  } catch {
    // Private mode or quota: the wallet modal simply asks again next time.
  }
}

export interface PlaceOrder {
  /** Place order: wallets fetched; both empty -> checkout; applied before -> checkout; else the wallet modal. */
  start: () => Promise<void>;
  /** busy fetching the wallets */
  starting: boolean;
  /** balances for the wallet modal when it is open */
  wallets: WalletDto | null;
  /** Applies the wallet choice once, marks the cart wallet-applied and goes to checkout. */
  applyWallets: (choice: WalletBody) => Promise<void>;
  applying: boolean;
  walletError: string | null;
  closeWallets: () => void;
}

/**
 * The cart's Place order: wallet balances are fetched; if the wallets were applied
 * to this very cart already, go straight to checkout; if both balances are 0, go on; otherwise the wallet modal opens,
 * and after applying (`POST /api/cart/wallet`, once) the cart is marked wallet-applied. Checkout gets the promo id
 * and the wallet choice in its URL (`/cart/checkout?promo=<id>&swa=1&exchange=1`, lib/checkout/flow.ts).
 * @param fingerprint identifies the cart as shown (lines, total, voucher)
 */
export function usePlaceOrder(promocodeId: number | null, fingerprint: string): PlaceOrder {
  const router = useRouter();
  const report = useReportFailure();
  const [starting, setStarting] = useState(false);
  const [wallets, setWallets] = useState<WalletDto | null>(null);
  const [applying, setApplying] = useState(false);
  const [walletError, setWalletError] = useState<string | null>(null);
  // A ref, not only state: two clicks in the same frame must still apply the wallets once.
  const applyingRef = useRef(false);

  const go = useCallback(
    (choice: WalletBody) =>
      router.push(
        checkoutHref({
          kind: "cart",
          promocodeId,
          useSwaWallet: choice.useSwaWallet,
          useExchangeWallet: choice.useExchangeWallet,
        }),
      ),
    [router, promocodeId],
  );

  const start = useCallback(async () => {
    if (starting) return;
    const mark = readMark(fingerprint);
    if (mark) {
      go(mark);
      return;
    }
    setStarting(true);
    try {
      const balances = await bffRequest<WalletDto>(WALLET_KEY);
      if (balances.swaWallet <= 0 && balances.exchangeWallet <= 0) {
        go({ useSwaWallet: false, useExchangeWallet: false });
        return;
      }
      setWalletError(null);
      setWallets(balances);
    } catch (err) {
      report(err);
    } finally {
      setStarting(false);
    }
  }, [starting, fingerprint, go, report]);

  const applyWallets = useCallback(
    async (choice: WalletBody) => {
      if (applyingRef.current) return;
      applyingRef.current = true;
      setApplying(true);
      setWalletError(null);
      try {
        await bffRequest<WalletApplyDto>("/api/cart/wallet", { method: "POST", json: choice });
        writeMark({ ...choice, fingerprint });
        // Stays "applying" until checkout opens: the choice is on the cart and must not be sent twice.
        go(choice);
      } catch (err) {
        setWalletError(failureMessage(err));
        applyingRef.current = false;
        setApplying(false);
      }
    },
    [fingerprint, go],
  );

  const closeWallets = useCallback(() => {
    if (!applyingRef.current) setWallets(null);
  }, []);

  return { start, starting, wallets, applyWallets, applying, walletError, closeWallets };
}
