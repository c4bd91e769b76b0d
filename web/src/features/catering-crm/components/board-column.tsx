import { LEAD_STAGE_LABELS, type LeadCard as LeadCardData, type LeadStage } from "@tavola/contracts";
import { useDroppable } from "@dnd-kit/core";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { LeadCard } from "./lead-card";

/** One stage: its name and count, and its cards (a drop target while a card is dragged). */
export function BoardColumn(props: {
  stage: LeadStage;
  total: number;
  leads: LeadCardData[];
  now: number;
  canDrag: boolean;
  onOpen: (id: string) => void;
  /** Whether the card being dragged may move here (highlights the legal targets). */
  dropState: "idle" | "legal" | "illegal";
  /** Shows the next page of this column (absent when it cannot grow further). */
  onShowMore?: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: props.stage });
  const label = LEAD_STAGE_LABELS[props.stage];
  const headingId = `crm-column-${props.stage}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`crm-column-${props.stage}`}
      className={cn(
        "flex w-72 shrink-0 flex-col gap-2 rounded-xl border bg-muted/40 p-2 sm:w-80",
        props.dropState === "legal" && "border-primary",
        props.dropState === "legal" && isOver && "bg-primary/10",
        props.dropState === "illegal" && "opacity-60",
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-semibold">
        {label}
        <span className="rounded-full bg-background px-2 text-xs font-medium text-muted-foreground" aria-label={`${props.total} leads`}>
          {props.total}
        </span>
      </h2>
      {props.leads.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-6 text-center text-xs text-muted-foreground">No leads</p>
      ) : (
        <ul className="grid gap-2" aria-label={`${label} leads`}>
          {props.leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} now={props.now} canDrag={props.canDrag} onOpen={props.onOpen} />
          ))}
        </ul>
      )}
      {props.total > props.leads.length ? (
        <div className="grid gap-1 px-1 text-xs text-muted-foreground">
          <p>
            Showing {props.leads.length} of {props.total}
          </p>
          {props.onShowMore ? (
            <Button variant="outline" size="sm" onClick={props.onShowMore} aria-label={`Show more ${label} leads`}>
              Show more
            </Button>
          ) : (
            <p>Narrow the filters to see the rest.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
