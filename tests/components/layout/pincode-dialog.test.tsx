import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PincodeDialog, PINCODE_TEXT } from "@/components/layout/pincode-dialog";
import { PINCODE_STORAGE_KEY } from "@/components/layout/pincode-store";
import { pincodeError, sanitizePincodeInput } from "@/lib/validation/pincode";

function mockFetch(status: number, body: unknown) {
  const fn = jest
    .fn()
    .mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

function renderDialog(props: Partial<React.ComponentProps<typeof PincodeDialog>> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  render(<PincodeDialog open onClose={onClose} onSaved={onSaved} closeDelayMs={50} {...props} />);
  return { onClose, onSaved, input: screen.getByLabelText("Pincode") as HTMLInputElement };
}

beforeEach(() => {
  window.localStorage.clear();
});

describe("pincode rules", () => {
  it("keeps digits only, at most 6", () => {
    expect(sanitizePincodeInput("68a20-1x99")).toBe("682019");
    expect(sanitizePincodeInput("abc")).toBe("");
  });
  it("asks for a pincode when empty and 6 digits otherwise", () => {
    expect(pincodeError("")).toBe("Enter Pincode");
    expect(pincodeError("6820")).toBe("Pincode must be 6 digits");
    expect(pincodeError("682016")).toBeNull();
  });
});

describe("PincodeDialog", () => {
  it("is a labelled modal dialog with focus in the pincode field", () => {
    const { input } = renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Check delivery" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(input).toHaveFocus();
  });

  it("shows 'Enter Pincode' for an empty submit and does not call the store", async () => {
    const fetchMock = mockFetch(200, {});
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText("Enter Pincode")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects letters and caps the input at 6 digits", async () => {
    const { input } = renderDialog();
    await userEvent.type(input, "6a8b2c0d1e6f9");
    expect(input.value).toBe("682016");
  });

  it("on success shows the delivery options, stores the pincode and closes", async () => {
    const fetchMock = mockFetch(200, { ok: true, area: "Ernakulam", pincode: "682016" });
    const { input, onClose, onSaved } = renderDialog();
    await userEvent.type(input, "682016");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText(PINCODE_TEXT.payment)).toBeInTheDocument();
    expect(screen.getByText("Cash / Card delivery option available")).toBeInTheDocument();
    expect(screen.getByText("Standard delivery available")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/pincode?pincode=682016", expect.anything());
    expect(window.localStorage.getItem(PINCODE_STORAGE_KEY)).toBe("682016");
    expect(onSaved).toHaveBeenCalledWith("682016");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("for an unserviceable pincode says 'Invalid pin code' and 'Standard delivery not available'", async () => {
    mockFetch(200, { ok: false, area: null, pincode: "999999" });
    const { input, onClose } = renderDialog();
    await userEvent.type(input, "999999");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Invalid pin code")).toBeInTheDocument();
    expect(screen.getByText("Standard delivery not available")).toBeInTheDocument();
    expect(window.localStorage.getItem(PINCODE_STORAGE_KEY)).toBeNull();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Pincode data unavailable' when the answer has no pincode", async () => {
    mockFetch(200, { ok: true, area: "Somewhere", pincode: null });
    const { input } = renderDialog();
    await userEvent.type(input, "682016");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Pincode data unavailable")).toBeInTheDocument();
  });

  it("says 'Pincode data unavailable' on a 401", async () => {
    mockFetch(401, { error: { code: "unauthorised", message: "Please Login!" } });
    const { input } = renderDialog();
    await userEvent.type(input, "682016");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Pincode data unavailable")).toBeInTheDocument();
  });

  it("prefills the stored pincode and closes on Escape", async () => {
    window.localStorage.setItem(PINCODE_STORAGE_KEY, "560001");
    const { input, onClose } = renderDialog();
    expect(input.value).toBe("560001");
    await act(async () => {
      await userEvent.keyboard("{Escape}");
    });
    expect(onClose).toHaveBeenCalled();
  });
});
