import { describe, expect, it } from "vitest";
import { recommendTables } from "./recommend.js";
import type { TableCandidate } from "./table-choice.js";

const table = (n: number, capacity: number, location: string): TableCandidate => ({
  tableIds: [`t${n}`], label: `Table ${n}`, capacity, location, numbers: [n],
});
const servers: Record<string, string> = { t1: "Sophie", t3: "Sophie", t5: "Marco", t7: "Marco", t9: "Aiko" };
const serverOf = (id: string) => servers[id] ?? "Aiko";
const covers = (s: number, m: number, a: number) => new Map([["Sophie", s], ["Marco", m], ["Aiko", a]]);

describe("recommendTables", () => {
  it("prefers the snuggest table and says why", () => {
    const [best, ...others] = recommendTables({
      candidates: [table(5, 4, "Main Floor"), table(1, 2, "Window")], partySize: 2, serverOf, coversByServer: covers(0, 0, 0), dayPart: "tonight",
    });
    expect(best).toMatchObject({ label: "Table 1", score: 100, reasons: ["Seats 2 for a party of 2", "Sophie has the fewest guests tonight (0)"] });
    expect(others[0]).toMatchObject({ label: "Table 5", score: 80, reasons: ["Seats 4 for a party of 2 (2 empty seats)", "Marco has the fewest guests tonight (0)"] });
  });

  it("gives the section asked for its weight", () => {
    const ranked = recommendTables({
      candidates: [table(3, 4, "Window"), table(7, 4, "Patio")], partySize: 3, section: "patio", serverOf, coversByServer: covers(0, 0, 0), dayPart: "today",
    });
    expect(ranked[0]).toMatchObject({ label: "Table 7" });
    expect(ranked[0]!.reasons).toContain("On the Patio, as asked");
    expect(ranked[1]!.reasons.some((r) => r.includes("as asked"))).toBe(false);
  });

  it("spreads the load: a busier server's equal table ranks lower, and a much busier one outweighs a seat", () => {
    const even = recommendTables({ candidates: [table(3, 4, "Window"), table(5, 4, "Main Floor")], partySize: 4, serverOf, coversByServer: covers(6, 2, 9), dayPart: "tonight" });
    expect(even.map((r) => r.label)).toEqual(["Table 5", "Table 3"]);
    expect(even[0]!.reasons).toContain("Marco has the fewest guests tonight (2)");
    expect(even[1]!.reasons).toContain("Sophie has 6 guests tonight");
    const busy = recommendTables({ candidates: [table(1, 2, "Window"), table(5, 4, "Main Floor")], partySize: 2, serverOf, coversByServer: covers(30, 0, 0), dayPart: "tonight" });
    expect(busy[0]).toMatchObject({ label: "Table 5", score: 80 });
    expect(busy[1]).toMatchObject({ label: "Table 1", score: 70 });
  });

  it("charges a little for pushing tables together", () => {
    const pair: TableCandidate = { tableIds: ["t5", "t6"], label: "Tables 5 + 6", capacity: 8, location: "Main Floor", numbers: [5, 6] };
    const ranked = recommendTables({ candidates: [pair, table(9, 8, "Private Room")], partySize: 8, serverOf, coversByServer: covers(0, 0, 0), dayPart: "tonight" });
    expect(ranked.map((r) => [r.label, r.score])).toEqual([["Table 9", 100], ["Tables 5 + 6", 95]]);
    expect(ranked[1]!.reasons).toContain("Tables 5 + 6 pushed together");
    expect(recommendTables({ candidates: [], partySize: 2, serverOf, coversByServer: covers(0, 0, 0), dayPart: "tonight" })).toEqual([]);
  });
});
