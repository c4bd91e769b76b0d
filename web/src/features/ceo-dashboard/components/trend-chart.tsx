import type { DailyPoint } from "@tavola/contracts";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCents } from "@/lib/format";

/** GMV and net revenue per day (lines, dollars) over orders per day (bars); lazy-loaded, with the figures in a hidden table. */
export function TrendChart({ data }: { data: readonly DailyPoint[] }) {
  const rows = data.map((d) => ({ ...d, day: d.date.slice(5), gmv: d.gmvCents / 100, net: d.netRevenueCents / 100 }));
  return (
    <figure className="grid gap-2" data-testid="chart-ceo-trend">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="day" tickLine={false} axisLine={false} fontSize={12} minTickGap={16} />
            <YAxis yAxisId="money" tickLine={false} axisLine={false} fontSize={12} width={48} tickFormatter={(v: number) => `$${Math.round(v)}`} />
            <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={28} />
            <Tooltip />
            <Legend />
            <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="var(--color-muted-foreground)" fillOpacity={0.35} />
            <Line yAxisId="money" type="monotone" dataKey="gmv" name="GMV ($)" stroke="var(--color-primary)" strokeWidth={2} dot={false} />
            <Line yAxisId="money" type="monotone" dataKey="net" name="Net revenue ($)" stroke="#16a34a" strokeWidth={2} dot={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {/* The wrapper hides it: overflow does not apply to a table box, so a table made sr-only itself still widens the page. */}
      <div className="sr-only">
      <table>
        <caption>GMV, net revenue and orders per day</caption>
        <thead>
          <tr>
            <th>Day</th>
            <th>GMV</th>
            <th>Net revenue</th>
            <th>Orders</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{formatCents(d.gmvCents)}</td>
              <td>{formatCents(d.netRevenueCents)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
