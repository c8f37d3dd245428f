import { cn } from "@/lib/cn";
import type { TaxNotice } from "@/lib/tax/tax-notice";

/**
 * The tax sentence under a price or a total (product breakup, cart, checkout, order): what the price includes
 * (GST 3% in India; no Indian GST on an export) and, abroad, who pays the destination's import duties and VAT.
 * Text only: no figure, because the store cannot compute the destination's duty reliably.
 */
export function TaxNote({ notice, className }: { notice: TaxNotice; className?: string }) {
  return (
    <p data-testid="tax-note" className={cn("text-xs leading-relaxed text-muted", className)}>
      {notice.charged}
      {notice.duties && (
        <>
          {" "}
          <span className="font-medium text-ink">{notice.duties}</span>
        </>
      )}
    </p>
  );
}
