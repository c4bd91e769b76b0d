import { AdvancedAnalyticsView } from "@/features/web-analytics/components/advanced-view";

/** /advanced-analytics (executives; a restaurant's owner or managers for their own restaurants — checked on the server). */
export function AdvancedAnalyticsPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-10 sm:px-6" data-testid="page-advanced-analytics">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Advanced Analytics</h1>
        <p className="text-muted-foreground">Deeper analysis across the platform.</p>
      </header>
      <AdvancedAnalyticsView />
    </div>
  );
}
