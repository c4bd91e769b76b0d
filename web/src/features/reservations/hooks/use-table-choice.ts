import type { TableOption } from "@tavola/contracts";
import { useState } from "react";
import { ANY_TABLE, anyTableLabel, type Selection } from "../lib/booking-form";
import { tableKey } from "../lib/reservation-rules";
import type { Seating } from "../components/booking/table-options";

/**
 * Step 2 of "Reserve a Table": how the guest wants to be seated (any table, a table, an area) and the table and
 * time chosen. `context` names the restaurant, date and party on screen; a choice made for another one no longer
 * applies and reads as none. `onChange` runs before every change (the screen clears its errors).
 */
export function useTableChoice(context: string, onChange: () => void) {
  const [seating, setSeating] = useState<Seating>("any");
  const [area, setArea] = useState("");
  const [selection, setSelection] = useState<Selection | null>(null);
  const chosen = selection?.context === context ? selection : null;
  const chosenKey = chosen && chosen.tableIds !== ANY_TABLE ? tableKey(chosen.tableIds) : null;

  return {
    seating,
    area,
    chosen,
    chosenKey,
    selectTable(option: TableOption) {
      if (chosenKey === tableKey(option.tableIds)) return;
      onChange();
      setSelection({ context, tableIds: option.tableIds, area: null, label: option.label, startsAt: null });
    },
    selectTime(option: TableOption, startsAt: string) {
      onChange();
      setSelection({ context, tableIds: option.tableIds, area: null, label: option.label, startsAt });
    },
    selectAnyTime(startsAt: string) {
      onChange();
      setSelection({ context, tableIds: ANY_TABLE, area: area || null, label: anyTableLabel(area || null), startsAt });
    },
    /** Another way to be seated, or another area: the time chosen for the old one may not exist in the new one. */
    changeSeating(next: Seating) {
      onChange();
      setSeating(next);
      setSelection(null);
    },
    changeArea(next: string) {
      onChange();
      setArea(next);
      setSelection(null);
    },
    /** A named table and time picked elsewhere (an alternative the server offered), booked as that table. */
    chooseTable(next: Selection) {
      onChange();
      setSeating("table");
      setSelection(next);
    },
    clear: () => setSelection(null),
  };
}
