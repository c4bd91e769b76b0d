import { describe, expect, it } from "vitest";
import { canMoveLead, customerStatusOf, LEAD_STAGES, leadMoveNeedsReason, nextLeadStages, type LeadStage } from "./catering-pipeline.js";

/** Every legal move, written out by hand: anything not listed here must be refused. */
const LEGAL: Array<[LeadStage, LeadStage]> = [
  ["new", "contacted"], ["new", "lost"], ["new", "cancelled"],
  ["contacted", "quoted"], ["contacted", "lost"], ["contacted", "cancelled"],
  ["quoted", "contacted"], ["quoted", "deposit_paid"], ["quoted", "lost"], ["quoted", "cancelled"],
  ["deposit_paid", "in_progress"], ["deposit_paid", "lost"], ["deposit_paid", "cancelled"],
  ["in_progress", "delivered"], ["in_progress", "lost"], ["in_progress", "cancelled"],
  ["delivered", "closed"],
];

describe("the catering pipeline", () => {
  const legal = new Set(LEGAL.map(([a, b]) => `${a}>${b}`));
  for (const from of LEAD_STAGES) {
    for (const to of LEAD_STAGES) {
      const ok = legal.has(`${from}>${to}`);
      it(`${ok ? "allows" : "refuses"} ${from} → ${to}`, () => {
        expect(canMoveLead(from, to)).toBe(ok);
        expect(nextLeadStages(from).includes(to)).toBe(ok);
      });
    }
  }

  it("ends nowhere after closed, lost or cancelled", () => {
    for (const s of ["closed", "lost", "cancelled"] as const) expect(nextLeadStages(s)).toEqual([]);
  });

  it("asks a reason for lost and cancelled only", () => {
    expect(LEAD_STAGES.filter(leadMoveNeedsReason)).toEqual(["lost", "cancelled"]);
  });

  it("shows the customer the spec's badges", () => {
    expect(LEAD_STAGES.map((s) => [s, customerStatusOf(s)])).toEqual([
      ["new", "pending"], ["contacted", "pending"], ["quoted", "pending"], ["deposit_paid", "confirmed"],
      ["in_progress", "in_progress"], ["delivered", "completed"], ["closed", "completed"], ["lost", "cancelled"], ["cancelled", "cancelled"],
    ]);
  });
});
