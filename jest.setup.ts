/** Setup of the `components` Jest project: DOM matchers (toBeInTheDocument, toHaveAccessibleName...). */
import "@testing-library/jest-dom";

// jsdom has <dialog> but not its methods: enough of showModal/close for components that call them.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
