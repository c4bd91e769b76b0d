import { describe, expect, it } from "vitest";
import { coversByWindow, pacingAllows, pacingWindowOf } from "./pacing.js";

const at = (iso: string) => new Date(iso);

describe("pacing", () => {
  const covers = coversByWindow([
    { startsAt: at("2025-06-01T21:00:00Z"), partySize: 6 },
    { startsAt: at("2025-06-01T21:00:00Z"), partySize: 8 },
    { startsAt: at("2025-06-01T21:15:00Z"), partySize: 4 },
  ]);

  it("sums the guests starting in each 15-minute window", () => {
    expect(covers.get(pacingWindowOf(at("2025-06-01T21:00:00Z")))).toBe(14);
    expect(covers.get(pacingWindowOf(at("2025-06-01T21:14:59Z")))).toBe(14);
    expect(covers.get(pacingWindowOf(at("2025-06-01T21:15:00Z")))).toBe(4);
  });

  it("allows a party while the window stays within the limit", () => {
    expect(pacingAllows(covers, at("2025-06-01T21:00:00Z"), 6, 20)).toBe(true); // 14 + 6 = 20
    expect(pacingAllows(covers, at("2025-06-01T21:00:00Z"), 7, 20)).toBe(false);
    expect(pacingAllows(covers, at("2025-06-01T21:15:00Z"), 16, 20)).toBe(true);
    expect(pacingAllows(covers, at("2025-06-01T21:30:00Z"), 20, 20)).toBe(true);
    expect(pacingAllows(covers, at("2025-06-01T21:30:00Z"), 21, 20)).toBe(false);
  });
});
