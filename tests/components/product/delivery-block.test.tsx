import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { colourMedia, initialColour } from "@/lib/catalogue/colours";
import { ProductColourProvider } from "@/components/product/product-colour";
import { DeliveryBlock } from "@/components/product/delivery-block";
import { productPageIcons } from "@/components/product/product-page-icons";
import { announceSize } from "@/components/product/size-selection";
import { storePincode } from "@/components/layout/pincode-store";
import type { DeliveryCheckAnswer } from "@/lib/leads/delivery-answer";
import { diamondRing } from "./fixtures";

/** A fetch answer as the components read it (jsdom has no Response). */
const reply = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

const ANSWERS: Record<string, DeliveryCheckAnswer> = {
  "682001": {
    tag: "Delivery in 24 hrs",
    deliveryDate: "2026-01-30",
    shops: [
      { name: "SWA Diamonds MG Road", location: "Kochi", in24Hours: true, nextDay: true, distanceKm: 16 },
    ],
  },
  "110001": { tag: "Shipment in next day", deliveryDate: "2026-01-30", shops: [] },
  "799001": { tag: "Shipment in next 5 working days", deliveryDate: "2026-01-30", shops: [] },
};

let calls: Record<string, unknown>[];

beforeEach(() => {
  window.localStorage.clear();
  calls = [];
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push(body);
    return reply(200, ANSWERS[String(body.pincode)]);
  }) as unknown as typeof fetch;
});

/** Renders the block and lets its lazily loaded status lines (`DeliveryStatus`) arrive, as after hydration. */
async function renderBlock(hasSizes: boolean) {
  const colours = colourMedia(diamondRing());
  const view = render(
    <ProductColourProvider colours={colours} initial={initialColour(colours, "white")}>
      <DeliveryBlock productId={42} hasSizes={hasSizes} icons={productPageIcons.delivery} />
    </ProductColourProvider>,
  );
  await act(async () => {
    await import("@/components/product/delivery-status");
  });
  return view;
}

describe("DeliveryBlock", () => {
  it("says 'Check delivery date' without a pincode and calls nothing", async () => {
    await renderBlock(false);
    expect(screen.getByTestId("delivery-status")).toHaveTextContent("Check delivery date");
    expect(calls).toEqual([]);
  });

  it("shows each tag under its shopper-facing name, with the date for 7 day shipping", async () => {
    await renderBlock(false);
    act(() => storePincode("682001"));
    expect(await screen.findByText("24hr Delivery")).toBeInTheDocument();
    expect(screen.getByText("Free trial at home available")).toBeInTheDocument();
    act(() => storePincode("110001"));
    expect(await screen.findByText("Next day shipping")).toBeInTheDocument();
    act(() => storePincode("799001"));
    expect(await screen.findByText("7 day shipping")).toBeInTheDocument();
    expect(screen.getByTestId("delivery-note")).toHaveTextContent("Free delivery by Fri, 30 Jan");
    expect(calls.map((c) => c.pincode)).toEqual(["682001", "110001", "799001"]);
  });

  it("asks for a size first when the piece has sizes, then checks that size", async () => {
    storePincode("682001");
    await renderBlock(true);
    expect(screen.getByTestId("delivery-status")).toHaveTextContent("Size is required");
    expect(calls).toEqual([]);
    act(() => announceSize({ productId: 42, sizeId: 8 }));
    expect(await screen.findByText("24hr Delivery")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ product_id: 42, size_id: 8, pincode: "682001" });
  });

  it("keeps the stored pincode and says so when location access is refused", async () => {
    storePincode("682001");
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 1 }),
      },
    });
    await renderBlock(false);
    await userEvent.setup().click(screen.getByRole("button", { name: "Locate me" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Location access was refused. We kept your pincode 682001.",
    );
    expect(window.localStorage.getItem("pincode")).toBe("682001");
  });
});
