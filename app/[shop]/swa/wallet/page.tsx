import { AccountPage, accountMetadata } from "@/app/[shop]/account/_components/account-page";
import { WalletView } from "@/components/wallet/wallet-view";
import { walletPageData } from "@/lib/wallet/page-data";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/swa/wallet";

export const metadata = accountMetadata("SWA Wallet");

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * SWA Wallet (balance, MOVE TO BANK disabled at 0, withdrawal requests, support
 * number 1800 699 888, buyback note: 100% within 15 days of delivery, 10% deducted after). The balance
 * and history come from the store's ledger, in the shopper's currency with the INR base. Login required.
 */
export default async function WalletPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  const initial = await walletPageData(PATH, "swa");
  return (
    <AccountPage title="SWA Wallet" crumb="SWA Wallet" path={PATH}>
      <WalletView
        initial={initial}
        note={
          <p>
            Buyback refunds land here: 100% of the value within 15 days of delivery, with 10% deducted after
            that.
          </p>
        }
      />
    </AccountPage>
  );
}
