import { describe, expect, it } from "vitest";
import { hostMove, NO_SHOW_TOO_EARLY, SEAT_TOO_EARLY } from "./host-machine.js";

const start = new Date("2025-06-01T19:00:00Z");
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe("hostMove", () => {
  it("seats a booked party from an hour before its time, keeping the hold and the tables", () => {
    expect(hostMove("booked", "seat", start, at(-60))).toEqual({ ok: true, to: "seated", hold: "keep", releasesTables: false });
    expect(hostMove("booked", "seat", start, at(30))).toMatchObject({ ok: true, to: "seated" });
    expect(hostMove("booked", "seat", start, at(-61))).toEqual({ ok: false, message: SEAT_TOO_EARLY });
  });

  it("completes a seated party: tables released, hold voided", () => {
    expect(hostMove("seated", "complete", start, at(80))).toEqual({ ok: true, to: "completed", hold: "void", releasesTables: true });
  });

  it("marks a no-show only once the time has passed, and charges the hold", () => {
    expect(hostMove("booked", "no_show", start, at(-1))).toEqual({ ok: false, message: NO_SHOW_TOO_EARLY });
    expect(hostMove("booked", "no_show", start, at(0))).toEqual({ ok: true, to: "no_show", hold: "capture", releasesTables: true });
  });

  it("refuses every other move, naming the statuses", () => {
    expect(hostMove("completed", "seat", start, at(0))).toEqual({ ok: false, message: "Only a booked party can be seated; this one is completed" });
    expect(hostMove("booked", "complete", start, at(0))).toEqual({ ok: false, message: "Only a seated party can be completed; this one is booked" });
    expect(hostMove("seated", "no_show", start, at(10))).toEqual({
      ok: false,
      message: "Only a booked party can be marked a no-show; this one is seated",
    });
    expect(hostMove("cancelled", "seat", start, at(0))).toMatchObject({ ok: false, message: expect.stringContaining("cancelled") });
    expect(hostMove("no_show", "complete", start, at(0))).toMatchObject({ ok: false, message: expect.stringContaining("a no-show") });
  });
});
