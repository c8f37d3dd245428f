/**
 * GST invoice rules without a database: voucher proration, working back from a GST-inclusive amount to the paisa,
 * the value build-up, export conversion, amounts in words (lakh / crore), financial years in India time, GSTIN
 * check digits and state codes, and the rendered PDF (parsed back with pdf-parse; identical bytes on a re-render).
 */
import fc from "fast-check";
import { convertFigures, lineFigures, prorate, splitInclusive } from "../../backend/invoices/amounts";
import { gstStateByName, gstStateOfAddress, isIndia } from "../../backend/invoices/gst-states";
import { financialYearOf, formatInvoiceNumber, indiaDate } from "../../backend/invoices/numbering";
import { renderInvoicePdf } from "../../backend/invoices/pdf";
import { DEFAULT_GSTIN, gstinCheckDigit, isValidGstin, sellerFromEnv } from "../../backend/invoices/seller";
import { buildSnapshot } from "../../backend/invoices/snapshot";
import { amountInWords, formatAmount, indianWords } from "../../backend/invoices/words";
import { pdfText } from "./helpers/pdf-text";

// pdf-parse runs in a child process (pdf.js takes a second or two to load there).
jest.setTimeout(30_000);

describe("voucher proration (largest remainder)", () => {
  test("shares are whole paise, sum to the discount and follow the line totals", () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(200_000, [5_000_000, 3_000_000, 2_000_000])).toEqual([100_000, 60_000, 40_000]);
    expect(prorate(0, [10, 20])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = prorate(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((p, i) => expect(Math.abs(p - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1));
        },
      ),
    );
  });
});

describe("working back from the amount paid", () => {
  test("taxable + CGST + SGST (or IGST) equals the amount to the paisa, tax about 3% of taxable", () => {
    expect(splitInclusive(10_300_00, true)).toEqual({
      taxable: 10_000_00,
      cgst: 150_00,
      sgst: 150_00,
      igst: 0,
    });
    expect(splitInclusive(10_300_00, false)).toEqual({ taxable: 10_000_00, cgst: 0, sgst: 0, igst: 300_00 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), fc.boolean(), (amount, intra) => {
        const s = splitInclusive(amount, intra);
        expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(amount);
        expect(s.cgst).toBe(s.sgst);
        expect(Math.abs(s.cgst + s.sgst + s.igst - s.taxable * 0.03)).toBeLessThanOrEqual(2);
      }),
    );
  });

  test("the build-up adds up to the taxable value; rounding is what is left, small and explicit", () => {
    const breakup = {
      metal: 2_870_000,
      diamonds: 3_808_000,
      otherStones: 0,
      making: 1_351_900,
      discount: 940_000,
      gst: 212_697,
      finalPrice: 7_302_600,
      purity: "14K",
      metalName: "Gold 14K",
      grossWeightMg: 5_120,
      netMetalWeightMg: 4_920,
      diamondWeightMct: 245,
      otherStoneWeightMct: 0,
      huid: "A1B2C3",
    };
    const f = lineFigures({
      unitPricePaise: 7_302_600,
      quantity: 2,
      voucherSharePaise: 300_000,
      breakup,
      intraState: true,
    });
    expect(f.total).toBe(2 * 7_302_600 - 300_000);
    expect(f.taxable + f.cgst + f.sgst).toBe(f.total);
    expect((f.metal ?? 0) + (f.stones ?? 0) + (f.making ?? 0) - (f.discount ?? 0) + (f.rounding ?? 0)).toBe(
      f.taxable,
    );
    expect(f.metal).toBe(5_740_000);
    expect(Math.abs(f.rounding ?? 99)).toBeLessThanOrEqual(100);
    const usd = convertFigures(f, 8_450);
    expect(usd.total).toBe(Math.round((f.total * 100) / 8_450));
    expect(usd.taxable + usd.igst).toBe(usd.total);
    expect(
      (usd.metal ?? 0) + (usd.stones ?? 0) + (usd.making ?? 0) - (usd.discount ?? 0) + (usd.rounding ?? 0),
    ).toBe(usd.taxable);
  });

  test("without a recorded build-up the parts are unknown (null), never invented", () => {
    const f = lineFigures({
      unitPricePaise: 5_000_00,
      quantity: 1,
      voucherSharePaise: 0,
      breakup: null,
      intraState: false,
    });
    expect([f.metal, f.stones, f.making, f.discount, f.rounding]).toEqual([null, null, null, null, null]);
    expect(f.taxable + f.igst).toBe(5_000_00);
  });
});

