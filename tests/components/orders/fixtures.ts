/**
 * Order detail fixtures: wire answers as the store sends them (rupees), parsed by the contract schema and mapped
 * by the page's own view code, so the tests see exactly what the page would.
 */
import { orderDetailSchema, type OrderDetailWire } from "@/lib/store-api/contract/after-sale";
import { orderDetailView } from "@/lib/orders/view";
import type { OrderDetailView } from "@/lib/orders/types";

type WireInput = Record<string, unknown>;

/** A shipment of the fixture order; `over` replaces fields. */
export function wireShipment(over: WireInput = {}): WireInput {
  return {
    id: 71,
    status: "1",
    cancel_button_track: "Ordered",
    cancel_order: null,
    invoice: "",
    docket_number: null,
    product: {
      product_id: 12,
      thumbnail_image: "/media/products/12/thumb.webp",
      product_name: "Aabha Diamond Ring",
      alias: "aabha-rg0136",
    },
    color: { colour_name: "Rose Gold" },
    carrier: null,
    size: "12",
    quantity: 1,
    price: 48250.5,
    line_total: 48250.5,
    shipped_at: null,
    delivered_at: null,
    ...over,
  };
}

/** The fixture order (online payment, PAYDAY voucher, SWA wallet debit) with one shipment. */
export function wireOrder(shipment: WireInput = wireShipment(), over: WireInput = {}): WireInput {
  return {
    id: 501,
    order_code: "SWA2611000501",
    payment_mode: "P",
    grand_total: 46250.5,
    promocode: "PAYDAY",
    created_at: "2026-11-20T06:30:00.000Z",
    payment_status: "paid",
    address: {
      name: "Asha Menon",
      honorific_name: "Mrs",
      phone_code: "+91",
      phone_number: "9876543210",
      pincode: "682001",
      state: "kerala",
      city: "Kochi",
      country: "India",
      house: "12/4 Rose Villa",
      area: "MG Road",
      landmark: "",
    },
    payment_data: {
      itemsubtotal: 48250.5,
      shipping: 0,
      total: 48250.5,
      coupon_discount: 1000,
      payable: 46250.5,
      swa_wallet_used: 1000,
      exchange_wallet_used: 0,
    },
    track_order_details: {
      order_confirmed: "2026-11-20T06:30:00.000Z",
      order_type: "ecom",
      shipped: null,
      delivery: null,
    },
    shipment: [shipment],
    refunds: [],
    ...over,
  };
}

/** The page's view model of a wire order (through the contract schema). */
export function viewOf(order: WireInput, shipmentId = 71): OrderDetailView {
  const wire: OrderDetailWire = orderDetailSchema.parse(order);
  const view = orderDetailView(wire, shipmentId);
  if (!view) throw new Error("fixture shipment not in order");
  return view;
}

/** Answer of `cancel_type: initial` through the BFF (paise). */
export const CANCEL_OPTIONS = {
  options: {
    kind: "cancel",
    totalPaise: 4625050,
    refundPaise: 4625050,
    lte: { deductedPaise: 231253, refundPaise: 4393797 },
    lbb: { deductedPaise: 462505, refundPaise: 4162545 },
    reasons: [
      { code: "ORDERED_BY_MISTAKE", label: "Ordered by mistake" },
      { code: "ITEM_NO_LONGER_NEEDED", label: "Item no longer needed" },
      { code: "OTHER", label: "Other" },
    ],
    refundOptions: [
      { value: "source", label: "Original payment method" },
      { value: "swa", label: "SWA wallet" },
    ],
  },
};
