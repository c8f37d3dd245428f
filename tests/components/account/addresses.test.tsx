/**
 * Address management: main-address radio, delete from the dots menu after a confirmation, the add form's
 * messages next to each field (cleared on edit), states by country with kerala by default, +91.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Address } from "@/lib/store-api/contract/account";
import { AddressBook } from "@/components/account/address-book";
import { STATES_BY_COUNTRY, geoCountryOf, stateLabel } from "@/lib/geo/states";
import { LOGGED_IN, describedError, mockBff, renderWithShell } from "./helpers";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/add/address",
  useSearchParams: () => new URLSearchParams(),
}));

function address(id: number, over: Partial<Address> = {}): Address {
  return {
    id,
    name: `Shopper ${id}`,
    honorific_name: "Mrs",
    phone_code: "+91",
    phone_number: `98765000${String(id).padStart(2, "0")}`,
    email: null,
    pincode: "682016",
    state: "kerala",
    city: id === 1 ? "Kochi" : "Thrissur",
    country: "India",
    house: `House ${id}`,
    area: "MG Road",
    landmark: null,
    type: "HOME",
    is_main: id === 1,
    ...over,
  };
}

async function settle() {
  for (let i = 0; i < 5; i++) await act(() => jest.advanceTimersByTimeAsync(0));
}

function setup(initial: Address[] | null = [address(1), address(2)]) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithShell(<AddressBook initial={initial} defaultCountry="IND" />, { session: LOGGED_IN });
  const form = screen.getByRole("form", { name: "Add a new address" });
  const field = (name: string) => within(form).getByRole("textbox", { name });
  return { user, form, field };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("state lists", () => {
  it("has India's 28 states and 8 union territories, the emirates, US states and Saudi regions", () => {
    expect(STATES_BY_COUNTRY.IND).toHaveLength(36);
    expect(STATES_BY_COUNTRY.IND.map((s) => s.value)).toEqual(
      expect.arrayContaining(["kerala", "tamil_nadu", "delhi"]),
    );
    expect(STATES_BY_COUNTRY.UAE).toHaveLength(7);
    expect(STATES_BY_COUNTRY.USA).toHaveLength(51);
    expect(STATES_BY_COUNTRY.KSA).toHaveLength(13);
    expect(stateLabel("India", "tamil_nadu")).toBe("Tamil Nadu");
    expect(stateLabel("India", "Some Old Text")).toBe("Some Old Text");
    expect(geoCountryOf("United Arab Emirates")).toBe("UAE");
  });
});

describe("saved addresses", () => {
  it("prints the landmark with one 'Near' and the state by its name", () => {
    setup([address(1, { landmark: "Near Metro", city: "kochi" }), address(2, { landmark: "Lulu Mall" })]);
    const book = screen.getByRole("radiogroup", { name: "Main address" });
    expect(within(book).getByText("Near Metro")).toBeInTheDocument();
    expect(within(book).getByText("Near Lulu Mall")).toBeInTheDocument();
    expect(within(book).queryByText(/Near Near/)).toBeNull();
    expect(within(book).getByText("Kochi, Kerala 682016")).toBeInTheDocument();
    expect(within(book).getByText("Thrissur, Kerala 682016")).toBeInTheDocument();
  });

  it("lists them with exactly one main; choosing a radio makes it main and shows the refetched list", async () => {
    const bff = mockBff({
      "PUT /api/addresses/2/main": {
        status: 200,
        body: { addresses: [address(1, { is_main: false }), address(2, { is_main: true })] },
      },
    });
    const { user } = setup();
    const group = screen.getByRole("radiogroup", { name: "Main address" });
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(2);
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    expect(within(group).getByRole("radio", { name: /Shopper 1/ })).toBeChecked();
    await user.click(within(group).getByRole("radio", { name: /Shopper 2/ }));
    await settle();
    expect(bff.callsTo("PUT /api/addresses/2/main")).toHaveLength(1);
    expect(within(group).getByRole("radio", { name: /Shopper 2/ })).toBeChecked();
    expect(within(group).getByRole("radio", { name: /Shopper 1/ })).not.toBeChecked();
  });

  it("deletes from the dots menu after a confirmation", async () => {
    const bff = mockBff({
      "DELETE /api/addresses/2": { status: 200, body: { deleted: true } },
      "GET /api/addresses": { status: 200, body: { addresses: [address(1)] } },
    });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "More actions for the address of Shopper 2" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const confirm = screen.getByRole("dialog", { name: "Delete this address?" });
    expect(confirm).toHaveTextContent("House 2, MG Road");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(bff.callsTo("DELETE /api/addresses/2")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "More actions for the address of Shopper 2" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Delete this address?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    await settle();
    expect(bff.callsTo("DELETE /api/addresses/2")).toHaveLength(1);
    expect(screen.queryByRole("dialog", { name: "Delete this address?" })).not.toBeInTheDocument();
    expect(screen.queryByText("Shopper 2")).not.toBeInTheDocument();
  });

  it("says so when there are none, and offers a retry when the list could not be read", async () => {
    mockBff({
      "GET /api/addresses": {
        status: 502,
        body: { error: { code: "upstream_unavailable", message: "down" } },
      },
    });
    setup(null);
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent("We could not load your addresses.");
  });
});

describe("add form", () => {
  it("shows every Address form message next to its field and clears it when the field is edited", async () => {
    const bff = mockBff({});
    const { user, form, field } = setup([]);
    await user.click(within(form).getByRole("button", { name: "Save Address" }));
    await settle();
    expect(describedError(field("Full name"))).toBe("Full name is required");
    expect(describedError(field("Mobile number"))).toBe("Mobile number is required");
    expect(describedError(field("Pincode"))).toBe("Pincode must be 6 digits");
    expect(describedError(field("City"))).toBe("City is required");
    expect(describedError(field("House number / Building name"))).toBe(
      "House number / Building name is required",
    );
    expect(describedError(field("Street / Colony"))).toBe("Street / Colony is required");
    expect(describedError(field("Landmark (optional)"))).toBeNull();
    await user.type(field("Mobile number"), "98765");
    await user.click(within(form).getByRole("button", { name: "Save Address" }));
    await settle();
    expect(describedError(field("Mobile number"))).toBe("Mobile number must be 10 digits");
    await user.type(field("Full name"), "A");
    expect(describedError(field("Full name"))).toBeNull();
    expect(describedError(field("City"))).toBe("City is required");
    expect(bff.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("starts in India with Kerala and +91; the state list follows the country", async () => {
    const { user, form } = setup([]);
    const country = within(form).getByRole("combobox", { name: "Country" });
    const state = within(form).getByRole("combobox", { name: "State / Union territory" });
    expect(country).toHaveValue("India");
    expect(state).toHaveValue("kerala");
    expect(within(form).getByText("+91")).toBeInTheDocument();
    await user.selectOptions(country, "United Arab Emirates");
    const emirate = within(form).getByRole("combobox", { name: "Emirate" });
    expect(within(emirate).getByRole("option", { name: "Dubai" })).toBeInTheDocument();
    expect(within(emirate).queryByRole("option", { name: "Kerala" })).not.toBeInTheDocument();
    await user.selectOptions(country, "Saudi Arabia");
    expect(
      within(within(form).getByRole("combobox", { name: "Region" })).getByRole("option", { name: "Riyadh" }),
    ).toBeInTheDocument();
    await user.selectOptions(country, "United States");
    await user.click(within(form).getByRole("button", { name: "Save Address" }));
    await settle();
    expect(describedError(within(form).getByRole("combobox", { name: "State" }))).toBe("State is required");
  });

  it("saves with the address form's field names, then clears the form and refetches the list", async () => {
    const bff = mockBff({
      "POST /api/addresses": { status: 200, body: { id: 9 } },
      "GET /api/addresses": {
        status: 200,
        body: { addresses: [address(9, { name: "Arun Kumar", is_main: true })] },
      },
    });
    const { user, form, field } = setup([]);
    await user.type(field("Full name"), "Arun Kumar");
    await user.type(field("Mobile number"), "9876500000");
    await user.type(field("City"), "Kochi");
    await user.type(field("Pincode"), "682016");
    await user.type(field("House number / Building name"), "Flat 4B");
    await user.type(field("Street / Colony"), "MG Road");
    await user.click(within(form).getByRole("button", { name: "Save Address" }));
    await settle();
    expect(bff.callsTo("POST /api/addresses")[0]?.json).toEqual({
      honorific_name: "Mr",
      fullName: "Arun Kumar",
      mobile: "9876500000",
      sEmail: "",
      country: "India",
      state: "kerala",
      city: "Kochi",
      pincode: "682016",
      hNumber_Bname: "Flat 4B",
      streetColony: "MG Road",
      landMark: "",
    });
    expect(field("Full name")).toHaveValue("");
    expect(screen.getByRole("radio", { name: /Arun Kumar/ })).toBeChecked();
  });
});
