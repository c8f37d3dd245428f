/**
 * Profile edit card (the profile messages word
 * for word, 'Phone number already exists' / 'Email already exists' / 'No changes were made.', profile modal 5 s).
 */
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProfileForm } from "@/components/account/profile-form";
import { photoProblem } from "@/components/account/photo-picker";
import { LOGGED_IN, PromptProbe, SHOPPER, describedError, mockBff, renderWithShell } from "./helpers";

const mockPush = jest.fn();
const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: mockRefresh, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/my/profile",
  useSearchParams: () => new URLSearchParams(),
}));

async function settle() {
  for (let i = 0; i < 5; i++) await act(() => jest.advanceTimersByTimeAsync(0));
}

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithShell(
    <>
      <ProfileForm profile={SHOPPER} />
      <PromptProbe />
    </>,
    { session: LOGGED_IN },
  );
  const field = (name: string) => screen.getByRole("textbox", { name });
  // The form validates asynchronously (react-hook-form): let its messages render before looking.
  const save = async () => {
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await settle();
  };
  return { user, field, save };
}

beforeEach(() => {
  jest.useFakeTimers();
  mockPush.mockReset();
  mockRefresh.mockReset();
  URL.createObjectURL = jest.fn(() => "blob:preview");
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe("ProfileForm", () => {
  it("starts prefilled with the saved profile", () => {
    const { field } = setup();
    expect(field("Full Name")).toHaveValue("Priya Nair");
    expect(field("Email")).toHaveValue("priya@example.com");
    expect(field("Mobile Number")).toHaveValue("9876543210");
    expect(screen.getByText("Upload photo")).toBeInTheDocument();
  });

  it("shows all the Profile messages together, each next to its field", async () => {
    const bff = mockBff({});
    const { user, field, save } = setup();
    await user.clear(field("Full Name"));
    await user.clear(field("Email"));
    await user.clear(field("Mobile Number"));
    await save();
    expect(describedError(field("Full Name"))).toBe('"Full Name" is required');
    expect(describedError(field("Email"))).toBe("Email must not be empty");
    expect(describedError(field("Mobile Number"))).toBe("Mobile Number is required");
    await user.type(field("Full Name"), "Priya 9");
    await user.type(field("Email"), "priya@");
    await user.type(field("Mobile Number"), "1234567890");
    await save();
    expect(describedError(field("Full Name"))).toBe('"Full Name" should contain only alphabets');
    // Word for word, with the old message's double space and trailing space.
    expect(document.getElementById("profile-email-error")?.textContent).toBe('"Email" must be  valid ');
    expect(describedError(field("Mobile Number"))).toBe('"Mobile Number" must be a 10-digit number');
    expect(bff.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("alerts 'No changes were made.' and sends nothing when nothing changed and no photo was chosen", async () => {
    const bff = mockBff({});
    const { save } = setup();
    await save();
    expect(screen.getByRole("alert")).toHaveTextContent("No changes were made.");
    expect(bff.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("refuses a file that is not an image, or over 2 MB, before sending", async () => {
    expect(photoProblem(new File(["x"], "notes.pdf", { type: "application/pdf" }))).toBe(
      "Please choose an image file.",
    );
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    expect(photoProblem(big)).toBe("The photo must be 2 MB or smaller.");
    expect(photoProblem(new File(["x"], "me.png", { type: "image/png" }))).toBeUndefined();

    setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute("accept", "image/*");
    // A browser's picker can still hand over another type ("All files"): the check runs on change.
    fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
    expect(screen.getByText("Please choose an image file.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("sends the photo alone as a change (multipart name, email, phone_number, image)", async () => {
    const bff = mockBff({
      "POST /api/profile": { status: 200, body: { updated: true, contactChanged: false } },
      "GET /api/session": { status: 200, body: LOGGED_IN },
    });
    const { user, save } = setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(["png"], "me.png", { type: "image/png" }));
    await save();
    await settle();
    const body = bff.callsTo("POST /api/profile")[0]?.body as FormData;
    expect(body.get("name")).toBe("Priya Nair");
    expect(body.get("email")).toBe("priya@example.com");
    expect(body.get("phone_number")).toBe("9876543210");
    expect((body.get("image") as File).name).toBe("me.png");
  });

  it("shows 'Phone number already exists' and 'Email already exists' next to their fields", async () => {
    mockBff({
      "POST /api/profile": [
        {
          status: 409,
          body: {
            error: {
              code: "already_exists",
              message: "x",
              fieldErrors: { phone: "Phone number already exists" },
            },
          },
        },
        {
          status: 409,
          body: {
            error: { code: "already_exists", message: "x", fieldErrors: { email: "Email already exists" } },
          },
        },
      ],
    });
    const { user, field, save } = setup();
    await user.clear(field("Mobile Number"));
    await user.type(field("Mobile Number"), "9123456789");
    await save();
    await settle();
    expect(describedError(field("Mobile Number"))).toBe("Phone number already exists");
    await user.clear(field("Email"));
    await user.type(field("Email"), "taken@example.com");
    await save();
    await settle();
    expect(describedError(field("Email"))).toBe("Email already exists");
  });

  it("saved: 'profile updated successfully' for 5 s", async () => {
    mockBff({
      "POST /api/profile": { status: 200, body: { updated: true, contactChanged: false } },
      "GET /api/session": {
        status: 200,
        body: { loggedIn: true, user: { ...SHOPPER, name: "Priya K Nair" } },
      },
    });
    const { user, field, save } = setup();
    await user.clear(field("Full Name"));
    await user.type(field("Full Name"), "Priya K Nair");
    await save();
    await settle();
    expect(screen.getByRole("dialog", { name: "profile updated successfully" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.getByRole("dialog", { name: "profile updated successfully" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog", { name: "profile updated successfully" })).not.toBeInTheDocument();
    expect(field("Full Name")).toHaveValue("Priya K Nair");
    expect(mockPush).not.toHaveBeenCalled();
  });

  it("email or phone changed: after the 5 s modal, goes to / with the login dialog", async () => {
    mockBff({ "POST /api/profile": { status: 200, body: { updated: true, contactChanged: true } } });
    const { user, field, save } = setup();
    await user.clear(field("Email"));
    await user.type(field("Email"), "priya.new@example.com");
    await save();
    await settle();
    expect(screen.getByRole("dialog", { name: "profile updated successfully" })).toBeInTheDocument();
    expect(screen.getByTestId("prompt-state")).toHaveTextContent("closed");
    act(() => jest.advanceTimersByTime(5_000));
    expect(mockPush).toHaveBeenCalledWith("/");
    expect(screen.getByTestId("prompt-state")).toHaveTextContent("open:welcome-back");
  });
});

describe("ProfileForm error states", () => {
  it("a 401 asks the shopper to log in again", async () => {
    mockBff({
      "POST /api/profile": {
        status: 401,
        body: { error: { code: "unauthorised", message: "Please Login!" } },
      },
    });
    const { user, field, save } = setup();
    await user.clear(field("Full Name"));
    await user.type(field("Full Name"), "Priya Menon");
    await save();
    await settle();
    expect(within(screen.getByRole("alert")).getByText("Please Login!")).toBeInTheDocument();
    expect(screen.getByTestId("prompt-state")).toHaveTextContent("open:please-login");
  });
});
