"use client";

import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/account-client/session";
import { subtractUnits } from "@/lib/cart/money";
import type { CartDto, CartVoucher, VoucherDto } from "@/lib/cart/types";
import { formatPrice } from "@/lib/money/format";
import { EXPORT_GST_ROW, type TaxNotice } from "@/lib/tax/tax-notice";
import { TaxNote } from "@/components/product/tax-note";
import { TrustBadges } from "./trust-badges";
import { usePlaceOrder } from "./use-place-order";
import { VoucherField } from "./voucher-field";
import { WalletDialog } from "./wallet-dialog";

const NO_WALLETS = { swaWallet: 0, exchangeWallet: 0 };

function Row({
  label,
  value,
  strong,
  tone,
}: {
  label: string;
  value: string;
  strong?: boolean;
  tone?: "success";
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? "border-t border-line pt-3 text-base font-semibold text-ink" : "text-sm"}`}
    >
      <dt className={strong ? "" : "text-muted"}>{label}</dt>
      <dd className={`tabular-nums ${tone === "success" ? "font-medium text-success" : ""}`}>{value}</dd>
    </div>
  );
}

/**
 * The cart's order summary (order summary panel and badges; Indian digit
 * grouping in cart totals): subtotal, voucher discount, free shipping, GST not charged on an export, total payable,
 * the tax sentence (GST included, or who pays duties and VAT abroad), the voucher field and Place order (wallet
 * chooser, then checkout). Every figure comes from the server; the payable is the total less the voucher, computed
 * in paise.
 */
export function OrderSummary({
  cart,
  voucher,
  tax,
  onVoucherApplied,
  onVoucherRemove,
}: {
  cart: CartDto;
  voucher: CartVoucher | null;
  /** the shop country's tax terms (the cart is priced for them) */
  tax: TaxNotice;
  onVoucherApplied: (voucher: VoucherDto) => void;
  onVoucherRemove: () => Promise<boolean>;
}) {
  const { refresh: refreshSession } = useSession();
  const discount = voucher?.discount ?? 0;
  const payable = subtractUnits(cart.grandTotal, discount);
  const fingerprint = `${cart.items.map((l) => `${l.id}x${l.quantity}`).join(",")}:${cart.grandTotal}:${voucher?.promocodeId ?? 0}`;
  const place = usePlaceOrder(voucher?.promocodeId ?? null, fingerprint);
  const blocked = cart.items.some((l) => !l.available);
  const money = (amount: number) => formatPrice(amount, cart.currency);

  return (
    <aside
      aria-labelledby="order-summary-title"
      className="h-fit rounded-card border border-line bg-white p-5 lg:sticky lg:top-20"
    >
      <h2 id="order-summary-title" className="font-serif text-xl text-brand-800">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2.5">
        <Row label={`Subtotal (ITEM ${cart.itemCount})`} value={money(cart.grandTotal)} />
        {voucher && discount > 0 && (
          <Row label={`Voucher (${voucher.code})`} value={`− ${money(discount)}`} tone="success" />
        )}
        <Row label="Shipping" value="Free" tone="success" />
        {tax.supply === "export" && <Row label={EXPORT_GST_ROW.label} value={EXPORT_GST_ROW.value} />}
        {/* The total's rule is the row's own border: a <dl> holds only dt/dd groups (axe definition-list). */}
        <Row label="Total payable" value={money(payable)} strong />
      </dl>
      <TaxNote notice={tax} className="mt-2" />
      <div className="mt-5 border-t border-line pt-4">
        <VoucherField
          key={voucher?.code ?? "none"}
          appliedCode={voucher?.code ?? null}
          onApplied={onVoucherApplied}
          onRemove={onVoucherRemove}
          onSessionEnded={() => void refreshSession()}
        />
      </div>
      {blocked && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          Some designs are no longer available. Remove them to place your order.
        </p>
      )}
      <Button
        size="lg"
        className="mt-4 w-full"
        onClick={() => void place.start()}
        disabled={place.starting || blocked}
        aria-busy={place.starting || undefined}
      >
        {place.starting ? "Please wait…" : "Place order"}
      </Button>
      <div className="mt-4">
        <TrustBadges />
      </div>
      <WalletDialog
        open={place.wallets !== null}
        wallets={place.wallets ?? NO_WALLETS}
        applying={place.applying}
        error={place.walletError}
        onApply={(choice) => void place.applyWallets(choice)}
        onClose={place.closeWallets}
      />
    </aside>
  );
}
