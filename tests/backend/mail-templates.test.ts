/**
 * The five order e-mails render from their React templates with what the shopper needs to see: the order code,
 * the line(s) concerned with picture, name and price, the link to the shipment's detail page, the carrier and AWB
 * when shipped, and the refund's amount in rupees with Indian digit grouping and where it went.
 */
import type { OrderEmailEvent, OrderEmailModel } from "../../backend/mail/order-email-data";
import { shipmentUrl } from "../../backend/mail/order-email-data";
import { renderOrderEmail } from "../../backend/mail/render-order-email";
import { storefrontUrl } from "../../backend/mail/config";

const SHOP = "https://shop.example";

function model(event: OrderEmailEvent, extra: Partial<OrderEmailModel> = {}): OrderEmailModel {
  return {
    event,
    orderId: 41,
    orderCode: "SWA261126000041",
    customerName: "Meera Nair",
    placedAt: new Date("2026-11-26T05:00:00Z"),
    paymentMode: "P",
    subtotalPaise: 12_545_000,
    discountPaise: 500_000,
    walletPaise: 100_000,
    payablePaise: 11_945_000,
    shipTo: "12B Lotus, Panampilly Nagar, Kochi, kerala, 682001, India",
    lines: [
      {
        id: 907,
        name: "Aarohi Solitaire Ring",
        colour: "Rose Gold",
        size: "12",
        quantity: 1,
        pricePaise: 12_545_000,
        pictureUrl: `${SHOP}/media/products/aarohi-rose-w320.webp`,
        detailUrl: shipmentUrl(SHOP, "SWA261126000041", 907),
        carrier: "BlueDart",
        awb: "BD778812345IN",
        shippedAt: new Date("2026-11-27T05:00:00Z"),
        deliveredAt: null,
      },
    ],
    expired: false,
    refund: null,
    ordersUrl: `${SHOP}/my/orders`,
    recipient: "meera@example.com",
    ...extra,
  };
}

const DETAIL = "https://shop.example/track/orders?order=SWA261126000041&amp;shipment=907";

describe("order e-mail templates", () => {
  test.each<[OrderEmailEvent, RegExp]>([
    ["placed", /^Your SWA Diamonds order SWA261126000041 is confirmed$/],
    ["shipped", /^Order SWA261126000041 has shipped$/],
    ["delivered", /^Order SWA261126000041 has been delivered$/],
    ["cancelled", /^Order SWA261126000041 has been cancelled$/],
  ])(
    "%s: subject, order code, line with picture, name, price and the detail link",
    async (event, subject) => {
      const mail = await renderOrderEmail(model(event));
      expect(mail.subject).toMatch(subject);
      expect(mail.html).toContain("SWA261126000041");
      expect(mail.html).toContain('src="https://shop.example/media/products/aarohi-rose-w320.webp"');
      expect(mail.html).toContain("Aarohi Solitaire Ring");
      expect(mail.html).toContain("₹1,25,450");
      expect(mail.html).toContain(`href="${DETAIL}"`);
      // The plain-text part carries the same facts and the link, for clients that show no HTML.
      expect(mail.text).toContain("SWA261126000041");
      expect(mail.text).toContain("Aarohi Solitaire Ring");
      expect(mail.text).toContain("https://shop.example/track/orders?order=SWA261126000041&shipment=907");
    },
  );

  test("placed: the figures paid (voucher and wallet shown), and cash orders say what is due on delivery", async () => {
    const online = await renderOrderEmail(model("placed"));
    expect(online.text).toContain("Voucher: − ₹5,000");
    expect(online.text).toContain("Paid from wallet: − ₹1,000");
    expect(online.text).toContain("Paid: ₹1,19,450");
    const cash = await renderOrderEmail(model("placed", { paymentMode: "C" }));
    expect(cash.text).toContain("To pay on delivery: ₹1,19,450");
  });

  test("shipped: carrier and AWB", async () => {
    const mail = await renderOrderEmail(model("shipped"));
    expect(mail.text).toContain("Carrier: BlueDart");
    expect(mail.text).toContain("Tracking number (AWB): BD778812345IN");
    const untracked = await renderOrderEmail(model("placed"));
    expect(untracked.text).not.toContain("BD778812345IN");
  });

  test("cancelled: an expired unpaid order says why and that the voucher and wallet are free again", async () => {
    const requested = await renderOrderEmail(model("cancelled"));
    expect(requested.text).toContain("As you asked, we have cancelled the item below.");
    const expired = await renderOrderEmail(model("cancelled", { expired: true }));
    expect(expired.text).toContain("We did not receive the payment for this order in the time allowed");
    expect(expired.text).toContain("voucher and wallet balance");
  });

  test("refund: amount in rupees with Indian grouping, and its destination", async () => {
    const toSource = await renderOrderEmail(
      model("refund", {
        refund: { amountPaise: 12_345_678, destination: "source", reason: "cancel", status: "processed" },
      }),
    );
    expect(toSource.subject).toBe("Refund of ₹1,23,456.78 for order SWA261126000041");
    expect(toSource.text).toContain("We have refunded ₹1,23,456.78 to your original payment method.");
    const toWallet = await renderOrderEmail(
      model("refund", {
        refund: { amountPaise: 10_000_000, destination: "swa", reason: "return", status: "processed" },
      }),
    );
    expect(toWallet.text).toContain("We have refunded ₹1,00,000 to your SWA wallet.");
    const late = await renderOrderEmail(
      model("refund", {
        refund: { amountPaise: 50_000, destination: "source", reason: "late_payment", status: "pending" },
      }),
    );
    expect(late.text).toContain("Your payment reached us after order SWA261126000041 had expired");
  });

  test("the storefront origin comes from STOREFRONT_URL, then SITE_URL, else localhost:3000", () => {
    expect(
      storefrontUrl({ NODE_ENV: "test", STOREFRONT_URL: "https://www.swa.example/" } as NodeJS.ProcessEnv),
    ).toBe("https://www.swa.example");
    expect(storefrontUrl({ NODE_ENV: "test", SITE_URL: "https://site.example" } as NodeJS.ProcessEnv)).toBe(
      "https://site.example",
    );
    expect(storefrontUrl({} as NodeJS.ProcessEnv)).toBe("http://localhost:3000");
    expect(
      storefrontUrl({ NODE_ENV: "test", STOREFRONT_URL: "javascript:alert(1)" } as NodeJS.ProcessEnv),
    ).toBe("http://localhost:3000");
  });
});
