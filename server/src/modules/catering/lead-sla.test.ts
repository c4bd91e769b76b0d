import { describe, expect, it } from "vitest";
import type { BusinessCalendar } from "./business-hours.js";
import { overdueSlas, slaDueTimes, slaView } from "./lead-sla.js";

const cal: BusinessCalendar = {
  timeZone: "Europe/Copenhagen",
  openingHours: { mon: [["09:00", "17:00"]], tue: [["09:00", "17:00"]], wed: [["09:00", "17:00"]], thu: [["09:00", "17:00"]], fri: [["09:00", "17:00"]] },
  holidays: new Set(),
};

describe("catering SLAs", () => {
  const created = new Date("2026-01-16T14:00:00Z"); // Friday 15:00 in Copenhagen

  it("gives every lead 24 clock hours for the first contact, and premium ones 4 business hours for the call", () => {
    expect(slaDueTimes(created, false, cal)).toEqual({ firstContactDueAt: new Date("2026-01-17T14:00:00Z"), callDueAt: null });
    expect(slaDueTimes(created, true, cal)).toEqual({ firstContactDueAt: new Date("2026-01-17T14:00:00Z"), callDueAt: new Date("2026-01-19T10:00:00Z") });
  });

  it("is overdue once a promise passes uncontacted, and never after the contact or once the lead is closed", () => {
    const lead = { stage: "new" as const, ...slaDueTimes(created, true, cal), contactedAt: null };
    expect(overdueSlas(lead, new Date("2026-01-17T13:59:00Z"))).toEqual([]);
    expect(overdueSlas(lead, new Date("2026-01-17T14:00:00Z"))).toEqual(["first_contact"]);
    expect(overdueSlas(lead, new Date("2026-01-19T10:00:00Z"))).toEqual(["first_contact", "premium_call"]);
    expect(overdueSlas({ ...lead, contactedAt: new Date("2026-01-16T15:00:00Z") }, new Date("2026-02-01T00:00:00Z"))).toEqual([]);
    expect(overdueSlas({ ...lead, stage: "lost" }, new Date("2026-02-01T00:00:00Z"))).toEqual([]);
    expect(slaView(lead, new Date("2026-01-16T15:00:00Z"))).toMatchObject({ nextDueAt: "2026-01-17T14:00:00.000Z", overdue: false });
    expect(slaView(lead, new Date("2026-01-17T15:00:00Z"))).toMatchObject({ overdue: true });
  });
});
