import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { MonthPoints } from "../../lib/loyalty-format";

/** Points per month, earned against spent and removed (lazy-loaded: recharts is heavy). The figures are also in a hidden table. */
export function PointsChart({ data }: { data: readonly MonthPoints[] }) {
  return (
    <figure className="grid gap-2" data-testid="chart-points">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={44} />
            <Tooltip />
            <Legend />
            <Bar dataKey="earned" name="Earned" fill="#16a34a" radius={[4, 4, 0, 0]} />
            <Bar dataKey="spent" name="Spent" fill="#6366f1" radius={[4, 4, 0, 0]} />
            <Bar dataKey="removed" name="Reversed or expired" fill="#94a3b8" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* sr-only on the wrapper, not the table: a table is as wide as its cells whatever its width, so an
          sr-only table still widened the page (425 px on a 390 px phone); the 1 px wrapper clips it. */}
      <div className="sr-only">
      <table>
        <caption>Points per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Earned</th>
            <th scope="col">Spent</th>
            <th scope="col">Reversed or expired</th>
          </tr>
        </thead>
        <tbody>
          {data.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.label}</th>
              <td>{m.earned}</td>
              <td>{m.spent}</td>
              <td>{m.removed}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
