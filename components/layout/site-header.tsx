import Link from "next/link";
import { Store, UserRound } from "lucide-react";
import { SearchBox } from "@/components/search/search-box";
import { CountrySelect } from "./country-select";
import { HeaderIcons } from "./header-icons";
import { HomeOnly } from "./home-only";
import { LoginEntry } from "./login-prompt";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { OfferStrip } from "./offer-strip";
import { PincodeControl, PincodeDialogHost } from "./pincode-control";
import { StickyBar } from "./sticky-bar";
import { SubNav } from "./sub-nav";
import { OUTLETS_HREF } from "./links";
import type { ShellData } from "./shell-data";

export type SiteHeaderProps = Pick<
  ShellData,
  "country" | "countries" | "offers" | "categories" | "tags" | "loggedIn" | "userName"
>;

function AccountEntry({ loggedIn, userName }: { loggedIn: boolean; userName: string | null }) {
  if (loggedIn) {
    // Slot: the desktop logged-in menu (Profile, Order history, Add Address, Write review, Swa wallet,
    // Swa exchange, Log Out; specification section 2) replaces this link when the accounts work lands.
    return (
      <Link
        href="/my/profile"
        prefetch={false}
        className="flex h-10 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-ink hover:bg-brand-50"
      >
        <UserRound aria-hidden="true" className="size-5" />
        <span className="hidden max-w-28 truncate lg:inline">{userName ?? "My account"}</span>
        <span className="sr-only lg:hidden">My account</span>
      </Link>
    );
  }
  return (
    <>
      <LoginEntry className="hidden h-10 whitespace-nowrap rounded-full border border-brand-700 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 lg:block" />
      <LoginEntry
        ariaLabel="Login / Sign up"
        className="flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
      >
        <UserRound aria-hidden="true" className="size-5" />
      </LoginEntry>
    </>
  );
}

/**
 * Site header (specification section 2 Header): offer strip; logo, search (home only), delivery pincode control,
 * outlets link, country flags, wishlist, cart and login; then the sub-nav, which stays at the top once the page
 * scrolls past 100 px. Phones (< 576 px) get the hamburger drawer, a pincode/outlets row and the category strip.
 */
export function SiteHeader({
  country,
  countries,
  offers,
  categories,
  tags,
  loggedIn,
  userName,
}: SiteHeaderProps) {
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
          <MobileDrawer categories={categories} tags={tags} loggedIn={loggedIn} />
          <Logo />
          <div className="order-last mt-2 flex w-full items-center justify-between border-t border-line pt-1.5 min-[576px]:hidden">
            <PincodeControl className="-ml-2" />
            <Link
              href={OUTLETS_HREF}
              prefetch={false}
              className="flex h-9 items-center gap-1.5 rounded-md px-2 text-xs font-semibold text-ink"
            >
              <Store aria-hidden="true" className="size-4 text-brand-700" />
              OUTLETS
            </Link>
          </div>
          <HomeOnly>
            <div className="order-last mt-2 w-full md:order-none md:mt-0 md:w-auto md:max-w-xl md:flex-1">
              <SearchBox />
            </div>
          </HomeOnly>
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
            <HeaderIcons loggedIn={loggedIn} />
            <AccountEntry loggedIn={loggedIn} userName={userName} />
          </div>
        </div>
      </header>
      <StickyBar>
        <SubNav categories={categories} tags={tags} />
      </StickyBar>
      <PincodeDialogHost />
    </>
  );
}
