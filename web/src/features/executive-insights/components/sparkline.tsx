/**
 * A tiny line of a KPI over the last four weeks with the flagged day marked and the expected range as a band;
 * decorative (aria-hidden): the card says the same in words.
 */
export function Sparkline({ series, date, low, high }: { series: ReadonlyArray<{ date: string; value: number }>; date: string; low: number; high: number }) {
  const width = 160;
  const height = 40;
  if (series.length < 2) return null;
  const values = [...series.map((p) => p.value), low, high];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const y = (v: number) => (max === min ? height / 2 : height - 2 - ((v - min) / (max - min)) * (height - 4));
  const x = (i: number) => (i / (series.length - 1)) * (width - 4) + 2;
  const path = series.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  const at = series.findIndex((p) => p.date === date);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-10 w-40 shrink-0" aria-hidden="true" data-testid="anomaly-sparkline">
      <rect x={0} y={y(high)} width={width} height={Math.max(1, y(low) - y(high))} fill="currentColor" className="text-muted-foreground" opacity={0.12} />
      <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} className="text-primary" />
      {at >= 0 ? <circle cx={x(at)} cy={y(series[at]!.value)} r={3.5} className="fill-destructive" /> : null}
    </svg>
  );
}
