/**
 * The checkout 'Your details' form (the messages word for word;
 * landmark optional; honorific Mr, Mrs or Others).
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { CHECKOUT_MESSAGES, checkoutFormSchema, type CheckoutFormValues } from "@/lib/checkout/form";

const BLANK: CheckoutFormValues = {
  honorific_name: "Mr",
  fullName: "",
  sEmail: "",
  mobile: "",
  sPhone: "",
  country: "",
  state: "",
  city: "",
  pincode: "",
  hNumber_Bname: "",
  streetColony: "",
  landMark: "",
};

const FILLED: CheckoutFormValues = {
  honorific_name: "Mrs",
  fullName: "Lakshmi Nair",
  sEmail: "lakshmi@example.com",
  mobile: "9847012345",
  sPhone: "9847054321",
  country: "India",
  state: "kerala",
  city: "Kochi",
  pincode: "682016",
  hNumber_Bname: "Flat 4B, Pearl Towers",
  streetColony: "MG Road",
  landMark: "",
};

function renderForm(initial: CheckoutFormValues = BLANK) {
  const onSubmit = jest.fn();
  const onChange = jest.fn();
  render(
    <CheckoutForm
      initial={initial}
      pending={false}
      submitLabel="Continue"
      onSubmit={onSubmit}
      onChange={onChange}
    />,
  );
  return { onSubmit, onChange, user: userEvent.setup() };
}

describe("CheckoutForm", () => {
  it("shows every required field's message at once, word for word", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    for (const text of [
      "Please enter your email address.",
      "Please enter your full name.",
      "Please enter your city.",
      "Please enter your country.",
      "Please enter your house number/building name.",
      "Please enter your street/colony name.",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // Mobile and alternate mobile share the message.
    expect(screen.getAllByText("Please enter your mobile number.")).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    // The first invalid field gets focus and is marked invalid.
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
  });

  it("asks for a valid email and 10-digit mobile numbers", async () => {
    const { user } = renderForm({ ...FILLED, sEmail: "lakshmi@", mobile: "98470", sPhone: "12345" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getAllByText("Please enter a valid 10-digit mobile number.")).toHaveLength(2);
  });

  it("clears a field's message as soon as it is edited", async () => {
    const { user, onChange } = renderForm();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(screen.getByLabelText("City"), "K");
    expect(screen.queryByText("Please enter your city.")).toBeNull();
    expect(screen.getByText("Please enter your full name.")).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ city: "K" }));
  });

  it("keeps only digits in the phone and pincode fields", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Mobile number"), "98a47-012345678");
    expect(screen.getByLabelText("Mobile number")).toHaveValue("9847012345");
    await user.type(screen.getByLabelText("Pincode"), "68 20 169");
    expect(screen.getByLabelText("Pincode")).toHaveValue("682016");
  });

  it("sends a valid form without a landmark", async () => {
    const { user, onSubmit } = renderForm(FILLED);
    await user.click(screen.getByRole("radio", { name: "Others" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...FILLED, honorific_name: "Others", landMark: "" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's messages under their fields", () => {
    render(
      <CheckoutForm
        initial={FILLED}
        pending={false}
        alert="Something went wrong"
        serverErrors={{ fullName: "Should be an albhabet" }}
        submitLabel="Continue"
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByText("Should be an albhabet")).toBeInTheDocument();
  });
});

describe("checkoutFormSchema", () => {
  it("accepts Mr, Mrs and Others only", () => {
    for (const h of ["Mr", "Mrs", "Others"]) {
      expect(checkoutFormSchema.safeParse({ ...FILLED, honorific_name: h }).success).toBe(true);
    }
    const wrong = checkoutFormSchema.safeParse({ ...FILLED, honorific_name: "Dr" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(CHECKOUT_MESSAGES.honorific);
  });

  it("trims values and makes the landmark optional", () => {
    const { landMark: _omit, ...rest } = FILLED;
    void _omit;
    const parsed = checkoutFormSchema.parse({ ...rest, fullName: "  Lakshmi Nair  " });
    expect(parsed.fullName).toBe("Lakshmi Nair");
    expect(parsed.landMark).toBe("");
  });
});
