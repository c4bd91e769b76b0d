import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider, useTheme } from "./theme-provider";
import { THEME_STORAGE_KEY } from "./theme-storage";

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <span data-testid="theme">{theme}</span>
      <span data-testid="resolved">{resolvedTheme}</span>
      <button type="button" onClick={() => setTheme("light")}>light</button>
      <button type="button" onClick={() => setTheme("system")}>system</button>
    </div>
  );
}

function stubPrefersDark(matches: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => document.documentElement.classList.remove("light", "dark"));

describe("ThemeProvider", () => {
  it("defaults to dark and applies it as a class on <html>", () => {
    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    expect(THEME_STORAGE_KEY).toBe("tavola-ui-theme");
    expect(screen.getByTestId("theme")).toHaveTextContent("dark");
    expect(document.documentElement).toHaveClass("dark");
    expect(document.documentElement).not.toHaveClass("light");
  });

  it("persists the choice under tavola-ui-theme and restores it", async () => {
    const { unmount } = render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    await userEvent.click(screen.getByRole("button", { name: "light" }));
    expect(window.localStorage.getItem("tavola-ui-theme")).toBe("light");
    expect(document.documentElement).toHaveClass("light");
    unmount();

    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    expect(screen.getByTestId("theme")).toHaveTextContent("light");
  });

  it("follows the OS preference for system", () => {
    stubPrefersDark(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, "system");
    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    expect(screen.getByTestId("resolved")).toHaveTextContent("light");
    expect(document.documentElement).toHaveClass("light");
  });

  it("follows a theme chosen in another tab (the storage event) without a reload", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    expect(document.documentElement).toHaveClass("dark");
    // Another tab writes the choice; this one hears it as a storage event.
    window.localStorage.setItem(THEME_STORAGE_KEY, "light");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "light" }));
    });
    expect(screen.getByTestId("theme")).toHaveTextContent("light");
    expect(document.documentElement).toHaveClass("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("ignores an unknown stored value", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "sepia");
    render(<ThemeProvider><ThemeProbe /></ThemeProvider>);
    act(() => undefined);
    expect(screen.getByTestId("theme")).toHaveTextContent("dark");
  });
});
