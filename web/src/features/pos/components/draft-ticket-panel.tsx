import { modifierSummary, POS_COURSE_MAX } from "@tavola/contracts";
import { ChefHat, Minus, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/format";
import { useSendToKitchen } from "../api/pos-api";
import { changeQuantity, draftSubtotal, type DraftLine, holdableCourses, setLineField, setNote, toOrderInput } from "../lib/draft-ticket";
import type { Destination } from "./pos-screen";

type Props = {
  restaurantId: string;
  taxRatePpm: number;
  destination: Destination;
  lines: DraftLine[];
  onLinesChange: (lines: DraftLine[]) => void;
  onSent: (orderId: string) => void;
};

/**
 * The ticket being rung up: each line with − / + and a note for the kitchen, a running estimate, and Send to kitchen
 * (once a table or Takeaway is chosen). What the server sends back is the priced ticket.
 */
export function DraftTicketPanel({ restaurantId, taxRatePpm, destination, lines, onLinesChange, onSent }: Props) {
  const send = useSendToKitchen();
  const [held, setHeld] = useState<number[]>([]);
  const holdable = holdableCourses(lines);
  const subtotal = draftSubtotal(lines);
  const tax = Math.floor((subtotal * taxRatePpm + 500_000) / 1_000_000);
  const error = send.error ? parseApiError(send.error) : null;
  const where = destination === undefined ? null : destination === null ? "Takeaway" : `Table ${destination}`;

  const submit = () => {
    if (destination === undefined || lines.length === 0) return;
    send.mutate(toOrderInput(lines, destination, restaurantId, held), {
      onSuccess: (ticket) => {
        const waiting = ticket.heldCourses.length ? ` Course ${ticket.heldCourses.join(", ")} held until you fire it.` : "";
        toast({ title: "Sent to the kitchen", description: `${ticket.label}: order ${ticket.reference}.${waiting}` });
        setHeld([]);
        onSent(ticket.orderId);
      },
    });
  };

  return (
    <section aria-labelledby="pos-ticket-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="panel-pos-ticket">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="pos-ticket-title" className="text-lg font-semibold">
          New ticket
        </h2>
        <span className="text-sm text-muted-foreground" data-testid="text-pos-destination">
          {where ?? "Choose a table or Takeaway"}
        </span>
      </div>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">Tap dishes to add them to the ticket.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Ticket lines">
          {lines.map((l) => (
            <li key={l.key} className="grid gap-2 border-b pb-3 last:border-b-0" data-testid="row-pos-line">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">{l.item.name}</p>
                  {l.chosen.length ? <p className="text-sm text-muted-foreground">{modifierSummary(l.chosen)}</p> : null}
                </div>
                <span className="text-sm tabular-nums">{formatCents(l.unitPriceCents * l.quantity)}</span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Button variant="outline" size="icon" aria-label={`One less ${l.item.name}`} onClick={() => onLinesChange(changeQuantity(lines, l.key, -1))}>
                  <Minus aria-hidden />
                </Button>
                <span className="min-w-6 text-center font-semibold tabular-nums" aria-label={`Quantity ${l.quantity}`}>
                  {l.quantity}
                </span>
                <Button variant="outline" size="icon" aria-label={`One more ${l.item.name}`} onClick={() => onLinesChange(changeQuantity(lines, l.key, 1))}>
                  <Plus aria-hidden />
                </Button>
                <Input
                  className="min-w-0 flex-1 basis-40"
                  placeholder="Note for the kitchen"
                  aria-label={`Note for ${l.item.name}`}
                  maxLength={140}
                  value={l.note}
                  onChange={(e) => onLinesChange(setNote(lines, l.key, e.target.value))}
                  data-testid="input-pos-note"
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <NumberSelect label={`Seat for ${l.item.name}`} prefix="Seat" max={12} value={l.seat} onChange={(v) => onLinesChange(setLineField(lines, l.key, "seat", v))} testId="select-pos-seat" />
                <NumberSelect label={`Course for ${l.item.name}`} prefix="Course" max={POS_COURSE_MAX} value={l.course} onChange={(v) => onLinesChange(setLineField(lines, l.key, "course", v))} testId="select-pos-course" />
              </div>
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>Subtotal</dt>
          <dd className="text-right tabular-nums">{formatCents(subtotal)}</dd>
          <dt>Tax</dt>
          <dd className="text-right tabular-nums">{formatCents(tax)}</dd>
          <dt className="font-semibold">Estimated total</dt>
          <dd className="text-right font-semibold tabular-nums">{formatCents(subtotal + tax)}</dd>
        </dl>
      ) : null}
      {holdable.length ? (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">Hold courses until fired</legend>
          {holdable.map((c) => (
            <label key={c} className="flex min-h-11 items-center gap-3 text-sm">
              <Checkbox
                checked={held.includes(c)}
                onChange={(e) => setHeld((h) => (e.target.checked ? [...h, c] : h.filter((x) => x !== c)))}
                data-testid={`checkbox-hold-course-${c}`}
              />
              Hold course {c}
            </label>
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
      <Button size="lg" className="h-14 text-base" disabled={destination === undefined || lines.length === 0 || send.isPending} onClick={submit} data-testid="button-send-to-kitchen">
        <ChefHat aria-hidden />
        {send.isPending ? "Sending…" : "Send to kitchen"}
      </Button>
    </section>
  );
}

/** A seat or course number as a native select: big enough to tap, and the keyboard's own. */
function NumberSelect({ label, prefix, max, value, onChange, testId }: { label: string; prefix: string; max: number; value: number | null; onChange: (v: number | null) => void; testId: string }) {
  return (
    <select
      aria-label={label}
      className="h-11 min-w-28 rounded-md border bg-background px-2 text-sm"
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      data-testid={testId}
    >
      <option value="">{`No ${prefix.toLowerCase()}`}</option>
      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
        <option key={n} value={n}>{`${prefix} ${n}`}</option>
      ))}
    </select>
  );
}
