import type { KpiSet } from "@tavola/contracts";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { KpiCards } from "./kpi-cards";

const kpis = (over: Partial<KpiSet> = {}): KpiSet => ({
  gmvCents: 1_250_000,
  netRevenueCents: 100_000,
  serviceFeeCents: 60_000,
  deliveryFeeCents: 30_000,
  courierCommissionCents: 10_000,
  orders: 400,
  averageOrderValueCents: 3125,
  refundsCents: 5_000,
  activeCustomers: 120,
  activeRestaurants: 6,
  activeCouriers: 3,
  repeatRate: 0.5,
  onTimeRate: 0.875,
  nps: 42.5,
  feedbackCount: 40,
  ...over,
});

describe("KpiCards", () => {
  it("writes each figure and its change against the previous period in words; fewer refunds read as good", () => {
    render(<KpiCards current={kpis()} previous={kpis({ gmvCents: 1_000_000, orders: 400, refundsCents: 10_000, repeatRate: null })} />);
    const gmv = screen.getByTestId("kpi-gmvCents");
    expect(gmv).toHaveTextContent("$12,500.00");
    expect(gmv).toHaveTextContent("up 25% from the previous period");
    expect(within(gmv).getByText(/up 25%/).parentElement).toHaveClass("text-emerald-700");
    expect(screen.getByTestId("kpi-orders")).toHaveTextContent("no change");
    const refunds = screen.getByTestId("kpi-refundsCents");
    expect(refunds).toHaveTextContent("down 50% from the previous period");
    expect(within(refunds).getByText(/down 50%/).parentElement).toHaveClass("text-emerald-700");
    expect(screen.getByTestId("kpi-repeatRate")).toHaveTextContent("50%no comparison");
    expect(screen.getByTestId("kpi-onTimeRate")).toHaveTextContent("87.5%");
    expect(screen.getByTestId("kpi-nps")).toHaveTextContent("+42.5");
  });

  it("shows a dash for a figure with no data (no feedback in the range)", () => {
    render(<KpiCards current={kpis({ nps: null })} previous={kpis({ nps: null })} />);
    expect(screen.getByTestId("kpi-nps")).toHaveTextContent("—no comparison");
  });
});
