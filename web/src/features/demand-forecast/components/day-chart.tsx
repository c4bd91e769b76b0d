import type { ForecastSlot } from "@tavola/contracts";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type LabelledSlot = ForecastSlot & { time: string };

/** One day's slots: expected orders (bars), the suggested and current capacity (lines); lazy-loaded, figures in a hidden table. */
export function DayChart({ slots, day }: { slots: readonly LabelledSlot[]; day: string }) {
  return (
    <figure className="grid gap-2" data-testid="chart-forecast-day">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={[...slots]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="time" tickLine={false} axisLine={false} fontSize={12} minTickGap={24} />
            <YAxis tickLine={false} axisLine={false} fontSize={12} width={28} allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="forecast" name="Expected orders" fill="var(--color-primary)" fillOpacity={0.7} />
            <Line type="stepAfter" dataKey="suggestedCapacity" name="Suggested capacity" stroke="#16a34a" strokeWidth={2} dot={false} />
            <Line type="stepAfter" dataKey="capacity" name="Capacity now" stroke="var(--color-muted-foreground)" strokeDasharray="4 3" strokeWidth={2} dot={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {/* The wrapper hides it: overflow does not apply to a table box, so a table made sr-only itself still widens the page. */}
      <div className="sr-only">
        <table>
          <caption>Expected orders and kitchen capacity per 15 minutes on {day} (slots with demand or a capacity change)</caption>
          <thead>
            <tr>
              <th>Time</th>
              <th>Expected orders</th>
              <th>Suggested capacity</th>
              <th>Capacity now</th>
            </tr>
          </thead>
          <tbody>
            {slots
              .filter((s) => s.forecast > 0 || s.capacity !== s.suggestedCapacity)
              .map((s) => (
                <tr key={s.start}>
                  <td>{s.time}</td>
                  <td>{s.forecast.toFixed(2)}</td>
                  <td>{s.suggestedCapacity}</td>
                  <td>{s.capacity}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
