import { Button } from "@/components/ui/button";
import { requireShopper } from "@/lib/session/require-session";
import { AccountPage, accountMetadata } from "@/app/[shop]/account/_components/account-page";
import { WalletCard } from "@/app/[shop]/account/_components/wallet-card";

const PATH = "/swa/wallet";

export const metadata = accountMetadata("SWA Wallet");

/**
 * SWA Wallet (specification section 2 "Wallet": balance, MOVE TO BANK disabled at 0, withdrawal requests,
 * support number, buyback note; section 9: 100% within 15 days of delivery, 10% deducted after). Login required.
 * Balances and withdrawals come with the wallet issue; for now the balance is 0.
 */
export default async function WalletPage() {
  await requireShopper(PATH);
  const balance = 0;
  return (
    <AccountPage title="SWA Wallet" crumb="SWA Wallet" path={PATH}>
      <WalletCard label="Wallet balance" balance={balance}>
        <Button variant="gold" className="mt-6" disabled={balance <= 0}>
          MOVE TO BANK
        </Button>
        <p className="mt-4 text-sm text-muted">
          Buyback refunds land here: 100% of the value within 15 days of delivery, with 10% deducted after
          that.
        </p>
      </WalletCard>
      <section className="mt-10" aria-labelledby="withdrawals-heading">
        <h2 id="withdrawals-heading" className="font-serif text-xl text-ink">
          Withdrawal requests
        </h2>
        <p className="mt-3 rounded-card border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          No withdrawal requests yet.
        </p>
      </section>
    </AccountPage>
  );
}
