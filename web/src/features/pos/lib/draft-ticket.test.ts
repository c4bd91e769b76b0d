import { describe, expect, it } from "vitest";
import type { MenuItem } from "@tavola/contracts";
import { addLine, changeQuantity, draftSubtotal, holdableCourses, parseDollars, previewShare, setLineField, setNote, toOrderInput } from "./draft-ticket";

const dish = { id: "d1", name: "Tiramisu", priceCents: 900 } as MenuItem;

describe("the draft ticket", () => {
  it("adds up the same dish, keeps a noted line apart, and sends no price", () => {
    let lines = addLine([], dish, [], 900);
    lines = addLine(lines, dish, [], 900);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(2);
    lines = setNote(lines, lines[0]!.key, "no cocoa");
    lines = addLine(lines, dish, [], 900);
    expect(lines.map((l) => [l.quantity, l.note])).toEqual([[2, "no cocoa"], [1, ""]]);
    expect(draftSubtotal(lines)).toBe(2700);
    lines = changeQuantity(lines, lines[1]!.key, -1);
    expect(lines).toHaveLength(1);
    const input = toOrderInput(lines, null, "r1");
    expect(input).toEqual({ restaurantId: "r1", tableNumber: null, lines: [{ menuItemId: "d1", quantity: 2, note: "no cocoa" }] });
    expect(JSON.stringify(input)).not.toMatch(/Cents/);
  });

  it("previews a share as the server computes it and reads dollars typed at the till", () => {
    const ticket = { dueCents: 1000, remainingCents: 1000, lines: [{ id: "a", amountCents: 600 }, { id: "b", amountCents: 400 }] };
    expect(previewShare(ticket, "even", 3, [])).toBe(334);
    expect(previewShare({ ...ticket, remainingCents: 332 }, "even", 3, [])).toBe(332);
    expect(previewShare(ticket, "items", 2, ["b"])).toBe(400);
    expect([parseDollars("20"), parseDollars("12.5"), parseDollars("$7.05"), parseDollars("abc")]).toEqual([2000, 1250, 705, null]);
  });

  it("sends seat and course per line and holds only courses after the first that are on the ticket", () => {
    let lines = addLine([], dish, [], 900);
    lines = setLineField(lines, lines[0]!.key, "course", 2);
    lines = setLineField(lines, lines[0]!.key, "seat", 3);
    lines = addLine(lines, dish, [], 900);
    expect(lines).toHaveLength(2);
    expect(holdableCourses(lines)).toEqual([2]);
    const input = toOrderInput(lines, 4, "r1", [2, 3]);
    expect(input.heldCourses).toEqual([2]);
    expect(input.lines).toEqual([{ menuItemId: "d1", quantity: 1, seat: 3, course: 2 }, { menuItemId: "d1", quantity: 1 }]);
  });
});
