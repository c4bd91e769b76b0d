import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { OutboxStatus, OutboxSummary } from "@tavola/contracts";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { OUTBOX_PAGE_SIZE, outboxMessageQueryOptions, outboxPageQueryOptions } from "../api/outbox-api";

const STATUS_LABELS: Record<OutboxStatus, string> = { queued: "Queued", sending: "Sending", sent: "Sent", failed: "Failed" };
const STATUS_VARIANTS: Record<OutboxStatus, BadgeVariant> = { queued: "secondary", sending: "outline", sent: "default", failed: "destructive" };
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The super admin's mail viewer: the outbox newest first, a page at a time, and one message opened beside it. */
export function MailOutbox() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OutboxStatus | "">("");
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery(outboxPageQueryOptions(page, status));

  if (list.isError) {
    const error = parseApiError(list.error);
    return (
      <p role="alert" className="text-destructive">
        {error.status === 403 ? "Only super admins can read the outbox." : error.message}
      </p>
    );
  }
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / OUTBOX_PAGE_SIZE)) : 1;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="outbox-list-title" className="grid min-w-0 grid-cols-1 content-start gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="outbox-list-title" className="text-lg font-semibold">
            Messages{data ? ` (${data.total})` : ""}
          </h2>
          <label className="grid gap-1 text-sm">
            <span>Status</span>
            <select
              className="min-h-11 rounded-md border bg-background px-2 sm:min-h-9"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as OutboxStatus | "");
                setPage(1);
              }}
            >
              <option value="">All</option>
              {(Object.keys(STATUS_LABELS) as OutboxStatus[]).map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {!data ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading messages">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <p className="text-muted-foreground">No mail{status ? ` with status ${STATUS_LABELS[status].toLowerCase()}` : " yet"}.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {data.items.map((m) => (
              <li key={m.id}>
                <MessageRow message={m} open={m.id === openId} onOpen={() => setOpenId(m.id)} />
              </li>
            ))}
          </ul>
        )}
        {data && pages > 1 && (
          <nav aria-label="Outbox pages" className="flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-sm text-muted-foreground">
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </nav>
        )}
      </section>
      <section aria-label="Message" className="min-w-0">{openId ? <MessageView id={openId} /> : <p className="text-muted-foreground">Choose a message to read it.</p>}</section>
    </div>
  );
}

function MessageRow({ message: m, open, onOpen }: { message: OutboxSummary; open: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={open}
      onClick={onOpen}
      className="grid w-full min-w-0 grid-cols-1 gap-1 rounded-lg border p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 aria-pressed:border-primary"
    >
      <span className="flex min-w-0 items-center justify-between gap-2">
        <span className="truncate font-medium">{m.subject}</span>
        <Badge variant={STATUS_VARIANTS[m.status]}>{STATUS_LABELS[m.status]}</Badge>
      </span>
      <span className="truncate text-sm text-muted-foreground">
        To {m.recipient} · {when(m.createdAt)}
      </span>
    </button>
  );
}

function MessageView({ id }: { id: string }) {
  const message = useQuery(outboxMessageQueryOptions(id));
  const title = useRef<HTMLHeadingElement>(null);
  const loadedId = message.data?.id;
  // The opened message takes the focus: screen readers read it, and on a phone (below the list) it scrolls into view.
  useEffect(() => {
    if (loadedId) title.current?.focus();
  }, [loadedId]);
  if (message.isError) return <p role="alert">{parseApiError(message.error).message}</p>;
  if (!message.data) return <Skeleton className="h-64" aria-label="Loading message" />;
  const m = message.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle ref={title} tabIndex={-1} className="break-words text-xl focus:outline-none">
          {m.subject}
        </CardTitle>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">To</dt>
          <dd className="break-all">{m.recipient}</dd>
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            {STATUS_LABELS[m.status]}
            {m.sentAt ? ` ${when(m.sentAt)}` : ""} · {m.attempts} {m.attempts === 1 ? "attempt" : "attempts"}
          </dd>
          <dt className="text-muted-foreground">Kind</dt>
          <dd>{m.kind}</dd>
          <dt className="text-muted-foreground">Queued</dt>
          <dd>{when(m.createdAt)}</dd>
          {m.lastError && (
            <>
              <dt className="text-muted-foreground">Last error</dt>
              <dd className="break-words text-destructive">{m.lastError}</dd>
            </>
          )}
        </dl>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {/* The text part, as the recipient's mail client shows it; links in it are plain text to copy. */}
        <pre className="whitespace-pre-wrap wrap-anywhere rounded-md bg-muted p-3 font-sans text-sm">{m.text}</pre>
        {m.html && (
          <details>
            <summary className="cursor-pointer text-sm">HTML source</summary>
            <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-3 text-xs">{m.html}</pre>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
