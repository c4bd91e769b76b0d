import { KITCHEN_STATION_LABELS, KITCHEN_VIEWS, type KitchenStation, type KitchenView } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { StaffAccessState, type StaffAccessTexts } from "@/components/domain/staff-access-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { cn } from "@/lib/utils";
import { kitchenBoardQueryOptions, useKitchenActions } from "../api/kitchen-api";
import { useKitchenStream } from "../hooks/use-kitchen-stream";
import { TicketCard } from "./ticket-card";

const TEXTS: StaffAccessTexts = {
  notOnTeamTitle: "The kitchen display is for restaurant teams",
  notOnTeamText: "Your account is not on a restaurant's team. If you work at a Tavola restaurant, ask its owner to add you.",
  elsewhere: { href: "/order", label: "Order food instead" },
  signedOutText: "Your session has ended. Sign in again to see the kitchen's tickets.",
  loadErrorTitle: "The kitchen display didn't load",
};

const viewLabel = (v: KitchenView) => (v === "all" ? "Expediter (all)" : KITCHEN_STATION_LABELS[v as KitchenStation]);

/** The clock the tickets' ages and fire times run on: every 15 s, so a colour changes within seconds of its minute. */
function useTicking(ms = 15_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
}

const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));

/**
 * /restaurant-dashboard/kitchen: a screen per station (or every station for the expediter). Live over the kitchen's
 * stream. Bump bars are keyboards: ← → (or 1–9) choose a ticket, B or Enter bumps it, R recalls the last bump.
 */
export function KitchenDisplay() {
  const [view, setView] = useState<KitchenView>("all");
  const board = useQuery(kitchenBoardQueryOptions(view));
  const connection = useKitchenStream();
  const actions = useKitchenActions(view);
  const now = useTicking();
  const [selected, setSelected] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const tickets = board.data?.tickets ?? [];
  const current = tickets[Math.min(selected, tickets.length - 1)];
  const failure = [actions.bumpItem.error, actions.bumpTicket.error, actions.recall.error].find(Boolean);

  const bumpTicket = (orderId: string, label: string) =>
    actions.bumpTicket.mutate(orderId, { onSuccess: () => setAnnouncement(`${label} bumped`) });
  const recall = () => actions.recall.mutate(undefined, { onSuccess: () => setAnnouncement(`${board.data?.lastBump?.label ?? "Last bump"} recalled`) });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      // Enter on a focused button is that button's own press.
      if (e.key === "Enter" && e.target instanceof HTMLButtonElement) return;
      const n = tickets.length;
      if (e.key === "ArrowRight" && n) setSelected((s) => (Math.min(s, n - 1) + 1) % n);
      else if (e.key === "ArrowLeft" && n) setSelected((s) => (Math.min(s, n - 1) - 1 + n) % n);
      else if (/^[1-9]$/.test(e.key) && Number(e.key) <= n) setSelected(Number(e.key) - 1);
      else if ((e.key === "b" || e.key === "B" || e.key === "Enter") && current) bumpTicket(current.orderId, current.label);
      else if (e.key === "r" || e.key === "R") recall();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  if (board.isError && !board.data) return <StaffAccessState error={board.error} onRetry={() => void board.refetch()} returnTo="/restaurant-dashboard/kitchen" texts={TEXTS} />;

  return (
    <div className="mx-auto grid max-w-[1800px] gap-4 px-3 py-4 sm:px-6" data-testid="page-kitchen-display">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Kitchen display</h1>
          <p className="text-muted-foreground">
            {board.data?.restaurantName ?? "Your restaurant"} ·{" "}
            <span data-testid="text-kitchen-connection">{connection === "live" ? "Live" : connection === "stopped" ? "Stopped" : "Connecting…"}</span>
          </p>
        </div>
        <Button variant="outline" className="h-12" onClick={recall} disabled={!board.data?.lastBump || actions.recall.isPending} data-testid="button-recall">
          <RotateCcw aria-hidden />
          Recall{board.data?.lastBump ? `: ${board.data.lastBump.label}` : ""}
        </Button>
      </header>

      <nav aria-label="Stations" className="flex gap-2 overflow-x-auto pb-1">
        {KITCHEN_VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => {
              setView(v);
              setSelected(0);
            }}
            className={cn("min-h-12 shrink-0 rounded-lg border px-4 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", view === v ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:border-primary")}
            data-testid={`button-view-${v}`}
          >
            {viewLabel(v)}
          </button>
        ))}
      </nav>
      <p className="text-sm text-muted-foreground">Keys: ← → or 1–9 choose a ticket · B bumps it · R recalls the last bump</p>
      <p aria-live="polite" className="sr-only" data-testid="text-kitchen-announcement">
        {announcement}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {parseApiError(failure).message}
        </p>
      ) : null}

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_260px]">
        <section aria-label={`Tickets: ${viewLabel(view)}`}>
          {board.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : tickets.length === 0 ? (
            <p className="rounded-xl border border-dashed px-6 py-16 text-center text-muted-foreground" data-testid="text-kitchen-empty">
              No tickets on this screen. New orders appear here as they are sent.
            </p>
          ) : (
            <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-label="Tickets, oldest first">
              {tickets.map((t, i) => (
                <li key={t.orderId}>
                  <TicketCard
                    ticket={t}
                    now={now}
                    expediter={view === "all"}
                    selected={current?.orderId === t.orderId}
                    onSelect={() => setSelected(i)}
                    onBumpItem={(id) => actions.bumpItem.mutate(id)}
                    onBumpTicket={() => bumpTicket(t.orderId, t.label)}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
        <aside aria-labelledby="all-day-title" className="h-fit rounded-xl border bg-card p-3">
          <h2 id="all-day-title" className="mb-2 font-semibold">
            All day
          </h2>
          {board.data?.allDay.length ? (
            <ul className="grid gap-1 text-sm" data-testid="list-all-day">
              {board.data.allDay.map((a) => (
                <li key={a.name} className="flex justify-between gap-2">
                  <span>{a.name}</span>
                  <span className="font-bold tabular-nums">{a.quantity}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Nothing to cook.</p>
          )}
        </aside>
      </div>
    </div>
  );
}
