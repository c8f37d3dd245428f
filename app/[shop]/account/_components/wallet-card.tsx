import type { ReactNode } from "react";
import { Phone } from "lucide-react";
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from "@/components/static/contact";
import { formatPrice } from "@/lib/money/format";

/**
 * A wallet balance card (specification section 2 "Wallet": balance, support number 1800 699 888). Wallet
 * balances are kept in rupees (payments are in INR).
 */
export function WalletCard({
  label,
  balance,
  children,
}: {
  label: string;
  balance: number;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-label={label} className="rounded-card border border-gold-300 bg-ivory p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">{label}</p>
        <p className="mt-2 font-serif text-4xl text-brand-800">{formatPrice(balance, "INR")}</p>
        {children}
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
  );
}
