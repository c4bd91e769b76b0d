import { describe, expect, it } from "vitest";
import { SLOT_MINUTES } from "@tavola/contracts";
import { SLOT_HORIZON, SLOT_MS, earliestSlot, effectivePrepMinutes, isSlotStart, scheduledSlotProblem, slotFloor, upcomingSlots } from "./slots.js";

const at = (iso: string) => new Date(iso);
const MIN = 60_000;

describe("slot constants", () => {
  it("are 15-minute slots over a 12-hour horizon", () => {
    expect(SLOT_MINUTES).toBe(15);
    expect(SLOT_MS).toBe(15 * MIN);
    expect(SLOT_HORIZON).toBe(48);
  });
});

describe("slotFloor / isSlotStart", () => {
  it.each([
    ["2025-06-01T12:00:00.000Z", "2025-06-01T12:00:00.000Z"],
    ["2025-06-01T12:00:00.001Z", "2025-06-01T12:00:00.000Z"],
    ["2025-06-01T12:07:30.000Z", "2025-06-01T12:00:00.000Z"],
    ["2025-06-01T12:14:59.999Z", "2025-06-01T12:00:00.000Z"],
    ["2025-06-01T12:15:00.000Z", "2025-06-01T12:15:00.000Z"],
    ["2025-06-01T23:59:59.999Z", "2025-06-01T23:45:00.000Z"],
  ])("%s → %s", (t, floor) => {
    expect(slotFloor(at(t)).toISOString()).toBe(floor);
    expect(isSlotStart(slotFloor(at(t)))).toBe(true);
  });

  it("recognises slot starts only on the boundary", () => {
    expect(isSlotStart(at("2025-06-01T12:45:00.000Z"))).toBe(true);
    expect(isSlotStart(at("2025-06-01T12:45:00.001Z"))).toBe(false);
    expect(isSlotStart(at("2025-06-01T12:50:00.000Z"))).toBe(false);
  });
});

describe("earliestSlot", () => {
  it("is the slot holding now + preparation time", () => {
    expect(earliestSlot(at("2025-06-01T12:07:00Z"), 20).toISOString()).toBe("2025-06-01T12:15:00.000Z"); // 12:27
    expect(earliestSlot(at("2025-06-01T12:10:00Z"), 20).toISOString()).toBe("2025-06-01T12:30:00.000Z"); // exactly 12:30
    expect(earliestSlot(at("2025-06-01T12:09:59Z"), 20).toISOString()).toBe("2025-06-01T12:15:00.000Z"); // 12:29:59
    expect(earliestSlot(at("2025-06-01T12:00:00Z"), 0).toISOString()).toBe("2025-06-01T12:00:00.000Z");
    expect(earliestSlot(at("2025-06-01T23:50:00Z"), 35).toISOString()).toBe("2025-06-02T00:15:00.000Z"); // crosses midnight
  });
});

describe("upcomingSlots", () => {
  const from = at("2025-06-01T12:15:00Z");

  it("lists the horizon's 48 slots by default, starting at `from`, 15 minutes apart", () => {
    const slots = upcomingSlots(from);
    expect(slots).toHaveLength(48);
    expect(slots[0]!.getTime()).toBe(from.getTime());
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.getTime() - slots[i - 1]!.getTime()).toBe(15 * MIN);
    expect(slots.at(-1)!.toISOString()).toBe("2025-06-02T00:00:00.000Z"); // 11 h 45 after the first
    expect(slots.every(isSlotStart)).toBe(true);
  });

  it("takes a count", () => {
    expect(upcomingSlots(from, 3).map((d) => d.toISOString())).toEqual([
      "2025-06-01T12:15:00.000Z",
      "2025-06-01T12:30:00.000Z",
      "2025-06-01T12:45:00.000Z",
    ]);
    expect(upcomingSlots(from, 0)).toEqual([]);
  });
});

describe("scheduledSlotProblem", () => {
  const earliest = at("2025-06-01T12:30:00Z");

  it("refuses a time that does not start a slot", () => {
    expect(scheduledSlotProblem(at("2025-06-01T13:10:00Z"), earliest)).toMatch(/start a 15-minute slot/);
    expect(scheduledSlotProblem(at("2025-06-01T13:00:00.001Z"), earliest)).toMatch(/start a 15-minute slot/);
  });

  it("refuses a slot before the earliest the kitchen can make", () => {
    expect(scheduledSlotProblem(at("2025-06-01T12:15:00Z"), earliest)).toMatch(/too soon/);
    expect(scheduledSlotProblem(at("2025-06-01T08:00:00Z"), earliest)).toMatch(/too soon/);
  });

  it("refuses a slot beyond the last one listed", () => {
    const last = upcomingSlots(earliest).at(-1)!;
    expect(scheduledSlotProblem(new Date(last.getTime() + SLOT_MS), earliest)).toMatch(/12 hours/);
    expect(scheduledSlotProblem(at("2025-06-02T00:45:00Z"), earliest)).toMatch(/12 hours/);
    expect(scheduledSlotProblem(at("2025-06-03T12:30:00Z"), earliest)).toMatch(/12 hours/);
  });

  it("accepts the earliest slot and every listed slot after it", () => {
    expect(scheduledSlotProblem(earliest, earliest)).toBeNull();
    for (const s of upcomingSlots(earliest)) expect(scheduledSlotProblem(s, earliest)).toBeNull();
  });
});

describe("effectivePrepMinutes", () => {
  it("adds busy mode's extra minutes only when busy", () => {
    expect(effectivePrepMinutes({ prepMinutes: 20, busyMode: false, busyExtraMinutes: 15 })).toBe(20);
    expect(effectivePrepMinutes({ prepMinutes: 20, busyMode: true, busyExtraMinutes: 15 })).toBe(35);
    expect(effectivePrepMinutes({ prepMinutes: 25, busyMode: true, busyExtraMinutes: 0 })).toBe(25);
  });

  it("busy mode can push the earliest slot later", () => {
    const now = at("2025-06-01T12:00:00Z");
    const r = { prepMinutes: 20, busyExtraMinutes: 15 };
    expect(earliestSlot(now, effectivePrepMinutes({ ...r, busyMode: false })).toISOString()).toBe("2025-06-01T12:15:00.000Z");
    expect(earliestSlot(now, effectivePrepMinutes({ ...r, busyMode: true })).toISOString()).toBe("2025-06-01T12:30:00.000Z");
  });
});
