import { requireShopper } from "@/lib/session/require-session";
import { AccountPage, accountMetadata } from "@/app/[shop]/account/_components/account-page";
import { WalletCard } from "@/app/[shop]/account/_components/wallet-card";

const PATH = "/swa/exchange";

export const metadata = accountMetadata("SWA Exchange");

/**
 * SWA Exchange wallet (specification section 2 "Wallet": shows the exchange balance). Login required. The
 * balance comes with the wallet issue; for now it is 0.
 */
export default async function ExchangeWalletPage() {
  await requireShopper(PATH);
  return (
    <AccountPage title="SWA Exchange" crumb="SWA Exchange" path={PATH}>
      <WalletCard label="Exchange balance" balance={0}>
        <p className="mt-4 text-sm text-muted">
          Exchange credit from lifetime exchange is kept here and goes towards your next design (95% of the
          value).
        </p>
      </WalletCard>
    </AccountPage>
  );
}
