import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { dishesFor, MenuDemo } from "./menu-demo";

afterEach(() => vi.restoreAllMocks());

describe("/menu-demo", () => {
  it("filters by every diet chosen, shows sold out and breakfast hours, and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderWithProviders(<MenuDemo />);
    expect(screen.getByRole("heading", { name: "Main Courses" })).toBeInTheDocument();
    expect(within(screen.getByTestId("menu-demo-dish-s3")).getByText("Sold out")).toBeInTheDocument();
    expect(within(screen.getByTestId("menu-demo-dish-s4")).getByText("Served until 11:00")).toBeInTheDocument();
    expect(screen.getByTestId("menu-demo-dish-m1")).toHaveTextContent("Size: Small −$3.00, Medium, Large +$4.00");

    await userEvent.click(screen.getByRole("button", { name: "Vegan" }));
    expect(screen.getByRole("button", { name: "Vegan" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByTestId("menu-demo-dish-m1")).not.toBeInTheDocument();
    expect(screen.getByTestId("menu-demo-dish-d2")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Main Courses" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Halal" }));
    expect(screen.getByTestId("menu-demo-empty")).toHaveTextContent("No dish suits every diet chosen");
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getByTestId("menu-demo-dish-m1")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    // A busy 2-core machine renders slowly; nothing here waits on time.
  }, 30_000);

  it("a dish is shown only if it suits every chosen diet", () => {
    expect(dishesFor(["Gluten-Free", "Dairy-Free"]).map((d) => d.id)).toEqual(["m4", "d2"]);
    expect(dishesFor([])).toHaveLength(11);
  });
});
