import { CHURN_MODEL, type CustomerChurn } from "@tavola/contracts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { CustomerChurnView } from "./customer-churn-view";

const URL_56 = "GET /api/analytics/customer-churn?holdoutDays=56";
const fitted = (over: Partial<CustomerChurn> = {}): CustomerChurn => ({
  asOf: "2026-11-27",
  computedAt: "2026-11-27T10:00:00.000Z",
  model: { ...CHURN_MODEL, params: { r: 1, alpha: 2, a: 0.5, b: 3 }, timeUnit: "week" },
  customers: 3,
  segments: [
    { key: "active", label: "Active", description: "Very likely still ordering.", customers: 1, spentCents: 1000 },
    { key: "at_risk", label: "At risk", description: "Drifting.", customers: 1, spentCents: 2000 },
    { key: "lost", label: "Likely lost", description: "Probably gone.", customers: 1, spentCents: 3000 },
  ],
  calibration: null,
  winBack: [],
  atRisk: [],
  pending: null,
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("CustomerChurnView while a fit is computed by the job", () => {
  it("nothing stored yet (202): the first fit's progress, then the figures once it lands", async () => {
    let calls = 0;
    fetchMock.mockImplementation(
      routeFetch({
        [URL_56]: () =>
          ++calls === 1
            ? new Response(JSON.stringify({ pending: { holdoutDays: 56, state: "running", progress: 0.25, queuedAt: "2026-11-27T10:00:00.000Z" } }), { status: 202, headers: { "Content-Type": "application/json" } })
            : fitted(),
      }),
    );
    renderWithProviders(<CustomerChurnView />);
    expect(await screen.findByRole("status")).toHaveTextContent("Fitting the model on every customer's history (hold out 8 weeks): being computed — 25%");
    expect(screen.getByRole("progressbar", { name: /progress/ })).toHaveAttribute("aria-valuenow", "25");
    // The page asks again by itself while the fit is pending.
    expect(await screen.findByRole("heading", { name: "3 customers as of 2026-11-27" }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("a holdout not fitted yet: the stored figures stay usable, the calibration says it is being computed", async () => {
    fetchMock.mockImplementation(routeFetch({ [URL_56]: fitted({ pending: { holdoutDays: 56, state: "queued", progress: 0, queuedAt: "2026-11-27T10:00:00.000Z" } }) }));
    renderWithProviders(<CustomerChurnView />);
    expect(await screen.findByTestId("segment-lost")).toHaveTextContent("1");
    expect(screen.getByRole("status")).toHaveTextContent("Checking the model on a 8-week holdout: queued, being computed shortly");
    expect(screen.queryByText(/Too little history/)).toBeNull();
  });
});
