import { describe, expect, it } from "vitest";
import { fireAtMs, minutesBetween, readyTargetMs, ticketColour, TICKET_AMBER_AFTER_MINUTES, TICKET_COLOUR_TEXT, TICKET_RED_AFTER_MINUTES } from "./kitchen-rules.js";

const MIN = 60_000;
const t0 = Date.UTC(2026, 10, 27, 12, 0);

describe("fire by prep time", () => {
  it("the longest dish sets the ready target; every dish starts so all finish together", () => {
    const target = readyTargetMs(t0, null, [14, 6, 20]);
    expect(target).toBe(t0 + 20 * MIN);
    expect([14, 6, 20].map((p) => (fireAtMs(target, p) - t0) / MIN)).toEqual([6, 14, 0]);
    // Each dish's start + its prep is the same moment.
    for (const p of [14, 6, 20]) expect(fireAtMs(target, p) + p * MIN).toBe(target);
  });

  it("a ticket scheduled for a later slot starts at its slot, not when it arrived", () => {
    const slot = t0 + 45 * MIN;
    expect(readyTargetMs(t0, slot, [10])).toBe(slot + 10 * MIN);
    expect(fireAtMs(readyTargetMs(t0, slot, [10, 4]), 4)).toBe(slot + 6 * MIN);
    // A slot already begun changes nothing.
    expect(readyTargetMs(t0, t0 - 5 * MIN, [10])).toBe(t0 + 10 * MIN);
  });

  it("a ticket with no dish is ready when it starts; minutes are whole and never negative", () => {
    expect(readyTargetMs(t0, null, [])).toBe(t0);
    expect(minutesBetween(t0, t0 + 119_999)).toBe(1);
    expect(minutesBetween(t0, t0 - MIN)).toBe(0);
  });
});

describe("ticket colours by age", () => {
  it("green under 5 minutes, amber under 10, red beyond", () => {
    expect([TICKET_AMBER_AFTER_MINUTES, TICKET_RED_AFTER_MINUTES]).toEqual([5, 10]);
    expect(ticketColour(0)).toBe("green");
    expect(ticketColour(5 * MIN - 1)).toBe("green");
    expect(ticketColour(5 * MIN)).toBe("amber");
    expect(ticketColour(10 * MIN - 1)).toBe("amber");
    expect(ticketColour(10 * MIN)).toBe("red");
    expect(ticketColour(90 * MIN)).toBe("red");
  });

  it("each colour has words for screen readers", () => {
    expect(Object.values(TICKET_COLOUR_TEXT).every((w) => w.length > 0)).toBe(true);
    expect(new Set(Object.values(TICKET_COLOUR_TEXT)).size).toBe(3);
  });
});
