import type { FunnelStep } from "@tavola/contracts";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * The funnel's steps as horizontal bars (this period, and the previous one when given); lazy-loaded and hidden from
 * screen readers — the funnel table beside it carries the same numbers.
 */
export function FunnelChart({ steps, previous }: { steps: readonly FunnelStep[]; previous?: readonly FunnelStep[] | undefined }) {
  const rows = steps.map((s, i) => ({ step: s.label, current: s.count, previous: previous?.[i]?.count ?? 0 }));
  return (
    <div className="h-56 w-full" aria-hidden="true" data-testid="chart-funnel">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
          <YAxis type="category" dataKey="step" tickLine={false} axisLine={false} fontSize={12} width={104} />
          <Tooltip />
          {previous && <Legend />}
          <Bar dataKey="current" name="This period" fill="var(--color-primary)" />
          {previous && <Bar dataKey="previous" name="Previous period" fill="var(--color-muted-foreground)" fillOpacity={0.45} />}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
