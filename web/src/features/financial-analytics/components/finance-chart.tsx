import type { FinanceReport } from "@tavola/contracts";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCents } from "@/lib/format";

/** Revenue by stream per period (stacked bars, dollars) beside refunds; lazy-loaded, the figures in a hidden table. */
export function FinanceChart({ periods }: { periods: FinanceReport["periods"] }) {
  const rows = periods.map((p) => ({
    period: p.period.slice(5),
    service: p.serviceFeeCents / 100,
    delivery: p.deliveryFeeCents / 100,
    commission: p.courierCommissionCents / 100,
    refunds: p.refundsCents / 100,
  }));
  return (
    <figure className="grid gap-2" data-testid="chart-finance">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {/* barGap 0 and a narrow category gap: at 360 px a month of days leaves ~9 px per day for two bars, and
              recharts' default gaps (4 px + 10 %) drew them 0 px wide — an empty chart on a phone. */}
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={0} barCategoryGap="8%" accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="period" tickLine={false} axisLine={false} fontSize={12} minTickGap={16} />
            <YAxis tickLine={false} axisLine={false} fontSize={12} width={48} tickFormatter={(v: number) => `$${Math.round(v)}`} />
            <Tooltip />
            <Legend />
            <Bar dataKey="service" name="Service fees ($)" stackId="revenue" fill="var(--color-primary)" />
            <Bar dataKey="delivery" name="Delivery fees ($)" stackId="revenue" fill="#16a34a" />
            <Bar dataKey="commission" name="Courier commissions ($)" stackId="revenue" fill="#7c3aed" />
            <Bar dataKey="refunds" name="Refunds ($)" fill="#dc2626" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The wrapper hides it: overflow does not apply to a table box, so a table made sr-only itself still widens the page. */}
      <div className="sr-only">
        <table>
          <caption>Revenue by stream and refunds per period</caption>
          <thead>
            <tr>
              <th>Period</th>
              <th>Service fees</th>
              <th>Delivery fees</th>
              <th>Courier commissions</th>
              <th>Refunds</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.period}>
                <td>{p.period}</td>
                <td>{formatCents(p.serviceFeeCents)}</td>
                <td>{formatCents(p.deliveryFeeCents)}</td>
                <td>{formatCents(p.courierCommissionCents)}</td>
                <td>{formatCents(p.refundsCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
