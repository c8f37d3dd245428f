import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { colourMedia, initialColour } from "@/lib/catalogue/colours";
import { ProductColourProvider } from "@/components/product/product-colour";
import { DeliveryBlock } from "@/components/product/delivery-block";
import { DeliveryStandIn, LazyDeliveryBlock } from "@/components/product/lazy-delivery-block";
import { productPageIcons } from "@/components/product/product-page-icons";
import { PINCODE_DIALOG_EVENT, storePincode } from "@/components/layout/pincode-store";
import { diamondRing } from "./fixtures";

const icons = productPageIcons.delivery;
const colours = colourMedia(diamondRing());
const withColour = (node: React.ReactNode) => (
  <ProductColourProvider colours={colours} initial={initialColour(colours, "white")}>
    {node}
  </ProductColourProvider>
);

let located: number;

beforeEach(() => {
  window.localStorage.clear();
  located = 0;
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: {
      getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => {
        located += 1;
        fail({ code: 1 });
      },
    },
  });
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ tag: "Shipment in next day", deliveryDate: "2026-01-30", shops: [] }),
  })) as unknown as typeof fetch;
});

describe("the delivery block's stand-in, shown until the block's code loads", () => {
  it("looks like the block without a pincode, and its Check button already opens the pincode dialog", async () => {
    const opened = jest.fn();
    window.addEventListener(PINCODE_DIALOG_EVENT, opened);
    render(<DeliveryStandIn icons={icons} />);
    expect(screen.getByTestId("delivery-status")).toHaveTextContent(
      "Check delivery dateEnter your pincode or use your location",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Check" }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(PINCODE_DIALOG_EVENT, opened);
  });

  it("says a check is coming when a pincode is stored, with Change in place of Check", () => {
    storePincode("110001");
    render(<DeliveryStandIn icons={icons} />);
    expect(screen.getByTestId("delivery-status")).toHaveTextContent("Checking delivery to 110001");
    expect(screen.getByRole("button", { name: "Change" })).toBeInTheDocument();
  });

  it("does not lose a Locate me press: the block carries it out when it mounts, once", async () => {
    storePincode("682001");
    const standIn = render(<DeliveryStandIn icons={icons} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Locate me" }));
    expect(screen.getByRole("button", { name: "Locating…" })).toBeDisabled();
    expect(located).toBe(0);
    standIn.unmount();

    const block = render(withColour(<DeliveryBlock productId={42} hasSizes={false} icons={icons} />));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Location access was refused. We kept your pincode 682001.",
    );
    expect(located).toBe(1);
    block.unmount();

    // A later visit to a product page does not locate again on its own.
    render(withColour(<DeliveryBlock productId={42} hasSizes={false} icons={icons} />));
    await act(async () => {});
    expect(located).toBe(1);
  });

  it("is replaced by the working block once its code has loaded", async () => {
    storePincode("110001");
    render(withColour(<LazyDeliveryBlock productId={42} hasSizes={false} icons={icons} />));
    expect(await screen.findByText("Next day shipping")).toBeInTheDocument();
  });
});
