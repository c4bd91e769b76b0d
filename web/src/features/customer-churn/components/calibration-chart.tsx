import type { CalibrationDecile } from "@tavola/contracts";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** Predicted vs observed order days per customer in the holdout, by decile of prediction; lazy-loaded, figures in a hidden table. */
export function CalibrationChart({ deciles, holdoutDays }: { deciles: readonly CalibrationDecile[]; holdoutDays: number }) {
  return (
    <figure className="grid gap-2" data-testid="chart-churn-calibration">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={deciles.map((d) => ({ ...d, label: `D${d.decile}` }))} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
            <YAxis tickLine={false} axisLine={false} fontSize={12} width={36} />
            <Tooltip />
            <Legend />
            <Bar dataKey="observed" name="Observed" fill="var(--color-muted-foreground)" fillOpacity={0.45} />
            <Line type="monotone" dataKey="predicted" name="Predicted" stroke="var(--color-primary)" strokeWidth={2} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        Order days per customer in the last {holdoutDays} days, by decile of what the model predicted before it saw them (D1 lowest, D10 highest).
      </figcaption>
      {/* The wrapper hides it: overflow does not apply to a table box, so a table made sr-only itself still widens the page. */}
      <div className="sr-only">
        <table>
          <caption>Predicted and observed order days per customer, by decile</caption>
          <thead>
            <tr>
              <th>Decile</th>
              <th>Customers</th>
              <th>Predicted</th>
              <th>Observed</th>
            </tr>
          </thead>
          <tbody>
            {deciles.map((d) => (
              <tr key={d.decile}>
                <td>{d.decile}</td>
                <td>{d.customers}</td>
                <td>{d.predicted.toFixed(2)}</td>
                <td>{d.observed.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
