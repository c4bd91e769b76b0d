import { RATING_LABELS, type FeedbackAlert, type SentimentLabel } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { MessageSquareWarning, Reply, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { GrantPointsPicker } from "@/components/domain/grant-points-picker";
import { ErrorState } from "@/components/domain/state-panels";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage } from "@/lib/api-client";
import { parseApiError } from "@/lib/api-error";
import { FEEDBACK_CATEGORY_NAMES } from "@/lib/feedback-labels";
import { feedbackAlertsQueryOptions, useAlertAction } from "../api/feedback-alerts";
import { formatTimeSince } from "../lib/time-since";

const SENTIMENT_VARIANT: Record<SentimentLabel, BadgeVariant> = { positive: "default", neutral: "secondary", negative: "destructive" };
const SENTIMENT_NAME: Record<SentimentLabel, string> = { positive: "Positive", neutral: "Neutral", negative: "Negative" };

const guest = (a: FeedbackAlert) => a.customerFirstName ?? "A guest";
const stars = (rating: number) => `${rating} · ${RATING_LABELS[rating as 1 | 2 | 3 | 4 | 5] ?? ""}`;

/** What a screen reader hears when an alert arrives: who, how bad, about which order. */
export function alertAnnouncement(a: FeedbackAlert): string {
  return `New feedback alert: ${guest(a)} rated ${a.orderReference ? `order ${a.orderReference} ` : ""}${a.rating} out of 5`;
}

/**
 * "Feedback alerts": negative feedback about the restaurant's orders, newest first, live from the order
 * stream. Each can be answered (Reply), made up for (Grant points) or dismissed; any of them resolves it.
 */
export function FeedbackAlertsPanel({ restaurantId, now }: { restaurantId: string; now: number }) {
  const alerts = useQuery(feedbackAlertsQueryOptions(restaurantId));
  const announcement = useArrivalAnnouncement(alerts.data);
  const count = alerts.data?.length ?? 0;

  return (
    <section aria-labelledby="feedback-alerts-title" className="grid gap-3 rounded-xl border bg-card p-4" data-testid="panel-feedback-alerts">
      <h2 id="feedback-alerts-title" className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquareWarning aria-hidden="true" className="size-5 text-primary" />
        Feedback alerts
        {count > 0 ? <span className="rounded-full bg-destructive px-2 text-sm font-bold text-white tabular-nums">{count}</span> : null}
      </h2>

      {alerts.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : alerts.isError ? (
        <ErrorState title="Feedback alerts didn't load" message={getErrorMessage(alerts.error)} onRetry={() => void alerts.refetch()} testId="error-feedback-alerts" />
      ) : count === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="text-no-feedback-alerts">
          No open feedback alerts
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Open feedback alerts">
          {alerts.data.map((a) => (
            <AlertRow key={a.id} alert={a} restaurantId={restaurantId} now={now} />
          ))}
        </ul>
      )}

      {/* Read out when a guest's complaint arrives; the list above is the visual cue. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="announcement-feedback-alerts">
        {announcement}
      </div>
    </section>
  );
}

/**
 * Announces alerts that appear after the first load (the ones already open when the screen opened are not
 * news). Ids are remembered, so an alert re-read after a refetch is never announced twice.
 */
function useArrivalAnnouncement(list: FeedbackAlert[] | undefined): string {
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!list) return;
    if (seen.current === null) {
      seen.current = new Set(list.map((a) => a.id));
      return;
    }
    const fresh = list.filter((a) => !seen.current!.has(a.id));
    for (const a of fresh) seen.current.add(a.id);
    if (fresh.length === 1) setAnnouncement(alertAnnouncement(fresh[0]!));
    else if (fresh.length > 1) setAnnouncement(`${fresh.length} new feedback alerts`);
  }, [list]);
  return announcement;
}

function AlertRow({ alert, restaurantId, now }: { alert: FeedbackAlert; restaurantId: string; now: number }) {
  const action = useAlertAction(restaurantId);
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState("");
  const [replyError, setReplyError] = useState<string | undefined>();
  const age = formatTimeSince(alert.createdAt, now);
  const failed = action.error ? parseApiError(action.error) : null;
  const lastKind = action.variables?.action.kind;

  const sendReply = (e: FormEvent) => {
    e.preventDefault();
    if (!reply.trim()) return setReplyError("Write a reply");
    setReplyError(undefined);
    action.mutate({ alert, action: { kind: "reply", reply } }, { onError: (err) => setReplyError(parseApiError(err).fieldErrors.reply?.[0] ?? parseApiError(err).message) });
  };

  return (
    <li className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3" data-testid={`feedback-alert-${alert.id}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-bold">{stars(alert.rating)}</span>
        <Badge variant={SENTIMENT_VARIANT[alert.sentimentLabel]}>{SENTIMENT_NAME[alert.sentimentLabel]}</Badge>
        <Badge variant="outline">{FEEDBACK_CATEGORY_NAMES[alert.category]}</Badge>
        <span className="text-muted-foreground">
          {guest(alert)}
          {alert.orderReference ? ` · ${alert.orderReference}` : ""} · {age === "just now" ? "just now" : `${age} ago`}
        </span>
      </div>
      <blockquote className="border-l-2 border-destructive/60 pl-3 text-base">“{alert.excerpt}”</blockquote>

      {replying ? (
        <form onSubmit={sendReply} className="grid gap-2" noValidate>
          <FormField label={`Reply to ${guest(alert)}`} error={replyError}>
            <Textarea rows={2} value={reply} onChange={(e) => setReply(e.target.value)} autoFocus />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" className="h-11" disabled={action.isPending}>
              {action.isPending && lastKind === "reply" ? "Sending…" : "Send reply"}
            </Button>
            <Button type="button" className="h-11" variant="ghost" onClick={() => setReplying(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}

      <div className="flex flex-wrap items-start gap-2">
        {replying ? null : (
          <Button className="h-11" onClick={() => setReplying(true)} disabled={action.isPending}>
            <Reply aria-hidden="true" />
            Reply
          </Button>
        )}
        <GrantPointsPicker
          pending={action.isPending}
          error={lastKind === "grant" ? failed?.message : undefined}
          onGrant={(points) => action.mutate({ alert, action: { kind: "grant", points } })}
        />
        <Button className="h-11" variant="ghost" onClick={() => action.mutate({ alert, action: { kind: "dismiss" } })} disabled={action.isPending}>
          <X aria-hidden="true" />
          Dismiss
        </Button>
      </div>
      {lastKind === "dismiss" && failed ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failed.message}
        </p>
      ) : null}
    </li>
  );
}
