import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Accordion } from "@/components/ui/accordion";
import { FAQ_GROUPS } from "@/components/static/faq-data";

const account = FAQ_GROUPS[0]!;
const items = account.entries.map((e) => ({ id: e.id, title: e.question, content: e.answer.join(" ") }));

describe("FAQ accordion", () => {
  it("covers the account questions", () => {
    const questions = account.entries.map((e) => e.question).join(" | ");
    expect(questions).toMatch(/log in/i);
    expect(questions).toMatch(/need an account/i);
    expect(questions).toMatch(/change my name, email or mobile/i);
    expect(questions).toMatch(/forgot my password/i);
  });

  it("opens and closes a panel with Enter and Space, updating aria-expanded", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const first = screen.getByRole("button", { name: items[0]!.title });
    expect(first).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(first.getAttribute("aria-controls")!)!;
    expect(panel).not.toBeVisible();
    expect(panel).toHaveAttribute("role", "region");

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(screen.getByRole("region", { name: items[0]!.title })).toHaveTextContent(/one-time password/);

    await user.keyboard(" ");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });

  it("moves between triggers with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const triggers = screen.getAllByRole("button");
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(triggers[1]).toHaveFocus();
    await user.keyboard("{End}");
    expect(triggers[triggers.length - 1]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(triggers[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(triggers[triggers.length - 1]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(triggers[0]).toHaveFocus();
  });

  it("keeps one panel open at a time unless multiple is set", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpen={[items[0]!.id]} />);
    const [a, b] = screen.getAllByRole("button");
    expect(a).toHaveAttribute("aria-expanded", "true");
    await user.click(b!);
    expect(b).toHaveAttribute("aria-expanded", "true");
    expect(a).toHaveAttribute("aria-expanded", "false");
  });
});
