import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { LeagueRow } from "@tavola/contracts";
import { DateRangeBar, type DateRange, lastDays } from "@/components/domain/date-range-bar";
import { HeatmapTable, heatLevel } from "./heatmap-table";
import { sortLeague } from "./league-table";

const row = (name: string, orders: number, rating: number | null): LeagueRow => ({
  restaurantId: `00000000-0000-4000-8000-${String(orders).padStart(12, "0")}`,
  name,
  gmvCents: orders * 1000,
  orders,
  averageOrderValueCents: 1000,
  rating,
  sentiment: null,
  onTimeRate: null,
  previousGmvCents: 0,
  growth: null,
});

describe("heatmap", () => {
  it("shades in five steps of the busiest cell; nothing is level 0", () => {
    expect([0, 1, 20, 21, 60, 100].map((v) => heatLevel(v, 100))).toEqual([0, 1, 1, 2, 3, 5]);
    expect(heatLevel(3, 0)).toBe(0);
  });

  it("is a table a screen reader can read: every hour with orders, each weekday's number in its cell", () => {
    render(<HeatmapTable cells={[{ weekday: 4, hour: 19, orders: 12 }, { weekday: 0, hour: 12, orders: 3 }]} />);
    const table = screen.getByRole("table", { name: /Orders by hour of the day/ });
    const rows = table.querySelectorAll("tbody tr");
    expect([...rows].map((r) => r.querySelector("th")!.textContent)).toEqual(["12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00"]);
    const evening = [...rows].at(-1)!;
    expect([...evening.querySelectorAll("td")].map((c) => c.textContent)).toEqual(["0", "0", "0", "0", "12", "0", "0"]);
    expect(evening.querySelectorAll("td")[4]!.getAttribute("data-level")).toBe("5");
  });

  it("says so when the range has no orders", () => {
    render(<HeatmapTable cells={[]} />);
    expect(screen.getByText("No orders in this range.")).toBeTruthy();
  });
});

describe("league sorting", () => {
  it("sorts by a column either way, with restaurants without a figure last", () => {
    const rows = [row("B", 5, 4.2), row("A", 9, null), row("C", 1, 3.1)];
    expect(sortLeague(rows, "orders", "desc").map((r) => r.name)).toEqual(["A", "B", "C"]);
    expect(sortLeague(rows, "orders", "asc").map((r) => r.name)).toEqual(["C", "B", "A"]);
    expect(sortLeague(rows, "rating", "desc").map((r) => r.name)).toEqual(["B", "C", "A"]);
    expect(sortLeague(rows, "rating", "asc").map((r) => r.name)).toEqual(["C", "B", "A"]);
    expect(sortLeague(rows, "name", "asc").map((r) => r.name)).toEqual(["A", "B", "C"]);
  });
});

describe("the shared date-range bar", () => {
  function Harness() {
    const [range, setRange] = useState<DateRange>(() => lastDays("UTC", 30));
    return (
      <>
        <DateRangeBar tz="UTC" range={range} onChange={setRange} />
        <output data-testid="range">{`${range.from}..${range.to}`}</output>
      </>
    );
  }

  it("presses the preset that matches, switches to another, and takes typed dates", () => {
    render(<Harness />);
    expect(screen.getByRole("button", { name: "Last 30 days" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    expect(screen.getByRole("button", { name: "Last 7 days" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("range").textContent).toBe(`${lastDays("UTC", 7).from}..${lastDays("UTC", 7).to}`);
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-01-05" } });
    expect(screen.getByTestId("range").textContent).toBe(`2026-01-05..${lastDays("UTC", 7).to}`);
    expect(screen.getByRole("button", { name: "Last 7 days" }).getAttribute("aria-pressed")).toBe("false");
  });
});
