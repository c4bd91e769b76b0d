import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cancellationSettlement, describeSettlement } from "./catering-operations.js";

const preview = (feeCents: number, depositsPaidCents: number, owedBy: "none" | "card_on_file" | "link" = "link") => ({
  feeCents,
  depositsPaidCents,
  ...cancellationSettlement({ feeCents, depositsPaidCents }),
  owedBy: cancellationSettlement({ feeCents, depositsPaidCents }).owedCents === 0 ? ("none" as const) : owedBy,
});

describe("cancellation settlement against deposits", () => {
  it("fee = deposits: the deposit is kept, nothing refunded, nothing owed", () => {
    expect(cancellationSettlement({ feeCents: 32_662, depositsPaidCents: 32_662 })).toEqual({ keptCents: 32_662, refundCents: 0, owedCents: 0 });
    expect(describeSettlement(preview(32_662, 32_662))).toBe("We keep your $326.62 deposit towards the $326.62 fee.");
  });

  it("fee < deposits: the fee is kept, the excess refunded", () => {
    expect(cancellationSettlement({ feeCents: 32_662, depositsPaidCents: 65_325 })).toEqual({ keptCents: 32_662, refundCents: 32_663, owedCents: 0 });
    expect(describeSettlement(preview(32_662, 65_325))).toBe("We keep $326.62 of your $653.25 deposit and refund $326.63.");
  });

  it("fee > deposits: the deposits are kept, the rest owed (card on file or link)", () => {
    expect(cancellationSettlement({ feeCents: 32_662, depositsPaidCents: 13_065 })).toEqual({ keptCents: 13_065, refundCents: 0, owedCents: 19_597 });
    expect(describeSettlement(preview(32_662, 13_065, "card_on_file"))).toBe("We keep your $130.65 deposit towards the $326.62 fee. The remaining $195.97 of the fee is charged to your card on file.");
    expect(describeSettlement(preview(32_662, 13_065, "card_on_file"), true)).toContain("was charged to your card on file.");
    expect(describeSettlement(preview(32_662, 13_065, "link"))).toBe("We keep your $130.65 deposit towards the $326.62 fee. The remaining $195.97 of the fee is due by card: we email you a payment link.");
  });

  it("no deposit: the whole fee is owed; a free cancellation refunds every deposit; nothing at all charges nothing", () => {
    expect(cancellationSettlement({ feeCents: 32_662, depositsPaidCents: 0 })).toEqual({ keptCents: 0, refundCents: 0, owedCents: 32_662 });
    expect(describeSettlement(preview(32_662, 0))).toBe("The fee of $326.62 is due by card: we email you a payment link.");
    expect(cancellationSettlement({ feeCents: 0, depositsPaidCents: 32_662 })).toEqual({ keptCents: 0, refundCents: 32_662, owedCents: 0 });
    expect(describeSettlement(preview(0, 32_662))).toBe("We refund your $326.62 deposit in full.");
    expect(cancellationSettlement({ feeCents: 0, depositsPaidCents: 0 })).toEqual({ keptCents: 0, refundCents: 0, owedCents: 0 });
    expect(describeSettlement(preview(0, 0))).toBe("Nothing is charged.");
  });

  it("for any fee and deposits: kept + refund = deposits, kept + owed = fee, all non-negative integers", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (fee, deposits) => {
        const s = cancellationSettlement({ feeCents: fee, depositsPaidCents: deposits });
        expect(s.keptCents + s.refundCents).toBe(deposits);
        expect(s.keptCents + s.owedCents).toBe(fee);
        for (const v of Object.values(s)) expect(Number.isInteger(v) && v >= 0).toBe(true);
        expect(s.refundCents === 0 || s.owedCents === 0).toBe(true);
      }),
    );
  });
});
