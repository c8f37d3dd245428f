import { BadgeCheck, Repeat2, Truck, Undo2, type LucideIcon } from "lucide-react";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The shopper promises (free shipping, 15-day refund, lifetime exchange and buyback), in the storefront's words. */
export const FEATURES: Feature[] = [
  { icon: Truck, title: "Free shipping", text: "On every order, with no minimum spend" },
  { icon: Undo2, title: "15-day 100% refund", text: "Changed your mind? Return within 15 days of delivery" },
  { icon: Repeat2, title: "Lifetime exchange & buyback", text: "95% value on exchange, 90% cash on buyback" },
  { icon: BadgeCheck, title: "Certified jewellery", text: "IGI/GIA diamonds, BIS hallmarked gold" },
];

/** Feature strip under the banner: four promises with icons. */
export function FeatureStrip() {
  return (
    <section aria-label="Why shop with us" className="border-y border-line bg-ivory">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-3 gap-y-6 px-4 py-6 sm:px-6 lg:grid-cols-4 lg:py-7">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex flex-col items-center gap-2 text-center lg:flex-row lg:items-center lg:gap-3 lg:text-left"
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-gold-300 bg-white text-gold-600">
              <Icon aria-hidden className="h-5 w-5" strokeWidth={1.5} />
            </span>
            <span>
              <span className="block text-sm font-semibold text-ink">{title}</span>
              <span className="block text-xs leading-snug text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
