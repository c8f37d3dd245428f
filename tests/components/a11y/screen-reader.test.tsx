/**
 * What a screen-reader user gets: form errors tied to their fields (aria-invalid and an
 * accessible description that is the message) in the login, OTP, sign-up, checkout, address and bank forms;
 * discounted prices read as 'was ₹20,862, now ₹17,732'; star ratings as 'Rated 4.5 out of 5'; status changes
 * (OTP sent) in the polite live region; product photos named by product, colour and view, thumbnails decorative.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddressForm } from "@/components/account/address-form";
import { LoginDialog } from "@/components/account/login-dialog";
import { OtpDialog } from "@/components/account/otp-dialog";
import { SignUpDialog } from "@/components/account/sign-up-dialog";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { ColourSwatches } from "@/components/product/colour-swatches";
import { Price } from "@/components/product/price";
import { ProductColourProvider } from "@/components/product/product-colour";
import { ProductGallery } from "@/components/product/product-gallery";
import { productPageIcons } from "@/components/product/product-page-icons";
import { RatingStars } from "@/components/product/rating-stars";
import { ToastProvider, useToast } from "@/components/ui/toast";
import { AddBankDialog } from "@/components/wallet/add-bank-dialog";
import { colourMedia, initialColour } from "@/lib/catalogue/colours";
import { CHECKOUT_MESSAGES, type CheckoutFormValues } from "@/lib/checkout/form";
import { LOGIN_MESSAGES, SIGN_UP_MESSAGES } from "@/lib/validation/account";
import { mockBff, renderWithShell } from "../account/helpers";
import { diamondRing } from "../product/fixtures";

jest.mock("embla-carousel-react", () => ({ __esModule: true, default: () => [() => {}, undefined] }));

/** Every field the form marks invalid has the message shown under it as its accessible description. */
function expectInvalidFieldsDescribed(container: HTMLElement): number {
  const invalid = Array.from(container.querySelectorAll<HTMLElement>('[aria-invalid="true"]'));
  for (const field of invalid) {
    const ids = field.getAttribute("aria-describedby") ?? "";
    const shown = ids
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .join(" ")
      .trim();
    expect(shown).not.toBe("");
    expect(field).toHaveAccessibleDescription(shown);
  }
  return invalid.length;
}

describe("form errors are announced with their field", () => {
  it("login: an empty email is invalid and described by 'Email must not be empty', and gets focus", async () => {
    const user = userEvent.setup();
    renderWithShell(
      <LoginDialog
        open
        title="Welcome Back"
        phoneAllowed
        countryId={1}
        onClose={jest.fn()}
        onOtpSent={jest.fn()}
        onNoAccount={jest.fn()}
        onSignUp={jest.fn()}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Request OTP" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toBeInvalid());
    expect(email).toHaveAccessibleDescription(LOGIN_MESSAGES.emailEmpty);
    expect(email).toHaveFocus();
  });

  it("OTP: 'OTP sent' reaches the live region on opening; an empty or wrong code describes the field", async () => {
    const user = userEvent.setup();
    mockBff({
      "POST /api/account/verify": {
        status: 400,
        body: { error: { code: "invalid_otp", message: "Invalid otp" } },
      },
    });
    renderWithShell(
      <OtpDialog
        open
        request={{ channel: "email", identifier: "asha@example.com", resendAfterSeconds: 60 }}
        onClose={jest.fn()}
        onVerified={jest.fn()}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "" })).toHaveTextContent(
        "OTP sent to your email address asha@example.com.",
      ),
    );
    const otp = screen.getByRole("textbox", { name: "OTP" });
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(otp).toBeInvalid());
    expect(otp).toHaveAccessibleDescription(LOGIN_MESSAGES.otpEmpty);
    await user.type(otp, "123456");
    await waitFor(() => expect(otp).not.toBeInvalid());
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(otp).toHaveAccessibleDescription("Invalid otp"));
    expect(otp).toHaveFocus();
  });

  it("sign-up: each empty field is invalid and described by its own message", async () => {
    const user = userEvent.setup();
    renderWithShell(
      <SignUpDialog
        open
        countryId={1}
        onClose={jest.fn()}
        onRegistered={jest.fn()}
        onOtpSent={jest.fn()}
        onLogin={jest.fn()}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    const dialog = screen.getByRole("dialog", { name: "Create your account" });
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: "Name" })).toBeInvalid());
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(
      SIGN_UP_MESSAGES.nameEmpty,
    );
    expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      SIGN_UP_MESSAGES.emailEmpty,
    );
    expect(expectInvalidFieldsDescribed(dialog)).toBeGreaterThanOrEqual(3);
  });

  it("checkout: the empty form marks every required field and focuses the first", async () => {
    const user = userEvent.setup();
    const blank: CheckoutFormValues = {
      honorific_name: "Mr",
      fullName: "",
      sEmail: "",
      mobile: "",
      sPhone: "",
      country: "India",
      state: "kerala",
      city: "",
      pincode: "",
      hNumber_Bname: "",
      streetColony: "",
      landMark: "",
    };
    const { container } = render(
      <CheckoutForm initial={blank} pending={false} submitLabel="Continue" onSubmit={jest.fn()} />,
    );
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const fullName = screen.getByRole("textbox", { name: "Full name" });
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAccessibleDescription(CHECKOUT_MESSAGES.fullName);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "Please enter your email address.",
    );
    expect(expectInvalidFieldsDescribed(container)).toBeGreaterThanOrEqual(6);
    // Landmark is optional: never marked.
    expect(screen.getByRole("textbox", { name: /landmark/i })).not.toBeInvalid();
  });

  it("address book: the add-address form describes its invalid fields", async () => {
    const user = userEvent.setup();
    const { container } = renderWithShell(<AddressForm defaultCountry="IND" onSaved={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: /save|add/i }));
    await waitFor(() => expect(expectInvalidFieldsDescribed(container)).toBeGreaterThanOrEqual(4));
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveFocus();
  });

  it("bank account: the add-bank dialog describes its invalid fields", async () => {
    const user = userEvent.setup();
    renderWithShell(<AddBankDialog open onClose={jest.fn()} onSaved={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "ADD BANK" }));
    const dialog = screen.getByRole("dialog", { name: "Add bank account" });
    await waitFor(() => expect(expectInvalidFieldsDescribed(dialog)).toBeGreaterThanOrEqual(4));
    expect(within(dialog).getByRole("textbox", { name: "Account Holder Name" })).toHaveFocus();
  });
});

