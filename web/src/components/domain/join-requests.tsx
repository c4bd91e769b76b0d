import type { GuestDecision, WaitingGuest } from "@tavola/contracts";
import { Check, UserPlus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type JoinRequestsProps = {
  tableNumber: number;
  guests: readonly WaitingGuest[];
  onDecide: (guest: WaitingGuest, decision: GuestDecision) => void;
  /** The guest whose decision is on its way (its buttons wait). */
  busyId: string | null;
  /** The table's guests are asked whether the newcomer is with them; the staff see it as a floor task. */
  audience: "guests" | "staff";
  className?: string;
};

/**
 * Guests who joined a table by its number only, waiting to be let in: the prompt on the table's screen and
 * on the floor. Until someone here decides, the newcomer sees nothing of the table's bill.
 */
export function JoinRequests({ tableNumber, guests, onDecide, busyId, audience, className }: JoinRequestsProps) {
  if (guests.length === 0) return null;
  return (
    <section
      role="region"
      aria-label={`Waiting to join table ${tableNumber}`}
      className={cn("grid gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950 dark:border-amber-500/60 dark:bg-amber-500/10 dark:text-amber-100", className)}
      data-testid={`join-requests-${tableNumber}`}
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <UserPlus aria-hidden="true" className="size-4 shrink-0" />
        {audience === "guests"
          ? `${guests.length === 1 ? "Someone is" : `${guests.length} people are`} asking to join your table`
          : `Table ${tableNumber}: ${guests.length === 1 ? "1 guest" : `${guests.length} guests`} waiting to join`}
      </p>
      {audience === "guests" ? (
        <p className="text-sm">They entered the table number without its code. Let them in only if they are with you: they will see the bill and can order.</p>
      ) : null}
      <ul className="grid gap-2">
        {guests.map((g) => (
          <li key={g.id} className="flex flex-wrap items-center justify-between gap-2" data-testid={`join-request-${g.id}`}>
            <span className="text-sm font-medium">{g.name ?? "A guest without an account"}</span>
            <span className="flex flex-wrap gap-2">
              <Button className="h-11" onClick={() => onDecide(g, "admit")} disabled={busyId === g.id} aria-label={`Let ${g.name ?? "the guest"} in to table ${tableNumber}`}>
                <Check aria-hidden="true" />
                Let in
              </Button>
              <Button variant="outline" className="h-11 bg-background" onClick={() => onDecide(g, "decline")} disabled={busyId === g.id} aria-label={`Decline ${g.name ?? "the guest"} at table ${tableNumber}`}>
                <X aria-hidden="true" />
                Decline
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
