import { describe, expect, it } from "vitest";
import { call, NOW, onTable, session, table } from "../test/fixtures";
import { floorChanges, floorSections, floorState, floorTiles } from "./floor-state";

const minutesFromNow = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();

describe("floorState", () => {
  it("is free with no booking soon, no session and no call", () => {
    expect(floorState(table(4), null, null, NOW)).toBe("free");
    // A booking later in the evening (beyond the hour) leaves the table free for now.
    expect(floorState(table(4, { next: onTable({ startsAt: minutesFromNow(90), endsAt: minutesFromNow(180) }) }), null, null, NOW)).toBe("free");
  });

  it("is reserved when a booking is due within the hour or its time has come", () => {
    expect(floorState(table(4, { next: onTable({ startsAt: minutesFromNow(30), endsAt: minutesFromNow(120) }) }), null, null, NOW)).toBe("reserved");
    expect(floorState(table(4, { current: onTable({ startsAt: minutesFromNow(-10), endsAt: minutesFromNow(80) }) }), null, null, NOW)).toBe("reserved");
  });

  it("is seated when the current party is seated", () => {
    expect(floorState(table(4, { current: onTable({ status: "seated", startsAt: minutesFromNow(-30) }) }), null, null, NOW)).toBe("seated");
  });

  it("is checked in when a dine-in session is open, even over a seated booking", () => {
    const seated = table(5, { current: onTable({ status: "seated" }) });
    expect(floorState(seated, session(5), null, NOW)).toBe("checked_in");
    expect(floorState(table(5), session(5, { status: "closed" }), null, NOW)).toBe("free");
  });

  it("needs attention while a service call is open, above everything else", () => {
    expect(floorState(table(5), session(5), call(5), NOW)).toBe("needs_attention");
    // Acknowledged: the server is on the way, the table no longer waits.
    expect(floorState(table(5), session(5), call(5, { status: "acknowledged" }), NOW)).toBe("checked_in");
  });

  it("needs attention while someone who typed the table number waits to be let in", () => {
    const waiting = session(5, { waitingGuests: [{ id: "g9", name: null, joinedAt: minutesFromNow(-1) }] });
    expect(floorState(table(5), waiting, null, NOW)).toBe("needs_attention");
    expect(floorState(table(5), { ...waiting, status: "closed" }, null, NOW)).toBe("free");
  });
});

describe("floorTiles", () => {
  it("merges sessions and calls onto their tables by id, leaving others alone", () => {
    const tiles = floorTiles([table(4), table(5), table(6)], { sessions: [session(5), session(6)], serviceCalls: [call(6), call(6, { id: "later", createdAt: "2030-03-15T22:58:00.000Z" })] }, NOW);
    expect(tiles.map((t) => [t.table.number, t.state])).toEqual([
      [4, "free"],
      [5, "checked_in"],
      [6, "needs_attention"],
    ]);
    // The oldest open call is the one shown.
    expect(tiles[2]?.call?.createdAt).toBe("2030-03-15T22:55:00.000Z");
  });

  it("works from bookings alone while the dine-in side has not loaded", () => {
    expect(floorTiles([table(4, { current: onTable({ status: "seated" }) })], undefined, NOW).map((t) => t.state)).toEqual(["seated"]);
  });
});

describe("floorSections", () => {
  it("groups by section in the spec's order, tables by number", () => {
    const tiles = floorTiles([table(6), table(2, { location: "Main Floor" }), table(5), table(1)], undefined, NOW);
    expect(floorSections(tiles).map((s) => [s.location, s.tiles.map((t) => t.table.number)])).toEqual([
      ["Window", [1]],
      ["Main Floor", [2]],
      ["Patio", [5, 6]],
    ]);
  });
});

describe("floorChanges", () => {
  it("announces what changed, and nothing on the first load", () => {
    const before = floorTiles([table(4), table(5)], undefined, NOW);
    const after = floorTiles([table(4), table(5)], { sessions: [session(5)], serviceCalls: [call(5)] }, NOW);
    expect(floorChanges(null, after)).toEqual([]);
    expect(floorChanges(before, after)).toEqual(["Table 5 needs attention"]);
    expect(floorChanges(after, before)).toEqual(["Table 5 is free"]);
    const seated = floorTiles([table(4, { current: onTable({ status: "seated" }) }), table(5)], undefined, NOW);
    expect(floorChanges(before, seated)).toEqual(["Table 4 is seated"]);
  });
});
