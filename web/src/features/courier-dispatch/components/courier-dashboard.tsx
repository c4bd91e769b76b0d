import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { boardQueryOptions } from "../api/dispatch-api";
import { useDispatchStream } from "../hooks/use-dispatch-stream";
import { useNow } from "../hooks/use-now";
import { ActiveRun } from "./active-run";
import { BatchRoute } from "./batch-route";
import { EarningsPanel } from "./earnings-panel";
import { JobOffers, MyBids } from "./job-offers";
import { PresenceCard } from "./presence-card";

/** The courier's working screen, live over the dispatch stream: presence, my run or open jobs, my bids, earnings. */
export function CourierDashboard() {
  const { data: board, isPending, isError } = useQuery(boardQueryOptions);
  const connection = useDispatchStream();
  const now = useNow();
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError || !board) return <p role="alert">We couldn't load your board. Check your connection and try again.</p>;
  return (
    <div className="grid gap-6">
      <PresenceCard presence={board.presence} />
      {connection === "reconnecting" && (
        <p className="text-sm text-muted-foreground" role="status">
          Reconnecting to live updates…
        </p>
      )}
      {board.batch ? <BatchRoute batch={board.batch} /> : board.run ? <ActiveRun run={board.run} /> : <JobOffers jobs={board.jobs} online={board.presence.online} now={now} />}
      <MyBids bids={board.bids} />
      <EarningsPanel />
    </div>
  );
}
