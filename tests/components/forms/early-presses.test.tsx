import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEarlyPresses } from "@/components/forms/use-early-presses";

function Panel({ opened }: { opened: (what: string) => void }) {
  const presses = useEarlyPresses({ size: () => opened("size"), buy: () => opened("buy") });
  return (
    <form {...presses.form}>
      <button {...presses.button("size")}>Select Size</button>
      <button {...presses.button("buy")}>Buy Now</button>
    </form>
  );
}

describe("useEarlyPresses", () => {
  it("answers a click on a hydrated button with its own handler, once, and without submitting", async () => {
    const opened = jest.fn();
    render(<Panel opened={opened} />);
    await userEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(opened.mock.calls).toEqual([["buy"]]);
  });

  it("answers a press that reaches the form's action (React's replay of a press held before hydration) by the pressed button's key", async () => {
    const opened = jest.fn();
    render(<Panel opened={opened} />);
    const form = screen.getByRole("button", { name: "Select Size" }).closest("form")!;
    // A submit with the button as submitter is what React replays: the button's onClick does not run.
    await act(async () => form.requestSubmit(screen.getByRole("button", { name: "Select Size" })));
    expect(opened.mock.calls).toEqual([["size"]]);
  });

  it("ignores a press whose key names no handler", async () => {
    const opened = jest.fn();
    render(<Panel opened={opened} />);
    const form = screen.getByRole("button", { name: "Buy Now" }).closest("form")!;
    const forged = document.createElement("button");
    forged.type = "submit";
    forged.name = "press";
    forged.value = "wishlist";
    form.append(forged);
    await act(async () => form.requestSubmit(forged));
    expect(opened).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Buy Now" })).toBeInTheDocument();
  });
});
