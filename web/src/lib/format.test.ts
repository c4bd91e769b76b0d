import { describe, expect, it } from "vitest";
import { formatWholeUsd } from "@/lib/format";

describe("formatWholeUsd", () => {
  it("formats cents as whole US dollars", () => {
    expect(formatWholeUsd(9900)).toBe("$99");
    expect(formatWholeUsd(29900)).toBe("$299");
    expect(formatWholeUsd(50000)).toBe("$500");
    expect(formatWholeUsd(1_000_000)).toBe("$10,000");
  });
});
