import Link from "next/link";
import { Prose, StaticPage, staticMetadata } from "@/components/static/static-page";
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from "@/components/static/contact";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/return/policy";

export const metadata = staticMetadata(
  "Return Policy",
  "100% refund within 15 days of delivery, lifetime exchange and lifetime buyback at SWA Diamonds, with free shipping on every order. See the deductions and conditions.",
  PATH,
);

/** Cached per country (ISR, `lib/shop/shop-page.ts`): the header and footer around it are the country's. */

/** Deductions on MRP. */
const DEDUCTIONS = [
  { kind: "Lifetime buyback", online: "10%", other: "20%" },
  { kind: "Lifetime exchange", online: "5%", other: "10%" },
] as const;

const thClass =
  "border-b border-line px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-muted";
const tdClass = "border-b border-line px-4 py-3";

/** Return Policy: lifetime exchange and buyback, with the deductions on MRP above. */
export default async function ReturnPolicyPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  return (
    <StaticPage
      title="Return Policy"
      crumb="Return Policy"
      path={PATH}
      intro="Buying fine jewellery online should feel as safe as buying it across our counter. Here is exactly what happens if you change your mind, today or years from now."
    >
      <Prose>
        <ul className="!mb-10 !list-none !space-y-0 !pl-0 grid gap-3 sm:grid-cols-3">
          {[
            ["100% refund", "within 15 days of delivery"],
            ["Lifetime exchange", "upgrade any time"],
            ["Lifetime buyback", "sell back any time"],
          ].map(([big, small]) => (
            <li key={big} className="rounded-card border border-gold-300 bg-ivory px-4 py-5 text-center">
              <span className="block font-serif text-xl text-brand-800">{big}</span>
              <span className="block text-sm text-muted">{small}</span>
            </li>
          ))}
        </ul>

        <h2>15-day full refund</h2>
        <p>
          If you are not delighted with your purchase, return it within <strong>15 days of delivery</strong>{" "}
          and we will refund <strong>100% of the amount you paid</strong>. No deduction, no questions about
          why.
        </p>
        <ul>
          <li>
            The piece must be unused and undamaged, with its certificate, hallmark and original invoice.
          </li>
          <li>
            Start the return from <strong>My Orders</strong>, or call our customer care.
          </li>
          <li>The refund is processed as soon as the piece passes our quality check.</li>
        </ul>

        <h2>Lifetime exchange and buyback</h2>
        <p>
          Every piece you buy from us keeps its value. At any time after the 15-day window you can exchange it
          for a new design or sell it back to us. The current value is worked out on the day, from that
          day&apos;s rates, and the deduction below is taken from the MRP.
        </p>
        {/* Scrolls sideways on phones: focusable and named so a keyboard can scroll it (WCAG 2.1.1). */}
        <div
          tabIndex={0}
          role="region"
          aria-label="Exchange and buyback deductions"
          className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
        >
          <table className="w-full min-w-[28rem] border-collapse overflow-hidden rounded-card border border-line text-sm">
            <caption className="sr-only">Deduction on MRP for exchange and buyback</caption>
            <thead className="bg-ivory">
              <tr>
                <th scope="col" className={thClass}>
                  Deduction on MRP
                </th>
                <th scope="col" className={thClass}>
                  Bought online or at the same outlet
                </th>
                <th scope="col" className={thClass}>
                  Bought at another outlet
                </th>
              </tr>
            </thead>
            <tbody>
              {DEDUCTIONS.map((row) => (
                <tr key={row.kind}>
                  <th scope="row" className={`${tdClass} text-left font-semibold text-ink`}>
                    {row.kind}
                  </th>
                  <td className={tdClass}>{row.online}</td>
                  <td className={tdClass}>{row.other}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-muted">
          For example, an exchange of an online purchase credits 95% of its value towards your new piece, and
          a buyback pays 90% in cash. You can see an estimate for each piece under My Orders before you
          decide.
        </p>

        <h2>Diamonds and stones</h2>
        <ul>
          <li>
            Exchange and buyback values cover the metal and stones present in the piece when it comes back to
            us.
          </li>
          <li>
            A missing single diamond <strong>above 0.03 ct</strong> is not replaced free of charge.
          </li>
          <li>Bring the diamond certificate with the piece so the stones can be matched quickly.</li>
        </ul>

        <h2>Shipping</h2>
        <p>
          Shipping is <strong>free on every order</strong>, to every address we deliver to, with no minimum
          order value.
        </p>

        <h2>Need help?</h2>
        <p>
          Call <a href={SUPPORT_PHONE_TEL}>{SUPPORT_PHONE}</a> (toll free), read the{" "}
          <Link href="/fa/questions">FAQ</Link>, or visit{" "}
          <Link href="/product/outlets">your nearest outlet</Link> with the piece and its invoice.
        </p>
      </Prose>
    </StaticPage>
  );
}
