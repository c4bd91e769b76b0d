import type { FeedbackTrendPoint } from "@tavola/contracts";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** Feedback per day by sentiment (lazy-loaded: recharts is heavy). The figures are also in a hidden table. */
export function SentimentTrendChart({ data }: { data: readonly FeedbackTrendPoint[] }) {
  return (
    <figure className="grid gap-2" data-testid="chart-sentiment-trend">
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="day" tickLine={false} axisLine={false} fontSize={12} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={32} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="positive" stroke="#16a34a" strokeWidth={2} />
            <Line type="monotone" dataKey="neutral" stroke="#64748b" strokeWidth={2} />
            <Line type="monotone" dataKey="negative" stroke="#dc2626" strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Feedback per day by sentiment</caption>
        <thead>
          <tr>
            <th>Day</th>
            <th>Positive</th>
            <th>Neutral</th>
            <th>Negative</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.positive}</td>
              <td>{d.neutral}</td>
              <td>{d.negative}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
