"use client";

import { useEffect, useState, type ReactNode } from "react";
import { History, Phone } from "lucide-react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { StatusModal } from "@/components/account/status-modal";
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from "@/components/static/contact";
import { bffGet } from "@/lib/account-client/fetcher";
import type { WalletViewDto } from "@/lib/wallet/types";
import { AddBankDialog } from "./add-bank-dialog";
import { BankList, Dual, HistoryList, WithdrawalList } from "./wallet-lists";
import { WithdrawDialog } from "./withdraw-dialog";

/** Success modals close after 3 s (then the wallet figures reload). */
const SUCCESS_MS = 3000;

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-serif text-xl text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-card border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
      {children}
    </p>
  );
}

/**
 * A wallet page's body (SWA wallet or exchange wallet, with the support
 * number and the buyback note). The server seeds the data; after a withdrawal or a new bank account it reloads from the BFF.
 */
export function WalletView({ initial, note }: { initial: WalletViewDto; note: ReactNode }) {
  const { data, mutate } = useSWR<WalletViewDto>(`/api/wallet/view?kind=${initial.kind}`, bffGet, {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });
  const view = data ?? initial;
  const [dialog, setDialog] = useState<"withdraw" | "bank" | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const swa = view.kind === "swa";

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  function done(message: string) {
    setDialog(null);
    setSuccess(message);
    void mutate();
  }

  return (
    <>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <section
          aria-label={swa ? "Wallet balance" : "Exchange balance"}
          className="rounded-card border border-gold-300 bg-ivory p-6"
        >
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">
            {swa ? "Wallet balance" : "Exchange balance"}
          </p>
          <p className="mt-2 font-serif text-4xl text-brand-800" data-testid="wallet-balance">
            <Dual value={view.balance} />
          </p>
          {swa && (
            <Button
              variant="gold"
              className="mt-6"
              disabled={view.balance.inr <= 0}
              onClick={() => setDialog("withdraw")}
            >
              MOVE TO BANK
            </Button>
          )}
          <div className="mt-4 text-sm text-muted">{note}</div>
        </section>
        <aside className="rounded-card border border-line p-6 text-sm">
          <p className="font-semibold text-ink">Need help with your wallet?</p>
          <p className="mt-1 text-muted">Our customer care team is a call away, toll free.</p>
          <a
            href={SUPPORT_PHONE_TEL}
            className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
          >
            <Phone aria-hidden="true" className="size-4" />
            {SUPPORT_PHONE}
          </a>
        </aside>
      </div>

      {swa && (
        <Section id="withdrawals-heading" title="Withdrawal requests">
          {view.withdrawals.length === 0 ? (
            <Empty>No withdrawal requests yet.</Empty>
          ) : (
            <WithdrawalList withdrawals={view.withdrawals} />
          )}
        </Section>
      )}

      <Section id="history-heading" title="Wallet history">
        {view.entries === null ? (
          <Empty>The wallet history is not available right now.</Empty>
        ) : view.entries.length === 0 ? (
          <div className="flex flex-col items-center rounded-card border border-line bg-ivory px-6 py-10 text-center">
            <History aria-hidden="true" className="size-8 text-brand-700" />
            <p className="mt-3 font-serif text-lg text-ink">No wallet activity yet</p>
            <p className="mt-1 max-w-sm text-sm text-muted">
              Refunds, buyback and exchange credits, and what you spend from the wallet will appear here.
            </p>
          </div>
        ) : (
          <HistoryList entries={view.entries} />
        )}
      </Section>

      {swa && (
        <Section
          id="banks-heading"
          title="Bank accounts"
          action={
            <Button variant="outline" size="sm" onClick={() => setDialog("bank")}>
              Add bank account
            </Button>
          }
        >
          {view.banks.length === 0 ? (
            <Empty>No bank account added yet.</Empty>
          ) : (
            <BankList banks={view.banks} />
          )}
        </Section>
      )}

      {swa && (
        <>
          <WithdrawDialog
            open={dialog === "withdraw"}
            onClose={() => setDialog(null)}
            banks={view.banks}
            balance={view.balance.inr}
            onAddBank={() => setDialog("bank")}
            onDone={() => done("Withdrawal requested")}
          />
          <AddBankDialog
            open={dialog === "bank"}
            onClose={() => setDialog(null)}
            onSaved={() => done("Bank account added")}
          />
        </>
      )}
      <StatusModal message={success} onClose={() => setSuccess(null)} />
    </>
  );
}
