import { DemandForecastView } from "@/features/demand-forecast/components/demand-forecast-view";

/** /data-science (executives, and a restaurant's owner or managers for their own), with the spec's title and line. */
export function DataSciencePage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-10 sm:px-6" data-testid="page-data-science">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Data Science</h1>
        <p className="text-muted-foreground">Models and experiments behind Tavola.</p>
      </header>
      <DemandForecastView />
    </div>
  );
}
