import type { WaitlistEntry } from "@tavola/contracts";
import { Hourglass } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { EmptyState } from "@/components/domain/state-panels";
import { formatGuests, formatTime } from "../lib/host-actions";

const STATUS: Record<WaitlistEntry["status"], { label: string; variant: BadgeVariant }> = {
  waiting: { label: "Waiting", variant: "secondary" },
  offered: { label: "Offered", variant: "default" },
  booked: { label: "Booked", variant: "outline" },
  expired: { label: "Expired", variant: "outline" },
  cancelled: { label: "Cancelled", variant: "destructive" },
};

/** The day's waitlist: who, how many, the window they could come in, and the offer when a table freed up. */
export function WaitlistPanel({ entries, timezone }: { entries: readonly WaitlistEntry[]; timezone: string }) {
  if (entries.length === 0) return <EmptyState icon={Hourglass} title="Nobody is waiting" text="Guests who find the day full can join the waitlist from Reserve a Table." testId="empty-waitlist" />;
  return (
    <ul className="grid gap-3" data-testid="list-waitlist">
      {entries.map((e) => (
        <li key={e.id} className="grid gap-1 rounded-lg border p-3 text-sm" data-testid={`waitlist-${e.reference}`}>
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{e.name}</span>
            <Badge variant={STATUS[e.status].variant}>{STATUS[e.status].label}</Badge>
          </span>
          <span className="text-muted-foreground">
            {formatGuests(e.partySize)} · {formatTime(e.windowStart, timezone)} – {formatTime(e.windowEnd, timezone)}
          </span>
          {e.status === "offered" && e.offer ? (
            <span data-testid="waitlist-offer">
              Offered {e.offer.label} at {formatTime(e.offer.startsAt, timezone)}, until {formatTime(e.offer.expiresAt, timezone)}
            </span>
          ) : null}
          {e.reservationReference ? <span className="text-muted-foreground">Booked as {e.reservationReference}</span> : null}
        </li>
      ))}
    </ul>
  );
}
