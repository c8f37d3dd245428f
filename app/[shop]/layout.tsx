import { Suspense } from "react";
import { notFound } from "next/navigation";
import type { Metadata, Viewport } from "next";
import { AccountDialogsSlot } from "@/components/account/account-dialogs-slot";
import { CountryGuessScript } from "@/components/layout/country-guess-script";
import { HydrationSignal } from "@/components/layout/hydration-signal";
import { LoginPromptProvider } from "@/components/layout/login-prompt";
import { loadShellData } from "@/components/layout/shell-data";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { IconSprite } from "@/components/ui/icon-sprite";
import { ToastProvider } from "@/components/ui/toast";
import { SessionProvider } from "@/lib/account-client/session";
import { env } from "@/lib/env";
import { placeholderParams } from "@/lib/shop/shop-page";
import { isShopSegment, parseShopSegment, type ShopParams } from "@/lib/shop/shop-segment";
import "../globals.css";

const DESCRIPTION =
  "Certified diamond, BIS hallmarked gold and platinum jewellery online: rings, earrings, necklaces and more, " +
  "with free shipping, 15-day money back, lifetime exchange and buyback.";

function siteUrl(): URL {
  try {
    return new URL(env().SITE_URL);
  } catch {
    // A broken environment is reported at boot (instrumentation); metadata must not take the page down.
    return new URL(process.env.SITE_URL ?? "http://localhost:3000");
  }
}

/** Site-wide metadata defaults; pages set their own title (template `%s | SWA Diamonds`) and description. */
export function generateMetadata(): Metadata {
  return {
    metadataBase: siteUrl(),
    title: { default: "SWA Diamonds | Diamond, Gold & Platinum Jewellery", template: "%s | SWA Diamonds" },
    description: DESCRIPTION,
    applicationName: "SWA Diamonds",
    openGraph: { type: "website", siteName: "SWA Diamonds", locale: "en_IN" },
    twitter: { card: "summary_large_image" },
    formatDetection: { telephone: false },
  };
}

/** The build renders one placeholder country (a not-found page); real ones are rendered on request and kept. */
export const generateStaticParams = () => placeholderParams("shop");

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#3d0f23",
};

/** The selector label of India: phone login is offered only there. */
const INDIA_LABEL = "IND";

/**
 * Root layout: the site shell around every route (every page has a header with the
 * country selector and two footer blocks), for the country of the `[shop]` segment (`proxy.ts` puts the
 * country cookie there). Nothing personal is read here, so catalogue pages stay cacheable per country; the
 * header asks the session in the browser. If the store API is down it still renders a minimal header and footer
 * so error and 404 pages keep the site's frame.
 */
export default async function RootLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<ShopParams>;
}) {
  const { shop } = await params;
  // Only the build's placeholder has a segment the proxy never makes: no page under it, and no store API call.
  if (!isShopSegment(shop)) notFound();
  const shell = await loadShellData(parseShopSegment(shop).countryId);
  const current = shell.countries.find((c) => c.id === shell.country.id);
  return (
    <html lang="en">
      <head>
        {!shell.degraded && current && (
          <CountryGuessScript
            countries={shell.countries}
            currentId={current.id}
            secure={siteUrl().protocol === "https:"}
          />
        )}
      </head>
      <body className="flex min-h-dvh flex-col bg-white">
        <IconSprite />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
        >
          Skip to content
        </a>
        <ToastProvider>
          <SessionProvider>
            <LoginPromptProvider>
              <SiteHeader
                country={shell.country}
                countries={shell.countries}
                offers={shell.offers}
                categories={shell.categories}
                tags={shell.tags}
              />
              <main id="main" tabIndex={-1} className="flex-1">
                {children}
              </main>
              <SiteFooter categories={shell.categories} tags={shell.tags} />
              {/* Login / sign-up / OTP flow; reads ?login=please&next= (route protection), hence Suspense. */}
              <HydrationSignal />
              <Suspense fallback={null}>
                <AccountDialogsSlot
                  countryId={shell.country.id}
                  phoneLoginAllowed={shell.country.label === INDIA_LABEL}
                />
              </Suspense>
            </LoginPromptProvider>
          </SessionProvider>
        </ToastProvider>
      </body>
    </html>
  );
}
