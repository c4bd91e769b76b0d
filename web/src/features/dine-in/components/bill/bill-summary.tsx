import type { Bill } from "@tavola/contracts";
import { formatCents } from "@/lib/format";

/** Every line of the table's bill and its totals: subtotal, tax, total, paid, remaining. */
export function BillSummary({ bill }: { bill: Bill }) {
  const rows: [string, number, string][] = [
    ["Subtotal", bill.subtotalCents, "row-subtotal"],
    ["Tax", bill.taxCents, "row-tax"],
    ["Total", bill.totalCents, "row-total"],
    ["Paid", bill.paidCents, "row-paid"],
  ];
  return (
    <div className="grid gap-4" data-testid="bill-summary">
      <table className="w-full text-sm">
        <caption className="sr-only">The table's bill</caption>
        <thead>
          <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              Dish
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line) => (
            <tr key={line.orderItemId} className="border-b last:border-0" data-testid={`row-bill-line-${line.orderItemId}`}>
              <td className="py-2">
                {line.name}
                {line.paid ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">Paid</span> : null}
              </td>
              <td className="py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 text-right tabular-nums">{formatCents(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid gap-1.5 text-sm">
        {rows.map(([label, cents, testId]) => (
          <div key={label} className="flex justify-between gap-4" data-testid={testId}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{formatCents(cents)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t pt-2 text-base font-semibold" data-testid="row-remaining">
          <dt>Remaining</dt>
          <dd className="tabular-nums">{formatCents(bill.remainingCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
