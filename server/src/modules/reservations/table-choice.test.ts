import { describe, expect, it } from "vitest";
import { findCandidate, tableCandidates, type DiningTable } from "./table-choice.js";

// The demo layout: 5+6 (Main Floor), 7+8 (Patio) and 9+10 (Private Room) can be joined.
const layout: DiningTable[] = (
  [
    [1, 2, "Window", null], [2, 2, "Window", null], [3, 4, "Window", null],
    [4, 4, "Main Floor", null], [5, 4, "Main Floor", "main"], [6, 6, "Main Floor", "main"],
    [7, 4, "Patio", "patio"], [8, 6, "Patio", "patio"], [9, 8, "Private Room", "private"], [10, 12, "Private Room", "private"],
  ] as const
).map(([number, capacity, location, joinGroup]) => ({ id: `t${number}`, number, capacity, location, joinGroup }));

const labels = (party: number) => tableCandidates(layout, party).map((c) => c.label);

describe("tableCandidates", () => {
  it("seats a couple at two-tops and four-tops, never the private room", () => {
    expect(labels(2)).toEqual(["Table 1", "Table 2", "Table 3", "Table 4", "Table 5", "Table 7"]);
  });

  it("seats a party of 4 at tables of 4 to 6", () => {
    expect(labels(4)).toEqual(["Table 3", "Table 4", "Table 5", "Table 7", "Table 6", "Table 8"]);
  });

  it("joins a group's tables when no single table holds the party snugly", () => {
    expect(labels(8)).toEqual(["Table 9", "Tables 5 + 6", "Tables 7 + 8"]);
    const joined = tableCandidates(layout, 8).find((c) => c.label === "Tables 5 + 6")!;
    expect(joined).toMatchObject({ tableIds: ["t5", "t6"], capacity: 10, location: "Main Floor" });
  });

  it("does not join tables when one of them alone holds the party", () => {
    expect(labels(5)).toEqual(["Table 6", "Table 8"]);
  });

  it("offers the smallest fit when nothing is snug", () => {
    expect(labels(1)).toEqual(["Table 1", "Table 2"]); // 2-tops are within 2 spare seats
    expect(labels(15)).toEqual(["Tables 9 + 10"]); // 20 seats, the only fit
    expect(labels(13)).toEqual(["Tables 9 + 10"]);
    expect(labels(20)).toEqual(["Tables 9 + 10"]);
  });

  it("offers nothing for a party no table or pair can hold", () => {
    expect(labels(21)).toEqual([]);
  });
});

describe("findCandidate", () => {
  const candidates = tableCandidates(layout, 8);
  it("matches the chosen tables in any order", () => {
    expect(findCandidate(candidates, ["t6", "t5"])?.label).toBe("Tables 5 + 6");
    expect(findCandidate(candidates, ["t9"])?.label).toBe("Table 9");
  });

  it("refuses tables that are not an option for the party", () => {
    expect(findCandidate(candidates, ["t1"])).toBeNull();
    expect(findCandidate(candidates, ["t5", "t7"])).toBeNull();
    expect(findCandidate(candidates, ["t10"])).toBeNull();
  });
});
