import type { TableQr } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { restaurantFixture } from "@/test/restaurant-fixture";
import { routeFetch } from "@/test/route-fetch";
import { TableCodes } from "./table-codes";

const code = (n: number, token: string): TableQr => ({
  tableId: `t${n}`,
  tableNumber: n,
  section: n < 3 ? "Window" : "Patio",
  capacity: 2 + n,
  checkInPath: `/checkin?t=${token}`,
  shortCode: `K${n}MX`,
  // The server draws the code; the page shows its SVG as it came.
  qrSvg: `<svg xmlns="http://www.w3.org/2000/svg"><title>${token}</title></svg>`,
  rotatedAt: "2030-01-01T12:00:00.000Z",
});

describe("TableCodes", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a QR code for every table with its number, section and seats, and rotates one after confirming", async () => {
    const user = userEvent.setup();
    const rotated: string[] = [];
    let codes = [code(1, "aaaaaaaaaaaaaaaaaaaa"), code(2, "bbbbbbbbbbbbbbbbbbbb"), code(3, "cccccccccccccccccccc")];
    vi.stubGlobal(
      "fetch",
      routeFetch({
        "GET /api/restaurant/workspace?restaurantId=r1": { restaurant: restaurantFixture({ id: "r1" }), menu: [] },
        "GET /api/restaurants/r1/table-codes": () => codes,
        "POST /api/restaurants/r1/tables/t2/qr-code/rotate": () => {
          rotated.push("t2");
          codes = codes.map((c) => (c.tableId === "t2" ? code(2, "zzzzzzzzzzzzzzzzzzzz") : c));
          return jsonResponse(code(2, "zzzzzzzzzzzzzzzzzzzz"));
        },
      }),
    );
    renderWithProviders(<TableCodes />, { path: "/restaurant-dashboard/table-codes?restaurantId=r1" });

    const list = await screen.findByRole("list", { name: "Table QR codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    const image = await screen.findByRole("img", { name: "QR code for table 2" });
    const before = image.getAttribute("src");
    expect(before).toMatch(/^data:image\/svg\+xml/);
    const card = screen.getByRole("article", { name: "Table 2" });
    expect(card).toHaveTextContent("Window · 4 seats");
    // The short code Manual Entry asks for, beside the number.
    expect(within(card).getByTestId("text-short-code-2")).toHaveTextContent("K2MX");

    await user.click(within(card).getByRole("button", { name: "Rotate code" }));
    const dialog = await screen.findByRole("dialog", { name: "Rotate the code for table 2?" });
    expect(dialog).toHaveTextContent("stops working");
    expect(rotated).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Rotate code" }));
    await waitFor(() => expect(rotated).toEqual(["t2"]));
    // The new secret draws a different code.
    await waitFor(() => expect(screen.getByRole("img", { name: "QR code for table 2" }).getAttribute("src")).not.toBe(before));
  });

  it("tells someone outside the restaurant's team that the page is not for them", async () => {
    vi.stubGlobal(
      "fetch",
      routeFetch({ "GET /api/restaurant/workspace": () => jsonResponse({ message: "Only restaurant teams can do this", code: "FORBIDDEN", requestId: "x" }, 403) }),
    );
    renderWithProviders(<TableCodes />, { path: "/restaurant-dashboard/table-codes" });
    expect(await screen.findByText("Table codes are for restaurant teams")).toBeInTheDocument();
    expect(screen.getByText("Only restaurant teams can do this")).toBeInTheDocument();
  });
});
