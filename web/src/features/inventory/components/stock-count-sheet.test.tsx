import type { StockCountSheet } from "@tavola/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { StockCountPanel } from "./stock-count-sheet";

const SHEET: StockCountSheet = {
  countId: "c1",
  openedAt: "2030-01-01T18:00:00.000Z",
  lines: [
    { ingredientId: "a", name: "Sea bass", unit: "each", group: "Blue Harbor Fish", expected: 9, unitCostCents: 1450 },
    { ingredientId: "b", name: "Basil", unit: "g", group: "Greenmarket Farms", expected: 240, unitCostCents: null },
    { ingredientId: "c", name: "Ragù", unit: "g", group: "No supplier", expected: 6000, unitCostCents: null },
  ],
};

afterEach(() => vi.restoreAllMocks());

async function openSheet() {
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(jsonResponse(SHEET, 201));
  renderWithProviders(<StockCountPanel restaurantId="r1" />);
  await userEvent.click(screen.getByRole("button", { name: "Start a count" }));
  await screen.findByRole("heading", { name: "Stock count" });
  return fetchSpy;
}

describe("the stock count sheet", () => {
  it("groups rows by supplier, shows each typed row's variance and value, and Enter moves to the next row", async () => {
    await openSheet();
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(["Blue Harbor Fish", "Greenmarket Farms", "No supplier"]);
    const seaBass = screen.getByLabelText("Sea bass");
    expect(seaBass).toHaveAttribute("inputmode", "numeric");
    await userEvent.type(seaBass, "7{Enter}");
    expect(screen.getByTestId("variance-Sea bass")).toHaveTextContent("Variance −2 pcs");
    expect(screen.getByTestId("value-Sea bass")).toHaveTextContent("-$29.00");
    expect(screen.getByLabelText("Basil")).toHaveFocus();
    await userEvent.type(screen.getByLabelText("Basil"), "1.5");
    expect(screen.getByTestId("variance-Basil")).toHaveTextContent("Whole numbers only");
    expect(screen.getByTestId("text-count-summary")).toHaveTextContent("1 of 3 counted · variance value -$29.00");
    // The last row's Enter goes to Submit.
    await userEvent.type(screen.getByLabelText("Ragù"), "{Enter}");
    expect(screen.getByRole("button", { name: "Submit count" })).toHaveFocus();
  });

  it("search narrows the rows; a wrong row stops the submit before it is sent; the typed rows alone are sent", async () => {
    const fetchSpy = await openSheet();
    await userEvent.type(screen.getByLabelText("Find an ingredient"), "harbor");
    expect(screen.queryByLabelText("Basil")).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Find an ingredient"));
    await userEvent.type(screen.getByLabelText("Basil"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Submit count" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Check Basil: counts are whole numbers");
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await userEvent.clear(screen.getByLabelText("Basil"));
    await userEvent.type(screen.getByLabelText("Basil"), "200");
    fetchSpy.mockResolvedValueOnce(
      jsonResponse({ countId: "c1", submittedAt: "2030-01-01T18:10:00.000Z", lines: [{ ingredientId: "b", name: "Basil", unit: "g", expected: 240, counted: 200, applied: -40, onHand: 190, valueCents: null }], totalValueCents: 0, soldOut: [], restored: [] }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit count" }));
    expect(await screen.findByText("Count saved")).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[1]!;
    expect(String(url)).toBe("/api/restaurants/r1/inventory/counts/c1/submit");
    expect(JSON.parse(String(init!.body))).toEqual({ lines: [{ ingredientId: "b", counted: 200 }] });
  });
});
