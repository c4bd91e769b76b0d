import type { ChurnCustomer } from "@tavola/contracts";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCents, formatInteger } from "@/lib/format";
import { churnCsv } from "../lib/churn-csv";

const percent = (v: number) => `${Math.round(v * 100)}%`;

function download(filename: string, rows: readonly ChurnCustomer[]) {
  const url = URL.createObjectURL(new Blob([churnCsv(rows)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** A list of customers (win-back, at risk) with what the model says about each, and a CSV for the campaign manager. */
export function CustomerList({ title, rows, filename, empty, testId }: { title: string; rows: readonly ChurnCustomer[]; filename: string; empty: string; testId: string }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {rows.length === 0 ? empty : `${formatInteger(rows.length)} customers, the biggest spenders first.`}
        </p>
        {rows.length > 0 && (
          <Button size="sm" variant="outline" onClick={() => download(filename, rows)} data-testid={`${testId}-csv`}>
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        )}
      </div>
      {rows.length > 0 && (
        // `relative`: the sr-only caption would otherwise escape the scroller; focusable so a keyboard can scroll it.
        <div className="relative max-h-[28rem] overflow-auto rounded-lg border" tabIndex={0} role="region" aria-label={`${title} (scrolls)`}>
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th scope="col" className="p-2 font-medium">Customer</th>
                <th scope="col" className="p-2 text-right font-medium">Spent</th>
                <th scope="col" className="p-2 text-right font-medium">Order days</th>
                <th scope="col" className="p-2 font-medium">Last order</th>
                <th scope="col" className="p-2 text-right font-medium">Active</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.customerId} className="border-t">
                  <th scope="row" className="p-2 text-left font-medium">
                    <span className="block">{c.name}</span>
                    <span className="block text-xs font-normal text-muted-foreground">{c.email}</span>
                  </th>
                  <td className="p-2 text-right tabular-nums">{formatCents(c.spentCents)}</td>
                  <td className="p-2 text-right tabular-nums">{formatInteger(c.orderDays)}</td>
                  <td className="p-2 tabular-nums">{c.lastOrderAt}</td>
                  <td className="p-2 text-right tabular-nums">{percent(c.pActive)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
