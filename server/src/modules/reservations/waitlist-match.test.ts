import { describe, expect, it } from "vitest";
import type { OpenOption } from "./free-busy.js";
import { pickOffer, sortWaitlist, type WaitlistCandidate } from "./waitlist-match.js";

const T = (hhmm: string) => new Date(`2025-06-01T${hhmm}:00Z`);
const now = T("15:00");
const entry = (id: string, over: Partial<WaitlistCandidate> = {}): WaitlistCandidate => ({
  id,
  partySize: 2,
  windowStart: T("19:00"),
  windowEnd: T("20:00"),
  createdAt: T("10:00"),
  status: "waiting",
  offeredTableIds: null,
  offeredStartsAt: null,
  offerExpiresAt: null,
  durationMinutes: 90,
  ...over,
});
const option = (tableId: string, times: string[], capacity = 2): OpenOption => ({
  tableIds: [tableId], label: `Table ${tableId}`, capacity, location: "Window", numbers: [Number(tableId)], times: times.map(T),
});

describe("sortWaitlist", () => {
  const freed = { start: T("19:00"), end: T("20:30") };

  it("queues the entries whose window meets the freed time, first come first served", () => {
    const { queue } = sortWaitlist(
      [
        entry("late", { createdAt: T("11:00") }),
        entry("early", { createdAt: T("09:00") }),
        // Starting 17:45 its party would sit until 19:15, into the freed time.
        entry("before", { windowStart: T("17:00"), windowEnd: T("17:46"), createdAt: T("08:00") }),
        entry("long-before", { windowStart: T("16:00"), windowEnd: T("17:30") }),
        entry("after", { windowStart: T("20:30"), windowEnd: T("21:00") }),
      ],
      freed,
      now,
      60,
    );
    expect(queue.map((e) => e.id)).toEqual(["before", "early", "late"]);
  });

  it("keeps live offers as holds, treats a lapsed offer as waiting, and expires windows that can no longer be booked", () => {
    const live = entry("live", { status: "offered", offeredTableIds: ["1"], offeredStartsAt: T("19:00"), offerExpiresAt: T("15:20") });
    const lapsed = entry("lapsed", { status: "offered", offeredTableIds: ["2"], offeredStartsAt: T("19:00"), offerExpiresAt: T("14:59") });
    const gone = entry("gone", { windowStart: T("15:00"), windowEnd: T("16:00") });
    const { queue, held, expired } = sortWaitlist([live, lapsed, gone], freed, now, 60);
    expect(queue.map((e) => e.id)).toEqual(["lapsed"]);
    expect(held).toEqual([{ tableId: "1", start: T("19:00"), end: T("20:30") }]);
    expect(expired).toEqual(["gone"]);
  });
});

describe("pickOffer", () => {
  it("offers the earliest start inside the window, the snuggest table first, for 30 minutes", () => {
    const offer = pickOffer(entry("a"), [option("1", ["18:45", "19:30"]), option("2", ["19:15", "20:00"]), option("3", ["19:15"], 4)], [], now, 60);
    expect(offer).toEqual({ entryId: "a", tableIds: ["2"], label: "Table 2", startsAt: T("19:15"), expiresAt: T("15:30") });
  });

  it("skips tables offered to someone else and ends the offer at the lead time before the slot", () => {
    const held = [{ tableId: "2", start: T("19:15"), end: T("20:45") }];
    const soon = pickOffer(entry("a"), [option("2", ["19:15"]), option("1", ["19:30"])], held, T("18:10"), 60);
    expect(soon).toMatchObject({ tableIds: ["1"], startsAt: T("19:30"), expiresAt: T("18:30") });
  });

  it("offers nothing when no start falls in the window or the lead time has passed", () => {
    expect(pickOffer(entry("a"), [option("1", ["18:30", "20:00"])], [], now, 60)).toBeNull();
    expect(pickOffer(entry("a"), [option("1", ["19:00"])], [], T("18:00"), 60)).toBeNull();
  });
});
