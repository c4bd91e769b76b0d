import type { CateringRequestRecord } from "@tavola/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { getCateringStatusDisplay } from "./catering-status-badge";
import { CateringRequestList } from "./catering-request-list";

afterEach(() => vi.unstubAllGlobals());

const record = (overrides: Partial<CateringRequestRecord>): CateringRequestRecord => ({
  id: "r1",
  name: "Board Dinner",
  status: "pending",
  eventDate: "2030-06-15T00:00:00.000Z",
  guestCount: "10-25 people",
  cuisinePreferences: ["Italian"],
  message: "Nut-free please",
  createdAt: "2030-01-02T10:00:00.000Z",
  ...overrides,
});

describe("CateringRequestList", () => {
  it("shows 3 skeleton cards while loading", () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => undefined)));
    renderWithProviders(<CateringRequestList />);
    expect(screen.getAllByTestId("skeleton-catering-request")).toHaveLength(3);
  });

  it("shows the empty state", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse([])));
    renderWithProviders(<CateringRequestList />);
    expect(await screen.findByText("No catering requests yet.")).toBeInTheDocument();
    expect(screen.getByText("Submit your first request using the form.")).toBeInTheDocument();
  });

  it("renders a card per request with its status badge and details", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(jsonResponse([record({}), record({ id: "r2", name: "Launch", status: "confirmed" })])),
    );
    renderWithProviders(<CateringRequestList />);
    const card = await screen.findByTestId("card-catering-request-r1");
    expect(within(card).getByText("Board Dinner")).toBeInTheDocument();
    expect(within(card).getByText("Pending")).toBeInTheDocument();
    expect(within(card).getByText("10-25 people")).toBeInTheDocument();
    expect(within(card).getByText("Nut-free please")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "View Details" })).toBeInTheDocument();
    expect(within(screen.getByTestId("card-catering-request-r2")).getByText("Confirmed")).toBeInTheDocument();
  });
});

describe("getCateringStatusDisplay", () => {
  it("maps statuses to the spec's labels and badge variants", () => {
    expect(getCateringStatusDisplay("pending")).toEqual({ label: "Pending", variant: "secondary" });
    expect(getCateringStatusDisplay("confirmed")).toEqual({ label: "Confirmed", variant: "default" });
    expect(getCateringStatusDisplay("in_progress")).toEqual({ label: "In Progress", variant: "outline" });
    expect(getCateringStatusDisplay("cancelled")).toEqual({ label: "cancelled", variant: "secondary" });
    expect(getCateringStatusDisplay(undefined)).toEqual({ label: "Pending", variant: "secondary" });
    expect(getCateringStatusDisplay("")).toEqual({ label: "Pending", variant: "secondary" });
  });
});
