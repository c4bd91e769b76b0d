import type { FloorTableState, GuestDecision, WaitingGuest } from "@tavola/contracts";
import { JoinRequests } from "@/components/domain/join-requests";
import { BellRing, CalendarClock, CircleCheck, type LucideIcon, QrCode, Users } from "lucide-react";
import { cn } from "@/lib/utils";
import { FLOOR_STATE_LABELS, type FloorTile, floorSections } from "../lib/floor-state";
import { formatTime } from "../lib/host-actions";

/** Colour, icon and words for each state: never colour alone. Tints keep AA contrast in both themes. */
const STATE_STYLE: Record<FloorTableState, { icon: LucideIcon; className: string }> = {
  free: { icon: CircleCheck, className: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200" },
  reserved: { icon: CalendarClock, className: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-200" },
  seated: { icon: Users, className: "border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-500/40 dark:bg-violet-500/10 dark:text-violet-200" },
  checked_in: { icon: QrCode, className: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200" },
  needs_attention: { icon: BellRing, className: "border-red-400 bg-red-50 text-red-900 ring-2 ring-red-400/60 dark:border-red-500/60 dark:bg-red-500/15 dark:text-red-200" },
};

function TileDetail({ tile, timezone }: { tile: FloorTile; timezone: string }) {
  const { table, session, call } = tile;
  if (call) return <span>{call.kind === "bill" ? "Asked for the bill" : "Called the server"}</span>;
  if (session && session.waitingGuests.length > 0) return <span>{session.guestCount} checked in · someone asks to join</span>;
  if (session) return <span>{session.guestCount} {session.guestCount === 1 ? "phone" : "phones"} checked in</span>;
  const booking = table.current ?? table.next;
  if (!booking) return <span className="opacity-80">No more bookings today</span>;
  return (
    <span>
      {booking.name} · {booking.partySize} at {formatTime(booking.startsAt, timezone)}
    </span>
  );
}

export type DecideWaitingGuest = (sessionId: string, guest: WaitingGuest, decision: GuestDecision) => void;

/**
 * The floor plan: every table as a tile by section, with its number, seats, server and state — and, on a
 * table someone asked to join by number only, the prompt to let them in.
 */
export function FloorPlan({ tiles, timezone, onDecide, busyGuestId }: { tiles: readonly FloorTile[]; timezone: string; onDecide: DecideWaitingGuest; busyGuestId: string | null }) {
  const sections = floorSections(tiles);
  if (sections.length === 0) return <p className="text-sm text-muted-foreground">This restaurant has no tables yet.</p>;
  return (
    <div className="grid gap-6" data-testid="floor-plan">
      {sections.map((section) => (
        <section key={section.location} aria-labelledby={`floor-${section.location}`} className="grid gap-3">
          <h3 id={`floor-${section.location}`} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {section.location}
          </h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {section.tiles.map((tile) => {
              const style = STATE_STYLE[tile.state];
              const Icon = style.icon;
              return (
                <li
                  key={tile.table.id}
                  // A table someone asks to join spans two columns: the prompt and its buttons need the room.
                  className={cn("grid min-w-0 gap-1 rounded-lg border p-3 text-sm", style.className, tile.session?.waitingGuests.length ? "col-span-2" : null)}
                  data-testid={`floor-table-${tile.table.number}`}
                  data-state={tile.state}
                >
                  {/* The name never breaks ("Table / 1"); on a narrow tile the seats move to the next line instead. */}
                  <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <span className="whitespace-nowrap text-base font-bold" data-testid="floor-table-name">
                      Table {tile.table.number}
                    </span>
                    <span className="whitespace-nowrap text-xs">Seats {tile.table.capacity}</span>
                  </span>
                  <span className="flex items-center gap-1.5 font-semibold" data-testid="floor-table-state">
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {FLOOR_STATE_LABELS[tile.state]}
                  </span>
                  <span className="break-words text-xs">Server: {tile.table.serverName}</span>
                  <span className="text-xs">
                    <TileDetail tile={tile} timezone={timezone} />
                  </span>
                  {tile.session ? (
                    <JoinRequests
                      className="mt-1 p-2"
                      tableNumber={tile.table.number}
                      guests={tile.session.waitingGuests}
                      audience="staff"
                      busyId={busyGuestId}
                      onDecide={(guest, decision) => onDecide(tile.session!.id, guest, decision)}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
