/**
 * The rate & review form (/rate/review) on the shared form parts: every message at once (the rating's, the
 * title's and the text's together), each read with its own field, focus on the first; the review sent with its
 * ids, a number rating and trimmed texts; the store's field messages under their fields.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewForm } from "@/app/[shop]/rate/review/_components/review-form";
import { REVIEW_RATING_MESSAGE, REVIEW_REQUIRED_MESSAGE } from "@/lib/store-api/contract/review";

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: mockPush }) }));

/** A fetch answer as the components read it (jsdom has no Response). */
const reply = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

const PRODUCT = { id: 42, shipmentId: 7, name: "Aria Diamond Ring", image: "" };

function renderForm(initial = { rating: 0, title: "", text: "" }) {
  render(<ReviewForm product={PRODUCT} initial={initial} editing={false} />);
  return userEvent.setup();
}

const star = (n: number) => screen.getByRole("radio", { name: `${n} ${n === 1 ? "star" : "stars"}` });
const submit = () => screen.getByRole("button", { name: "Submit review" });

describe("ReviewForm", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the rating, title and text messages together, each read with its field, and sends nothing", async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    const user = renderForm();
    await user.click(submit());
    await waitFor(() => expect(star(1)).toHaveAccessibleDescription(REVIEW_RATING_MESSAGE));
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveAccessibleDescription(
      REVIEW_REQUIRED_MESSAGE,
    );
    expect(screen.getByRole("textbox", { name: "Your review" })).toHaveAccessibleDescription(
      REVIEW_REQUIRED_MESSAGE,
    );
    expect(screen.getAllByText(REVIEW_REQUIRED_MESSAGE)).toHaveLength(2);
    expect(star(1)).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("with a title but no rating and no text, shows both missing messages, not only the rating's", async () => {
    global.fetch = jest.fn();
    const user = renderForm();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Lovely");
    await user.click(submit());
    await waitFor(() => expect(screen.getByText(REVIEW_RATING_MESSAGE)).toBeInTheDocument());
    expect(screen.getByRole("textbox", { name: "Your review" })).toHaveAccessibleDescription(
      REVIEW_REQUIRED_MESSAGE,
    );
    expect(screen.getByRole("textbox", { name: "Title" })).not.toHaveAttribute("aria-invalid", "true");
  });

  it("clears a field's message when it is edited, the others stay", async () => {
    global.fetch = jest.fn();
    const user = renderForm();
    await user.click(submit());
    await waitFor(() => expect(screen.getAllByText(REVIEW_REQUIRED_MESSAGE)).toHaveLength(2));
    await user.click(star(4));
    expect(screen.queryByText(REVIEW_RATING_MESSAGE)).not.toBeInTheDocument();
    expect(star(4)).toBeChecked();
    await user.type(screen.getByRole("textbox", { name: "Your review" }), "Sparkles");
    expect(screen.getAllByText(REVIEW_REQUIRED_MESSAGE)).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveAccessibleDescription(
      REVIEW_REQUIRED_MESSAGE,
    );
  });

  it("sends the ids, the stars as a number and the trimmed title and text", async () => {
    const fetchSpy = jest.fn(async () => reply(200, { saved: true, message: null }));
    global.fetch = fetchSpy as unknown as typeof fetch;
    const user = renderForm();
    await user.click(star(4));
    await user.type(screen.getByRole("textbox", { name: "Title" }), "  Wears beautifully ");
    await user.type(
      screen.getByRole("textbox", { name: "Your review" }),
      " Bright stones, light on the ear. ",
    );
    await user.click(submit());
    expect(await screen.findByRole("dialog", { name: "Thank you for your review!" })).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/reviews");
    expect(Object.fromEntries((init.body as FormData).entries())).toEqual({
      product_id: "42",
      shipment_id: "7",
      rating: "4",
      review_title: "Wears beautifully",
      review: "Bright stones, light on the ear.",
    });
  });

  it("keeps an earlier review's stars and shows the store's field message under its field", async () => {
    global.fetch = jest.fn(async () =>
      reply(400, {
        error: {
          code: "invalid_input",
          message: "Keep this under 100 characters",
          fieldErrors: { review_title: "Keep this under 100 characters" },
        },
      }),
    ) as unknown as typeof fetch;
    const user = renderForm({ rating: 3, title: "Good", text: "Nice ring" });
    expect(star(3)).toBeChecked();
    await user.click(submit());
    const title = screen.getByRole("textbox", { name: "Title" });
    await waitFor(() => expect(title).toHaveAccessibleDescription("Keep this under 100 characters"));
    expect(title).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