describe("words and figures", () => {
  test("Indian numbering: lakh and crore", () => {
    expect(indianWords(1_23_45_678)).toBe(
      "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight",
    );
    expect(indianWords(73_589)).toBe("Seventy-Three Thousand Five Hundred Eighty-Nine");
    expect(amountInWords(7_358_950, "INR")).toBe(
      "Rupees Seventy-Three Thousand Five Hundred Eighty-Nine and Fifty Paise Only",
    );
    expect(amountInWords(84_646, "USD")).toBe("US Dollars Eight Hundred Forty-Six and Forty-Six Cents Only");
    expect(formatAmount(1_234_567_89)).toBe("12,34,567.89");
    expect(formatAmount(-5)).toBe("-0.05");
    expect(formatAmount(1_234_567_89, "USD")).toBe("1,234,567.89");
  });
});

describe("financial year and numbering", () => {
  test("the year turns on 1 April in India, not in UTC", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27"); // 23:59:59 IST
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28"); // 00:00 IST, 1 April
    expect(financialYearOf(new Date("2026-11-26T09:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
    expect(indiaDate(new Date("2026-11-26T20:00:00Z"))).toBe("2026-11-27");
    expect(formatInvoiceNumber("SWA", "2026-27", 42)).toBe("SWA/26-27/000042");
  });
});

describe("seller and states", () => {
  test("GSTIN check digit (GSTN mod 36) and the default seller's GSTIN", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("27AAPFU0939F1ZA")).toBe(false);
    expect(gstinCheckDigit("27AAPFU0939F1Z")).toBe("V");
    expect(DEFAULT_GSTIN).toHaveLength(15);
    expect(isValidGstin(DEFAULT_GSTIN)).toBe(true);
    const seller = sellerFromEnv({});
    expect(seller.gstin.slice(0, 2)).toBe(seller.stateCode);
    expect(seller.state).toBe("Kerala");
    expect(() => sellerFromEnv({ INVOICE_SELLER_STATE: "Karnataka" })).toThrow(
      /does not belong to Karnataka/,
    );
    expect(() => sellerFromEnv({ INVOICE_SELLER_GSTIN: "32AAKCS4821M1Z0" })).toThrow(/not a valid GSTIN/);
  });

  test("state names as shoppers and India Post spell them; the pincode when the state is unknown", () => {
    expect(gstStateByName("kerala")).toEqual({ name: "Kerala", code: "32" });
    expect(gstStateByName("ANDAMAN & NICOBAR ISLANDS")?.code).toBe("35");
    expect(gstStateByName("Pondicherry")?.code).toBe("34");
    expect(gstStateOfAddress("Karnatak", "560011")?.name).toBe("Karnataka");
    expect(gstStateOfAddress("Nowhere", "000000")).toBeNull();
    expect(isIndia("India")).toBe(true);
    expect(isIndia("United Arab Emirates")).toBe(false);
  });
});

describe("the PDF", () => {
  const BENGALURU = {
    name: "Anjali Menon",
    house: "12B",
    area: "Jayanagar",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560011",
    country: "India",
  };
  const snapshot = (address: Record<string, string> = BENGALURU) =>
    buildSnapshot({
      number: { invoiceNumber: "SWA/26-27/000042", financialYear: "2026-27", seq: 42 },
      issuedAt: new Date("2026-11-26T09:30:00Z"),
      seller: sellerFromEnv({}),
      order: {
        orderCode: "SWA261120000123",
        createdAt: new Date("2026-11-20T10:00:00Z"),
        promocode: null,
        currencyCode: "INR",
        paisePerUnit: 100,
        address,
      },
      line: {
        id: 34,
        productName: "Aarohi Ring",
        colourName: "Yellow",
        sizeName: null,
        sku: "SWR-1",
        quantity: 1,
        unitPricePaise: 1_23_45_678_00,
        lineTotalPaise: 1_23_45_678_00,
        breakup: null,
      },
      voucherSharePaise: 0,
      destination: gstStateOfAddress(address.state ?? "", address.pincode ?? ""),
      catalogue: null,
    });

  test("parses, shows number, GSTIN, HSN, IGST and the total in figures and words; re-render is identical", async () => {
    const s = snapshot();
    const pdf = await renderInvoicePdf(s);
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("SWA/26-27/000042");
    expect(text).toContain(s.seller.gstin);
    expect(text).toContain("7113");
    expect(text).toContain("IGST @ 3%");
    expect(text).toContain("1,23,45,678.00");
    expect(text).toContain("Rupees One Crore Twenty-Three Lakh");
    expect(text).toContain("Authorised Signatory");
    expect(Buffer.compare(await renderInvoicePdf(snapshot()), pdf)).toBe(0);
  });

  test("an address saved by the form ('kochi', state code 'kerala') prints 'Kochi, Kerala' in bill-to and ship-to", async () => {
    const kochi = { ...BENGALURU, city: "kochi", state: "kerala", pincode: "682001", area: "Panampilly Nagar" };
    const s = snapshot(kochi);
    expect(s.shipTo.lines).toContain("Kochi, Kerala, 682001");
    const { text } = await pdfText(await renderInvoicePdf(s));
    expect(text.match(/Kochi, Kerala, 682001/g)).toHaveLength(2);
    expect(text).not.toMatch(/kochi|kerala/);
  });
});
