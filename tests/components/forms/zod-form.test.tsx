/**
 * A form on react-hook-form with its lib/validation schema (components/forms/use-zod-form), through the checkout
 * details form: every message at once on submit, focus on the first invalid field, an edit clears only its own
 * message, and the server's field messages show (and take focus) the same way.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { CHECKOUT_MESSAGES, type CheckoutFormErrors, type CheckoutFormValues } from "@/lib/checkout/form";

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

function describedBy(input: HTMLElement): string | null {
  const id = input.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function renderForm(serverErrors?: CheckoutFormErrors) {
  const onSubmit = jest.fn();
  const view = render(
    <CheckoutForm
      initial={BLANK}
      pending={false}
      submitLabel="Continue"
      onSubmit={onSubmit}
      serverErrors={serverErrors}
    />,
  );
  return { onSubmit, view, user: userEvent.setup() };
}

describe("a form on useZodForm", () => {
  it("shows every field's message at once on submit and focuses the first invalid field", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const fullName = screen.getByRole("textbox", { name: "Full name" });
    await waitFor(() => expect(describedBy(fullName)).toBe(CHECKOUT_MESSAGES.fullName));
    const expected: [string, string][] = [
      ["Email", CHECKOUT_MESSAGES.emailEmpty],
      ["Mobile number", CHECKOUT_MESSAGES.mobileEmpty],
      ["Alternate mobile number", CHECKOUT_MESSAGES.mobileEmpty],
      ["City", CHECKOUT_MESSAGES.city],
      ["Pincode", CHECKOUT_MESSAGES.pincodeEmpty],
      ["House number / Building name", CHECKOUT_MESSAGES.house],
      ["Street / Colony", CHECKOUT_MESSAGES.street],
    ];
    for (const [label, message] of expected) {
      const input = screen.getByRole("textbox", { name: label });
      expect(describedBy(input)).toBe(message);
      expect(input).toHaveAttribute("aria-invalid", "true");
    }
    expect(describedBy(screen.getByRole("combobox", { name: "Country" }))).toBe(CHECKOUT_MESSAGES.country);
    expect(describedBy(screen.getByRole("textbox", { name: "Landmark (optional)" }))).toBeNull();
    expect(fullName).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    // Typing clears that field's message only, and no other message comes back until the next submit.
    await user.type(screen.getByRole("textbox", { name: "Email" }), "lakshmi@");
    expect(describedBy(screen.getByRole("textbox", { name: "Email" }))).toBeNull();
    expect(describedBy(fullName)).toBe(CHECKOUT_MESSAGES.fullName);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(describedBy(screen.getByRole("textbox", { name: "Email" }))).toBe(
        CHECKOUT_MESSAGES.emailInvalid,
      ),
    );
  });

  it("shows the server's field messages under their fields and focuses the first", async () => {
    renderForm({ sEmail: "Email already exists", pincode: "We do not deliver to this pincode yet." });
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(describedBy(email)).toBe("Email already exists"));
    expect(describedBy(screen.getByRole("textbox", { name: "Pincode" }))).toBe(
      "We do not deliver to this pincode yet.",
    );
    expect(email).toHaveFocus();
  });
});
