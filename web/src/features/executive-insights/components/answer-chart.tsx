import type { AnswerColumn } from "@tavola/contracts";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatFigure } from "../lib/format-figure";

type Row = Record<string, string | number | null>;

/** The answer's chart column as bars by the first column's labels; decorative (the table beside it has the figures). */
export function AnswerChart({ rows, label, column }: { rows: readonly Row[]; label: AnswerColumn; column: AnswerColumn }) {
  const kind = column.kind === "text" ? "count" : column.kind;
  const data = rows.map((r) => ({ name: String(r[label.key] ?? ""), value: Number(r[column.key] ?? 0) / (kind === "cents" ? 100 : 1) }));
  const day = label.key === "day";
  return (
    <div className="h-64 w-full" aria-hidden="true" data-testid="answer-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={11} minTickGap={8} tickFormatter={(v: string) => (day ? v.slice(5) : v.length > 12 ? `${v.slice(0, 11)}…` : v)} />
          <YAxis tickLine={false} axisLine={false} fontSize={11} width={48} tickFormatter={(v: number) => (kind === "cents" ? `$${Math.round(v)}` : kind === "share" ? `${Math.round(v * 100)}%` : String(v))} />
          <Tooltip formatter={(v) => formatFigure(kind, kind === "cents" ? Number(v) * 100 : Number(v), true)} />
          <Bar dataKey="value" name={column.label} fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
