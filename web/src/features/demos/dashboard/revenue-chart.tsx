import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCents } from "@/lib/format";
import type { RevenuePoint } from "../sample-data/restaurant-dashboard-sample";

/**
 * The weekly revenue bar chart. recharts is heavy, so this file is only reached through a lazy import from
 * the Analytics tab; the same figures are in a visually hidden table for screen readers.
 */
export function RevenueChart({ data }: { data: readonly RevenuePoint[] }) {
  const rows = data.map((point) => ({ day: point.day, revenue: point.revenueCents / 100 }));
  return (
    <figure className="grid gap-2" data-testid="chart-revenue">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="day" tickLine={false} axisLine={false} stroke="var(--color-muted-foreground)" fontSize={12} />
            <YAxis
              tickLine={false}
              axisLine={false}
              stroke="var(--color-muted-foreground)"
              fontSize={12}
              width={56}
              tickFormatter={(value: number) => `$${Math.round(value / 100) / 10}k`}
            />
            <Tooltip
              cursor={{ fill: "var(--color-muted)" }}
              contentStyle={{
                background: "var(--color-popover)",
                color: "var(--color-popover-foreground)",
                border: "1px solid var(--color-border)",
                borderRadius: "var(--radius-md)",
              }}
              formatter={(value) => [formatCents(Math.round(Number(value) * 100)), "Revenue"]}
            />
            <Bar dataKey="revenue" fill="var(--color-primary)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">Revenue per day over the last seven days.</figcaption>
      <table className="sr-only">
        <caption>Revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.day}>
              <th scope="row">{point.day}</th>
              <td>{formatCents(point.revenueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
