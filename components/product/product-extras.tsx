import { RefreshCcw, ShieldCheck, Store, Truck } from "lucide-react";
import { SITE_NAME } from "@/lib/seo/site-name";

/** Customer photos strip: see customer-photos.tsx (3 first, 'See all'). */
export { CustomerPhotosStrip as CustomerPhotos } from "./customer-photos";

const PROMISES = [
  { icon: Truck, title: "Free shipping", text: "On every order, insured to your door." },
  {
    icon: RefreshCcw,
    title: "15-day money back",
    text: "Full refund on returns within 15 days of delivery.",
  },
  {
    icon: ShieldCheck,
    title: "Lifetime exchange & buyback",
    text: "95% value on exchange, 90% cashback on buyback.",
  },
];

/** Seller information: who makes and ships the piece, and the shop's promises (free shipping, 15-day refund, lifetime exchange and buyback). */
export function SellerInfo() {
  return (
    <div className="rounded-card border border-line bg-ivory p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <Store aria-hidden className="mt-0.5 size-6 shrink-0 text-gold-600" strokeWidth={1.5} />
        <div>
          <p className="text-sm text-muted">Sold and shipped by</p>
          <p className="font-serif text-lg text-brand-800">{SITE_NAME}</p>
          <p className="mt-1 max-w-prose text-sm leading-relaxed text-muted">
            The retail house of a wholesale diamond jeweller: every piece is made in our own workshops,
            checked by hand before it leaves, and backed by our outlets across India and the UAE.
          </p>
        </div>
      </div>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" strokeWidth={1.5} />
            <div>
              <p className="text-sm font-medium text-ink">{title}</p>
              <p className="text-xs leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