describe("prices, ratings and pictures", () => {
  it("reads a discount as 'was …, now …' in that order, and a plain price alone", () => {
    render(
      <ul>
        <li>
          <a href="#aarohi">
            Aarohi Ring <Price amount={17732} original={20862} currency="INR" />
          </a>
        </li>
        <li>
          <a href="#meera">
            Meera Studs <Price amount={9999} currency="INR" />
          </a>
        </li>
      </ul>,
    );
    expect(screen.getByRole("link", { name: /Aarohi/ })).toHaveAccessibleName(
      "Aarohi Ring was ₹20,862, now ₹17,732",
    );
    expect(screen.getByRole("link", { name: /Meera/ })).toHaveAccessibleName("Meera Studs ₹9,999");
    // What the eye sees: the price to pay, then the old one struck through (both hidden from screen readers).
    const [shown, struck] = Array.from(
      screen.getByRole("link", { name: /Aarohi/ }).querySelectorAll("[aria-hidden]"),
    );
    expect(shown).toHaveTextContent(/^₹17,732$/);
    expect(struck).toHaveTextContent(/^₹20,862$/);
    expect(struck).toHaveClass("line-through");
  });

  it("names star ratings with the rating itself", () => {
    render(
      <>
        <RatingStars value={4.5} />
        <RatingStars value={4.26} />
        <RatingStars value={3} />
      </>,
    );
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 4.3 out of 5" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 3 out of 5" })).toBeInTheDocument();
  });

  it("names each product photo by product, colour and view; thumbnails are decorative", () => {
    const colours = colourMedia(diamondRing());
    render(
      <ProductColourProvider colours={colours} initial={initialColour(colours, undefined)}>
        <ProductGallery name="Aarohi Diamond Halo Ring" icons={productPageIcons.gallery} />
        <ColourSwatches />
      </ProductColourProvider>,
    );
    const track = within(screen.getByTestId("gallery-track"));
    const photos = track.getAllByRole("img");
    expect(photos.length).toBeGreaterThan(1);
    photos.forEach((img, i) =>
      expect(img).toHaveAccessibleName(
        `Aarohi Diamond Halo Ring in Rose Gold, view ${i + 1} of ${photos.length}`,
      ),
    );
    // The thumbnails' pictures add nothing to their button's name ('Show photo 2').
    const thumbs = screen.getByRole("list", { name: "Choose a photo" });
    expect(within(thumbs).queryAllByRole("img")).toHaveLength(0);
    expect(within(thumbs).getByRole("button", { name: "Show photo 2" })).toBeInTheDocument();
  });
});

describe("status changes", () => {
  function Announcer({ message }: { message: string }) {
    const { announce } = useToast();
    return (
      <button type="button" onClick={() => announce(message)}>
        announce
      </button>
    );
  }

  it("announce() puts the words in the polite live region without a visible toast", async () => {
    jest.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <Announcer message="Voucher code applied" />
        </ToastProvider>,
      );
      const region = screen.getByRole("status");
      expect(region).toHaveAttribute("aria-live", "polite");
      act(() => screen.getByRole("button", { name: "announce" }).click());
      act(() => jest.advanceTimersByTime(100));
      expect(region).toHaveTextContent("Voucher code applied");
      expect(within(region).getByText("Voucher code applied")).toHaveClass("sr-only");
      // The same words again are emptied first, so a screen reader reads them again.
      act(() => screen.getByRole("button", { name: "announce" }).click());
      expect(region).toHaveTextContent("");
      act(() => jest.advanceTimersByTime(100));
      expect(region).toHaveTextContent("Voucher code applied");
    } finally {
      jest.useRealTimers();
    }
  });
});
