import type { LeadCard as LeadCardData } from "@tavola/contracts";
import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { CalendarDays, Copy, GripVertical, Users } from "lucide-react";
import { formatCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { LeadOpsBadges } from "./lead-ops";
import { SlaBadge } from "./sla-badge";

/** "Fri, Dec 12" from "2030-12-12" (the event's own day, never shifted by the viewer's zone). */
export function formatEventDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
}

export const headcountText = (lead: Pick<LeadCardData, "headcount" | "guestCountLabel">) =>
  lead.guestCountLabel ?? (lead.headcount !== null ? `${lead.headcount} guests` : null);

/**
 * A lead on the board: its event, who asked, when, how many, its value and its promise. The title opens the lead;
 * the grip beside it picks the card up (mouse, touch, or Space/Enter then the arrow keys).
 */
export function LeadCard({ lead, now, canDrag, onOpen }: { lead: LeadCardData; now: number; canDrag: boolean; onOpen: (id: string) => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: lead.id, data: { lead }, disabled: !canDrag });
  const overdue = lead.sla.overdue || (lead.sla.nextDueAt !== null && Date.parse(lead.sla.nextDueAt) <= now);
  const people = headcountText(lead);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-testid="lead-card"
      data-lead-id={lead.id}
      data-overdue={overdue || undefined}
      className={cn(
        "grid gap-2 rounded-lg border bg-card p-3 text-sm shadow-sm",
        overdue && "border-destructive ring-1 ring-destructive",
        isDragging && "z-10 opacity-80 shadow-lg",
      )}
    >
      <div className="flex items-start gap-1">
        <button type="button" onClick={() => onOpen(lead.id)} className="min-w-0 flex-1 text-left font-semibold leading-snug hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm">
          {lead.eventName}
        </button>
        {canDrag ? (
          <button
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Move ${lead.eventName}`}
            data-testid="lead-drag-handle"
            className="-mr-1 -mt-1 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <p className="truncate text-muted-foreground">{lead.companyName ? `${lead.companyName} · ${lead.contactName}` : lead.contactName}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-3" />
          {formatEventDay(lead.eventDate)}
          {lead.eventTime ? ` ${lead.eventTime}` : ""}
        </span>
        {people ? (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3" />
            {people}
          </span>
        ) : null}
        {lead.valueCents !== null ? <span className="font-medium text-foreground">{formatCents(lead.valueCents)}</span> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* The promise matters until the lead is past first contact; later cards would all just say "Contacted". */}
        {lead.stage === "new" || lead.stage === "contacted" ? <SlaBadge sla={lead.sla} now={now} /> : null}
        {lead.duplicateCount > 0 ? (
          <span className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs" data-testid="badge-duplicate">
            <Copy aria-hidden="true" className="size-3" />
            Possible duplicate
          </span>
        ) : null}
        <LeadOpsBadges ops={lead.ops} />
        {lead.owner ? <span className="text-xs text-muted-foreground">Owner: {lead.owner.name}</span> : null}
      </div>
    </li>
  );
}
