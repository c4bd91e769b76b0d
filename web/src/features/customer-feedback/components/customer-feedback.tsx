import {
  FEEDBACK_CATEGORIES,
  RATING_LABELS,
  SENTIMENT_LABELS,
  type FeedbackListQuery,
  type FeedbackView,
  type SentimentLabel,
} from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { StaffAccessState, type StaffAccessTexts } from "@/components/domain/staff-access-state";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-error";
import { FEEDBACK_CATEGORY_NAMES } from "@/lib/feedback-labels";
import { feedbackListQueryOptions, feedbackWorkspaceQueryOptions, useReplyToFeedback } from "../api/customer-feedback-api";

const SentimentTrendChart = lazy(() => import("./sentiment-trend-chart").then((m) => ({ default: m.SentimentTrendChart })));

const TEXTS: StaffAccessTexts = {
  notOnTeamTitle: "This page is for restaurant teams",
  notOnTeamText: "Your account is not on a restaurant's team. To tell a restaurant how your visit went, use Share Your Feedback.",
  elsewhere: { href: "/feedback", label: "Share your feedback" },
  signedOutText: "Your session has ended. Sign in again to see your restaurant's feedback.",
  loadErrorTitle: "Feedback didn't load",
};
const SENTIMENT_VARIANT: Record<SentimentLabel, BadgeVariant> = { positive: "default", neutral: "secondary", negative: "destructive" };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** /customer-feedback: the restaurant's feedback with filters, the sentiment trend, complaints by category and replies. */
export function CustomerFeedback() {
  const workspace = useQuery(feedbackWorkspaceQueryOptions(null));
  if (workspace.isError) return <StaffAccessState error={workspace.error} onRetry={() => void workspace.refetch()} returnTo="/customer-feedback" texts={TEXTS} />;
  if (!workspace.data) return <Skeleton className="h-64 w-full rounded-xl" data-testid="skeleton-feedback" />;
  return <FeedbackBoard restaurantId={workspace.data.restaurant.id} restaurantName={workspace.data.restaurant.name} />;
}

function FeedbackBoard({ restaurantId, restaurantName }: { restaurantId: string; restaurantName: string }) {
  const [filters, setFilters] = useState<FeedbackListQuery>({});
  const list = useQuery(feedbackListQueryOptions(restaurantId, filters));
  const setFilter = (key: keyof FeedbackListQuery, value: string) =>
    setFilters((f) => ({ ...f, [key]: value === "" ? undefined : key === "rating" ? Number(value) : value }));

  return (
    <div className="grid gap-6" data-testid="customer-feedback">
      <p className="text-muted-foreground">{restaurantName}</p>
      <div className="grid gap-3 sm:grid-cols-5" role="group" aria-label="Filters">
        <FormField label="Rating">
          <Select value={filters.rating === undefined ? "" : String(filters.rating)} onChange={(e) => setFilter("rating", e.target.value)}>
            <option value="">All ratings</option>
            {([5, 4, 3, 2, 1] as const).map((r) => (
              <option key={r} value={r}>
                {r} · {RATING_LABELS[r]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Category">
          <Select value={filters.category ?? ""} onChange={(e) => setFilter("category", e.target.value)}>
            <option value="">All categories</option>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {FEEDBACK_CATEGORY_NAMES[c]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Sentiment">
          <Select value={filters.sentiment ?? ""} onChange={(e) => setFilter("sentiment", e.target.value)}>
            <option value="">All sentiments</option>
            {SENTIMENT_LABELS.map((s) => (
              <option key={s} value={s}>
                {cap(s)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="From">
          <Input type="date" value={filters.from ?? ""} onChange={(e) => setFilter("from", e.target.value)} />
        </FormField>
        <FormField label="To">
          <Input type="date" value={filters.to ?? ""} onChange={(e) => setFilter("to", e.target.value)} />
        </FormField>
      </div>
      {list.isError ? (
        <p role="alert" className="text-destructive">
          {parseApiError(list.error).message}
        </p>
      ) : !list.data ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-3">
            <Card className="lg:col-span-2">
              <CardHeader>
                <CardTitle>Sentiment trend</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="mb-2 text-sm text-muted-foreground" data-testid="sentiment-totals">
                  {list.data.summary.bySentiment.positive} positive · {list.data.summary.bySentiment.neutral} neutral ·{" "}
                  {list.data.summary.bySentiment.negative} negative
                </p>
                <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                  <SentimentTrendChart data={list.data.summary.trend} />
                </Suspense>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Complaints by category</CardTitle>
              </CardHeader>
              <CardContent>
                {list.data.summary.complaints.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No negative feedback.</p>
                ) : (
                  <ul className="grid gap-1" data-testid="complaints">
                    {list.data.summary.complaints.map((c) => (
                      <li key={c.category} className="flex justify-between text-sm">
                        <span>{FEEDBACK_CATEGORY_NAMES[c.category]}</span>
                        <span className="font-semibold">{c.count}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
          {list.data.items.length === 0 ? (
            <p className="text-muted-foreground">No feedback matches these filters.</p>
          ) : (
            <ul className="grid gap-4" aria-label="Feedback">
              {list.data.items.map((f) => (
                <FeedbackItem key={f.id} item={f} restaurantId={restaurantId} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function FeedbackItem({ item, restaurantId }: { item: FeedbackView; restaurantId: string }) {
  const [reply, setReply] = useState(item.reply ?? "");
  const [error, setError] = useState<string | undefined>();
  const send = useReplyToFeedback(restaurantId);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!reply.trim()) return setError("Write a reply");
    setError(undefined);
    send.mutate(
      { feedbackId: item.id, reply },
      { onError: (err) => setError(parseApiError(err).fieldErrors.reply?.[0] ?? parseApiError(err).message) },
    );
  };
  const contact = [item.name, item.email, item.phone].filter(Boolean).join(" · ");
  return (
    <li>
      <Card data-testid={`feedback-${item.id}`}>
        <CardContent className="grid gap-3 pt-6">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">
              {item.rating} · {RATING_LABELS[item.rating as 1 | 2 | 3 | 4 | 5]}
            </span>
            <Badge variant="outline">{FEEDBACK_CATEGORY_NAMES[item.category]}</Badge>
            <Badge variant={SENTIMENT_VARIANT[item.sentimentLabel]}>{cap(item.sentimentLabel)}</Badge>
            <span className="text-muted-foreground">{new Date(item.createdAt).toLocaleString()}</span>
          </div>
          <p>{item.text}</p>
          {item.keyPhrases.length > 0 ? <p className="text-sm text-muted-foreground">Key phrases: {item.keyPhrases.join(", ")}</p> : null}
          {contact ? <p className="text-sm">{contact}</p> : null}
          <form onSubmit={onSubmit} className="grid gap-2" noValidate>
            <FormField label={item.reply ? "Your reply" : "Reply to the guest"} error={error}>
              <Textarea rows={2} value={reply} onChange={(e) => setReply(e.target.value)} />
            </FormField>
            <div className="flex items-center gap-3">
              <Button type="submit" size="sm" disabled={send.isPending}>
                {item.reply ? "Update reply" : "Send reply"}
              </Button>
              {item.repliedAt ? <span className="text-sm text-muted-foreground">Replied {new Date(item.repliedAt).toLocaleString()}</span> : null}
            </div>
          </form>
        </CardContent>
      </Card>
    </li>
  );
}
