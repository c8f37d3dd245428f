/**
 * Everything an invoice prints, frozen when it is issued (`invoices.snapshot`): seller, buyer and shipping address,
 * place of supply, the line with its weights and value build-up, and the money figures in INR (and, for exports,
 * in the order's currency). Built by a pure function from the order as it was placed, so the arithmetic is testable
 * without a database. An export order (orders.supply 'export') is zero-rated: its invoice charges no GST at all.
 */
import type { StoredBreakup } from "../commerce/price-breakup";
import { convertFigures, lineFigures, type Figures } from "./amounts";
import { cityAndState } from "../../lib/geo/address-text";
import { stateLabel } from "../../lib/geo/states";
import { FOREIGN_COUNTRY, type GstState } from "./gst-states";
import { indiaDate } from "./numbering";
import type { Seller } from "./seller";

/** HSN of articles of jewellery of precious metal. */
export const HSN_JEWELLERY = "7113";

/** A party's block on the invoice. */
export interface InvoiceParty {
  name: string;
  lines: string[];
  state: string;
  /** GST state code, '96' abroad, null when the state is not known */
  stateCode: string | null;
  country: string;
  phone: string;
  email: string;
}

/** The invoiced line (one shipment). Weights are for the whole quantity; null when not known. */
export interface InvoiceLine {
  orderLineId: number;
  description: string;
  sku: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
  /** the line's share of the order's voucher discount, incl. GST (none on a zero-rated export) */
  voucherSharePaise: number;
  purity: string | null;
  metalName: string | null;
  grossWeightMg: number | null;
  netMetalWeightMg: number | null;
  diamondWeightMct: number | null;
  otherStoneWeightMct: number | null;
  huid: string;
  /** where the weights and purity come from: the order ('order'), today's catalogue ('catalogue'), nowhere (null) */
  detailsFrom: "order" | "catalogue" | null;
}

/** The frozen invoice (amounts in minor units: paise for INR). */
export interface InvoiceSnapshot {
  version: 1;
  kind: "tax" | "export";
  invoiceNumber: string;
  financialYear: string;
  seq: number;
  /** 'YYYY-MM-DD' in India */
  invoiceDate: string;
  /** ISO instant: the PDF's creation date, so a re-render is byte-identical */
  issuedAt: string;
  orderCode: string;
  orderDate: string;
  promocode: string | null;
  seller: Seller;
  billTo: InvoiceParty;
  shipTo: InvoiceParty;
  placeOfSupply: GstState;
  /**
   * 'intra': CGST + SGST; 'inter': IGST; 'export': IGST on an export invoice (orders placed before exports were
   * zero-rated); 'zero-rated': an export without payment of IGST, no tax line
   */
  supply: "intra" | "inter" | "export" | "zero-rated";
  line: InvoiceLine;
  inr: Figures;
  /** the voucher share before GST (part of `inr.discount`) */
  voucherExGstPaise: number;
  /** the order's currency for export invoices (null otherwise) */
  currency: { code: string; paisePerUnit: number; figures: Figures } | null;
  /** honest remarks printed under the table (e.g. what the order did not record) */
  notes: string[];
}

/** The order and line as read for invoicing. */
export interface OrderForInvoice {
  orderCode: string;
  createdAt: Date;
  promocode: string | null;
  currencyCode: string;
  paisePerUnit: number;
  address: Record<string, unknown>;
}

export interface LineForInvoice {
  id: number;
  productName: string;
  colourName: string;
  sizeName: string | null;
  sku: string;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
  breakup: StoredBreakup | null;
}

/** Catalogue facts of the product today, used only for lines whose order recorded no breakup. */
export type CatalogueFacts = Pick<
  StoredBreakup,
  | "purity"
  | "metalName"
  | "grossWeightMg"
  | "netMetalWeightMg"
  | "diamondWeightMct"
  | "otherStoneWeightMct"
  | "huid"
