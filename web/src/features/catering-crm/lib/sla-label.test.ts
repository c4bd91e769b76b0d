import { describe, expect, it } from "vitest";
import { shortSpan, slaDisplay } from "./sla-label";

const base = { firstContactDueAt: "2030-01-02T10:00:00.000Z", callDueAt: null, contactedAt: null, nextDueAt: "2030-01-02T10:00:00.000Z", overdue: false };

describe("the SLA badge", () => {
  it("says spans briefly", () => {
    expect([shortSpan(45 * 60_000), shortSpan(3 * 3_600_000 + 20 * 60_000), shortSpan(50 * 3_600_000), shortSpan(48 * 3_600_000)]).toEqual(["45 min", "3 h 20 min", "2 d 2 h", "2 d"]);
  });

  it("counts down to the next promise, then says how overdue it is", () => {
    const now = Date.parse("2030-01-02T08:00:00.000Z");
    expect(slaDisplay(base, now)).toEqual({ tone: "due", label: "Contact due in 2 h" });
    expect(slaDisplay({ ...base, callDueAt: "2030-01-02T09:00:00.000Z", nextDueAt: "2030-01-02T09:00:00.000Z" }, now)).toEqual({ tone: "due", label: "Call due in 1 h" });
    expect(slaDisplay(base, Date.parse("2030-01-02T10:30:00.000Z"))).toEqual({ tone: "overdue", label: "Contact overdue 30 min" });
    expect(slaDisplay({ ...base, contactedAt: "2030-01-02T07:00:00.000Z", nextDueAt: null }, now)).toEqual({ tone: "met", label: "Contacted" });
    expect(slaDisplay({ ...base, nextDueAt: null }, now)).toEqual({ tone: "none", label: "" });
  });
});
