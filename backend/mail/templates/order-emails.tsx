/**
 * The five order e-mails: placed, shipped (carrier + AWB), delivered, cancelled (on request or
 * because an online order was not paid in time), refund issued (amount and where it went). Each takes the model
 * loaded by backend/mail/order-email-data.ts and names the order code, the line(s) concerned and the detail page.
 */
import { Button, Section, Text } from "@react-email/components";
import { formatRupees } from "../../commerce/money";
import type { EmailRefund, OrderEmailModel } from "../order-email-data";
import { EmailLayout, colours, small, text } from "./layout";
import { LineItems } from "./line-items";

/** '26 November 2026' in India's time zone. */
export function longDate(d: Date): string {
  return d.toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

function DetailButton({ href }: { href: string }) {
  return (
    <Section style={{ margin: "4px 0 22px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: colours.brand,
          color: "#ffffff",
          fontSize: "14px",
          letterSpacing: "1px",
          padding: "12px 22px",
          textDecoration: "none",
        }}
      >
        VIEW ORDER DETAILS
      </Button>
    </Section>
  );
}

function OrderCode({ model }: { model: OrderEmailModel }) {
  return (
    <Text style={small}>
      Order <strong style={{ color: colours.ink }}>{model.orderCode}</strong> · placed on{" "}
      {longDate(model.placedAt)}
    </Text>
  );
}

function Figure({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <Text style={{ ...small, color: strong ? colours.ink : colours.muted, fontWeight: strong ? 700 : 400 }}>
      {label}: {paise < 0 ? `− ${formatRupees(-paise)}` : formatRupees(paise)}
    </Text>
  );
}

function first(model: OrderEmailModel): string {
  return model.lines[0]?.detailUrl ?? model.ordersUrl;
}

/** Order placed: what was bought, what was paid or is due on delivery, where it goes. */
export function OrderPlacedEmail({ model }: { model: OrderEmailModel }) {
  const cash = model.paymentMode === "C" && model.payablePaise > 0;
  return (
    <EmailLayout
      preview={`We have your order ${model.orderCode}.`}
      heading="Thank you for your order"
      ordersUrl={model.ordersUrl}
    >
      <Text style={text}>Dear {model.customerName},</Text>
      <Text style={text}>
        Your order is confirmed. Each piece is checked against its certificate and hallmark before it is
        packed; we will write again the moment it is on its way.
      </Text>
      <OrderCode model={model} />
      <LineItems lines={model.lines} />
      <Figure label="Items" paise={model.subtotalPaise} />
      {model.discountPaise > 0 ? <Figure label="Voucher" paise={-model.discountPaise} /> : null}
      {model.walletPaise > 0 ? <Figure label="Paid from wallet" paise={-model.walletPaise} /> : null}
      <Figure label={cash ? "To pay on delivery" : "Paid"} paise={model.payablePaise} strong />
      {model.shipTo ? (
        <Text style={{ ...small, marginTop: "12px" }}>Delivering to: {model.shipTo}</Text>
      ) : null}
      <DetailButton href={first(model)} />
    </EmailLayout>
  );
}

/** Shipped: the courier and the air waybill number of each shipment. */
export function OrderShippedEmail({ model }: { model: OrderEmailModel }) {
  const line = model.lines[0];
  return (
    <EmailLayout
      preview={`Order ${model.orderCode} has left our store${line?.awb ? `: AWB ${line.awb}` : ""}.`}
      heading="Your jewellery is on its way"
      ordersUrl={model.ordersUrl}
    >
      <Text style={text}>Dear {model.customerName},</Text>
      <Text style={text}>
        We have handed your parcel to the courier, sealed and insured. Its tracking number is below; an adult
        will need to sign for it on delivery.
      </Text>
      <OrderCode model={model} />
      {line?.awb ? (
        <Text style={text}>
          Carrier: <strong>{line.carrier ?? "Courier"}</strong>
          <br />
          Tracking number (AWB): <strong>{line.awb}</strong>
        </Text>
      ) : null}
      <LineItems lines={model.lines} tracking />
      <DetailButton href={first(model)} />
    </EmailLayout>
  );
}

/** Delivered: the 15-day full-refund return window. */
export function OrderDeliveredEmail({ model }: { model: OrderEmailModel }) {
  return (
    <EmailLayout
      preview={`Order ${model.orderCode} has been delivered.`}
      heading="Delivered"
      ordersUrl={model.ordersUrl}
    >
      <Text style={text}>Dear {model.customerName},</Text>
      <Text style={text}>
        Your order has been delivered. We hope it is worn often and for many years. Your invoice and the
        piece&apos;s details stay on the order page.
      </Text>
      <OrderCode model={model} />
      <LineItems lines={model.lines} />
      <Text style={small}>
        If something is not right, you can request a return from the order page. Returns within 15 days of
        delivery are refunded in full.
      </Text>
      <DetailButton href={first(model)} />
    </EmailLayout>
  );
}

/** Cancelled: at the shopper's request, or an online order whose payment never arrived. */
export function OrderCancelledEmail({ model }: { model: OrderEmailModel }) {
  return (
    <EmailLayout
      preview={`Order ${model.orderCode} has been cancelled.`}
      heading={model.expired ? "Your order has been cancelled" : "Cancellation confirmed"}
      ordersUrl={model.ordersUrl}
    >
      <Text style={text}>Dear {model.customerName},</Text>
      {model.expired ? (
        <Text style={text}>
          We did not receive the payment for this order in the time allowed, so we have cancelled it. Any
          voucher and wallet balance it held are yours to use again, and you are welcome to place the order
          afresh.
        </Text>
      ) : (
        <Text style={text}>
          As you asked, we have cancelled the item{model.lines.length > 1 ? "s" : ""} below. If you had paid
          for
          {model.lines.length > 1 ? " them" : " it"}, a separate e-mail will confirm your refund.
        </Text>
      )}
      <OrderCode model={model} />
      <LineItems lines={model.lines} />
      <DetailButton href={first(model)} />
    </EmailLayout>
  );
}

/** Where a refund went, in words. */
export function refundDestination(refund: EmailRefund): string {
  switch (refund.destination) {
    case "source":
      return "your original payment method";
    case "swa":
      return "your SWA wallet";
    case "exchange":
      return "your exchange wallet";
  }
}

function refundTiming(refund: EmailRefund): string {
  return refund.destination === "source"
    ? "Banks usually show it within 5 to 7 working days."
    : "It is in your wallet now, ready for your next purchase.";
}

/** Refund issued: the amount (₹, Indian grouping) and its destination. */
export function RefundIssuedEmail({ model }: { model: OrderEmailModel }) {
  const refund = model.refund;
  if (!refund) throw new Error("a refund e-mail needs its refund");
  const amount = formatRupees(refund.amountPaise);
  return (
    <EmailLayout
      preview={`${amount} refunded to ${refundDestination(refund)}.`}
      heading={`Refund of ${amount} issued`}
      ordersUrl={model.ordersUrl}
    >
      <Text style={text}>Dear {model.customerName},</Text>
      <Text style={text}>
        {refund.reason === "late_payment"
          ? `Your payment reached us after order ${model.orderCode} had expired, so we have refunded it in full.`
          : refund.reason === "return"
            ? "We have received and checked your return."
            : "Your cancellation is complete."}{" "}
        We have refunded <strong>{amount}</strong> to {refundDestination(refund)}. {refundTiming(refund)}
      </Text>
      <OrderCode model={model} />
      <LineItems lines={model.lines} />
      <DetailButton href={first(model)} />
    </EmailLayout>
  );
}
