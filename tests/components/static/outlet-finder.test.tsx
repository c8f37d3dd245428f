import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OutletFinder } from "@/components/outlets/outlet-finder";
import { filterOutlets, rankOutlets, telHref } from "@/components/outlets/outlet-utils";

const outlets = [
  {
    name: "SWA Diamonds MG Road",
    location: "Kochi, Kerala",
    address: "41/2210 MG Road, Ravipuram, Kochi 682016",
    phone_number: "+91 484 235 8810",
    latitude: 9.9716,
    longitude: 76.2852,
  },
  {
    name: "SWA Diamonds Round West",
    location: "Thrissur, Kerala",
    address: "Swaraj Round West, Thrissur 680001",
    phone_number: "+91 487 242 6615",
    latitude: 10.5261,
    longitude: 76.2129,
  },
  {
    name: "SWA Diamonds Karama",
    location: "Dubai, UAE",
    address: "Karama Centre, Dubai",
    phone_number: "+971 4 335 1200",
    latitude: 25.2467,
    longitude: 55.3036,
  },
];

const cardNames = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("outlet helpers", () => {
  it("filters by name, city or address, every word, ignoring case", () => {
    expect(filterOutlets(outlets, "kochi").map((o) => o.name)).toEqual(["SWA Diamonds MG Road"]);
    expect(filterOutlets(outlets, "round thrissur").map((o) => o.name)).toEqual(["SWA Diamonds Round West"]);
    expect(filterOutlets(outlets, "KARAMA")).toHaveLength(1);
    expect(filterOutlets(outlets, "  ")).toHaveLength(3);
    expect(filterOutlets(outlets, "chennai")).toHaveLength(0);
  });

  it("ranks nearest first and makes tel: links", () => {
    const fromThrissur = rankOutlets(outlets, { latitude: 10.52, longitude: 76.21 });
    expect(fromThrissur.map((o) => o.name)).toEqual([
      "SWA Diamonds Round West",
      "SWA Diamonds MG Road",
      "SWA Diamonds Karama",
    ]);
    expect(fromThrissur[0]!.distanceKm).toBeLessThan(2);
    expect(telHref("+91 484 235 8810")).toBe("tel:+914842358810");
  });
});

describe("OutletFinder", () => {
  afterEach(() => {
    Object.defineProperty(navigator, "geolocation", { value: undefined, configurable: true });
  });

  it("lists every outlet with address, a tel: link and the working hours", () => {
    render(<OutletFinder outlets={outlets} />);
    expect(cardNames()).toEqual(outlets.map((o) => o.name));
    expect(
      screen.getByRole("link", { name: "Call SWA Diamonds MG Road on +91 484 235 8810" }),
    ).toHaveAttribute("href", "tel:+914842358810");
    expect(screen.getAllByText("10:00AM TO 10:00PM")).toHaveLength(3);
  });

  it("filters as the shopper types and offers to clear an empty result", async () => {
    const user = userEvent.setup();
    render(<OutletFinder outlets={outlets} />);
    const search = screen.getByRole("searchbox", { name: /search outlets/i });
    await user.type(search, "thrissur");
    expect(cardNames()).toEqual(["SWA Diamonds Round West"]);
    expect(screen.getByText(/1 of 3 outlets match/)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "mumbai");
    expect(screen.getByText("No outlets match “mumbai”")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Clear search" })[0]!);
    expect(cardNames()).toHaveLength(3);
  });

  it("sorts by distance from the shopper's location and fills the delivery pincode from it", async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    const fetchSpy = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ pincode: "682016" }),
    }));
    global.fetch = fetchSpy as unknown as typeof fetch;
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 25.2, longitude: 55.3 } } as GeolocationPosition),
      },
    });
    render(<OutletFinder outlets={outlets} />);
    await user.click(screen.getByRole("button", { name: "Use your current location" }));
    expect(cardNames()[0]).toBe("SWA Diamonds Karama");
    expect(screen.getByText("Showing the outlets nearest to you first.")).toBeInTheDocument();
    expect(within(screen.getAllByRole("listitem")[0]!).getByText(/km away/)).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem("pincode")).toBe("682016"));
    expect(fetchSpy).toHaveBeenCalledWith("/api/pincode/locate", expect.objectContaining({ method: "POST" }));
  });

  it("explains when location is denied and keeps the list", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, message: "denied" } as GeolocationPositionError),
      },
    });
    render(<OutletFinder outlets={outlets} />);
    await user.click(screen.getByRole("button", { name: "Use your current location" }));
    expect(screen.getByText(/Location access is turned off/)).toBeInTheDocument();
    expect(cardNames()).toHaveLength(3);
  });

  it("opens the Book a Visit dialog for the chosen outlet", async () => {
    const user = userEvent.setup();
    render(<OutletFinder outlets={outlets} />);
    await user.click(screen.getByRole("button", { name: "Book a Visit to SWA Diamonds Karama" }));
    // The dialog loads on the first opening.
    expect(await screen.findByRole("dialog", { name: "Book a Visit" })).toHaveTextContent(
      "SWA Diamonds Karama",
    );
  });
});
