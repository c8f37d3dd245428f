import Link from "next/link";
import { Store } from "lucide-react";
import { AccountMenu } from "@/components/account/account-menu";
import { SessionHeaderIcons } from "@/components/account/session-header-icons";
import { CountrySelect } from "./country-select";
import { HomeSearch } from "./home-search";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { OfferStrip } from "./offer-strip";
import { PincodeControl, PincodeDialogHost } from "./pincode-control";
import { StickyBar } from "./sticky-bar";
import { SubNav } from "./sub-nav";
import { OUTLETS_HREF } from "./links";
import type { ShellData } from "./shell-data";

export type SiteHeaderProps = Pick<ShellData, "country" | "countries" | "offers" | "categories" | "tags">;

/**
 * Site header: offer strip; logo, search (home only), delivery pincode control,
 * outlets link, country flags, wishlist, cart and login; then the sub-nav, which stays at the top once the page
 * scrolls past 100 px. Phones (< 576 px) get the hamburger drawer, a pincode/outlets row and the category strip.
 */
export function SiteHeader({ country, countries, offers, categories, tags }: SiteHeaderProps) {
  const current = countries.find((c) => c.id === country.id) ?? {
    id: country.id,
    name: country.name,
    label: country.label,
    flag: country.flag,
  };
  return (
    <>
      <header className="bg-white">
        <OfferStrip offers={offers} />
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-3 py-2 min-[576px]:gap-x-4 min-[576px]:px-6 min-[576px]:py-3">
          <MobileDrawer categories={categories} tags={tags} />
          <Logo />
          <div className="order-last mt-2 flex w-full items-center justify-between border-t border-line pt-1.5 min-[576px]:hidden">
            <PincodeControl className="-ml-2 flex" />
            <Link
              href={OUTLETS_HREF}
              prefetch={false}
              className="flex h-9 items-center gap-1.5 rounded-md px-2 text-xs font-semibold text-ink"
            >
              <Store aria-hidden="true" className="size-4 text-brand-700" />
              OUTLETS
            </Link>
          </div>
          <HomeSearch />
          <div className="ml-auto flex items-center gap-0.5 min-[576px]:gap-1.5">
            <PincodeControl className="hidden min-[576px]:flex" />
            <Link
              href={OUTLETS_HREF}
              prefetch={false}
              className="hidden h-10 items-center gap-1.5 rounded-md px-2 text-xs font-semibold text-ink hover:bg-brand-50 min-[576px]:flex"
            >
              <Store aria-hidden="true" className="size-5 text-brand-700" />
              <span className="hidden xl:inline">OUTLETS</span>
              <span className="sr-only xl:hidden">Outlets</span>
            </Link>
            {countries.length > 1 ? (
              <CountrySelect countries={countries} current={current} />
            ) : (
              <span className="px-2 text-xs font-semibold text-muted">{current.label}</span>
            )}
            {/* Both follow the live session (useSession, seeded by the layout), so logging in needs no reload. */}
            <SessionHeaderIcons />
            <AccountMenu />
          </div>
        </div>
      </header>
      <StickyBar>
        <SubNav categories={categories} tags={tags} />
      </StickyBar>
      <PincodeDialogHost inIndia={country.label === "IND"} />
    </>
  );
}
