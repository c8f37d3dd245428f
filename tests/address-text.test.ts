/**
 * How saved addresses print: the state stored as its code ('kerala') reads by its name, a city typed in one case
 * reads in proper case, and the address book's landmark line says 'Near' once. The invoice PDF is covered in
 * tests/backend/invoices-arithmetic.test.ts, the address book card in tests/components/account/addresses.test.tsx.
 */
import { cityAndState, nearLandmark } from "@/lib/geo/address-text";
import { properPlaceName } from "@/lib/geo/place-name";
import { stateLabel } from "@/lib/geo/states";
import { oneLineAddress } from "../backend/mail/order-email-data";

describe("place names", () => {
  test("a state code prints by its name, a one-case city in proper case", () => {
    expect(cityAndState({ city: "Kochi", state: "kerala", country: "India" })).toBe("Kochi, Kerala");
    expect(cityAndState({ city: "kochi", state: "KERALA", country: "India" })).toBe("Kochi, Kerala");
    expect(cityAndState({ city: "NEW DELHI", state: "delhi", country: "India" })).toBe("New Delhi, Delhi");
    expect(cityAndState({ city: "dubai", state: "ras_al_khaimah", country: "United Arab Emirates" })).toBe(
      "Dubai, Ras Al Khaimah",
    );
    expect(cityAndState({ city: "", state: "tamil_nadu", country: "India" })).toBe("Tamil Nadu");
  });

  test("mixed-case spellings are the shopper's own and stay; free-text states in one case are proper-cased", () => {
    expect(properPlaceName("McLeod Ganj")).toBe("McLeod Ganj");
    expect(properPlaceName("  thiruvananthapuram   (trivandrum) ")).toBe("Thiruvananthapuram (Trivandrum)");
    expect(stateLabel("India", "some old text")).toBe("Some Old Text");
    expect(stateLabel("India", "Some Old Text")).toBe("Some Old Text");
  });

  test("the order e-mail's one-line address reads 'Kochi, Kerala'", () => {
    const line = oneLineAddress({
      house: "12B Lotus",
      area: "Panampilly Nagar",
      landmark: "",
      city: "Kochi",
      state: "kerala",
      pincode: "682001",
      country: "India",
    });
    expect(line).toBe("12B Lotus, Panampilly Nagar, Kochi, Kerala, 682001, India");
  });
});

describe("landmark line", () => {
  test("'Near' is added once, never doubled", () => {
    expect(nearLandmark("Metro")).toBe("Near Metro");
    expect(nearLandmark("Near Metro")).toBe("Near Metro");
    expect(nearLandmark("near the metro station")).toBe("Near the metro station");
    expect(nearLandmark("NEAR  Metro")).toBe("Near Metro");
    expect(nearLandmark("Nearby mall")).toBe("Near Nearby mall");
    expect(nearLandmark("  ")).toBe("");
    expect(nearLandmark(null)).toBe("");
  });
});
