/** The account form schemas (lib/validation/account.ts) with their exact messages. */
import {
  addressFormSchema,
  fieldErrorsOf,
  loginEmailSchema,
  loginPhoneSchema,
  otpSchema,
  profileSchema,
  signUpSchema,
} from "../../lib/validation/account";
import { safeReturnPath } from "../../lib/validation/return-path";
import type { z } from "zod";

function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

it("login: email and phone tabs", () => {
  expect(errors(loginEmailSchema, { email: "" })).toEqual({ email: "Email must not be empty" });
  expect(errors(loginEmailSchema, { email: "a@b" })).toEqual({ email: "Invalid email address" });
  expect(errors(loginEmailSchema, { email: " asha@example.co.in " })).toEqual({});
  expect(errors(loginPhoneSchema, { phone: "" })).toEqual({ phone: "Mobile number is required" });
  expect(errors(loginPhoneSchema, { phone: "98765" })).toEqual({ phone: "Mobile number must be 10 digits" });
  expect(errors(loginPhoneSchema, { phone: "9876543210" })).toEqual({});
});

it("OTP: empty, not 6 digits, 6 digits", () => {
  expect(otpSchema.safeParse("").error?.issues[0]?.message).toBe("Please enter OTP");
  expect(otpSchema.safeParse(undefined).error?.issues[0]?.message).toBe("Please enter OTP");
  expect(otpSchema.safeParse("12345").success).toBe(false);
  expect(otpSchema.safeParse("123456").success).toBe(true);
});

it("sign-up: every message at once", () => {
  expect(errors(signUpSchema, { name: "", honorific: "", email: "", phone: "" })).toEqual({
    name: "Name required",
    honorific: "Honorific name must be one of Mr, Mrs, or Others",
    email: "Email must not be empty",
    phone: "Phone number required",
  });
  expect(errors(signUpSchema, { name: "Asha2", honorific: "Mrs", email: "x@", phone: "5876543210" })).toEqual(
    {
      name: "Should be an albhabet",
      email: "Enter your {email}",
      phone: "must be 10 digit number",
    },
  );
  expect(
    errors(signUpSchema, { name: "Asha Menon", honorific: "Others", email: "a@b.co", phone: "6876543210" }),
  ).toEqual({});
});

it("profile: a missing field, an empty one and an invalid one have different messages", () => {
  expect(errors(profileSchema, {})).toEqual({
    name: '"Full Name" is a required field',
    email: '"Email" is a required field',
    phone: '"Mobile Number" is a required field',
  });
  expect(errors(profileSchema, { name: "  ", email: "", phone: "" })).toEqual({
    name: '"Full Name" is required',
    email: "Email must not be empty",
    phone: "Mobile Number is required",
  });
  expect(errors(profileSchema, { name: "A.B", email: "nope", phone: "12" })).toEqual({
    name: '"Full Name" should contain only alphabets',
    email: '"Email" must be  valid ',
    phone: '"Mobile Number" must be a 10-digit number',
  });
});

it("address form: required fields, landmark and email optional", () => {
  expect(errors(addressFormSchema, {})).toEqual({
    fullName: "Full name is required",
    mobile: "Mobile number is required",
    pincode: "Pincode must be 6 digits",
    city: "City is required",
    state: "State is required",
    country: "country is required",
    hNumber_Bname: "House number / Building name is required",
    streetColony: "Street / Colony is required",
  });
  const ok = addressFormSchema.parse({
    fullName: "Asha",
    mobile: "9876543210",
    pincode: "682001",
    city: "Kochi",
    state: "kerala",
    country: "India",
    hNumber_Bname: "12",
    streetColony: "MG Road",
  });
  expect(ok).toMatchObject({ landMark: "", sEmail: "" });
  expect(errors(addressFormSchema, { ...ok, sEmail: "bad" })).toEqual({
    sEmail: "Enter a valid email address",
  });
});

it("safeReturnPath keeps same-site paths only", () => {
  expect(safeReturnPath("/my/orders?x=1#top")).toBe("/my/orders?x=1#top");
  for (const bad of [
    null,
    "",
    "my/orders",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "/a\tb",
  ]) {
    expect(safeReturnPath(bad)).toBeNull();
  }
});
