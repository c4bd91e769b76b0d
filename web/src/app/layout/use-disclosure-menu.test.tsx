import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import { useDisclosureMenu } from "./use-disclosure-menu";

/** The smallest menu built on the hook, with something outside it to press. */
function Menu() {
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosureMenu();
  return (
    <>
      <div ref={rootRef}>
        <button type="button" {...buttonProps}>
          Menu {open ? "open" : "closed"}
        </button>
        <div {...panelProps}>
          <button type="button" onClick={close}>
            Pick
          </button>
          <a href="#inside">Inside</a>
        </div>
      </div>
      <p>Outside</p>
    </>
  );
}

describe("useDisclosureMenu (the header's account and Executive menus)", () => {
  it("toggles; a press inside keeps it open, a press outside closes it; Escape closes it and focuses the button", async () => {
    renderWithProviders(<Menu />);
    const user = userEvent.setup({ delay: null });
    const button = screen.getByRole("button", { name: /Menu/ });
    const panelId = button.getAttribute("aria-controls")!;
    expect(document.getElementById(panelId)).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(panelId)).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Inside" }));
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByText("Outside"));
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    await user.tab();
    expect(button).not.toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Pick" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("a navigation closes it", async () => {
    const { location } = renderWithProviders(<Menu />, { path: "/ceo-dashboard" });
    const user = userEvent.setup({ delay: null });
    const button = screen.getByRole("button", { name: /Menu/ });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    act(() => location.navigate("/finance"));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
