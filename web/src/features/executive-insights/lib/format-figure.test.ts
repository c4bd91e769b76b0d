import { describe, expect, it } from "vitest";
import { formatChange, formatDay, formatFigure, formatPercent } from "./format-figure";

describe("insight figures in words", () => {
  it("writes each unit as people read it", () => {
    expect(formatFigure("cents", 123456)).toBe("$1,234.56");
    expect(formatFigure("cents", 1234.4)).toBe("$12.34");
    expect(formatFigure("count", 19)).toBe("19");
    expect(formatFigure("count", 2.61)).toBe("2.6");
    expect(formatFigure("share", 0.6521, true)).toBe("65.2%");
    expect(formatFigure("share", 0.6521)).toBe("65%");
    expect(formatFigure("text", "Spice Route")).toBe("Spice Route");
    expect(formatFigure("count", null)).toBe("—");
  });

  it("signs changes, with a real minus and percentage points for shares", () => {
    expect(formatChange("cents", 29195)).toBe("+$291.95");
    expect(formatChange("count", -0.24)).toBe("−0.2");
    expect(formatChange("share", 0.486)).toBe("+48.6 pts");
    expect(formatPercent(6.22)).toBe("+622%");
    expect(formatPercent(-0.5)).toBe("−50%");
    expect(formatPercent(null)).toBe("");
  });

  it("names a day by its weekday", () => expect(formatDay("2026-11-26")).toBe("Thu 26 Nov"));
});
