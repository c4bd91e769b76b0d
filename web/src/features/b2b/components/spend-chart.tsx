import { formatCents } from "@/lib/format";

type Props = { month: string; spendByDay: { day: string; cents: number }[]; spentCents: number; limitCents: number | null };

const W = 320;
const H = 120;
const PAD = 8;

/**
 * This month's running spend as a step line over the days of the month, with the limit as a dashed line. The
 * chart is one image to a screen reader (its label says the figures); the figures are also written out beside it.
 */
export function SpendChart({ month, spendByDay, spentCents, limitCents }: Props) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const top = Math.max(limitCents ?? 0, spentCents, 1) * 1.1;
  const x = (day: number) => PAD + ((day - 1) / Math.max(days - 1, 1)) * (W - 2 * PAD);
  const yOf = (cents: number) => H - PAD - (cents / top) * (H - 2 * PAD);
  let path = `M ${x(1)} ${yOf(0)}`;
  let last = 0;
  for (const p of spendByDay) {
    const d = Number(p.day.slice(8, 10));
    path += ` L ${x(d)} ${yOf(last)} L ${x(d)} ${yOf(p.cents)}`;
    last = p.cents;
  }
  path += ` L ${x(days)} ${yOf(last)}`;
  const share = limitCents ? Math.round((spentCents / limitCents) * 100) : null;
  const label = limitCents
    ? `Spent ${formatCents(spentCents)} of the ${formatCents(limitCents)} monthly limit (${share} %) in ${month}`
    : `Spent ${formatCents(spentCents)} in ${month}; no monthly limit`;
  return (
    <figure className="grid gap-2" data-testid="chart-month-spend">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-md" role="img" aria-label={label}>
        <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} className="stroke-border" strokeWidth={1} />
        {limitCents !== null && <line x1={PAD} x2={W - PAD} y1={yOf(limitCents)} y2={yOf(limitCents)} className="stroke-destructive" strokeDasharray="4 3" strokeWidth={1.5} />}
        <path d={path} fill="none" className="stroke-primary" strokeWidth={2} />
      </svg>
      <figcaption className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground" data-testid="text-month-spend">{formatCents(spentCents)}</span>
        {limitCents !== null ? ` of ${formatCents(limitCents)} this month (${share} %)` : " this month, no limit set"}
      </figcaption>
    </figure>
  );
}
