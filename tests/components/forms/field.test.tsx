/**
 * The shared form field (components/forms/field): its label names the input, and the hint or the error is what
 * the input is described by, with aria-invalid while an error shows.
 */
import { render, screen } from "@testing-library/react";
import { Field, fieldAria } from "@/components/forms/field";

describe("Field", () => {
  it("labels the input and describes it by its hint while there is no error", () => {
    render(
      <Field id="visit-date" label="Date" hint="Monday to Friday">
        {(aria) => <input id="visit-date" {...aria} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Date" });
    expect(input).toHaveAccessibleDescription("Monday to Friday");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(document.getElementById("visit-date-error")).toBeNull();
  });

  it("shows the error in place of the hint, wired with aria-describedby and aria-invalid", () => {
    render(
      <Field id="visit-date" label="Date" hint="Monday to Friday" error="Please choose a weekday">
        {(aria) => <input id="visit-date" {...aria} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Date" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-describedby", "visit-date-error");
    expect(input).toHaveAccessibleDescription("Please choose a weekday");
    expect(screen.queryByText("Monday to Friday")).toBeNull();
  });

  it("works with an input that spreads fieldAria itself, and marks required and optional fields", () => {
    const { rerender } = render(
      <Field id="address-city" label="City" error="City is required" required>
        <input id="address-city" {...fieldAria("address-city", "City is required")} />
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "City" })).toHaveAccessibleDescription("City is required");
    // The '*' is for the eye only: the accessible name stays the label's text.
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");

    rerender(
      <Field id="address-landMark" label="Landmark" optional>
        <input id="address-landMark" {...fieldAria("address-landMark", undefined)} />
      </Field>,
    );
    const landmark = screen.getByRole("textbox", { name: "Landmark (optional)" });
    expect(landmark).not.toHaveAttribute("aria-describedby");
    expect(landmark).not.toHaveAttribute("aria-invalid");
  });
});
