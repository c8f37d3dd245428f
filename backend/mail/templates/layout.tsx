/**
 * The frame every order e-mail shares: the SWA Diamonds masthead, a heading, the message body and a footer with
 * the order list link. Inline styles only (e-mail clients drop style sheets); React Email components.
 */
import type { ReactNode } from "react";
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";

export const colours = {
  brand: "#6e1f3e",
  gold: "#a97f27",
  ink: "#1f1a1c",
  muted: "#6b6266",
  line: "#e7e0dc",
  ivory: "#fbf8f3",
};

export const text = { fontSize: "15px", lineHeight: "24px", color: colours.ink, margin: "0 0 14px" };
export const small = { fontSize: "13px", lineHeight: "20px", color: colours.muted, margin: "0 0 8px" };

const font = "Georgia, 'Times New Roman', serif";
const sans = "'Helvetica Neue', Arial, sans-serif";

export interface LayoutProps {
  /** the inbox preview line */
  preview: string;
  heading: string;
  ordersUrl: string;
  children: ReactNode;
}

/** The shared page of an order e-mail. */
export function EmailLayout({ preview, heading, ordersUrl, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.ivory, margin: 0, padding: "24px 0", fontFamily: sans }}>
        <Container
          style={{ maxWidth: "600px", backgroundColor: "#ffffff", border: `1px solid ${colours.line}` }}
        >
          <Section style={{ backgroundColor: colours.brand, padding: "20px 32px" }}>
            <Text
              style={{
                fontFamily: font,
                fontSize: "22px",
                letterSpacing: "3px",
                color: "#ffffff",
                margin: 0,
              }}
            >
              SWA DIAMONDS
            </Text>
          </Section>
          <Section style={{ padding: "28px 32px 8px" }}>
            <Heading
              as="h1"
              style={{ fontFamily: font, fontSize: "24px", color: colours.ink, margin: "0 0 18px" }}
            >
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colours.line, margin: "8px 32px" }} />
          <Section style={{ padding: "8px 32px 24px" }}>
            <Text style={small}>
              All your orders are in <Link href={ordersUrl}>My Orders</Link>. For help, reply to this e-mail
              with your order number.
            </Text>
            <Text style={small}>SWA Diamonds · certified gold and diamond jewellery</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
