import { useDeferredValue, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@tavola/contracts";
import { FilterSearch, FilterSelect } from "./filter-fields";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { ADMIN_PAGE_SIZE, auditQueryOptions } from "../api/admin-api";
import { Pager } from "./pager";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });

/** "role: customer → restaurant_staff" for each field that the action changed or reported. */
function changes(entry: AuditEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((k) => {
    const b = k in before ? String(before[k]) : null;
    const a = k in after ? String(after[k]) : null;
    return b !== null && a !== null ? `${k}: ${b} → ${a}` : `${k}: ${a ?? b}`;
  });
}

/** The append-only audit log, newest first: who did what to which account or setting, when, why, before → after. */
export function AuditLog() {
  const [action, setAction] = useState<AuditAction | "">("");
  const [actor, setActor] = useState("");
  const [page, setPage] = useState(1);
  const actorSearch = useDeferredValue(actor.trim());
  const log = useQuery(auditQueryOptions({ action, actor: actorSearch, page }));
  const data = log.data;
  return (
    <section aria-labelledby="audit-title" className="grid min-w-0 gap-4">
      <h2 id="audit-title" className="text-xl font-semibold">
        Audit log{data ? ` (${data.total})` : ""}
      </h2>
      <p className="text-sm text-muted-foreground">Every privileged action, kept for good: entries cannot be edited or deleted.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FilterSelect
          label="Action"
          value={action}
          allLabel="All actions"
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
          onChange={(v) => {
            setAction(v);
            setPage(1);
          }}
        />
        <FilterSearch
          label="Done by (email)"
          value={actor}
          maxLength={320}
          onChange={(v) => {
            setActor(v);
            setPage(1);
          }}
        />
      </div>
      {log.isError ? (
        <p role="alert" className="text-destructive">
          {parseApiError(log.error).message}
        </p>
      ) : !data ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading the audit log">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <p className="text-muted-foreground">Nothing recorded{action || actorSearch ? " for this filter" : " yet"}.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Audit entries, newest first">
          {data.items.map((entry) => (
            <li key={entry.id} className="grid min-w-0 gap-1 rounded-lg border p-3 text-sm" data-testid="audit-entry">
              <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</span>
                <time dateTime={entry.at} className="text-muted-foreground">
                  {when(entry.at)}
                </time>
              </div>
              <span className="break-all">
                {entry.targetLabel ?? entry.targetId} · by {entry.actorEmail ?? "the system"}
              </span>
              {changes(entry).length > 0 && <span className="break-words text-muted-foreground">{changes(entry).join(" · ")}</span>}
              {entry.reason && <span className="break-words">Reason: {entry.reason}</span>}
            </li>
          ))}
        </ol>
      )}
      {data && <Pager label="Audit log pages" page={page} total={data.total} pageSize={ADMIN_PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}
