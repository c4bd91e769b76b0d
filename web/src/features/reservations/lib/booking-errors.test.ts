import { describe, expect, it } from "vitest";
import { routeBookingError } from "./booking-errors";

const thrown = (status: number, body: unknown) => new Error(`${status}: ${JSON.stringify(body)}`);

describe("routeBookingError", () => {
  it("sends a declined card (402) to the card fields, with the server's message", () => {
    expect(routeBookingError(thrown(402, { message: "Your card was declined." }))).toEqual({ kind: "card", message: "Your card was declined." });
  });

  it("sends a hold-token field message to the card even on a 400", () => {
    const routed = routeBookingError(thrown(400, { message: "Check the form", fieldErrors: { holdPaymentToken: ["Add a card to hold"] } }));
    expect(routed).toEqual({ kind: "card", message: "Add a card to hold" });
  });

  it("puts contact messages at their inputs, and a table message in the summary too, refetching the times", () => {
    const routed = routeBookingError(thrown(400, { message: "Check the form", fieldErrors: { "email.0": ["Enter an email"], tableIds: ["That table is gone"] } }));
    if (routed.kind !== "form") throw new Error("expected the form");
    expect(routed.contactProblems).toEqual({ email: "Enter an email" });
    expect(routed.banner?.message).toBe("That table is gone");
    expect(routed.refetchTimes).toBe(true);
  });

  it("only contact messages: no banner and no refetch", () => {
    const routed = routeBookingError(thrown(400, { message: "Check the form", fieldErrors: { phone: ["Enter a phone number"] } }));
    expect(routed).toMatchObject({ kind: "form", contactProblems: { phone: "Enter a phone number" }, banner: null, refetchTimes: false });
  });

  it("a 409 without field messages is the banner (with its alternatives) and refreshes the times", () => {
    const alt = { tableIds: ["t1"], label: "Table 4 · 7:30 PM", startsAt: "2026-11-27T19:30:00.000Z" };
    const routed = routeBookingError(thrown(409, { message: "That time was just booked.", alternatives: [alt] }));
    if (routed.kind !== "form") throw new Error("expected the form");
    expect(routed.banner?.alternatives).toEqual([alt]);
    expect(routed.refetchTimes).toBe(true);
  });

  it("an area refusal is said beside the times (as the table's message)", () => {
    const routed = routeBookingError(thrown(409, { message: "No table on the terrace", fieldErrors: { area: ["No table on the terrace then"] } }));
    if (routed.kind !== "form") throw new Error("expected the form");
    expect(routed.error.fieldErrors.tableIds).toEqual(["No table on the terrace then"]);
  });
});