>;

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** The shipping address of an order (its address snapshot) as a party block. */
export function partyOf(
  address: Record<string, unknown>,
  state: GstState | null,
  abroad: boolean,
): InvoiceParty {
  const name = [str(address.honorific_name), str(address.name)].filter(Boolean).join(" ");
  // 'Kochi, Kerala, 682001': the stored state code prints by its name, the city in proper case.
  const place = [
    cityAndState({ city: str(address.city), state: str(address.state), country: str(address.country) }),
    str(address.pincode),
  ]
    .filter(Boolean)
    .join(", ");
  return {
    name,
    lines: [
      str(address.house),
      str(address.area),
      str(address.landmark),
      place,
      abroad ? str(address.country) : "",
    ].filter(Boolean),
    state: state?.name ?? stateLabel(str(address.country), str(address.state)),
    stateCode: state?.code ?? null,
    country: str(address.country),
    phone: [str(address.phone_code), str(address.phone_number)].filter(Boolean).join(" "),
    email: str(address.email),
  };
}

/**
 * Builds the snapshot of one line's invoice.
 * @param destination the GST state of the delivery address, or null when it is outside India
 * @param zeroRated an export order that charged no GST (only with a destination outside India)
 * @param duties who pays the destination's import duties and VAT (printed on a zero-rated invoice), or null
 */
export function buildSnapshot(input: {
  number: { invoiceNumber: string; financialYear: string; seq: number };
  issuedAt: Date;
  seller: Seller;
  order: OrderForInvoice;
  line: LineForInvoice;
  voucherSharePaise: number;
  destination: GstState | null;
  catalogue: CatalogueFacts | null;
  zeroRated?: boolean;
  duties?: string | null;
}): InvoiceSnapshot {
  const { order, line, seller } = input;
  const abroad = input.destination === null;
  const zeroRated = abroad && input.zeroRated === true;
  const country = str(order.address.country);
  const placeOfSupply = input.destination ?? { ...FOREIGN_COUNTRY, name: country || FOREIGN_COUNTRY.name };
  const supply = zeroRated
    ? "zero-rated"
    : abroad
      ? "export"
      : placeOfSupply.code === seller.stateCode
        ? "intra"
        : "inter";
  const figures = lineFigures({
    unitPricePaise: line.unitPricePaise,
    quantity: line.quantity,
    voucherSharePaise: input.voucherSharePaise,
    breakup: line.breakup,
    intraState: supply === "intra",
    zeroRated,
  });
  const { voucherExGst, ...inr } = figures;
  const facts = line.breakup ?? input.catalogue;
  const q = line.quantity;
  const notes: string[] = [];
  if (!line.breakup) {
    notes.push(
      "The value build-up (metal, stones, making, discount) was not recorded when this order was placed; the taxable value is worked back from the amount charged.",
    );
    if (input.catalogue) notes.push("Purity and weights are taken from the catalogue on the invoice date.");
  }
  if (zeroRated && input.duties) notes.push(input.duties);
  const party = partyOf(order.address, input.destination, abroad);
  const variant = [line.colourName, line.sizeName ? `Size ${line.sizeName}` : ""].filter(Boolean).join(", ");
  return {
    version: 1,
    kind: abroad ? "export" : "tax",
    ...input.number,
    invoiceDate: indiaDate(input.issuedAt),
    issuedAt: input.issuedAt.toISOString(),
    orderCode: order.orderCode,
    orderDate: indiaDate(order.createdAt),
    promocode: order.promocode,
    seller,
    billTo: party,
    shipTo: party,
    placeOfSupply,
    supply,
    line: {
      orderLineId: line.id,
      description: variant ? `${line.productName} (${variant})` : line.productName,
      sku: line.sku,
      hsn: HSN_JEWELLERY,
      quantity: q,
      unitPricePaise: line.unitPricePaise,
      lineTotalPaise: line.lineTotalPaise,
      voucherSharePaise: input.voucherSharePaise,
      purity: facts?.purity ?? null,
      metalName: facts?.metalName ?? null,
      grossWeightMg: facts ? facts.grossWeightMg * q : null,
      netMetalWeightMg: facts ? facts.netMetalWeightMg * q : null,
      diamondWeightMct: facts ? facts.diamondWeightMct * q : null,
      otherStoneWeightMct: facts ? facts.otherStoneWeightMct * q : null,
      huid: facts?.huid ?? "",
      detailsFrom: line.breakup ? "order" : input.catalogue ? "catalogue" : null,
    },
    inr,
    voucherExGstPaise: voucherExGst,
    currency:
      abroad && order.currencyCode !== "INR"
        ? {
            code: order.currencyCode,
            paisePerUnit: order.paisePerUnit,
            figures: convertFigures(inr, order.paisePerUnit),
          }
        : null,
    notes,
  };
}
