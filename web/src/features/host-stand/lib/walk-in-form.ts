import { walkInSchema, type WalkInInput } from "@tavola/contracts";

export type WalkInValues = { partySize: string; tableId: string; name: string };
export const EMPTY_WALK_IN: WalkInValues = { partySize: "", tableId: "", name: "" };

/** The wire body for POST /walk-ins, or the field messages (the contract's own) when it is not ready. */
export function buildWalkIn(values: WalkInValues): { input: WalkInInput } | { errors: Partial<Record<keyof WalkInValues, string>> } {
  const name = values.name.trim();
  const input: WalkInInput = {
    partySize: values.partySize === "" ? Number.NaN : Number(values.partySize),
    tableIds: values.tableId ? [values.tableId] : [],
    ...(name ? { name } : {}),
  };
  const result = walkInSchema.safeParse(input);
  if (result.success) return { input };
  const errors: Partial<Record<keyof WalkInValues, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] === "tableIds" ? "tableId" : issue.path[0] === "partySize" ? "partySize" : "name";
    errors[key] ??= issue.message;
  }
  return { errors };
}
