import { RATING_LABELS, SENTIMENT_LABELS, type FeedbackListQuery } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { MessageSquareText } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { CategorySelect } from "@/components/domain/category-select";
import { RestaurantPicker } from "@/components/domain/restaurant-picker";
import { StaffAccessState, type StaffAccessTexts } from "@/components/domain/staff-access-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-error";
import { FEEDBACK_CATEGORY_NAMES } from "@/lib/feedback-labels";
import { feedbackListQueryOptions, feedbackWorkspaceQueryOptions } from "../api/customer-feedback-api";
import { cap } from "./feedback-format";
import { FeedbackItem } from "./feedback-item";

const SentimentTrendChart = lazy(() => import("./sentiment-trend-chart").then((m) => ({ default: m.SentimentTrendChart })));

const TEXTS: StaffAccessTexts = {
  notOnTeamTitle: "This page is for restaurant teams",
  notOnTeamText: "Your account is not on a restaurant's team. To tell a restaurant how your visit went, use Share Your Feedback.",
  elsewhere: { href: "/feedback", label: "Share your feedback" },
  signedOutText: "Your session has ended. Sign in again to see your restaurant's feedback.",
  loadErrorTitle: "Feedback didn't load",
};

/**
 * /customer-feedback: the restaurant's feedback with filters, the sentiment trend, complaints by category and
 * replies. Executives manage every restaurant and pick which one they read.
 */
export function CustomerFeedback({ isExecutive = false }: { isExecutive?: boolean }) {
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const workspace = useQuery(feedbackWorkspaceQueryOptions(restaurantId));
  if (workspace.isError) return <StaffAccessState error={workspace.error} onRetry={() => void workspace.refetch()} returnTo="/customer-feedback" texts={TEXTS} />;
  if (!workspace.data) return <Skeleton className="h-64 w-full rounded-xl" data-testid="skeleton-feedback" />;
  const { restaurant } = workspace.data;
  return (
    <div className="grid gap-4">
      {isExecutive ? <RestaurantPicker value={restaurant.id} onChange={setRestaurantId} testId="select-feedback-restaurant" /> : null}
      {/* Keyed by restaurant: another restaurant's filters and reply drafts start afresh. */}
      <FeedbackBoard key={restaurant.id} restaurantId={restaurant.id} restaurantName={restaurant.name} />
    </div>
  );
}

function FeedbackBoard({ restaurantId, restaurantName }: { restaurantId: string; restaurantName: string }) {
  const [filters, setFilters] = useState<FeedbackListQuery>({});
  const list = useQuery(feedbackListQueryOptions(restaurantId, filters));
  const setFilter = (key: keyof FeedbackListQuery, value: string) =>
    setFilters((f) => ({ ...f, [key]: value === "" ? undefined : key === "rating" ? Number(value) : value }));
  const filtered = Object.values(filters).some((v) => v !== undefined);
  // Nothing yet and nothing filtered: filters and an empty chart would only be noise; say how feedback arrives.
  const noFeedbackYet = !filtered && list.data?.items.length === 0;

  return (
    <div className="grid gap-6" data-testid="customer-feedback">
      <p className="text-muted-foreground">{restaurantName}</p>
      {noFeedbackYet ? <NoFeedbackYet restaurantId={restaurantId} /> : null}
      {noFeedbackYet ? null : (
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
            <CategorySelect value={filters.category ?? ""} onValueChange={(v) => setFilter("category", v)} emptyLabel="All categories" />
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
      )}
      {list.isError ? (
        <p role="alert" className="text-destructive">
          {parseApiError(list.error).message}
        </p>
      ) : !list.data ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : noFeedbackYet ? null : list.data.items.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-xl border border-dashed p-6" data-testid="feedback-none-filtered">
          <p className="font-medium">No feedback matches these filters.</p>
          <p className="text-sm text-muted-foreground">Widen the dates or choose another rating, category or sentiment — or clear them to see everything.</p>
          <Button variant="outline" onClick={() => setFilters({})}>
            Clear filters
          </Button>
        </div>
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
          <ul className="grid gap-4" aria-label="Feedback">
            {list.data.items.map((f) => (
              <FeedbackItem key={f.id} item={f} restaurantId={restaurantId} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The first visit's empty state: what to do to get feedback (the guest's link for this restaurant). */
function NoFeedbackYet({ restaurantId }: { restaurantId: string }) {
  const path = `/feedback?restaurantId=${encodeURIComponent(restaurantId)}`;
  const link = typeof window === "undefined" ? path : new URL(path, window.location.origin).toString();
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="no-feedback-title" className="grid justify-items-start gap-3 rounded-xl border border-dashed p-6" data-testid="feedback-empty">
      <h2 id="no-feedback-title" className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquareText aria-hidden="true" className="size-5 text-primary" />
        No feedback yet
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        Guests' reviews appear here, with their sentiment, as soon as they are sent. Guests who ordered online get a "Leave feedback" link in My
        Orders once their food arrives; for everyone else, put this link on receipts, table cards or your follow-up emails:
      </p>
      <p className="max-w-full break-all rounded-md bg-muted px-3 py-2 font-mono text-sm" data-testid="text-feedback-link">
        {link}
      </p>
      <Button
        variant="outline"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true));
        }}
      >
        {copied ? "Link copied" : "Copy link"}
      </Button>
    </section>
  );
}
