import { BellRing, Gem, PackageSearch } from "lucide-react";
import { AppStoreBadges } from "@/components/ui/app-store-badges";

const PERKS = [
  { icon: BellRing, text: "First look at new collections and festive offers" },
  { icon: PackageSearch, text: "Track orders and book a free trial at home" },
  { icon: Gem, text: "Your wishlist, wallet and exchange balance in one place" },
] as const;

/** App download block: the storefront's own copy and two store buttons in SVG. */
export function AppDownload() {
  return (
    <section aria-labelledby="app-heading" className="bg-gradient-to-br from-brand-50 via-white to-[#f8f0e0]">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-[1fr_auto]">
        <div>
          <p className="text-[11px] font-semibold uppercase tracking-[0.28em] text-gold-600">
            The SWA Diamonds app
          </p>
          <h2 id="app-heading" className="mt-2 font-serif text-2xl leading-tight text-ink sm:text-4xl">
            Your jewellery box, in your pocket
          </h2>
          <ul className="mt-5 space-y-3">
            {PERKS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-sm text-ink/80 sm:text-base">
                <Icon aria-hidden className="h-5 w-5 shrink-0 text-gold-600" strokeWidth={1.5} />
                {text}
              </li>
            ))}
          </ul>
          <AppStoreBadges className="mt-7" />
        </div>
        <PhoneArt />
      </div>
    </section>
  );
}

/** A drawn phone showing a ring card: decoration only. */
function PhoneArt() {
  return (
    <svg aria-hidden viewBox="0 0 220 400" className="mx-auto hidden h-80 w-auto drop-shadow-xl md:block">
      <rect x="6" y="6" width="208" height="388" rx="34" fill="#1f1a1c" />
      <rect x="16" y="16" width="188" height="368" rx="26" fill="#fbf8f3" />
      <rect x="80" y="24" width="60" height="10" rx="5" fill="#1f1a1c" />
      <rect x="30" y="52" width="90" height="10" rx="5" fill="#6e1f3e" />
      <rect x="30" y="74" width="160" height="150" rx="14" fill="#f4e1e8" />
      <circle cx="110" cy="160" r="38" fill="none" stroke="#c79a3b" strokeWidth="9" />
      <path d="M110 100 126 118 110 128 94 118z" fill="#fff" stroke="#a97f27" strokeWidth="2" />
      <rect x="30" y="238" width="120" height="10" rx="5" fill="#1f1a1c" opacity=".8" />
      <rect x="30" y="256" width="70" height="10" rx="5" fill="#c79a3b" />
      <rect x="30" y="290" width="75" height="70" rx="10" fill="#fff" stroke="#e7e0dc" />
      <rect x="115" y="290" width="75" height="70" rx="10" fill="#fff" stroke="#e7e0dc" />
      <circle cx="67" cy="325" r="16" fill="none" stroke="#c79a3b" strokeWidth="5" />
      <path
        d="M152 310v30M140 322l12 18 12-18"
        fill="none"
        stroke="#8a2a4f"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
