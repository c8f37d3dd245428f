/**
 * Renders an order e-mail: the React template for the event to HTML (@react-email/render) and its plain-text
 * part, with the subject line. Pure apart from the rendering itself.
 */
import { createElement, type ReactElement } from "react";
import { render } from "@react-email/render";
import { formatRupees } from "../commerce/money";
import type { OrderEmailEvent, OrderEmailModel } from "./order-email-data";
import {
  OrderCancelledEmail,
  OrderDeliveredEmail,
  OrderPlacedEmail,
  OrderShippedEmail,
  RefundIssuedEmail,
} from "./templates/order-emails";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const TEMPLATES: Record<OrderEmailEvent, (props: { model: OrderEmailModel }) => ReactElement> = {
  placed: OrderPlacedEmail,
  shipped: OrderShippedEmail,
  delivered: OrderDeliveredEmail,
  cancelled: OrderCancelledEmail,
  refund: RefundIssuedEmail,
};

/** The subject line of an e-mail. */
export function orderEmailSubject(model: OrderEmailModel): string {
  const code = model.orderCode;
  switch (model.event) {
    case "placed":
      return `Your SWA Diamonds order ${code} is confirmed`;
    case "shipped":
      return `Order ${code} has shipped`;
    case "delivered":
      return `Order ${code} has been delivered`;
    case "cancelled":
      return `Order ${code} has been cancelled`;
    case "refund":
      return `Refund of ${formatRupees(model.refund?.amountPaise ?? 0)} for order ${code}`;
  }
}

/**
 * Renders the e-mail for the model's event.
 * @throws Error for a refund e-mail without its refund
 */
export async function renderOrderEmail(model: OrderEmailModel): Promise<RenderedEmail> {
  const element = createElement(TEMPLATES[model.event], { model });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: orderEmailSubject(model), html, text };
}
