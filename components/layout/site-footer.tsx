import Link from "next/link";
import { Mail, MapPin, Phone, RefreshCcw, ShieldCheck, Truck } from "lucide-react";
import { AppStoreBadges } from "@/components/ui/app-store-badges";
import { CopyrightYear } from "./copyright-year";
import { SocialLinks } from "./footer-badges";
import { GENERAL_INFO_LINKS, footerQuickLinks, type NavLink, type TaxonomyLink } from "./links";

/** Store contacts (India and UAE). */
export const CONTACTS = [
  {
    region: "India",
    tollFree: "1800 699 888",
    address: ["SWA Diamonds, 3rd Floor, Pearl Plaza", "MG Road, Ravipuram", "Kochi, Kerala 682016"],
    email: "care@swadiamonds.com",
  },
  {
    region: "UAE",
    tollFree: "800 0320 4477",
    address: [
      "SWA Diamonds Jewellery LLC, Shop 12",
      "Al Khaleej Centre, Al Mankhool Road",
      "Bur Dubai, Dubai",
    ],
    email: "uae@swadiamonds.com",
  },
] as const;

export const FRANCHISE_MAILTO = "mailto:franchise@swadiamonds.com?subject=Franchise%20enquiry";

/** The shopper promises. */
const CLAIMS = [
  { icon: Truck, title: "Free shipping", text: "on every order" },
  { icon: ShieldCheck, title: "100% refund", text: "on returns within 15 days of delivery" },
  {
    icon: RefreshCcw,
    title: "Lifetime exchange & buyback",
    text: "95% value on exchange, 90% cashback on buyback",
  },
];

function LinkColumn({ title, links, className }: { title: string; links: NavLink[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <div className={className}>
      <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className="footer-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer's quick links: 8 categories and 8 tags on the web, 15 categories and 8 tags on phones (< 576 px).
 * Both lists are in the HTML and CSS shows one, so nothing depends on script or shifts.
 */
function QuickLinks({ categories, tags }: { categories: TaxonomyLink[]; tags: TaxonomyLink[] }) {
  const web = footerQuickLinks(categories, tags, "web");
  const phone = footerQuickLinks(categories, tags, "phone");
  return (
    <>
      <LinkColumn title="Jewellery" links={web.categories} className="hidden min-[576px]:block" />
      <LinkColumn title="Jewellery" links={phone.categories} className="min-[576px]:hidden" />
      <LinkColumn title="Occasions" links={web.tags} className="hidden min-[576px]:block" />
      <LinkColumn title="Occasions" links={phone.tags} className="min-[576px]:hidden" />
    </>
  );
}

/**
 * Site footer, two blocks: (1) promises, general information, quick links and
 * contacts for India and the UAE; (2) app store links, social links, franchise enquiry and the legal line.
 */
export function SiteFooter({ categories, tags }: { categories: TaxonomyLink[]; tags: TaxonomyLink[] }) {
  return (
    <footer className="below-fold mt-12 bg-brand-900 text-white">
      <div className="border-b border-white/10">
        <ul className="mx-auto grid max-w-7xl sm:grid-cols-3">
          {CLAIMS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-center gap-3 px-6 py-4 sm:justify-center">
              <Icon aria-hidden="true" className="size-7 shrink-0 text-gold-300" />
              <p className="text-sm leading-snug">
                <span className="block font-semibold">{title}</span>
                <span className="text-white/75">{text}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-6 py-10 md:grid-cols-4 lg:grid-cols-5">
        <LinkColumn title="General information" links={GENERAL_INFO_LINKS} />
        <QuickLinks categories={categories} tags={tags} />
        <div className="col-span-2 space-y-6 text-sm md:col-span-1 lg:col-span-2">
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">Contact us</h2>
          <div className="grid gap-6 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            {CONTACTS.map((c) => (
              <address key={c.region} className="space-y-2 not-italic text-white/80">
                <p className="font-semibold text-white">{c.region}</p>
                <p className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
                  <span>
                    Toll free{" "}
                    <a
                      href={`tel:${c.tollFree.replace(/\s+/g, "")}`}
                      className="font-semibold text-white hover:underline"
                    >
                      {c.tollFree}
                    </a>
                  </span>
                </p>
                <p className="flex gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
                  <span>
                    {c.address.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </span>
                </p>
                <p className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
                  <a href={`mailto:${c.email}`} className="hover:text-white hover:underline">
                    {c.email}
                  </a>
                </p>
              </address>
            ))}
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-6 py-8 md:flex-row md:items-start md:justify-between">
          <div className="space-y-3">
            <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">
              Shop on the app
            </h2>
            <AppStoreBadges />
          </div>
          <div className="space-y-3">
            <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">Follow us</h2>
            <SocialLinks />
          </div>
          <div className="max-w-xs space-y-3 text-sm text-white/80">
            <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">
              Own an SWA store
            </h2>
            <p>We are growing into more cities. Partner with us as a franchise owner.</p>
            <a
              href={FRANCHISE_MAILTO}
              className="inline-flex h-10 items-center rounded-md border border-gold-300 px-4 font-medium text-gold-300 hover:bg-gold-300 hover:text-brand-900"
            >
              Franchise enquiry
            </a>
          </div>
        </div>
        <p className="border-t border-white/10 px-6 py-4 text-center text-xs text-white/60">
          © <CopyrightYear /> SWA Diamonds. BIS hallmarked gold, IGI and GIA certified diamonds.
        </p>
      </div>
    </footer>
  );
}
