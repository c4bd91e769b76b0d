import type { HostStand as HostStandData, Restaurant } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Hourglass, LayoutGrid, ListOrdered, Sparkles } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/domain/state-panels";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { hostStandQueryOptions, tableSessionsQueryOptions, useDecideWaitingGuest } from "../api/host-stand-api";
import { parseApiError } from "@/lib/api-error";
import { type FloorConnection, useFloorStream } from "../hooks/use-floor-stream";
import { useNow } from "../hooks/use-now";
import { floorChanges, type FloorTile, floorTiles } from "../lib/floor-state";
import type { WalkInValues } from "../lib/walk-in-form";
import { BookingsList } from "./bookings-list";
import { FloorPlan } from "./floor-plan";
import { StaffGate } from "./staff-gate";
import { WaitlistPanel } from "./waitlist-panel";
import { WalkInDialog } from "./walk-in-dialog";

/** /table-reservations: the host stand, behind the restaurant-team gate. */
export function HostStand({ isExecutive }: { isExecutive: boolean }) {
  return (
    <StaffGate isExecutive={isExecutive} returnTo="/table-reservations">
      {(workspace, picker) => <HostStandScreen key={workspace.restaurant.id} restaurant={workspace.restaurant} picker={picker} />}
    </StaffGate>
  );
}

function Panel({ id, title, icon: Icon, children, aside }: { id: string; title: string; icon: typeof LayoutGrid; children: ReactNode; aside?: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} data-testid={`panel-${id}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 pb-4">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
          {title}
        </h2>
        {aside}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

const CONNECTION_TEXT: Record<FloorConnection, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
  stopped: "Live updates stopped",
};

function walkInFromParams(params: URLSearchParams): WalkInValues | null {
  const partySize = params.get("walkInParty");
  return partySize ? { partySize, tableId: params.get("walkInTable") ?? "", name: "" } : null;
}

function HostStandScreen({ restaurant, picker }: { restaurant: Restaurant; picker: ReactNode }) {
  const [params] = useSearchParams();
  const [walkIn] = useState(() => walkInFromParams(params));
  const [date, setDate] = useState<string | null>(null);
  const dateId = useId();
  const now = useNow();
  const stand = useQuery(hostStandQueryOptions(restaurant.id, date));
  const sessions = useQuery(tableSessionsQueryOptions(restaurant.id));
  const connection = useFloorStream(restaurant.id);

  const data = stand.data;
  const tiles = useMemo(() => (data ? floorTiles(data.tables, sessions.data, now) : null), [data, sessions.data, now]);
  const announcement = useFloorAnnouncements(tiles, data?.date ?? null);

  return (
    <div className="mx-auto grid max-w-[1600px] gap-6 px-4 py-6 sm:px-6" data-testid="page-host-stand">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-primary">Host stand · {restaurant.name}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Table Reservations</h1>
          <p className="mt-1 text-muted-foreground">The day's bookings and walk-ins, the floor and the waitlist, live.</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {picker}
          <div className="grid gap-1.5">
            <Label htmlFor={dateId}>Date</Label>
            <Input
              id={dateId}
              type="date"
              className="w-44"
              value={date ?? data?.date ?? ""}
              onChange={(e) => setDate(e.target.value || null)}
              data-testid="input-host-date"
            />
          </div>
          <span className="inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium" data-testid="status-live" data-state={connection}>
            <span aria-hidden="true" className={connection === "live" ? "size-2.5 rounded-full bg-emerald-500" : "size-2.5 rounded-full bg-amber-500"} />
            {CONNECTION_TEXT[connection]}
          </span>
          {tiles ? <WalkInDialog restaurantId={restaurant.id} tiles={tiles} initial={walkIn} /> : null}
          <Button asChild variant="outline" className="h-11">
            <Link href="/table-recommendations">
              <Sparkles aria-hidden="true" />
              Recommend a table
            </Link>
          </Button>
        </div>
      </header>

      {stand.isError ? (
        <ErrorState title="We couldn't load the host stand." message={parseApiError(stand.error).message} onRetry={() => void stand.refetch()} testId="error-host-stand" />
      ) : !data || !tiles ? (
        <HostStandSkeleton />
      ) : (
        <HostStandBody restaurantId={restaurant.id} data={data} tiles={tiles} now={now} sessionsFailed={sessions.isError} />
      )}

      {/* Read out by screen readers as the floor changes; the visual cue is the tile's colour, icon and words. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="floor-announcement">
        {announcement}
      </div>
    </div>
  );
}

function HostStandBody({ restaurantId, data, tiles, now, sessionsFailed }: { restaurantId: string; data: HostStandData; tiles: FloorTile[]; now: Date; sessionsFailed: boolean }) {
  const decide = useDecideWaitingGuest(restaurantId);
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="grid gap-6">
        <Panel id="bookings" title={`Bookings (${data.bookings.length})`} icon={ListOrdered} aside={<span className="flex items-center gap-2 text-sm text-muted-foreground"><CalendarDays aria-hidden="true" className="size-4" />{data.date}</span>}>
          <BookingsList restaurantId={restaurantId} bookings={data.bookings} tables={data.tables} timezone={data.timezone} now={now} />
        </Panel>
        <Panel id="waitlist" title={`Waitlist (${data.waitlist.filter((w) => w.status === "waiting" || w.status === "offered").length})`} icon={Hourglass}>
          <WaitlistPanel entries={data.waitlist} timezone={data.timezone} />
        </Panel>
      </div>
      <Panel id="floor" title="Floor plan" icon={LayoutGrid}>
        {sessionsFailed ? <p className="text-sm text-muted-foreground">Dine-in check-ins and calls could not be loaded; the plan shows bookings only.</p> : null}
        <FloorPlan
          tiles={tiles}
          timezone={data.timezone}
          busyGuestId={decide.isPending ? (decide.variables?.guestId ?? null) : null}
          onDecide={(sessionId, guest, decision) =>
            decide.mutate(
              { sessionId, guestId: guest.id, decision },
              { onError: (e) => toast({ variant: "destructive", title: "Couldn't answer that request", description: getErrorMessage(e) }) },
            )
          }
        />
      </Panel>
    </div>
  );
}

function HostStandSkeleton() {
  return (
    <div className="grid gap-6 xl:grid-cols-2" aria-hidden="true" data-testid="skeleton-host-stand">
      <Skeleton className="h-96 w-full rounded-xl" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

/** The latest floor change in words ("Table 4 needs attention"); a new day (or restaurant) starts afresh. */
function useFloorAnnouncements(tiles: FloorTile[] | null, date: string | null): string {
  const previous = useRef<{ date: string | null; tiles: FloorTile[] } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!tiles) return;
    const before = previous.current?.date === date ? previous.current.tiles : null;
    previous.current = { date, tiles };
    const messages = floorChanges(before, tiles);
    if (messages.length > 0) setAnnouncement(messages.join(". "));
  }, [tiles, date]);
  return announcement;
}
