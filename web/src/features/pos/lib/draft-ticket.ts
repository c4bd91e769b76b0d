import { lineKey, type ChosenModifier, type MenuItem, type PosOrderInput } from "@tavola/contracts";

/**
 * The ticket being rung up, before it goes to the kitchen: one line per dish and choice of options, with its
 * quantity and a note. Prices here are the menu's, for the running estimate only; the server prices what is sent.
 */
export type DraftLine = { key: string; item: MenuItem; chosen: ChosenModifier[]; unitPriceCents: number; quantity: number; note: string; seat: number | null; course: number | null };

export function addLine(lines: readonly DraftLine[], item: MenuItem, chosen: ChosenModifier[], unitPriceCents: number, quantity = 1): DraftLine[] {
  const key = lineKey(item.id, chosen.map((c) => c.optionId));
  const found = lines.find((l) => l.key === key && l.note === "" && l.seat === null && l.course === null);
  if (found) return lines.map((l) => (l === found ? { ...l, quantity: Math.min(99, l.quantity + quantity) } : l));
  // The same dish again with a note already on the first stays a line of its own (the kitchen reads notes per line).
  const unique = lines.some((l) => l.key === key) ? `${key}#${lines.length}` : key;
  return [...lines, { key: unique, item, chosen, unitPriceCents, quantity, note: "", seat: null, course: null }];
}

export function changeQuantity(lines: readonly DraftLine[], key: string, by: number): DraftLine[] {
  return lines.flatMap((l) => (l.key !== key ? [l] : l.quantity + by <= 0 ? [] : [{ ...l, quantity: Math.min(99, l.quantity + by) }]));
}

export const setNote = (lines: readonly DraftLine[], key: string, note: string): DraftLine[] => lines.map((l) => (l.key === key ? { ...l, note } : l));

/** A line's seat or course (null: none); a line with either set stays a line of its own. */
export const setLineField = (lines: readonly DraftLine[], key: string, field: "seat" | "course", value: number | null): DraftLine[] =>
  lines.map((l) => (l.key === key ? { ...l, [field]: value } : l));

/** The courses on the ticket after the first: the ones that can be held back until fired. */
export const holdableCourses = (lines: readonly DraftLine[]) => [...new Set(lines.flatMap((l) => (l.course !== null && l.course > 1 ? [l.course] : [])))].sort((a, b) => a - b);

export const draftSubtotal = (lines: readonly DraftLine[]) => lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);

/** What goes to the server: dishes, options, quantities and notes — never a price. */
export function toOrderInput(lines: readonly DraftLine[], tableNumber: number | null, restaurantId: string, heldCourses: readonly number[] = []): PosOrderInput {
  const held = heldCourses.filter((c) => holdableCourses(lines).includes(c));
  return {
    restaurantId,
    tableNumber,
    ...(held.length ? { heldCourses: held } : {}),
    lines: lines.map((l) => ({
      menuItemId: l.item.id,
      quantity: l.quantity,
      ...(l.chosen.length ? { modifierOptionIds: l.chosen.map((c) => c.optionId) } : {}),
      ...(l.note.trim() ? { note: l.note.trim() } : {}),
      ...(l.seat !== null ? { seat: l.seat } : {}),
      ...(l.course !== null ? { course: l.course } : {}),
    })),
  };
}

/** What one payment would cover, as the server will compute it (shown before charging; the server's figure rules). */
export function previewShare(ticket: { dueCents: number; remainingCents: number; lines: ReadonlyArray<{ id: string; amountCents: number }> }, split: "full" | "even" | "items", ways: number, itemIds: readonly string[]): number {
  if (split === "full") return ticket.remainingCents;
  if (split === "even") return Math.max(0, Math.min(ticket.remainingCents, Math.ceil(ticket.dueCents / Math.max(2, ways))));
  const sum = ticket.lines.filter((l) => itemIds.includes(l.id)).reduce((s, l) => s + l.amountCents, 0);
  return Math.max(0, Math.min(ticket.remainingCents, sum));
}

/** "12.50" → 1250; anything that is not dollars and cents → null. */
export function parseDollars(input: string): number | null {
  const m = /^\s*\$?(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(input);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}
