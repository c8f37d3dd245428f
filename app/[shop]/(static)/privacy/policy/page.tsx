import Link from "next/link";
import { Prose, StaticPage, staticMetadata } from "@/components/static/static-page";
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from "@/components/static/contact";
import { buttonVariants } from "@/components/ui/button";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/privacy/policy";

export const metadata = staticMetadata(
  "Privacy Policy",
  "What personal information SWA Diamonds collects, why we use it, who we share it with, how long we keep it and the choices you have.",
  PATH,
);

/** Cached per country (ISR, `lib/shop/shop-page.ts`): the header and footer around it are the country's. */

/** Privacy Policy with the 'Agree & accept' button back to home. */
export default async function PrivacyPolicyPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  return (
    <StaticPage
      title="Privacy Policy"
      crumb="Privacy Policy"
      path={PATH}
      intro="Your trust matters more to us than any sale. This policy explains, in plain words, what we collect when you shop with us and what we do with it."
      actions={
        <div className="flex flex-col items-start gap-3 rounded-card border border-gold-300 bg-ivory p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="text-sm text-ink/80">
            By continuing to use SWA Diamonds you accept this privacy policy.
          </p>
          <Link
            href="/"
            className={buttonVariants({ variant: "primary", size: "lg", className: "w-full sm:w-auto" })}
          >
            Agree &amp; accept
          </Link>
        </div>
      }
    >
      <Prose>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, title, email address and mobile number, and a profile
            photo if you add one.
          </li>
          <li>
            <strong>Orders and addresses:</strong> delivery addresses, pincodes, the pieces you buy, return,
            exchange or sell back, and your reviews.
          </li>
          <li>
            <strong>Wallet and bank details:</strong> the bank account you add to withdraw your wallet balance
            (account holder, account number, bank, branch and IFSC).
          </li>
          <li>
            <strong>Appointments:</strong> the date, time and address you give us for a trial at home or a
            video call.
          </li>
          <li>
            <strong>Browsing data:</strong> the country you choose, your recent searches and items in your
            cart, kept in your browser so the site remembers them.
          </li>
        </ul>
        <p>
          Card and UPI details are entered on our payment partner&apos;s secure page. We never see or store
          your full card number.
        </p>

        <h2>Why we use it</h2>
        <ul>
          <li>To sign you in with a one-time password and keep your account secure.</li>
          <li>To process, deliver, track and support your orders, returns, exchanges and buybacks.</li>
          <li>To schedule home trials, outlet visits and video consultations you ask for.</li>
          <li>To show prices in your currency and check whether we deliver to your pincode.</li>
          <li>
            To send you updates about your orders and, only if you agree, news about collections and offers.
          </li>
        </ul>

        <h2>Who we share it with</h2>
        <p>We do not sell your personal information. We share only what is needed with:</p>
        <ul>
          <li>our payment partner, to take payments and issue refunds;</li>
          <li>courier partners, to deliver and pick up parcels;</li>
          <li>the outlet or consultant who serves your appointment;</li>
          <li>authorities, when the law requires it.</li>
        </ul>

        <h2>Cookies and browser storage</h2>
        <p>
          We use a secure session cookie to keep you signed in and small browser storage entries to remember
          your country, pincode and recent searches. You can clear them at any time from your browser
          settings; the site will simply forget those preferences.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep account and order records for as long as your account is active and afterwards for the
          period Indian tax and consumer laws require. Appointment details are deleted once they are no longer
          needed.
        </p>

        <h2>Your choices</h2>
        <ul>
          <li>
            You can view and correct your name, email and mobile number on your profile page at any time.
          </li>
          <li>
            You can ask us for a copy of your data, or to delete your account, by calling customer care.
          </li>
          <li>You can unsubscribe from marketing messages whenever you wish.</li>
        </ul>

        <h2>Security</h2>
        <p>
          Your data travels over encrypted connections and is kept on secured servers with access limited to
          the staff who need it to serve you.
        </p>

        <h2>Age</h2>
        <p>
          Our services are meant for adults. We do not knowingly collect information from anyone under 18.
        </p>

        <h2>Contact</h2>
        <p>
          For any privacy question or request, call <a href={SUPPORT_PHONE_TEL}>{SUPPORT_PHONE}</a> (toll
          free) or read our <Link href="/terms/condition">Terms &amp; Conditions</Link>.
        </p>
      </Prose>
    </StaticPage>
  );
}
