import { LEAD_STAGE_LABELS, leadMoveNeedsReason } from "@tavola/contracts";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { FileText, X } from "lucide-react";
import { Link } from "wouter";
import { ErrorState } from "@/components/domain/state-panels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { leadQueryOptions } from "../api/crm-api";
import { useNow } from "../hooks/use-now";
import { useStageMove } from "../hooks/use-stage-move";
import { LeadFacts } from "./lead-facts";
import { LeadTimeline } from "./lead-timeline";
import { LeadAssignment, LeadDuplicates, LeadNoteForm } from "./lead-work";
import { LeadMoney } from "./lead-money";
import { LeadReconfirmTask } from "./lead-ops";
import { SlaBadge } from "./sla-badge";

/** A lead's page as a side panel over the board: the request, its stage actions, owner, notes and history. */
export function LeadDrawer({ leadId, onClose }: { leadId: string | null; onClose: () => void }) {
  return (
    <DialogPrimitive.Root open={leadId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col overflow-y-auto border-l bg-background shadow-xl focus:outline-none"
          data-testid="lead-drawer"
          aria-describedby={undefined}
        >
          {leadId ? <LeadPanel leadId={leadId} /> : null}
          <DialogPrimitive.Close className="absolute right-4 top-4 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function LeadPanel({ leadId }: { leadId: string }) {
  const lead = useQuery(leadQueryOptions(leadId));
  const stageMove = useStageMove();
  const now = useNow();
  if (lead.isError) {
    return (
      <div className="p-6">
        <DialogPrimitive.Title className="sr-only">Lead</DialogPrimitive.Title>
        <ErrorState title="This lead didn't load" message={parseApiError(lead.error).message} onRetry={() => void lead.refetch()} />
      </div>
    );
  }
  if (!lead.data) {
    return (
      <div className="grid gap-4 p-6">
        <DialogPrimitive.Title className="sr-only">Loading the lead</DialogPrimitive.Title>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  const l = lead.data;
  return (
    <div className="grid gap-6 p-6">
      <header className="grid gap-2 pr-8">
        <DialogPrimitive.Title className="text-xl font-semibold leading-tight">{l.eventName}</DialogPrimitive.Title>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" data-testid="lead-stage">
            {LEAD_STAGE_LABELS[l.stage]}
          </Badge>
          <SlaBadge sla={l.sla} now={now} />
          {l.restaurant ? <span className="text-sm text-muted-foreground">{l.restaurant.name}</span> : <span className="text-sm text-muted-foreground">Not assigned to a restaurant</span>}
        </div>
      </header>
      {l.canEdit && l.nextStages.length > 0 ? (
        <section aria-label="Move this lead" className="flex flex-wrap gap-2">
          {l.nextStages.map((to) => (
            <Button key={to} size="sm" variant={leadMoveNeedsReason(to) ? "outline" : "default"} disabled={stageMove.pending} onClick={() => stageMove.request(l, to)}>
              {leadMoveNeedsReason(to) ? `Mark ${LEAD_STAGE_LABELS[to].toLowerCase()}…` : `Move to ${LEAD_STAGE_LABELS[to]}`}
            </Button>
          ))}
        </section>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite">
        {stageMove.announcement}
      </p>
      {stageMove.dialog}
      {l.canEdit && l.restaurant && (l.stage === "new" || l.stage === "contacted" || l.stage === "quoted") ? (
        <Button asChild size="sm" variant="outline" className="w-fit">
          <Link href={`/catering-quotes?lead=${encodeURIComponent(l.id)}`}>
            <FileText aria-hidden="true" /> {l.stage === "quoted" ? "Open the quote" : "Build a quote"}
          </Link>
        </Button>
      ) : null}
      <LeadReconfirmTask lead={l} />
      <LeadMoney lead={l} />
      {l.canEdit ? <LeadDuplicates lead={l} /> : null}
      <section aria-labelledby="lead-request" className="grid gap-3">
        <h3 id="lead-request" className="font-semibold">
          Request
        </h3>
        <LeadFacts lead={l} />
      </section>
      {l.canEdit ? (
        <section aria-labelledby="lead-team" className="grid gap-3">
          <h3 id="lead-team" className="font-semibold">
            Team
          </h3>
          <LeadAssignment lead={l} />
          <LeadNoteForm leadId={l.id} />
        </section>
      ) : null}
      <section aria-labelledby="lead-history" className="grid gap-3">
        <h3 id="lead-history" className="font-semibold">
          Timeline
        </h3>
        <LeadTimeline activities={l.activities} />
      </section>
    </div>
  );
}
