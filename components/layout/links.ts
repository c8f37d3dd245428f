import { categoryHref, tagHref } from "@/lib/catalogue/hrefs";
/**
 * URLs and link lists of the site shell (routes, header, footer).
 * Pure module: safe in server and client components and in tests.
 */

export interface NavLink {
  href: string;
  label: string;
}

/** A category or tag as the shell needs it. */
export interface TaxonomyLink {
  id: number;
  name: string;
}

/** Category names in the phone category strip are cut to 10 characters (Header). */
export function shortCategoryName(name: string, max = 10): string {
  return name.length > max ? name.slice(0, max) : name;
}

export const OUTLETS_HREF = "/product/outlets";

/**
 * BFF endpoint that ends the session (DELETE). Owned by the accounts work; the drawer's 'Log out' calls it and
 * then goes to / (log out clears the stored account and goes to /).
 */
export const LOGOUT_ENDPOINT = "/api/session";
export const NEW_ARRIVALS_HREF = "/new/arrivals";

/** Static policy pages (drawer 'Policy' accordion; footer general info). */
export const POLICY_LINKS: NavLink[] = [
  { href: "/terms/condition", label: "Terms & Conditions" },
  { href: "/return/policy", label: "Return Policy" },
  { href: "/privacy/policy", label: "Privacy Policy" },
  { href: "/fa/questions", label: "FAQ" },
  { href: "/about/us", label: "About Us" },
];

/** Account pages (drawer 'Account' accordion; the desktop logged-in menu will use the same list). */
export const ACCOUNT_LINKS: NavLink[] = [
  { href: "/my/profile", label: "Profile" },
  { href: "/my/orders", label: "My orders" },
  { href: "/wished/list", label: "Wishlist" },
  { href: "/add/address", label: "Add address" },
  { href: "/rate/review", label: "Write Review" },
  { href: "/swa/wallet", label: "SWA Wallet" },
  { href: "/swa/exchange", label: "Exchange Wallet" },
];

/** Footer 'General information' block. */
export const GENERAL_INFO_LINKS: NavLink[] = [
  { href: "/about/us", label: "About us" },
  { href: "/terms/condition", label: "Terms & Conditions" },
  { href: "/return/policy", label: "Return policy" },
  { href: "/privacy/policy", label: "Privacy policy" },
  { href: "/fa/questions", label: "FAQ" },
  { href: OUTLETS_HREF, label: "Our outlets" },
];

export type FooterVariant = "web" | "phone";

/** How many categories and tags the footer quick links show (Footer). */
export const FOOTER_QUICK_LINK_LIMITS: Record<FooterVariant, { categories: number; tags: number }> = {
  web: { categories: 8, tags: 8 },
  phone: { categories: 15, tags: 8 },
};

/**
 * The footer's quick links for one layout: the first 8 categories and 8 tags on the web, 15 categories
 * and 8 tags on phones, in catalogue order.
 */
export function footerQuickLinks(
  categories: TaxonomyLink[],
  tags: TaxonomyLink[],
  variant: FooterVariant,
): { categories: NavLink[]; tags: NavLink[] } {
  const limit = FOOTER_QUICK_LINK_LIMITS[variant];
  return {
    categories: categories
      .slice(0, limit.categories)
      .map((c) => ({ href: categoryHref(c.name), label: c.name })),
    tags: tags.slice(0, limit.tags).map((t) => ({ href: tagHref(t.id), label: t.name })),
  };
}
