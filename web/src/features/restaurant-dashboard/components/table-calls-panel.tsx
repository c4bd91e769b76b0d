import type { ServiceCall } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { BellRing, Check, CheckCheck, QrCode } from "lucide-react";
import { Link } from "wouter";
import { JoinRequests } from "@/components/domain/join-requests";
import { ErrorState } from "@/components/domain/state-panels";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { floorSessionsQueryOptions, useDecideWaitingGuest, useUpdateServiceCall } from "../api/table-calls";
import { formatTimeSince } from "../lib/time-since";

type TableCallsPanelProps = {
  restaurantId: string;
  now: number;
  /** Read out here unless the screen around the panel reads it out itself (the dashboard does, from any tab). */
  announcement?: string;
};

/**
 * "Table calls": dine-in guests paging their server, oldest first, live from the floor stream. Acknowledge
 * tells the guest someone is coming; Resolve clears the call once the table is looked after.
 */
export function TableCallsPanel({ restaurantId, now, announcement }: TableCallsPanelProps) {
  const floor = useQuery(floorSessionsQueryOptions(restaurantId));
  const update = useUpdateServiceCall(restaurantId);
  const decide = useDecideWaitingGuest(restaurantId);
  const asking = (floor.data?.sessions ?? []).filter((s) => s.status === "open" && s.waitingGuests.length > 0);
  const calls = [...(floor.data?.serviceCalls ?? [])]
    .filter((c) => c.status !== "resolved")
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const openTables = floor.data?.sessions.filter((s) => s.status === "open").length ?? 0;

  return (
    <section aria-labelledby="table-calls-title" className="grid gap-3 rounded-xl border bg-card p-4" data-testid="panel-table-calls">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="table-calls-title" className="flex scroll-mt-28 items-center gap-2 text-lg font-semibold">
            <BellRing aria-hidden="true" className="size-5 text-primary" />
            Table calls
            {calls.length > 0 ? <span className="rounded-full bg-primary px-2 text-sm font-bold text-primary-foreground tabular-nums">{calls.length}</span> : null}
          </h2>
          {floor.data ? (
            <p className="text-sm text-muted-foreground" data-testid="text-open-tables">
              {openTables === 1 ? "1 table checked in" : `${openTables} tables checked in`}
            </p>
          ) : null}
        </div>
        <Button variant="outline" asChild>
          <Link href={`/restaurant-dashboard/table-codes?restaurantId=${encodeURIComponent(restaurantId)}`} data-testid="link-table-codes">
            <QrCode aria-hidden="true" />
            Print table QR codes
          </Link>
        </Button>
      </header>

      {floor.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : floor.isError ? (
        <ErrorState title="Table calls didn't load" message={getErrorMessage(floor.error)} onRetry={() => void floor.refetch()} testId="error-table-calls" />
      ) : calls.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="text-no-table-calls">
          No table is calling right now.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label="Open table calls">
          {calls.map((call) => (
            <CallRow key={call.id} call={call} now={now} pending={update.isPending && update.variables?.call.id === call.id} onUpdate={(status) => update.mutate({ call, status })} />
          ))}
        </ul>
      )}

      {asking.length > 0 ? (
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="list-join-requests">
          {asking.map((s) => (
            <JoinRequests
              key={s.id}
              tableNumber={s.table.tableNumber}
              guests={s.waitingGuests}
              audience="staff"
              busyId={decide.isPending ? (decide.variables?.guestId ?? null) : null}
              onDecide={(guest, decision) => decide.mutate({ sessionId: s.id, guestId: guest.id, decision, tableNumber: s.table.tableNumber })}
            />
          ))}
        </div>
      ) : null}

      {/* Read out when a table starts calling; the list above is the visual cue. */}
      {announcement === undefined ? null : <TableCallsAnnouncement announcement={announcement} />}
    </section>
  );
}

function CallRow({ call, now, pending, onUpdate }: { call: ServiceCall; now: number; pending: boolean; onUpdate: (status: "acknowledged" | "resolved") => void }) {
  const open = call.status === "open";
  const age = formatTimeSince(call.createdAt, now);
  return (
    <li
      className={cn("flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3", open ? "border-primary bg-primary/5" : "bg-muted/40")}
      data-testid={`table-call-${call.tableNumber}`}
      data-status={call.status}
    >
      <div className="grid gap-0.5">
        <p className="text-base font-bold">Table {call.tableNumber}</p>
        <p className="text-sm text-muted-foreground">
          {call.kind === "bill" ? "Asking for the bill" : "Calling for a server"} · {age === "just now" ? "just now" : `${age} ago`}
          {open ? "" : " · acknowledged"}
        </p>
      </div>
      <div className="flex gap-2">
        {open ? (
          <Button className="h-11" onClick={() => onUpdate("acknowledged")} disabled={pending} aria-label={`Acknowledge table ${call.tableNumber}`}>
            <Check aria-hidden="true" />
            Acknowledge
          </Button>
        ) : null}
        <Button className="h-11" variant="outline" onClick={() => onUpdate("resolved")} disabled={pending} aria-label={`Resolve table ${call.tableNumber}`}>
          <CheckCheck aria-hidden="true" />
          Resolve
        </Button>
      </div>
    </li>
  );
}

/** The assertive live region for a table that starts calling. */
export function TableCallsAnnouncement({ announcement }: { announcement: string }) {
  return (
    <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="announcement-table-calls">
      {announcement}
    </div>
  );
}
