import { PARTY_SIZE_MAX } from "@tavola/contracts";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { InlineAlert } from "@/components/domain/state-panels";
import { useWalkIn } from "../api/host-stand-api";
import { fieldError, type ApiError, parseApiError } from "@/lib/api-error";
import { FLOOR_STATE_LABELS, type FloorTile } from "../lib/floor-state";
import { formatTables, tablesThatSeat } from "../lib/host-actions";
import { buildWalkIn, EMPTY_WALK_IN, type WalkInValues } from "../lib/walk-in-form";

/** "Add walk-in": party size, a table that seats them (free ones first), an optional name; seated at once. */
export function WalkInDialog({ restaurantId, tiles, initial }: { restaurantId: string; tiles: readonly FloorTile[]; initial?: WalkInValues | null }) {
  // Arriving from a recommendation ("Seat walk-in here") opens the form filled in.
  const [open, setOpen] = useState(!!initial);
  const [values, setValues] = useState<WalkInValues>(initial ?? EMPTY_WALK_IN);
  const [errors, setErrors] = useState<Partial<Record<keyof WalkInValues, string>>>({});
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const walkIn = useWalkIn(restaurantId);

  const party = Number(values.partySize);
  const stateOf = new Map(tiles.map((t) => [t.table.id, t.state]));
  const seating = Number.isInteger(party) && party > 0 ? tablesThatSeat(tiles.map((t) => t.table), party) : [];
  // Free tables first: the host nearly always seats a walk-in at one.
  const choices = [...seating].sort((a, b) => Number(stateOf.get(b.id) === "free") - Number(stateOf.get(a.id) === "free"));

  function set<K extends keyof WalkInValues>(key: K, value: string) {
    setValues((v) => ({ ...v, [key]: value, ...(key === "partySize" ? { tableId: "" } : {}) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function reset(next: boolean) {
    setOpen(next);
    if (!next) {
      setValues(EMPTY_WALK_IN);
      setErrors({});
      setServerError(null);
    }
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setServerError(null);
    const built = buildWalkIn(values);
    if ("errors" in built) {
      setErrors(built.errors);
      return;
    }
    walkIn.mutate(built.input, {
      onSuccess: (r) => {
        toast({ title: "Walk-in seated", description: `${r.name}, ${r.partySize} at ${formatTables(r.tables)}.` });
        reset(false);
      },
      onError: (err) => setServerError(parseApiError(err, "We couldn't seat this walk-in. Please try again.")),
    });
  }

  const tableError = errors.tableId ?? fieldError(serverError, "tableIds");
  const partyError = errors.partySize ?? fieldError(serverError, "partySize");
  const nameError = errors.name ?? fieldError(serverError, "name");
  const banner = serverError && !tableError && !partyError && !nameError ? serverError.message : null;

  return (
    <>
      <Button className="h-11" onClick={() => setOpen(true)} data-testid="button-add-walk-in">
        <UserPlus aria-hidden="true" />
        Add walk-in
      </Button>
      <Dialog open={open} onOpenChange={reset}>
        <DialogContent data-testid="dialog-walk-in">
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Add walk-in">
            <DialogHeader>
              <DialogTitle>Add walk-in</DialogTitle>
              <DialogDescription>Seat a party without a booking now. They keep the table for the usual time for their size.</DialogDescription>
            </DialogHeader>
            <FormField label="Party size" required error={partyError} id="walk-in-party">
              <Input type="number" inputMode="numeric" min={1} max={PARTY_SIZE_MAX} value={values.partySize} onChange={(e) => set("partySize", e.target.value)} />
            </FormField>
            <FormField label="Table" required error={tableError} id="walk-in-table" description={seating.length === 0 && values.partySize ? "No table seats this party." : undefined}>
              <Select value={values.tableId} onChange={(e) => set("tableId", e.target.value)} disabled={choices.length === 0}>
                <option value="">{choices.length === 0 ? "Enter the party size first" : "Choose a table"}</option>
                {choices.map((t) => (
                  <option key={t.id} value={t.id}>
                    Table {t.number} · seats {t.capacity} · {t.location} · {FLOOR_STATE_LABELS[stateOf.get(t.id) ?? "free"]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Name (optional)" error={nameError} id="walk-in-name">
              <Input maxLength={100} autoComplete="off" value={values.name} onChange={(e) => set("name", e.target.value)} />
            </FormField>
            <InlineAlert message={banner} testId="error-walk-in" />
            <DialogFooter>
              <Button variant="outline" onClick={() => reset(false)} disabled={walkIn.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={walkIn.isPending} data-testid="button-seat-walk-in">
                {walkIn.isPending ? "Seating..." : "Seat walk-in"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
