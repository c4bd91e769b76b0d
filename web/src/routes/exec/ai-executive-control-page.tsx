import { useState } from "react";
import { AnomalySection } from "@/features/executive-insights/components/anomaly-section";
import { AskSection } from "@/features/executive-insights/components/ask-section";
import { browserTimeZone } from "@/lib/local-day";

/** /ai-executive-control (ceo and super admins, checked on the server), with the spec's title and line. */
export function AiExecutiveControlPage() {
  const [tz] = useState(browserTimeZone);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6" data-testid="page-ai-executive-control">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">AI Executive Control</h1>
        <p className="text-muted-foreground">AI-driven insights and controls for executives.</p>
        <p className="text-sm">
          <span className="rounded-full border px-2 py-0.5 text-xs font-semibold" data-testid="computed-label">
            Computed from your data
          </span>{" "}
          Every insight here is worked out on Tavola's own servers from the orders, refunds and feedback in the database — no
          outside AI service sees your data, and each one says how it was computed.
        </p>
      </header>
      <section aria-labelledby="ask-title" className="grid min-w-0 gap-3">
        <h2 id="ask-title" className="text-xl font-semibold">
          Ask the data
        </h2>
        <AskSection tz={tz} />
      </section>
      <section aria-labelledby="kpi-anomalies-title" className="grid min-w-0 gap-3">
        <h2 id="kpi-anomalies-title" className="text-xl font-semibold">
          KPI anomalies
        </h2>
        <AnomalySection tz={tz} />
      </section>
    </div>
  );
}
