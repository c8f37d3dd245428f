/**
 * 'Locate me' in the header's pincode dialog: the browser's position goes to our own BFF only,
 * the nearest pincode fills the field and is checked and stored; refused, unavailable or timed out, the stored
 * pincode stays and the dialog says so; outside India the button is not offered.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PincodeDialog, PINCODE_TEXT } from "@/components/layout/pincode-dialog";
import { PINCODE_CHANGED_EVENT, PINCODE_STORAGE_KEY } from "@/components/layout/pincode-store";

const KOCHI = { latitude: 9.9312, longitude: 76.2673 };

/** navigator.geolocation answering with a position, or failing with a GeolocationPositionError code. */
function mockGeolocation(answer: { coords: typeof KOCHI } | { code: number }) {
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if ("code" in answer) fail(answer as unknown as GeolocationPositionError);
    else ok(answer as unknown as GeolocationPosition);
  });
  Object.defineProperty(navigator, "geolocation", { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

/** fetch: the BFF's locate route answers `located`; the pincode check answers serviceable for that pincode. */
function mockBff(located: { status: number; body: unknown }) {
  const fn = jest.fn(async (url: string, _init?: RequestInit) => {
    if (url === "/api/pincode/locate") {
      return { ok: located.status === 200, status: located.status, json: async () => located.body };
    }
    const pincode = new URL(url, "http://x").searchParams.get("pincode");
    return { ok: true, status: 200, json: async () => ({ ok: true, area: "Ernakulam", pincode }) };
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

function renderDialog(inIndia = true) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  render(<PincodeDialog open onClose={onClose} onSaved={onSaved} closeDelayMs={50} inIndia={inIndia} />);
  return { onClose, onSaved, input: screen.getByLabelText("Pincode") as HTMLInputElement };
}

beforeEach(() => window.localStorage.clear());

describe("PincodeDialog 'Locate me'", () => {
  it("fills the nearest pincode, checks it, stores it and tells the page", async () => {
    window.localStorage.setItem(PINCODE_STORAGE_KEY, "110001");
    mockGeolocation({ coords: KOCHI });
    const fetchMock = mockBff({ status: 200, body: { pincode: "682011", area: "Ernakulam" } });
    const changed = jest.fn();
    window.addEventListener(PINCODE_CHANGED_EVENT, changed);
    const { input, onSaved, onClose } = renderDialog();

    await userEvent.click(screen.getByRole("button", { name: "Locate me" }));

    expect(await screen.findByText(PINCODE_TEXT.standard)).toBeInTheDocument();
    expect(input.value).toBe("682011");
    expect(window.localStorage.getItem(PINCODE_STORAGE_KEY)).toBe("682011");
    expect(onSaved).toHaveBeenCalledWith("682011");
    expect(changed).toHaveBeenCalled();
    // The coordinates went to our own BFF, in a POST body, and nowhere else.
    const urls = fetchMock.mock.calls.map((c) => c[0]);
    expect(urls).toEqual(["/api/pincode/locate", "/api/pincode?pincode=682011"]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(KOCHI);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    window.removeEventListener(PINCODE_CHANGED_EVENT, changed);
  });

  it.each([
    [1, "Location access was refused. We kept your pincode 110001."],
    [2, "We could not find your location just now. We kept your pincode 110001."],
    [3, "Finding your location took too long. We kept your pincode 110001."],
  ])("keeps the stored pincode when the position fails with code %i and says so", async (code, text) => {
    window.localStorage.setItem(PINCODE_STORAGE_KEY, "110001");
    mockGeolocation({ code });
    const fetchMock = mockBff({ status: 200, body: { pincode: "682011", area: null } });
    const { input, onSaved, onClose } = renderDialog();

    await userEvent.click(screen.getByRole("button", { name: "Locate me" }));

    expect(await screen.findByTestId("locate-message")).toHaveTextContent(text);
    expect(input.value).toBe("110001");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(window.localStorage.getItem(PINCODE_STORAGE_KEY)).toBe("110001");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks for a pincode when refused and none is stored", async () => {
    mockGeolocation({ code: 1 });
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Locate me" }));
    expect(await screen.findByTestId("locate-message")).toHaveTextContent(
      "Location access was refused. Please enter your pincode instead.",
    );
  });

  it("says so when the store finds no Indian pincode near the position", async () => {
    window.localStorage.setItem(PINCODE_STORAGE_KEY, "110001");
    mockGeolocation({ coords: { latitude: 51.5, longitude: -0.12 } });
    mockBff({ status: 404, body: { error: { message: "No Indian pincode near this location" } } });
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Locate me" }));
    expect(await screen.findByTestId("locate-message")).toHaveTextContent(
      "We deliver in India only and found no Indian pincode near you. We kept your pincode 110001.",
    );
    expect(window.localStorage.getItem(PINCODE_STORAGE_KEY)).toBe("110001");
  });

  it("shows 'Locating…' and disables both buttons while the position is pending", async () => {
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: { getCurrentPosition: jest.fn() }, // never answers
    });
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Locate me" }));
    expect(screen.getByRole("button", { name: "Locating…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Check" })).toBeDisabled();
  });

  it("is not offered outside India (it finds Indian pincodes only)", () => {
    renderDialog(false);
    expect(screen.queryByRole("button", { name: "Locate me" })).toBeNull();
    expect(screen.getByRole("button", { name: "Check" })).toBeInTheDocument();
  });
});
