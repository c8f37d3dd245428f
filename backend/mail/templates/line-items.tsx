/**
 * The shipment(s) an e-mail is about: picture, name, colour/size/quantity, price paid, and a link to the
 * shipment's order detail page; with `tracking`, the carrier and air waybill number under each.
 */
import { Column, Img, Link, Row, Section, Text } from "@react-email/components";
import { formatRupees } from "../../commerce/money";
import type { EmailLine } from "../order-email-data";
import { colours, small } from "./layout";

function details(line: EmailLine): string {
  const parts = [line.colour];
  if (line.size) parts.push(`Size ${line.size}`);
  parts.push(`Qty ${line.quantity}`);
  return parts.join(" · ");
}

/** The lines as rows of a table. */
export function LineItems({ lines, tracking = false }: { lines: EmailLine[]; tracking?: boolean }) {
  return (
    <Section style={{ borderTop: `1px solid ${colours.line}`, margin: "8px 0 18px" }}>
      {lines.map((line) => (
        <Row key={line.id} style={{ borderBottom: `1px solid ${colours.line}` }}>
          <Column style={{ width: "88px", padding: "12px 12px 12px 0", verticalAlign: "top" }}>
            <Img
              src={line.pictureUrl}
              alt={line.name}
              width="80"
              height="80"
              style={{ border: `1px solid ${colours.line}`, objectFit: "cover" }}
            />
          </Column>
          <Column style={{ padding: "12px 0", verticalAlign: "top" }}>
            <Text style={{ fontSize: "15px", lineHeight: "22px", color: colours.ink, margin: "0 0 4px" }}>
              {line.name}
            </Text>
            <Text style={small}>{details(line)}</Text>
            {tracking && line.awb ? (
              <Text style={small}>
                {line.carrier ?? "Courier"} · AWB {line.awb}
              </Text>
            ) : null}
            <Link href={line.detailUrl} style={{ fontSize: "13px", color: colours.brand }}>
              View order details
            </Link>
          </Column>
          <Column style={{ width: "110px", padding: "12px 0", verticalAlign: "top", textAlign: "right" }}>
            <Text style={{ fontSize: "15px", color: colours.ink, margin: 0 }}>
              {formatRupees(line.pricePaise)}
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
