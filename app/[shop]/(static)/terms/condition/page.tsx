import Link from "next/link";
import { Prose, StaticPage, staticMetadata } from "@/components/static/static-page";
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from "@/components/static/contact";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/terms/condition";

export const metadata = staticMetadata(
  "Terms & Conditions",
  "The terms for using the SWA Diamonds website and buying from us: eligibility, orders, prices, payment, delivery, returns and the law that applies.",
  PATH,
);

/** Cached per country (ISR, `lib/shop/shop-page.ts`): the header and footer around it are the country's. */

/** Terms and Conditions (users 18+, Indian law, Ernakulam courts). */
export default async function TermsPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  return (
    <StaticPage
      title="Terms & Conditions"
      crumb="Terms & Conditions"
      path={PATH}
      intro="Please read these terms before using our website or placing an order. By browsing, creating an account or buying from SWA Diamonds you agree to them."
    >
      <Prose>
        <h2>1. Who may use this site</h2>
        <p>
          You must be at least <strong>18 years old</strong> to create an account or place an order. By doing
          so you confirm that you are 18 or older and able to enter into a binding contract.
        </p>

        <h2>2. Your account</h2>
        <ul>
          <li>
            You sign in with a one-time password sent to your email address or mobile number; keep access to
            them secure.
          </li>
          <li>
            You are responsible for activity under your account and for keeping your name, contact details and
            addresses accurate.
          </li>
          <li>We may suspend an account that is used for fraud, abuse or in breach of these terms.</li>
        </ul>

        <h2>3. Products and descriptions</h2>
        <p>
          We describe every piece as precisely as we can: metal and purity, gross weight, diamond weight and
          count, clarity and certification. Because every piece is finished by hand, weights may vary slightly
          from the listed figures, and colours on screen can differ from the real piece. Certificates (IGI,
          GIA) and the BIS hallmark travel with the jewellery.
        </p>

        <h2>4. Prices and payment</h2>
        <ul>
          <li>
            Prices follow the current gold, platinum and diamond rates and can change without notice until an
            order is placed.
          </li>
          <li>
            Prices are displayed in the currency of the country you select; payments are processed in Indian
            rupees (INR).
          </li>
          <li>
            If a price is shown wrongly because of an obvious error, we may cancel the order and refund any
            amount paid in full.
          </li>
          <li>
            Voucher codes and wallet balances are applied at checkout and cannot be exchanged for cash except
            as described in our policies.
          </li>
        </ul>

        <h2>5. Orders, delivery and cancellation</h2>
        <p>
          An order is accepted when we confirm it. Shipping is free on every order. You can cancel an order
          that has not shipped from <strong>My Orders</strong>; once a piece has shipped, you can return it
          after delivery under our <Link href="/return/policy">Return Policy</Link>.
        </p>

        <h2>6. Returns, exchange and buyback</h2>
        <p>
          Refunds, lifetime exchange and lifetime buyback are governed by our{" "}
          <Link href="/return/policy">Return Policy</Link>, which forms part of these terms.
        </p>

        <h2>7. Trial at home and outlet visits</h2>
        <p>
          Free trial-at-home appointments and outlet visits are subject to availability; we may need to
          reschedule a visit if its slot cannot be served.
        </p>

        <h2>8. Content and intellectual property</h2>
        <p>
          The designs, photographs, videos, text and logos on this site belong to SWA Diamonds or its
          licensors. You may not copy or reuse them for commercial purposes without our written permission.
        </p>

        <h2>9. Liability</h2>
        <p>
          We are responsible for delivering the products you order as described. We are not liable for
          indirect or consequential losses, or for delays caused by events outside our reasonable control.
          Nothing in these terms limits rights you have under consumer protection law.
        </p>

        <h2>10. Governing law and disputes</h2>
        <p>
          These terms are governed by the <strong>laws of India</strong>. Any dispute arising from them or
          from a purchase on this site falls under the exclusive jurisdiction of the{" "}
          <strong>courts at Ernakulam, Kerala</strong>.
        </p>

        <h2>11. Changes to these terms</h2>
        <p>
          We may update these terms from time to time. The version published here when you place an order
          applies to that order.
        </p>

        <h2>12. Contact</h2>
        <p>
          Questions about these terms? Call our customer care on{" "}
          <a href={SUPPORT_PHONE_TEL}>{SUPPORT_PHONE}</a> (toll free) or visit any of{" "}
          <Link href="/product/outlets">our outlets</Link>.
        </p>
      </Prose>
    </StaticPage>
  );
}
