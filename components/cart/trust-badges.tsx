import { RefreshCcw, ShieldCheck } from "lucide-react";

/** The cart's promises ('15 day money back', 'Lifetime exchange & buy back'). */
export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-2 text-xs font-medium text-ink">
      <li className="flex items-center gap-2 rounded-md bg-ivory px-3 py-2.5">
        <ShieldCheck aria-hidden className="size-5 shrink-0 text-gold-600" />
        15 day money back
      </li>
      <li className="flex items-center gap-2 rounded-md bg-ivory px-3 py-2.5">
        <RefreshCcw aria-hidden className="size-5 shrink-0 text-gold-600" />
        Lifetime exchange &amp; buy back
      </li>
    </ul>
  );
}
