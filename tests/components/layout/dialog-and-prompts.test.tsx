import { useState } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dialog } from "@/components/ui/dialog";
import { ToastProvider, useToast } from "@/components/ui/toast";
import { HeaderIcons } from "@/components/layout/header-icons";
import { LoginEntry, LoginPromptProvider } from "@/components/layout/login-prompt";
import { LoginPromptHost } from "../helpers/login-prompt-host";

function DialogHarness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Size guide"
      >
        <input aria-label="First" />
        <button type="button">Last</button>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("is a labelled modal that traps Tab and gives focus back on Escape", async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Size guide" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByLabelText("First")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Last" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText("First")).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes on a backdrop click", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<DialogHarness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByTestId("modal-backdrop"));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("login prompt", () => {
  function renderShell(loggedIn = false) {
    render(
      <LoginPromptProvider>
        <HeaderIcons loggedIn={loggedIn} cartCount={3} />
        <LoginEntry />
        <LoginPromptHost />
      </LoginPromptProvider>,
    );
  }

  it("wishlist and cart icons ask a guest to log in with 'Please Login'", async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole("button", { name: "Wishlist" }));
    expect(screen.getByRole("dialog", { name: "Please Login" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Cart" }));
    expect(screen.getByRole("dialog", { name: "Please Login" })).toBeInTheDocument();
  });

  it("the Login / Sign up entry opens it with 'Welcome Back'", async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole("button", { name: "Login / Sign up" }));
    expect(screen.getByRole("dialog", { name: "Welcome Back" })).toBeInTheDocument();
  });

  it("signed-in shoppers get links and a cart badge instead", () => {
    renderShell(true);
    expect(screen.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wished/list");
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toHaveAttribute("href", "/shoping/cart");
  });
});

describe("toast", () => {
  function Trigger() {
    const { toast } = useToast();
    return (
      <button type="button" onClick={() => toast("Please Login!")}>
        Add to wishlist
      </button>
    );
  }

  it("shows a message in a live region and removes it after 3 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Add to wishlist" }));
    expect(screen.getByText("Please Login!")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText("Please Login!")).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
