import { describe, expect, it } from "vitest";
import { booking, NOW, table } from "../test/fixtures";
import { formatLocalTime, hostButtons, tablesThatSeat } from "./host-actions";
import { buildWalkIn } from "./walk-in-form";

const at = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();

describe("hostButtons", () => {
  it("offers seat from an hour before, no-show once the time has passed, and move while booked", () => {
    expect(hostButtons(booking({ startsAt: at(90) }), NOW)).toEqual(["move"]);
    expect(hostButtons(booking({ startsAt: at(45) }), NOW)).toEqual(["seat", "move"]);
    expect(hostButtons(booking({ startsAt: at(-5) }), NOW)).toEqual(["seat", "no_show", "move"]);
  });

  it("offers complete and move for a seated party, nothing once it is over", () => {
    expect(hostButtons(booking({ status: "seated" }), NOW)).toEqual(["complete", "move"]);
    for (const status of ["completed", "cancelled", "no_show"] as const) expect(hostButtons(booking({ status }), NOW)).toEqual([]);
  });
});

describe("tablesThatSeat", () => {
  it("lists tables big enough, snuggest first, leaving out the current ones", () => {
    const tables = [table(5), table(1), table(2), table(6)];
    expect(tablesThatSeat(tables, 3).map((t) => t.number)).toEqual([5, 6]);
    expect(tablesThatSeat(tables, 2, [tables[1]!.id]).map((t) => t.number)).toEqual([2, 5, 6]);
  });
});

describe("buildWalkIn", () => {
  it("asks for a party size and a table, with the contract's words", () => {
    expect(buildWalkIn({ partySize: "", tableId: "", name: "" })).toEqual({ errors: { partySize: "Choose a party size", tableId: "Choose a table" } });
    expect(buildWalkIn({ partySize: "25", tableId: table(5).id, name: "" })).toEqual({ errors: { partySize: "For parties over 20, please contact the restaurant" } });
  });

  it("builds the body, leaving out an empty name", () => {
    expect(buildWalkIn({ partySize: "3", tableId: table(5).id, name: "  " })).toEqual({ input: { partySize: 3, tableIds: [table(5).id] } });
    expect(buildWalkIn({ partySize: "3", tableId: table(5).id, name: " Kim " })).toEqual({ input: { partySize: 3, tableIds: [table(5).id], name: "Kim" } });
  });
});

it("formatLocalTime reads HH:MM as the host does", () => {
  expect(formatLocalTime("19:30")).toBe("7:30 PM");
  expect(formatLocalTime("00:15")).toBe("12:15 AM");
  expect(formatLocalTime("12:00")).toBe("12:00 PM");
});
