import { useState } from "react";
import type { LeagueRow } from "@tavola/contracts";
import { ArrowDown, ArrowUp } from "lucide-react";
import { formatCents, formatInteger } from "@/lib/format";
import { percent } from "./funnel-table";

type SortKey = "name" | "gmvCents" | "orders" | "averageOrderValueCents" | "rating" | "sentiment" | "onTimeRate" | "growth";
const COLUMNS: { key: SortKey; label: string; show: (r: LeagueRow) => string }[] = [
  { key: "gmvCents", label: "GMV", show: (r) => formatCents(r.gmvCents) },
  { key: "orders", label: "Orders", show: (r) => formatInteger(r.orders) },
  { key: "averageOrderValueCents", label: "AOV", show: (r) => formatCents(r.averageOrderValueCents) },
  { key: "rating", label: "Rating", show: (r) => (r.rating === null ? "—" : `${r.rating.toFixed(1)} ★`) },
  { key: "sentiment", label: "Sentiment", show: (r) => (r.sentiment === null ? "—" : `${r.sentiment > 0 ? "+" : ""}${Math.round(r.sentiment)}`) },
  { key: "onTimeRate", label: "On time", show: (r) => percent(r.onTimeRate) },
  { key: "growth", label: "Growth", show: (r) => (r.growth === null ? "new" : `${r.growth > 0 ? "+" : ""}${(r.growth * 100).toFixed(0)}%`) },
];

/** Sorts rows by a column; nulls (no feedback, no deliveries) always last. */
export function sortLeague(rows: readonly LeagueRow[], key: SortKey, dir: "asc" | "desc"): LeagueRow[] {
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === "string" && typeof y === "string") return sign * x.localeCompare(y);
    return sign * (Number(x) - Number(y)) || a.name.localeCompare(b.name);
  });
}

/** The restaurant league: sortable by any column (a button in each header; aria-sort says which). */
export function LeagueTable({ rows }: { rows: readonly LeagueRow[] }) {
  const [sort, setSort] = useState<{ key: SortKey; dir: "asc" | "desc" }>({ key: "gmvCents", dir: "desc" });
  if (rows.length === 0) return <p className="text-muted-foreground">No orders in this range or the one before.</p>;
  const sorted = sortLeague(rows, sort.key, sort.dir);
  const header = (key: SortKey, label: string, align: string) => {
    const active = sort.key === key;
    return (
      <th key={key} scope="col" className={`p-1 font-medium ${align}`} aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}>
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded px-1 hover:underline sm:min-h-8 sm:min-w-0"
          onClick={() => setSort({ key, dir: active && sort.dir === "desc" ? "asc" : active ? "desc" : key === "name" ? "asc" : "desc" })}
          data-testid={`sort-${key}`}
        >
          {label}
          {active && (sort.dir === "asc" ? <ArrowUp className="size-3" aria-hidden="true" /> : <ArrowDown className="size-3" aria-hidden="true" />)}
        </button>
      </th>
    );
  };
  return (
    <div className="relative overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2" tabIndex={0} role="region" aria-label="Restaurant league table (scrolls sideways)">
      <table className="w-full min-w-[44rem] text-sm" data-testid="table-league">
        <caption className="sr-only">Restaurant league table; the column buttons sort it</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-1 font-medium">#</th>
            {header("name", "Restaurant", "text-left")}
            {COLUMNS.map((c) => header(c.key, c.label, "text-right"))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((r, i) => (
            <tr key={r.restaurantId} className="border-t">
              <td className="p-2 tabular-nums text-muted-foreground">{i + 1}</td>
              <th scope="row" className="p-2 text-left font-medium">{r.name}</th>
              {COLUMNS.map((c) => (
                <td key={c.key} className="p-2 text-right tabular-nums">{c.show(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
