import { describe, expect, it } from "vitest";
import { parseReservationError } from "./reservation-error";

const thrown = (status: number, body: unknown) => new Error(`${status}: ${typeof body === "string" ? body : JSON.stringify(body)}`);
const FALLBACK = "Something went wrong. Please try again.";

describe("parseReservationError", () => {
  it("reads a 409's alternatives, message and code, dropping fields the contract does not have", () => {
    const alt = { tableIds: ["t1", "t2"], label: "Table 4 · 7:30 PM", startsAt: "2026-11-25T19:30:00.000Z", extra: 1 };
    const e = parseReservationError(thrown(409, { message: "That table was just booked.", code: "conflict", requestId: "r", alternatives: [alt] }));
    expect(e).toEqual({
      status: 409,
      message: "That table was just booked.",
      code: "conflict",
      fieldErrors: {},
      alternatives: [{ tableIds: ["t1", "t2"], label: "Table 4 · 7:30 PM", startsAt: "2026-11-25T19:30:00.000Z" }],
    });
  });

  it("keeps field errors and has no alternatives when the body names none", () => {
    const e = parseReservationError(thrown(400, { message: "Check the form", code: "validation", fieldErrors: { partySize: ["Too many"] } }));
    expect(e.fieldErrors).toEqual({ partySize: ["Too many"] });
    expect(e.alternatives).toEqual([]);
  });

  it.each([
    ["an alternative without a label", { message: "x", alternatives: [{ tableIds: ["t1"], startsAt: "s" }] }],
    ["table ids that are not strings", { message: "x", alternatives: [{ tableIds: [1], label: "l", startsAt: "s" }] }],
    ["alternatives that are not a list", { message: "x", alternatives: "soon" }],
    ["a message that is not text", { message: 42 }],
    ["field errors that are not lists of text", { message: "x", fieldErrors: { a: [1] } }],
    ["a body that is a list", [1, 2]],
  ])("treats %s as a body that breaks the contract", (_what, body) => {
    expect(parseReservationError(thrown(409, body))).toEqual({ status: 409, message: FALLBACK, code: null, fieldErrors: {}, alternatives: [] });
  });

  it("falls back when there is no body to read", () => {
    expect(parseReservationError(new Error("boom")).alternatives).toEqual([]);
    expect(parseReservationError(thrown(500, "not json")).message).toBe(FALLBACK);
  });
});
