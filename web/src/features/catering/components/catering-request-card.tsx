import type { CateringRequestRecord } from "@tavola/contracts";
import { CalendarDays, Clock, Users } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { CateringStatusBadge } from "./catering-status-badge";

export function CateringRequestCard({ request }: { request: CateringRequestRecord }) {
  // "View Details" reveals the cuisine list in place; a dedicated details screen is not specified yet.
  const [expanded, setExpanded] = useState(false);
  const detailsId = `catering-request-${request.id}-details`;

  return (
    <Card data-testid={`card-catering-request-${request.id}`}>
      <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
        <CardTitle className="text-base">{request.name}</CardTitle>
        <CateringStatusBadge status={request.status} />
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid gap-2 text-muted-foreground">
          <div className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4" />
            <dt className="sr-only">Event date</dt>
            <dd>{formatDate(request.eventDate)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4" />
            <dt className="sr-only">Guest count</dt>
            <dd>{request.guestCount}</dd>
          </div>
        </dl>
        {request.message ? <p className="line-clamp-3">{request.message}</p> : null}
        {expanded ? (
          <div id={detailsId} className="rounded-md bg-muted px-3 py-2">
            <span className="font-medium">Preferred cuisine: </span>
            {request.cuisinePreferences.length > 0 ? request.cuisinePreferences.join(", ") : "No preference"}
          </div>
        ) : null}
        <div className="flex items-center justify-between gap-2 border-t pt-3">
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />
            Submitted {formatDate(request.createdAt)}
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={() => setExpanded((v) => !v)}
            data-testid={`button-view-details-${request.id}`}
          >
            {expanded ? "Hide Details" : "View Details"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
