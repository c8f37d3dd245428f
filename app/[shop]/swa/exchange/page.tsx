import { AccountPage, accountMetadata } from "@/app/[shop]/account/_components/account-page";
import { WalletView } from "@/components/wallet/wallet-view";
import { walletPageData } from "@/lib/wallet/page-data";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/swa/exchange";

export const metadata = accountMetadata("SWA Exchange");

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * SWA Exchange wallet (the exchange balance; lifetime exchange gives
 * 95% of the value). Balance and history from the store's ledger, in the shopper's currency. Login required.
 */
export default async function ExchangeWalletPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  const initial = await walletPageData(PATH, "exchange");
  return (
    <AccountPage title="SWA Exchange" crumb="SWA Exchange" path={PATH}>
      <WalletView
        initial={initial}
        note={
          <p>
            Exchange credit from lifetime exchange is kept here and goes towards your next design (95% of the
            value). Buyback: 100% within 15 days of delivery, 10% deducted after that.
          </p>
        }
      />
    </AccountPage>
  );
}
