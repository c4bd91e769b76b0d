import { useQuery } from "@tanstack/react-query";
import { ROLE_LABELS, type AdminUser } from "@tavola/contracts";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { userSessionsQueryOptions } from "../api/admin-api";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An account's live sessions (started, last used, ends), and the way to end them all. */
export function AccountSessions({ user, onEndAll }: { user: AdminUser; onEndAll: () => void }) {
  const sessions = useQuery(userSessionsQueryOptions(user.id));
  if (sessions.isError) return <p role="alert">{parseApiError(sessions.error).message}</p>;
  if (!sessions.data) return <Skeleton className="h-16" aria-label="Loading sessions" />;
  return (
    <div className="grid gap-2 rounded-md bg-muted/50 p-3">
      {sessions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No live session: the account is signed out everywhere.</p>
      ) : (
        <>
          <ul className="grid gap-1 text-sm" aria-label={`Sessions of ${user.email}`}>
            {sessions.data.map((s) => (
              <li key={s.id}>
                Started {when(s.createdAt)} · last used {when(s.lastSeenAt)}
                {s.elevatedTo ? ` · raised to ${ROLE_LABELS[s.elevatedTo]}` : ""}
                {s.idleMinutes ? ` · ends after ${s.idleMinutes} min idle` : ""}
              </li>
            ))}
          </ul>
          <div>
            <Button size="sm" variant="outline" onClick={onEndAll}>
              Sign out everywhere
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
