import Link from "next/link";
import { Accordion } from "@/components/ui/accordion";
import { Prose, StaticPage, sectionHeadingClass, staticMetadata } from "@/components/static/static-page";
import { FAQ_GROUPS } from "@/components/static/faq-data";
import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from "@/components/static/contact";
import { jsonLdScript } from "@/lib/seo/json-ld";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/fa/questions";

export const metadata = staticMetadata(
  "Frequently Asked Questions",
  "Answers about signing in with OTP, your account, delivery, returns, lifetime exchange and buyback, certification and free trial at home at SWA Diamonds.",
  PATH,
);

/** Cached per country (ISR, `lib/shop/shop-page.ts`): the header and footer around it are the country's. */

const faqJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: FAQ_GROUPS.flatMap((g) =>
    g.entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer.join(" ") },
    })),
  ),
};

/** FAQ with an accessible accordion per group. */
export default async function FaqPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  return (
    <StaticPage
      title="Frequently Asked Questions"
      crumb="FAQ"
      path={PATH}
      intro="Quick answers about your account, orders, returns and our services. Can't find yours? Our customer care team is a call away."
    >
      <script {...jsonLdScript(faqJsonLd)} />
      {FAQ_GROUPS.map((group, gi) => (
        <section key={group.title} aria-labelledby={`faq-group-${gi}`} className="mb-10">
          <h2 id={`faq-group-${gi}`} className={sectionHeadingClass}>
            {group.title}
          </h2>
          <Accordion
            defaultOpen={gi === 0 ? [group.entries[0]?.id ?? ""] : []}
            items={group.entries.map((e) => ({
              id: e.id,
              title: e.question,
              content: (
                <>
                  {e.answer.map((p) => (
                    <p key={p.slice(0, 24)} className="mb-2 text-ink/75">
                      {p}
                    </p>
                  ))}
                  {e.link && (
                    <Link
                      href={e.link.href}
                      className="font-medium text-brand-700 underline underline-offset-2"
                    >
                      {e.link.label}
                    </Link>
                  )}
                </>
              ),
            }))}
          />
        </section>
      ))}
      <Prose>
        <p>
          Still have a question? Call <a href={SUPPORT_PHONE_TEL}>{SUPPORT_PHONE}</a> (toll free).
        </p>
      </Prose>
    </StaticPage>
  );
}
