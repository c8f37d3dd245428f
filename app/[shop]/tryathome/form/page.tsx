import { BuyingFrame } from "@/components/cart/buying-frame";
import { BookingScreen } from "@/components/cart/trial/booking-screen";
import { BuyingDataProvider } from "@/lib/cart/client/provider";
import { buyingMetadata, loadPageSeed } from "@/lib/cart/page-data";
import { requireShopper } from "@/lib/session/require-session";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/tryathome/form";

export const metadata = buyingMetadata("Book your trial");

function first(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Trial booking form (`/tryathome/form`, reached from Trial at Home
 * scheduling): date, time and number of designs with an Edit link back, then contact and address, BOOK
 * APPOINTMENT and the thank-you modal. Login required.
 */
export default async function TrialFormPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireShopSegment(params);
  const query = await searchParams;
  const shopper = await requireShopper(PATH);
  const seed = await loadPageSeed(shopper, PATH, { trial: true });
  return (
    <BuyingDataProvider seed={seed}>
      <BuyingFrame
        crumbs={[{ label: "Trial at Home", href: "/trial/athome" }, { label: "Book" }]}
        path={PATH}
        title="Book your trial"
        width="narrow"
      >
        <BookingScreen queryDate={first(query.date)} querySlot={first(query.slot)} />
      </BuyingFrame>
    </BuyingDataProvider>
  );
}
